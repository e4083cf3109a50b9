// The Find House Girl filters: read from and written to the URL query string, validated, and turned into the GraphQL filter.
import type { HouseManagerFilter } from "../../gql/graphql";
import { i18n } from "../../i18n";

export interface FilterForm {
  location: string;
  /** '', '5', '4' or '3' (docs/product.md, "Constants"). */
  rating: string;
  experience: string;
  /** Only verified house managers (`verified=true` in the URL). */
  verified: boolean;
}

export const RATING_OPTIONS = [
  { value: "5", labelKey: "rating5" },
  { value: "4", labelKey: "rating4" },
  { value: "3", labelKey: "rating3" },
] as const;


const WHOLE_NUMBER = /^\d+$/;
/** Keeps the value a GraphQL Int; nobody has worked longer. */
export const MAX_EXPERIENCE = 80;

function validExperience(text: string): boolean {
  return WHOLE_NUMBER.test(text) && Number(text) <= MAX_EXPERIENCE;
}

export function formFromParams(params: URLSearchParams): FilterForm {
  return { location: params.get("location") ?? "", rating: params.get("rating") ?? "", experience: params.get("experience") ?? "", verified: params.get("verified") === "true" };
}

/** The message for an invalid experience value, or null. */
export function experienceError(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (!WHOLE_NUMBER.test(text)) return i18n.t("find:experienceWhole");
  return Number(text) <= MAX_EXPERIENCE ? null : i18n.t("find:experienceMax", { max: MAX_EXPERIENCE });
}

/** The query string of a valid form: only the filters that are set. */
export function paramsFromForm(form: FilterForm): Record<string, string> {
  const params: Record<string, string> = {};
  if (form.location.trim()) params["location"] = form.location.trim();
  if (RATING_OPTIONS.some((option) => option.value === form.rating)) params["rating"] = form.rating;
  if (form.experience.trim()) params["experience"] = String(Number(form.experience.trim()));
  if (form.verified) params["verified"] = "true";
  return params;
}

/** The GraphQL filter of the URL, or null for "every house manager"; values that do not parse are ignored. */
export function filterFromParams(params: URLSearchParams): HouseManagerFilter | null {
  const filter: HouseManagerFilter = {};
  const location = params.get("location")?.trim();
  if (location) filter.location = location;
  const rating = params.get("rating") ?? "";
  if (RATING_OPTIONS.some((option) => option.value === rating)) filter.minRating = Number(rating);
  const experience = params.get("experience")?.trim() ?? "";
  if (validExperience(experience)) filter.minExperience = Number(experience);
  if (params.get("verified") === "true") filter.verified = true;
  return Object.keys(filter).length ? filter : null;
}
