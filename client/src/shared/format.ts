// Display formatting shared by every page: dates in Nairobi time and the chosen language, ratings to one decimal, money with the configured symbol.
import { DEFAULT_CURRENCY_SYMBOL, formatMoney as formatAmount } from "../../../shared/money";
import { currentLanguage, i18n, INTL_LOCALES } from "../i18n";

export const TIME_ZONE = "Africa/Nairobi";

/** The currency symbol shown before amounts ('KSh' unless the build's CURRENCY_SYMBOL / VITE_CURRENCY_SYMBOL says otherwise). */
export const CURRENCY_SYMBOL: string = import.meta.env.VITE_CURRENCY_SYMBOL || DEFAULT_CURRENCY_SYMBOL;

/** Intl date formats per language, made once each: dates read '5 Mar 2026' in English and '5 Mac 2026' in Kiswahili. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormatOf(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}
const dateFormat = { format: (date: Date) => dateTimeFormatOf("date", { day: "numeric", month: "short", year: "numeric" }).format(date) };
const dateTimeFormat = {
  format: (date: Date) =>
    dateTimeFormatOf("dateTime", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false }).format(date),
};

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
export function addressPrivate(): string {
  return i18n.t("shared.addressPrivate");
}

const monthFormat = { format: (date: Date) => dateTimeFormatOf("month", { month: "short", year: "numeric" }).format(date) };

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

const timeFormat = { format: (date: Date) => dateTimeFormatOf("time", { hour: "2-digit", minute: "2-digit", hour12: false }).format(date) };
const dayMonthFormat = { format: (date: Date) => dateTimeFormatOf("dayMonth", { day: "numeric", month: "short" }).format(date) };

/** For narrow list rows (/messages/): '14:05' for today in Nairobi, '5 Mar' earlier this year, else '5 Mar 2026'. */
export function formatShortWhen(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  if (dateFormat.format(date) === dateFormat.format(now)) return timeFormat.format(date);
  const year = (d: Date) => dateTimeFormatOf("year", { year: "numeric" }).format(d);
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
  return i18n.t("shared.years", { count: value });
}
