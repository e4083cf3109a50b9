// Display formatting shared by every page: dates in Nairobi time, ratings to one decimal, money with the configured symbol.
import { DEFAULT_CURRENCY_SYMBOL, formatMoney as formatAmount } from "../../../shared/money";

export const TIME_ZONE = "Africa/Nairobi";

/** The currency symbol shown before amounts ('KSh' unless the build's CURRENCY_SYMBOL / VITE_CURRENCY_SYMBOL says otherwise). */
export const CURRENCY_SYMBOL: string = import.meta.env.VITE_CURRENCY_SYMBOL || DEFAULT_CURRENCY_SYMBOL;

const dateFormat = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  // A bare calendar date (GraphQL Date) is read at noon UTC so it shows the same day in Nairobi.
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2026' in Nairobi time; '' for a missing or invalid value. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : "";
}

/** What a page shows instead of a street address the viewer may not see (docs/decisions/0011-privacy-rights-and-moderation.md). */
export const ADDRESS_PRIVATE = "Shared once a contract is accepted";

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: TIME_ZONE });

/** 'Mar 2026' in Nairobi time; '' for a missing or invalid value. */
export function formatMonth(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? monthFormat.format(date) : "";
}

/** '5 Mar 2026, 14:05' in Nairobi time; '' for a missing or invalid value. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : "";
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hour12: false });
const dayMonthFormat = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, day: "numeric", month: "short" });

/** For narrow list rows (/messages/): '14:05' for today in Nairobi, '5 Mar' earlier this year, else '5 Mar 2026'. */
export function formatShortWhen(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  if (dateFormat.format(date) === dateFormat.format(now)) return timeFormat.format(date);
  const year = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, year: "numeric" }).format(d);
  return year(date) === year(now) ? dayMonthFormat.format(date) : dateFormat.format(date);
}

/** A rating to one decimal: 4.25 → '4.3', missing → '0.0'. */
export function formatRating(rating: number | null | undefined): string {
  const value = typeof rating === "number" && Number.isFinite(rating) ? rating : 0;
  return value.toFixed(1);
}

/** A rating out of five as on cards: '4.5 / 5.0'. */
export function formatRatingOutOf5(rating: number | null | undefined): string {
  return `${formatRating(rating)} / 5.0`;
}

/** Money with the configured symbol: 'KSh 1,500' or 'KSh 1,500.50' ('$1,500' with '$'); '' when missing. */
export function formatMoney(amount: number | null | undefined, symbol: string = CURRENCY_SYMBOL): string {
  return formatAmount(amount, symbol);
}

/** Years of experience: '1 year', '6 years'. */
export function formatYears(years: number | null | undefined): string {
  const value = typeof years === "number" && Number.isFinite(years) ? years : 0;
  return `${value} ${value === 1 ? "year" : "years"}`;
}
