// The Find House Girl filters: read from and written to the URL query string, validated, and turned into the GraphQL
// filter. The URL spells them as the REST route does (GET /profiles/find_house_manager/, docs/product.md): skills and
// languages comma-separated, availability, max_salary, near and radius_km, so a filtered list's address can be shared.
import type { HouseManagerFilter } from "../../gql/graphql";
import { i18n } from "../../i18n";
import { storedLanguage } from "../../shared/value-labels";
import { cleanList, JOB_AVAILABILITIES } from "../../../../shared/jobs/rules";
import { PROFILE_FIELD } from "../../../../shared/profiles/rules";
import { DEFAULT_NEAR_RADIUS_KM, placeNamed } from "../../../../shared/kenya/places";

export interface FilterForm {
  location: string;
  /** '', '5', '4' or '3' (docs/product.md, "Constants"). */
  rating: string;
  experience: string;
  /** Only verified house managers (`verified=true` in the URL). */
  verified: boolean;
  /** Skills every house manager shown has (the job board's names, shared/jobs/rules.ts, JOB_SKILLS, or others from a shared address). */
  skills: string[];
  /** Languages, comma-separated as typed. */
  languages: string;
  /** '' or one of JOB_AVAILABILITIES. */
  availability: string;
  /** The highest monthly salary asked, KSh, as typed. */
  maxSalary: string;
  /** A town or an area the gazetteer knows (shared/kenya/places.ts, placeNamed). */
  near: string;
  /** One of RADIUS_OPTIONS, as text. */
  radiusKm: string;
}

export const RATING_OPTIONS = [
  { value: "5", labelKey: "rating5" },
  { value: "4", labelKey: "rating4" },
  { value: "3", labelKey: "rating3" },
] as const;

/** The distances "near" offers, km. */
export const RADIUS_OPTIONS = [2, 5, 10, 20, 50] as const;

const WHOLE_NUMBER = /^\d+$/;
/** Keeps the value a GraphQL Int; nobody has worked longer. */
export const MAX_EXPERIENCE = 80;
/** The highest salary a profile can hold (shared/profiles/rules.ts), so the highest worth filtering by. */
const MAX_SALARY = PROFILE_FIELD.salary.max;

function validExperience(text: string): boolean {
  return WHOLE_NUMBER.test(text) && Number(text) <= MAX_EXPERIENCE;
}

function validSalary(text: string): boolean {
  return WHOLE_NUMBER.test(text) && Number(text) <= MAX_SALARY;
}

function validRadius(text: string): boolean {
  return RADIUS_OPTIONS.some((km) => String(km) === text);
}

/** A comma-separated list's items as lists are stored (cleanList: trimmed, each once, blanks left out). */
export function listOf(text: string | null | undefined): string[] {
  return cleanList((text ?? "").split(","));
}

/** A highest salary as typed, without its spaces and thousands' commas ("20,000" is 20000). */
function salaryText(value: string): string {
  return value.trim().replace(/,/g, "");
}

export function formFromParams(params: URLSearchParams): FilterForm {
  const radius = params.get("radius_km") ?? "";
  return {
    location: params.get("location") ?? "",
    rating: params.get("rating") ?? "",
    experience: params.get("experience") ?? "",
    verified: params.get("verified") === "true",
    skills: listOf(params.get("skills")),
    languages: listOf(params.get("languages")).join(", "),
    availability: JOB_AVAILABILITIES.find((option) => option === params.get("availability")) ?? "",
    maxSalary: params.get("max_salary") ?? "",
    near: params.get("near") ?? "",
    radiusKm: validRadius(radius) ? radius : String(DEFAULT_NEAR_RADIUS_KM),
  };
}

/** Whether the form asks for any of the filters beyond location, rating, experience and verified (shown folded otherwise). */
export function hasMoreFilters(form: FilterForm): boolean {
  return form.skills.length > 0 || listOf(form.languages).length > 0 || form.availability !== "" || form.maxSalary.trim() !== "" || form.near.trim() !== "";
}

/** The message for an invalid experience value, or null. */
export function experienceError(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (!WHOLE_NUMBER.test(text)) return i18n.t("find:experienceWhole");
  return Number(text) <= MAX_EXPERIENCE ? null : i18n.t("find:experienceMax", { max: MAX_EXPERIENCE });
}

/** The message for an invalid highest salary, or null. */
export function maxSalaryError(value: string): string | null {
  const text = salaryText(value);
  if (text === "") return null;
  if (!WHOLE_NUMBER.test(text)) return i18n.t("find:maxSalaryWhole");
  return validSalary(text) ? null : i18n.t("find:maxSalaryMax", { max: MAX_SALARY.toLocaleString("en-KE") });
}

/** The message for a place the gazetteer does not know, or null. */
export function nearError(value: string): string | null {
  const text = value.trim();
  return text === "" || placeNamed(text) ? null : i18n.t("find:nearUnknown", { place: text });
}

/** The messages of an invalid form by field; empty when it is valid. */
export function formErrors(form: FilterForm): Partial<Record<"experience" | "maxSalary" | "near", string>> {
  const errors: Partial<Record<"experience" | "maxSalary" | "near", string>> = {};
  const experience = experienceError(form.experience);
  if (experience) errors.experience = experience;
  const maxSalary = maxSalaryError(form.maxSalary);
  if (maxSalary) errors.maxSalary = maxSalary;
  const near = nearError(form.near);
  if (near) errors.near = near;
  return errors;
}

/** The query string of a valid form: only the filters that are set (the radius only with a place). */
export function paramsFromForm(form: FilterForm): Record<string, string> {
  const params: Record<string, string> = {};
  if (form.location.trim()) params["location"] = form.location.trim();
  if (RATING_OPTIONS.some((option) => option.value === form.rating)) params["rating"] = form.rating;
  if (form.experience.trim()) params["experience"] = String(Number(form.experience.trim()));
  if (form.verified) params["verified"] = "true";
  if (form.skills.length) params["skills"] = form.skills.join(",");
  // As the profiles store them: "Kiswahili" typed on a Kiswahili screen is "Swahili" (value-labels.ts, storedLanguage).
  const languages = [...new Set(listOf(form.languages).map(storedLanguage))];
  if (languages.length) params["languages"] = languages.join(",");
  if (form.availability) params["availability"] = form.availability;
  const salary = salaryText(form.maxSalary);
  if (salary) params["max_salary"] = String(Number(salary));
  if (form.near.trim()) {
    params["near"] = form.near.trim();
    params["radius_km"] = validRadius(form.radiusKm) ? form.radiusKm : String(DEFAULT_NEAR_RADIUS_KM);
  }
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
  const skills = listOf(params.get("skills"));
  if (skills.length) filter.skills = skills;
  const languages = listOf(params.get("languages"));
  if (languages.length) filter.languages = languages;
  const availability = JOB_AVAILABILITIES.find((option) => option === params.get("availability"));
  if (availability) filter.availability = availability;
  const salary = params.get("max_salary")?.trim() ?? "";
  if (validSalary(salary)) filter.maxSalary = Number(salary);
  const near = params.get("near")?.trim() ?? "";
  if (near && placeNamed(near)) {
    filter.near = near;
    const radius = params.get("radius_km") ?? "";
    filter.radiusKm = validRadius(radius) ? Number(radius) : DEFAULT_NEAR_RADIUS_KM;
  }
  if (params.get("verified") === "true") filter.verified = true;
  return Object.keys(filter).length ? filter : null;
}
