// The job-post and application rules, limits and texts, in one place for the job forms (client) and the jobs service
// (server). Pay offered in a job post meets the same statutory minimum as a contract (shared/kenya/wage.ts).
import { MAX_AMOUNT } from "../money.js";
import { checkMinimumWage, type PayInterval } from "../kenya/wage.js";
import { MAX_WORKING_DAYS_A_MONTH, PAYMENT_DAYS } from "../contracts/rules.js";
import { nairobiToday } from "../dates.js";

/** Texts shown word for word by the client and the API, and matched by the tests. */
export const JOB_MESSAGES = {
  login: "Please log in to post a job",
  onlyEmployers: "Only employers and schools can post jobs",
  notFound: "Job not found",
  onlyOwner: "Only the employer who posted this job can do this",
  alreadyClosed: "This job is already closed",
  closed: "This job is closed and takes no more applications",
  applyLogin: "Please log in to apply for a job",
  onlyHouseManagers: "Only house managers can apply for jobs",
  alreadyApplied: "You have already applied for this job",
  noProfile: "Complete your profile before applying",
  titleRequired: "Title is required",
  cityRequired: "Town (city) is required",
  availability: "Availability must be one of: Live-in, Live-out, Full-time, Part-time, Weekends",
  payRequired: "Pay is required",
  payNumber: "Pay must be a number",
  payPositive: "Pay must be greater than 0",
  payTooLarge: "Pay is too large",
  payCents: "Pay can have at most 2 decimal places",
  paymentDay: "Payment day must be Daily, Monthly or Yearly",
  children: "Children must be a whole number from 0 to 20",
  startDate: "Start date must be a valid date (YYYY-MM-DD)",
  startDatePast: "Start date cannot be in the past",
} as const;

/** How a job is worked; the first two are what the job board offers first, the rest are the house managers' own words. */
export const JOB_AVAILABILITIES = ["Live-in", "Live-out", "Full-time", "Part-time", "Weekends"] as const;
export type JobAvailability = (typeof JOB_AVAILABILITIES)[number];

/**
 * The ways of working a house manager travels to and home from: a job worked so is matched only with house managers
 * living within COMMUTE_REACH_KM of it (server/src/modules/matching/score.ts, withinReach). Live-in work she moves for,
 * and full-time work may be either, so those are matched with anyone.
 */
export const COMMUTED_JOB_AVAILABILITIES: readonly JobAvailability[] = ["Live-out", "Part-time", "Weekends"];
/** How far from a job she travels to a house manager may live and still be matched with it, km; distance earns points up to here. */
export const COMMUTE_REACH_KM = 40;

/** Whether a job's way of working has her travel to it and home again (COMMUTED_JOB_AVAILABILITIES). */
export function isCommutedJob(availability: string): boolean {
  const known = jobAvailabilityOf(availability);
  return known !== null && COMMUTED_JOB_AVAILABILITIES.includes(known);
}

/** Skills a job board suggests (the words house managers use on their profiles); others may be typed. */
export const JOB_SKILLS = ["Cooking", "Laundry", "Ironing", "Childcare", "Elderly care", "Cleaning", "Gardening", "Baking", "First aid", "Pet care", "Grocery shopping", "Homework help", "Meal planning"] as const;

export const MAX_JOB_TITLE = 120;
export const MAX_JOB_DESCRIPTION = 4_000;
export const MAX_JOB_PLACE = 120;
export const MAX_JOB_LIST_ITEMS = 15;
export const MAX_JOB_LIST_ITEM = 60;
export const MAX_CHILDREN = 20;
export const MAX_APPLICATION_NOTE = 1_000;
/** Days a month a job works when the post does not say (six days a week). */
export const DEFAULT_DAYS_PER_MONTH = 26;
/** Job board pages. */
export const JOBS_PAGE_SIZE = 20;

export interface JobValues {
  title: string;
  description: string;
  city: string;
  location: string;
  availability: string;
  skills: readonly string[];
  languages: readonly string[];
  children: number;
  pay: number;
  paymentDay: string;
  daysPerMonth: number;
  /** YYYY-MM-DD. */
  startDate: string;
}

export type JobField = keyof JobValues;

export interface JobProblem {
  field: JobField;
  message: string;
  rule?: "minimumWage";
}

function whole(value: number): boolean {
  return Number.isInteger(value);
}

