// The home page sidebar: featured house managers two at a time, each with its latest reviews.
import { useDeferredValue, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FeaturedHouseManagerReviewsDocument, FeaturedHouseManagersDocument, type FeaturedHouseManagersQuery } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { ProfileCard } from "../../shared/ProfileCard";
import { formatDate, formatYears } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { Pager } from "../../shared/Pager";
import { Rating, Stars } from "../../shared/Rating";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { profilePath } from "../../shared/profile-links";

/** Featured managers per page (docs/product.md, "Constants"). */
export const FEATURED_PAGE_SIZE = 2;
const REVIEWS_PER_CARD = 3;

type FeaturedManager = FeaturedHouseManagersQuery["houseManagers"]["edges"][number]["node"];

function CardReviews({ houseManagerId }: { houseManagerId: string }) {
  const { data, loading, error } = useQuery(FeaturedHouseManagerReviewsDocument, {
    variables: { profileId: houseManagerId, first: REVIEWS_PER_CARD },
  });
  const { t } = useTranslation(["home", "common"]);
  useEffect(() => {
    if (error) console.error("Failed to fetch reviews", error);
  }, [error]);
  if (loading && !data) return <p className="muted small">{t("featured.loadingReviews")}</p>;
  if (error && !data) return <p className="muted small">{t("featured.reviewsUnavailable")}</p>;
  const reviews = data?.reviews.edges.map((edge) => edge.node) ?? [];
  if (reviews.length === 0) return <p className="muted small">{t("featured.noReviews")}</p>;
  return (
    <ul className="mini-reviews" aria-label={t("featured.latestReviews")}>
      {reviews.map((review) => (
        <li key={review.id} className="mini-review">
          <div className="mini-review__head">
            <Link to={profilePath(review.reviewerRole, review.reviewerId)} className="mini-review__author">
              {review.reviewerUsername}
            </Link>
            <span className="mini-review__rating" title={t("common:shared.outOf5", { rating: review.rating })}>
              <Stars rating={review.rating} size={12} />
              <span className="visually-hidden">{t("common:shared.ratedOutOf5", { rating: review.rating })}</span>
            </span>
          </div>
          <p className="mini-review__comment">{review.comment}</p>
          <time className="mini-review__date" dateTime={review.createdAt}>
            {formatDate(review.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function ManagerCard({ manager }: { manager: FeaturedManager }) {
  const { t } = useTranslation(["home", "common"]);
  return (
    <ProfileCard
      profile={manager}
      className="hm-card"
      href={profilePath("house_manager", manager.id)}
      photoSize={68}
      photoLoading="lazy"
      nameAs="h3"
      place={manager.location || t("common:shared.kenya")}
      details={
        <>
          {"verifications" in manager && <VerificationBadges manager={manager} compact />}
          <Rating rating={manager.rating} size={14} />
          <p className="profile-card__meta">
            <Icon name="briefcase" size={14} /> {t("featured.experience", { years: formatYears(manager.experience) })}
          </p>
        </>
      }
    >
      <CardReviews houseManagerId={manager.id} />
    </ProfileCard>
  );
}

function SkeletonCard() {
  return (
    <li className="card profile-card hm-card hm-card--skeleton" aria-hidden="true">
      <div className="profile-card__head">
        <span className="skeleton skeleton--avatar" />
        <div className="profile-card__body">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
    </li>
  );
}

export function FeaturedHouseManagers() {
  // The `after` cursor of every page visited so far; the last one is the current page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, loading, error } = useQuery(FeaturedHouseManagersDocument, {
    variables: { first: FEATURED_PAGE_SIZE, after },
  });
  // The cards render in a second, interruptible pass (a deferred value, blank at first): the page's first paint never
  // waits for them, and when the answer arrives the main thread is held only to commit what is ready, not to render
  // every card and its reviews in one go.
  const shown = useDeferredValue(data ?? (loading ? previousData : undefined), undefined);
  const managers = shown?.houseManagers.edges.map((edge) => edge.node) ?? [];
  const pageInfo = shown?.houseManagers.pageInfo;
  const { t } = useTranslation("home");

  let body;
  if (error && !data) {
    body = <Alert>{t("featured.failed")}</Alert>;
  } else if (!shown) {
    body = (
      <>
        <span className="visually-hidden" role="status">
          {t("featured.loading")}
        </span>
        <ul className="hm-list">
          <SkeletonCard />
          <SkeletonCard />
        </ul>
      </>
    );
  } else if (managers.length === 0) {
    body = <p className="muted">{t("featured.empty")}</p>;
  } else {
    body = (
      <ul className={`hm-list${loading ? " is-busy" : ""}`} aria-busy={loading}>
        {managers.map((manager) => (
          <ManagerCard key={manager.id} manager={manager} />
        ))}
      </ul>
    );
  }

  return (
    <aside className="featured" aria-labelledby="featured-title">
      <div className="featured__head">
        <h2 id="featured-title">{t("featured.title")}</h2>
        <Link to="/findhousegirl/" className="featured__all">
          {t("featured.seeAll")}
        </Link>
      </div>
      {body}
      <Pager
        label={t("featured.pages")}
        page={page}
        hasPrevious={page > 1}
        hasNext={Boolean(data && pageInfo?.hasNextPage && pageInfo.endCursor)}
        busy={loading}
        onPrevious={() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list))}
        onNext={() => {
          const next = pageInfo?.endCursor;
          if (next) setCursors((list) => [...list, next]);
        }}
      />
    </aside>
  );
}
