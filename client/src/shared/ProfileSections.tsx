// The pieces every profile page is made of (the public employer and house manager pages and one's own profile):
// the header card, the About card, and the reviews with the review form. Styles: shared/profile-page.css.
import { Fragment, useState, type ReactNode } from "react";
import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import { useTranslation } from "react-i18next";
import type { ProfileRole } from "../gql/graphql";
import { DetailList, type Detail } from "./DetailList";
import { QueryState } from "./QueryState";
import { RatingSummary } from "./RatingSummary";
import { ReviewForm } from "./ReviewForm";
import { ReviewList, type ReviewListProps } from "./ReviewList";

export interface ProfileHeroProps {
  /** The photo (or the photo with its upload or enlarge control). */
  photo: ReactNode;
  /** A small label above the name. */
  eyebrow?: ReactNode;
  name: ReactNode;
  /** The line under the name: the kind of profile, the place. */
  meta: ReactNode;
  /** The verification badges, above the rating. */
  badges?: ReactNode;
  rating: { rating: number; reviewCount: number };
  actions: ReactNode;
  /** Under the actions (share links). */
  children?: ReactNode;
  /** After the body, inside the header (a modal). */
  after?: ReactNode;
}

export function ProfileHero({ photo, eyebrow, name, meta, badges, rating, actions, children, after }: ProfileHeroProps) {
  return (
    <header className="card profile-hero">
      {photo}
      <div className="profile-hero__body">
        {eyebrow && <p className="eyebrow-label">{eyebrow}</p>}
        <h1 className="profile-hero__name">{name}</h1>
        <p className="profile-hero__meta">{meta}</p>
        {badges}
        <RatingSummary rating={rating.rating} reviewCount={rating.reviewCount} />
        <div className="profile-hero__actions">{actions}</div>
        {children}
      </div>
      {after}
    </header>
  );
}

export interface ProfileAboutProps {
  id: string;
  heading: string;
  bio: string;
  noBio: string;
  items: Detail[];
}

/** A profile's About card: the bio (or a quiet note when there is none) and the details. */
export function ProfileAbout({ id, heading, bio, noBio, items }: ProfileAboutProps) {
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className={bio.trim() ? "profile-bio" : "profile-bio muted"}>{bio.trim() || noBio}</p>
      <DetailList items={items} />
    </section>
  );
}

/**
 * A profile's reviews, page by page, and the form to leave one (the list goes back to its first page when one is
 * left). `idPrefix` names the sections' headings, e.g. 'hm' for 'hm-reviews' and 'hm-review-form'.
 */
export interface ProfileReviewsProps {
  role: ProfileRole;
  profileId: string;
  idPrefix: string;
  ns: "employer" | "house-manager";
  reviewActions?: ReviewListProps["reviewActions"];
}

export function ProfileReviews({ role, profileId, idPrefix, ns, reviewActions }: ProfileReviewsProps) {
  const [page, setPage] = useState(1);
  const { t } = useTranslation(ns);
  return (
    <>
      <section className="card profile-section" aria-labelledby={`${idPrefix}-reviews`}>
        <h2 id={`${idPrefix}-reviews`}>{t("reviews")}</h2>
        <ReviewList role={role} profileId={profileId} page={page} onPageChange={setPage} reviewActions={reviewActions} />
      </section>
      <section className="card profile-section" aria-labelledby={`${idPrefix}-review-form`}>
        <h2 id={`${idPrefix}-review-form`}>{t("leaveReview")}</h2>
        <ReviewForm role={role} profileId={profileId} onSubmitted={() => setPage(1)} />
      </section>
    </>
  );
}

/**
 * A public profile page (employer, house manager): its title, the header card, then the About card with what else
 * the main column holds, and beside them the side column (`side`, e.g. the contract slot) above the reviews.
 */
export function PublicProfilePage({ name, hero, about, main, side, reviews }: { name: string; hero: ReactNode; about: ProfileAboutProps; main?: ReactNode; side?: ReactNode; reviews: ProfileReviewsProps }) {
  return (
    <section className="container page profile-page">
      <title>{`MaidMatch · ${name}`}</title>
      {hero}
      <div className="profile-layout">
        <div className="profile-layout__main">
          <ProfileAbout {...about} />
          {main}
        </div>
        <aside className="profile-layout__side">
          {side}
          <ProfileReviews {...reviews} />
        </aside>
      </div>
    </section>
  );
}

/** The load texts of a public profile page, the same keys in its namespace. */
function useProfileLoadTexts(ns: "employer" | "house-manager") {
  const { t } = useTranslation(ns);
  return { loading: t("loading"), errorTitle: t("errorTitle"), failed: t("failed"), notFoundHeading: t("notFoundHeading"), notFound: t("notFoundMessage") };
}

/**
 * A public profile page's route (/profile/<role>/:id): loads the profile by the id in the address, with the load
 * states worded from the page's namespace. A new id is a new page: paging, forms and modals start afresh.
 */
export function PublicProfileRoute<Q, P>({ document, ns, select, children }: { document: TypedDocumentNode<Q, { id: string }>; ns: "employer" | "house-manager"; select: (data: Q) => P | null | undefined; children: (profile: P) => ReactNode }) {
  const { id = "" } = useParams();
  const result = useQuery(document, { variables: { id } });
  return (
    <QueryState result={result} texts={useProfileLoadTexts(ns)} select={select}>
      {(profile) => <Fragment key={id}>{children(profile)}</Fragment>}
    </QueryState>
  );
}