/** "live in", "LIVE-IN" and "Live-in" are the same availability; null when it names none. */
export function jobAvailabilityOf(value: string): JobAvailability | null {
  const key = value.trim().toLowerCase().replace(/[\s_]+/g, "-");
  return JOB_AVAILABILITIES.find((name) => name.toLowerCase() === key) ?? null;
}

/** A list of skills or languages as stored: trimmed, blanks dropped, duplicates (ignoring case) once. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const trimmed = item.trim().replace(/\s+/g, " ");
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out;
}

/** What the minimum wage is judged from: while any of these is wrong, the guard has nothing sound to judge. */
const WAGE_INPUTS: readonly JobField[] = ["city", "pay", "paymentDay", "daysPerMonth", "startDate"];

/**
 * Every rule a job post must meet, in the order they are reported; the minimum wage (for the job's town, from its
 * start date) is judged last, once the fields it reads are sound, beside any other field's problem, so a post is
 * told everything at once. `today` is Nairobi's date (YYYY-MM-DD): a job starts then or later.
 */
export function checkJob(values: JobValues, today: string = nairobiToday()): JobProblem[] {
  const problems: JobProblem[] = [];
  const add = (field: JobField, message: string) => problems.push({ field, message });
  const title = values.title.trim();
  if (!title) add("title", JOB_MESSAGES.titleRequired);
  else if (title.length > MAX_JOB_TITLE) add("title", `Title must be at most ${MAX_JOB_TITLE} characters`);
  if (values.description.trim().length > MAX_JOB_DESCRIPTION) add("description", `Description must be at most ${MAX_JOB_DESCRIPTION.toLocaleString("en-US")} characters`);
  const city = values.city.trim();
  if (!city) add("city", JOB_MESSAGES.cityRequired);
  else if (city.length > MAX_JOB_PLACE) add("city", `Town must be at most ${MAX_JOB_PLACE} characters`);
  if (values.location.trim().length > MAX_JOB_PLACE) add("location", `Area must be at most ${MAX_JOB_PLACE} characters`);
  if (!jobAvailabilityOf(values.availability)) add("availability", JOB_MESSAGES.availability);
  for (const [field, label] of [["skills", "Skills"], ["languages", "Languages"]] as const) {
    const list = values[field];
    if (list.length > MAX_JOB_LIST_ITEMS) add(field, `${label} can list at most ${MAX_JOB_LIST_ITEMS} items`);
    else if (list.some((item) => item.trim().length > MAX_JOB_LIST_ITEM)) add(field, `Each of the ${label.toLowerCase()} must be at most ${MAX_JOB_LIST_ITEM} characters`);
  }
  if (!whole(values.children) || values.children < 0 || values.children > MAX_CHILDREN) add("children", JOB_MESSAGES.children);

  const pay = values.pay;
  if (!Number.isFinite(pay)) add("pay", JOB_MESSAGES.payNumber);
  else if (pay <= 0) add("pay", JOB_MESSAGES.payPositive);
  else if (pay > MAX_AMOUNT) add("pay", JOB_MESSAGES.payTooLarge);
  else if (Math.round(pay * 100) / 100 !== pay) add("pay", JOB_MESSAGES.payCents);
  if (!(PAYMENT_DAYS as readonly string[]).includes(values.paymentDay)) add("paymentDay", JOB_MESSAGES.paymentDay);
  const days = values.daysPerMonth;
  if (!whole(days) || days < 1 || days > MAX_WORKING_DAYS_A_MONTH) {
    add("daysPerMonth", `Days per month must be a whole number from 1 to ${MAX_WORKING_DAYS_A_MONTH}: the law gives one rest day in every seven (Employment Act s.27)`);
  }
  const start = new Date(`${values.startDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.startDate) || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== values.startDate) {
    add("startDate", JOB_MESSAGES.startDate);
  } else if (values.startDate < today) {
    add("startDate", JOB_MESSAGES.startDatePast);
  }

  if (!problems.some((problem) => WAGE_INPUTS.includes(problem.field))) {
    const belowMinimum = checkMinimumWage({ interval: values.paymentDay as PayInterval, amount: pay, daysPerMonth: days, placeOfWork: city, from: values.startDate });
    if (belowMinimum) problems.push({ field: "pay", message: belowMinimum, rule: "minimumWage" });
  }
  return problems;
}

export function checkApplicationNote(note: string): string | null {
  return note.trim().length > MAX_APPLICATION_NOTE ? `Note must be at most ${MAX_APPLICATION_NOTE.toLocaleString("en-US")} characters` : null;
}
