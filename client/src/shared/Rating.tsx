// A rating as five stars plus its value to one decimal ('4.5 / 5.0'); the stars are decorative.
import { formatRating, formatRatingOutOf5 } from "./format";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  // To the nearest half star: 4.6 shows four and a half, not five (4.5 / 5.0 beside five full stars read as a slip).
  const halves = Math.round(rating * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) =>
        half && n === full + 1 ? (
          <span key={n} className="star-half">
            <Icon name="star" size={size} className="star" />
            <span className="star-half__fill">
              <Icon name="star" size={size} filled className="star star--on" />
            </span>
          </span>
        ) : (
          <Icon key={n} name="star" size={size} filled={n <= full} className={n <= full ? "star star--on" : "star"} />
        ),
      )}
    </span>
  );
}

export function Rating({ rating, outOf5 = true, size }: { rating: number | null | undefined; outOf5?: boolean; size?: number }) {
  const { t } = useTranslation();
  const value = typeof rating === "number" ? rating : 0;
  const text = outOf5 ? formatRatingOutOf5(value) : formatRating(value);
  return (
    <span className="rating" title={t("shared.ratedOutOf5", { rating: formatRating(value) })}>
      <Stars rating={value} size={size} />
      <span className="rating__value">{text}</span>
    </span>
  );
}
