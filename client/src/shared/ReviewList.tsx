// A profile's reviews, two per page with Previous, Next and the page number (docs/product.md, "House manager's public profile" and "States"); fetched in batches as the reader pages on.
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { ProfileReviewsDocument, type ProfileRole, type ReviewFieldsFragment } from "../gql/graphql";
import { useTranslation } from "react-i18next";
import { Alert } from "./Alert";
import { LoadFailed } from "./PageLoadError";
import { formatDate } from "./format";
import { Pager } from "./Pager";
import { profilePath } from "./profile-links";
import { Stars } from "./Rating";
import { LoadingLine } from "./Spinner";
import { personName } from "./value-labels";

/** Reviews shown per page (docs/product.md, "Constants"). */
export const REVIEWS_PER_PAGE = 2;
/** Reviews fetched per request: a few pages at a time, so most Next clicks need no request. */
export const REVIEW_BATCH = 10;

/** The variables of the first batch; the review form writes a new review into this cache entry. */
export function reviewsVariables(role: ProfileRole, profileId: string) {
  return { role, profileId, first: REVIEW_BATCH, after: null };
}

export type ReviewItem = ReviewFieldsFragment;

/** `actions`: controls under a review that shared/ cannot import (the trust feature's Report button), given by the page. */
export function ReviewEntry({ review, actions }: { review: ReviewItem; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="review">
      <div className="review__head">
        <Link to={profilePath(review.reviewerRole, review.reviewerId)} className="review__author">
          {personName(review.reviewerUsername)}
        </Link>
        <span className="review__rating">
          <Stars rating={review.rating} size={14} />
          <span>{t("shared.ratingLine", { rating: review.rating })}</span>
        </span>
      </div>
      <p className="review__comment">{review.comment}</p>
      <div className="review__foot">
        <time className="review__date" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
        {actions}
      </div>
    </li>
  );
}

export interface ReviewListProps {
  role: ProfileRole;
  profileId: string;
  /** The page shown, from 1; kept by the page so a new review can bring the reader back to page 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Controls shown under each review (the page's Report button). */
  reviewActions?: (review: ReviewItem) => ReactNode;
}

export function ReviewList({ role, profileId, page, onPageChange, reviewActions }: ReviewListProps) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfileReviewsDocument, { variables: reviewsVariables(role, profileId) });
  const [fetchingMore, setFetchingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { t } = useTranslation();

  if (!data) {
    if (error) return <LoadFailed message={t("shared.reviewsFailed")} onRetry={refetch} />;
    return <LoadingLine>{t("shared.loadingReviews")}</LoadingLine>;
  }

  const items = data.reviews.edges.map((edge) => edge.node);
  const pageInfo = data.reviews.pageInfo;
  if (items.length === 0) return <p className="empty-note">{t("shared.noReviews")}</p>;

  // Never past the last loaded page (a failed fetch of the next batch leaves the reader where they were).
  const current = Math.min(Math.max(1, page), Math.ceil(items.length / REVIEWS_PER_PAGE));
  const start = (current - 1) * REVIEWS_PER_PAGE;
  const shown = items.slice(start, start + REVIEWS_PER_PAGE);
  const hasNext = start + REVIEWS_PER_PAGE < items.length || pageInfo.hasNextPage;

  async function goNext() {
    const nextStart = current * REVIEWS_PER_PAGE;
    setMoreFailed(false);
    if (nextStart + REVIEWS_PER_PAGE > items.length && pageInfo.hasNextPage && pageInfo.endCursor) {
      setFetchingMore(true);
      try {
        // The batch joins the cached list (app/cache.ts), skipping reviews already shown.
        await fetchMore({ variables: { after: pageInfo.endCursor } });
      } catch {
        setMoreFailed(true);
        return;
      } finally {
        setFetchingMore(false);
      }
    }
    onPageChange(current + 1);
  }

  return (
    <>
      <ul className="reviews" aria-busy={loading || fetchingMore}>
        {shown.map((review) => (
          <ReviewEntry key={review.id} review={review} actions={reviewActions?.(review)} />
        ))}
      </ul>
      {moreFailed && <Alert>{t("shared.moreReviewsFailed")}</Alert>}
      <Pager
        label={t("shared.reviewPages")}
        page={current}
        hasPrevious={current > 1}
        hasNext={hasNext}
        busy={fetchingMore}
        onPrevious={() => onPageChange(Math.max(1, current - 1))}
        onNext={() => void goNext()}
      />
    </>
  );
}
