// A profile's card in a list (Find House Girl, the home page's featured house managers, search results): the photo,
// the name and the place, what the list adds under them, and what follows the card's head (buttons, reviews). The
// list's own class (e.g. "find-card") sets its spacing; the rest is in shared/shared.css, "Profile cards".
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Icon } from "./icons";
import { ProfileImage } from "./ProfileImage";

export interface ProfileCardProps {
  profile: { name: string; image?: string | null; imageThumb?: string | null };
  /** The list's class on the card. */
  className: string;
  /** Where the head links: the whole head is one link. Without it the card has its own button. */
  href?: string;
  photoSize: number;
  photoLoading?: "lazy" | "eager";
  /** The name's element: a heading where the list is read by headings. */
  nameAs?: "h2" | "h3" | "span";
  /** The place line (after the map pin). */
  place: ReactNode;
  /** Under the place, inside the head. */
  details?: ReactNode;
  /** After the head. */
  children?: ReactNode;
}

export function ProfileCard({ profile, className, href, photoSize, photoLoading, nameAs: Name = "h2", place, details, children }: ProfileCardProps) {
  const head = (
    <>
      <ProfileImage src={profile.imageThumb ?? profile.image} name={profile.name} size={photoSize} loading={photoLoading} />
      <div className="profile-card__body">
        <Name className="profile-card__name">{profile.name}</Name>
        <p className="profile-card__meta">
          <Icon name="map-pin" size={14} /> {place}
        </p>
        {details}
      </div>
    </>
  );
  return (
    <li className={`card profile-card ${className}`}>
      {href ? (
        <Link to={href} className="profile-card__head profile-card__link">
          {head}
        </Link>
      ) : (
        <div className="profile-card__head">{head}</div>
      )}
      {children}
    </li>
  );
}
