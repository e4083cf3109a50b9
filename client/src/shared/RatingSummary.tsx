// A profile's rating as its page header shows it: stars, '4.5 / 5' and the number of reviews.
import { formatRating } from "./format";
import { useTranslation } from "react-i18next";
import { Stars } from "./Rating";

export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation();
  return (
    <p className="profile-hero__rating" title={t("shared.ratedOutOf5", { rating: formatRating(rating) })}>
      <Stars rating={rating} />
      <strong>{formatRating(rating)} / 5</strong>
      <span className="muted small">
        ({t("shared.reviewsCount", { count: reviewCount })})
      </span>
    </p>
  );
}
