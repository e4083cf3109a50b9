// The statutory minimum wage for a place of work, a pay rate's monthly equivalent, and the guard that refuses pay
// below the minimum. Used by contract offers and by anything else that offers pay (job posts).
import { formatMoney, roundCents } from "../money.js";
import { ALL_OTHER_AREAS, CITY_TOWNS, inForce, MUNICIPALITY_TOWNS, WAGE_AREA_LABELS, WAGE_ORDERS, type IsoDate, type WageArea, type WageOrder } from "./law.js";

export type PayInterval = "Daily" | "Monthly" | "Yearly";

export interface MinimumWage {
  area: WageArea;
  /** The town as the refusal names it ("Nairobi", "Thika"), or "all other areas". */
  place: string;
  /** Monthly minimum, KSh. */
  monthly: number;
  order: WageOrder;
}

function key(town: string): string {
  return town.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, " ").replace(/\b(city|town|county|municipality)\b/g, "").trim();
}

const LOOKUP = new Map<string, { area: WageArea; place: string }>();
for (const [city, names] of Object.entries(CITY_TOWNS)) for (const name of names) LOOKUP.set(key(name), { area: "cities", place: city });
for (const name of MUNICIPALITY_TOWNS) LOOKUP.set(key(name), { area: "municipalities", place: name });

/** The wage area of a town; a town on neither list, or none at all, is in "all other areas". */
export function wageAreaOf(town: string | null | undefined): { area: WageArea; place: string } {
  const trimmed = (town ?? "").trim();
  if (!trimmed || key(trimmed) === key(ALL_OTHER_AREAS)) return { area: "other", place: ALL_OTHER_AREAS };
  const exact = LOOKUP.get(key(trimmed));
  if (exact) return exact;
  // "Kilimani, Nairobi" or "Thika Road, Thika": the last part that names a listed town decides.
  const parts = trimmed.split(/[,/]/).map(key).filter(Boolean).reverse();
  for (const part of parts) {
    const found = LOOKUP.get(part);
    if (found) return found;
  }
  return { area: "other", place: ALL_OTHER_AREAS };
}

/** The minimum in force on `day` (YYYY-MM-DD) for a place of work; null before the first order we hold. */
export function minimumWageFor(town: string | null | undefined, day: IsoDate): MinimumWage | null {
  const order = inForce(WAGE_ORDERS, day) ?? null;
  if (!order) return null;
  const { area, place } = wageAreaOf(town);
  return { area, place, monthly: order.monthly[area], order };
}

/** Pay per month: a daily rate times the days worked in a month; a yearly one divided by twelve. */
export function monthlyEquivalent(interval: PayInterval, amount: number, daysPerMonth: number): number {
  if (interval === "Daily") return roundCents(amount * daysPerMonth);
  if (interval === "Yearly") return roundCents(amount / 12);
  return roundCents(amount);
}

/** The refusal's text: the minimum, the place and the order it comes from. */
export function belowMinimumMessage(minimum: MinimumWage): string {
  return `Payment is below the statutory minimum wage for ${minimum.place}: ${formatMoney(minimum.monthly, "KSh")} a month (${minimum.order.name})`;
}

export interface OfferedPay {
  interval: PayInterval;
  amount: number;
  daysPerMonth: number;
  /** The place of work (a town), or "all other areas". */
  placeOfWork: string | null | undefined;
  /** The day the pay starts (YYYY-MM-DD): the order in force then applies. */
  from: IsoDate;
}

/** Null when the pay is lawful; otherwise the message saying which minimum it falls below. */
export function checkMinimumWage(pay: OfferedPay): string | null {
  const minimum = minimumWageFor(pay.placeOfWork, pay.from);
  if (!minimum) return null;
  return monthlyEquivalent(pay.interval, pay.amount, pay.daysPerMonth) < minimum.monthly ? belowMinimumMessage(minimum) : null;
}

export { WAGE_AREA_LABELS };
