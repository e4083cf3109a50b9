// A profile's rating as its page header shows it: stars, '4.5 / 5' and the number of reviews.
import { formatRating } from "./format";
import { Stars } from "./Rating";

export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p className="profile-hero__rating" title={`Rated ${formatRating(rating)} out of 5`}>
      <Stars rating={rating} />
      <strong>{formatRating(rating)} / 5</strong>
      <span className="muted small">
        ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
      </span>
    </p>
  );
}
