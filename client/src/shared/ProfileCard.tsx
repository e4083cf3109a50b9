// A profile in a list: photo, name and place, then what the list adds. Every list of profiles (home, search, Find
// House Girl) opens its cards this way; each keeps its own look through its block class (hm-card, result-card,
// find-card in its feature's stylesheet).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Icon } from "./icons";
import { ProfileImage } from "./ProfileImage";

export interface ProfileCardProps {
  /** The list's block class: the card is `card <block>`, its parts `<block>__link`, `__head`, `__body`, `__name`, `__meta`. */
  block: string;
  profile: { name: string; location: string; image?: string | null; imageThumb?: string | null };
  /** The whole head links here (home, search); without it the head is plain and the list adds its own link. */
  to?: string;
  /** The name as a heading of this level, or inline text. */
  nameAs?: "h2" | "h3" | "span";
  imageSize?: number;
  /** What shows when the profile gives no place. */
  noLocation?: string;
  /** More lines under the place, inside the head. */
  children?: ReactNode;
  /** What follows the head inside the card. */
  after?: ReactNode;
}

export function ProfileCard({ block, profile, to, nameAs: Name = "span", imageSize = 64, noLocation = "Location not given", children, after }: ProfileCardProps) {
  const inline = Name === "span";
  const Body = inline ? "span" : "div";
  const Meta = inline ? "span" : "p";
  const head = (
    <>
      <ProfileImage src={profile.imageThumb ?? profile.image} name={profile.name} size={imageSize} />
      <Body className={`${block}__body`}>
        <Name className={`${block}__name`}>{profile.name}</Name>
        <Meta className={`${block}__meta`}>
          <Icon name="map-pin" size={14} /> {profile.location || noLocation}
        </Meta>
        {children}
      </Body>
    </>
  );
  return (
    <li className={`card ${block}`}>
      {to ? (
        <Link to={to} className={`${block}__link`}>
          {head}
        </Link>
      ) : (
        <div className={`${block}__head`}>{head}</div>
      )}
      {after}
    </li>
  );
}
