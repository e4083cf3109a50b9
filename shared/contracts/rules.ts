// The contract rules, limits and texts, in one place for the offer form (client) and the contract service (server):
// what an offer must hold, the lawful particulars of a written contract (Employment Act 2007, s.9-10, 27-28, 35, 42)
// and the minimum wage. docs/contracts.md explains each rule.
import { MAX_AMOUNT } from "../money.js";
import { ALL_OTHER_AREAS } from "../kenya/law.js";
import { checkMinimumWage, type PayInterval } from "../kenya/wage.js";

/** Texts shown word for word by the client and the API, and matched by the tests. */
export const CONTRACT_MESSAGES = {
  login: "Please log in to create a contract",
  endAfterStart: "End date should be after start date",
  documentTooLarge: "Contract document size should be less than 5MB",
  documentType: "Contract document must be a PDF, PNG or JPEG file",
  notAFile: "Contract document must be an uploaded file",
  onlyEmployers: "Only employers and schools can create contracts",
  notOwnEmployer: "You can only create contracts as your own employer profile",
  houseManagerNotFound: "House manager not found",
  notFound: "Contract not found",
  notParty: "Only the two parties to this contract can see it",
  onlyHouseManager: "Only the contract's house manager can accept or decline it",
  onlyEmployer: "Only the contract's employer can do this",
  created: "Contract created successfully",
  withdrawn: "Contract offer withdrawn",
  terminated: "Notice of termination given",
  renewed: "Contract renewal offered",
  paymentRecorded: "Payment recorded",
  noDocument: "This contract has no document",
  amountPositive: "Payment amount must be greater than 0",
  amountNumber: "Payment amount must be a number",
  amountTooLarge: "Payment amount is too large",
  amountCents: "Payment amount can have at most 2 decimal places",
  daysPerMonth: "Days per month must be a whole number from 1 to 31",
  terminationBeforeStart: "Termination date cannot be before the start date",
  paymentDay: "Payment day must be Daily, Monthly or Yearly",
} as const;

/** The offer form's own wording where it prompts rather than refuses. */
export const CONTRACT_FORM_MESSAGES = {
  terms: "Please enter the terms",
  startDate: "Please choose a start date",
  endDate: "Please choose an end date",
  daysPerMonth: "Days to work per month must be between 1 and 31",
} as const;

/** The document may be at most 5,242,880 bytes (docs/contracts.md). */
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export const PAYMENT_DAYS = ["Daily", "Monthly", "Yearly"] as const satisfies readonly PayInterval[];
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const PAYMENT_METHODS = ["mpesa", "cash", "bank"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const MAX_TERMS = 10_000;
export const MAX_REASON = 2_000;
export const MAX_JOB_TITLE = 120;
export const MAX_DUTIES = 4_000;
export const MAX_PLACE = 120;
export { MAX_AMOUNT };

/** s.27: one rest day in every seven leaves at most 27 working days in a 31-day month. */
export const MAX_WORKING_DAYS_A_MONTH = 27;
/** The Regulation of Wages (General) Order's 52-hour week over six days is about 8.7 hours; overtime goes up to 12. */
export const MAX_HOURS_PER_DAY = 12;
/** s.28: at least 21 working days of paid leave per 12 months. */
export const MIN_ANNUAL_LEAVE_DAYS = 21;
/** s.42: probation of at most six months. */
export const MAX_PROBATION_MONTHS = 6;
/** A notice period longer than a year is a mistake, not a term. */
export const MAX_NOTICE_DAYS = 365;

/**
 * The written particulars an offer may set beside its terms, pay and dates, in the order the contract PDF lists them.
 * Each is a column of Contract, an optional field of the GraphQL offer and the REST offer (snake_case), and a field of
 * the contract, all passed through by name; `default` is what a particular left out gets (noticeDays: the minimum for
 * the pay interval; placeOfWork: defaultPlaceOfWork). A text with `refuseBlank` keeps its default only when left out:
 * given as spaces it is refused ("Job title cannot be blank") rather than quietly replaced; one with `storedEmpty` stays
 * empty when left out (the types below follow: Particulars, ContractValues). `label` names it in REST
 * errors, `pdf` on the contract PDF (English / Kiswahili). docs/contracts.md, "Adding a particular", walks through
 * adding one.
 */
export const PARTICULARS = {
  jobTitle: { kind: "text", default: "House manager", refuseBlank: true, label: "Job title", pdf: ["Job title", "Cheo cha kazi"] },
  duties: { kind: "text", default: null, storedEmpty: true, label: "Duties", pdf: ["Duties", "Majukumu"] },
  placeOfWork: { kind: "text", default: null, label: "Place of work", pdf: ["Place of work", "Mahali pa kazi"] },
  liveIn: { kind: "boolean", default: false, label: "Live-in", pdf: ["Accommodation", "Makazi"] },
  hoursPerDay: { kind: "number", default: 8, label: "Hours per day", pdf: ["Hours of work", "Saa za kazi"] },
  restDay: { kind: "weekday", default: "Sunday", label: "Rest day", pdf: ["Weekly rest day", "Siku ya mapumziko"] },
  annualLeaveDays: { kind: "number", default: MIN_ANNUAL_LEAVE_DAYS, label: "Annual leave days", pdf: ["Annual leave", "Likizo ya mwaka"] },
  noticeDays: { kind: "number", default: null, label: "Notice days", pdf: ["Notice period", "Muda wa notisi"] },
  probationMonths: { kind: "number", default: 0, label: "Probation months", pdf: ["Probation", "Muda wa majaribio"] },
} as const satisfies Record<string, ParticularSpec>;

interface ParticularSpec {
  kind: "text" | "number" | "boolean" | "weekday";
  default: string | number | boolean | null;
  /** Stored empty when left out: nothing resolves it (a default of null alone may be resolved, as noticeDays is). */
  storedEmpty?: true;
  refuseBlank?: true;
  label: string;
  pdf: readonly [string, string];
}

export type ParticularName = keyof typeof PARTICULARS;
export const PARTICULAR_NAMES = Object.keys(PARTICULARS) as ParticularName[];

type ParticularValue<Kind> = Kind extends "text" ? string : Kind extends "number" ? number : Kind extends "boolean" ? boolean : Weekday;
/** Every particular resolved to what is stored: empty only where its spec says `storedEmpty`. */
export type Particulars = {
  [Name in ParticularName]: ParticularValue<(typeof PARTICULARS)[Name]["kind"]> | ((typeof PARTICULARS)[Name] extends { storedEmpty: true } ? null : never);
};

/**
 * s.35: the shortest notice for a pay interval. Pay by the day ends at the close of any day (no notice); pay by the
 * month or longer needs 28 days.
 */
export function minimumNoticeDays(interval: PayInterval): number {
  return interval === "Daily" ? 0 : 28;
}

/**
 * An offer's particulars with each one left out (null, or a text of spaces) given its default; texts are trimmed, and
 * a blank text whose particular has `refuseBlank` stays blank for checkContract to refuse.
 */
export function resolveParticulars(
  given: { [Name in ParticularName]?: ParticularValue<(typeof PARTICULARS)[Name]["kind"]> | null },
  interval: string,
  places: { employerTown?: string | null; houseManagerTown?: string | null },
): Particulars {
  const resolved: Record<string, unknown> = {};
  for (const name of PARTICULAR_NAMES) {
    const value = given[name];
    const spec: ParticularSpec = PARTICULARS[name];
    const trimmed = typeof value === "string" ? value.trim() : value;
    resolved[name] = trimmed === undefined || trimmed === null || (trimmed === "" && !spec.refuseBlank) ? spec.default : trimmed;
  }
  resolved.placeOfWork ??= defaultPlaceOfWork(places.employerTown, places.houseManagerTown);
  resolved.noticeDays ??= (PAYMENT_DAYS as readonly string[]).includes(interval) ? minimumNoticeDays(interval as PayInterval) : 28;
  return resolved as Particulars;
}

/** Where work happens when the offer names no town: the employer's town, else the house manager's, else the order's third column. */
export function defaultPlaceOfWork(employerTown: string | null | undefined, houseManagerTown: string | null | undefined): string {
  return employerTown?.trim() || houseManagerTown?.trim() || ALL_OTHER_AREAS;
}

/**
 * An offer after parsing, as checkContract reads it: dates as YYYY-MM-DD, numbers as numbers; every particular
 * (PARTICULARS) optional and as given, a rest day any text until checked; particulars left out take their defaults.
 * The resolved place of work (after defaultPlaceOfWork) decides the minimum wage.
 */
export type ContractValues = {
  terms: string;
  startDate: string;
  endDate: string;
  paymentDay: string;
  paymentAmount: number;
  daysPerMonth: number;
  terminationDate?: string | null;
  terminationReason?: string | null;
} & { [Name in ParticularName]?: ((typeof PARTICULARS)[Name]["kind"] extends "weekday" ? string : ParticularValue<(typeof PARTICULARS)[Name]["kind"]>) | null };

export type ContractField = keyof ContractValues | "contractDocument";

export interface ContractProblem {
  field: ContractField;
  message: string;
  /** Set on the minimum-wage refusal, which is only judged once everything else is valid. */
  rule?: "minimumWage";
}

function whole(value: number | null | undefined): boolean {
  return typeof value === "number" && Number.isInteger(value);
}

/**
 * Every rule an offer must meet, in the order they are reported (the API reports the first). Checks only the values
 * given; presence and spelling of form fields are the caller's (the REST edge, the form).
 */
export function checkContract(values: ContractValues): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const add = (field: ContractField, message: string) => problems.push({ field, message });

  if (values.terms.trim().length > MAX_TERMS) add("terms", `Terms must be at most ${MAX_TERMS.toLocaleString("en-US")} characters`);
  // YYYY-MM-DD strings compare in date order.
  if (values.endDate <= values.startDate) add("endDate", CONTRACT_MESSAGES.endAfterStart);

  const amount = values.paymentAmount;
  if (!Number.isFinite(amount)) add("paymentAmount", CONTRACT_MESSAGES.amountNumber);
  else if (amount <= 0) add("paymentAmount", CONTRACT_MESSAGES.amountPositive);
  else if (amount > MAX_AMOUNT) add("paymentAmount", CONTRACT_MESSAGES.amountTooLarge);
  // Money is kept to the cent: a third decimal would be rounded away silently by the column.
  else if (Math.round(amount * 100) / 100 !== amount) add("paymentAmount", CONTRACT_MESSAGES.amountCents);

  const days = values.daysPerMonth;
  if (!whole(days) || days < 1 || days > 31) add("daysPerMonth", CONTRACT_MESSAGES.daysPerMonth);
  else if (days > MAX_WORKING_DAYS_A_MONTH) {
    add("daysPerMonth", `Days per month can be at most ${MAX_WORKING_DAYS_A_MONTH}: the law gives one rest day in every seven (Employment Act s.27)`);
  }

  if (values.terminationDate && values.terminationDate < values.startDate) add("terminationDate", CONTRACT_MESSAGES.terminationBeforeStart);
  const interval = values.paymentDay as PayInterval;
  if (!(PAYMENT_DAYS as readonly string[]).includes(values.paymentDay)) add("paymentDay", CONTRACT_MESSAGES.paymentDay);
  if ((values.terminationReason ?? "").trim().length > MAX_REASON) add("terminationReason", `Termination reason must be at most ${MAX_REASON.toLocaleString("en-US")} characters`);

  for (const name of PARTICULAR_NAMES) {
    const spec: ParticularSpec = PARTICULARS[name];
    const value = values[name];
    if (spec.refuseBlank && typeof value === "string" && !value.trim()) add(name, `${spec.label} cannot be blank`);
  }
  if (values.jobTitle?.trim() && values.jobTitle.trim().length > MAX_JOB_TITLE) add("jobTitle", `Job title must be at most ${MAX_JOB_TITLE} characters`);
  if ((values.duties ?? "").trim().length > MAX_DUTIES) add("duties", `Duties must be at most ${MAX_DUTIES.toLocaleString("en-US")} characters`);
  if ((values.placeOfWork ?? "").trim().length > MAX_PLACE) add("placeOfWork", `Place of work must be at most ${MAX_PLACE} characters`);
  if (values.hoursPerDay != null && (!whole(values.hoursPerDay) || values.hoursPerDay < 1 || values.hoursPerDay > MAX_HOURS_PER_DAY)) {
    add("hoursPerDay", `Hours per day must be a whole number from 1 to ${MAX_HOURS_PER_DAY}`);
  }
  if (values.restDay != null && !(WEEKDAYS as readonly string[]).includes(values.restDay)) {
    add("restDay", "Rest day must be a day of the week: the law gives one rest day in every seven (Employment Act s.27)");
  }
  if (values.annualLeaveDays != null && (!whole(values.annualLeaveDays) || values.annualLeaveDays < MIN_ANNUAL_LEAVE_DAYS || values.annualLeaveDays > 365)) {
    add("annualLeaveDays", `Annual leave must be a whole number of days, at least ${MIN_ANNUAL_LEAVE_DAYS} (Employment Act s.28)`);
  }
  if (values.probationMonths != null && (!whole(values.probationMonths) || values.probationMonths < 0 || values.probationMonths > MAX_PROBATION_MONTHS)) {
    add("probationMonths", `Probation must be a whole number of months from 0 to ${MAX_PROBATION_MONTHS} (Employment Act s.42)`);
  }
  if (values.noticeDays != null && PAYMENT_DAYS.includes(interval)) {
    const minimum = minimumNoticeDays(interval);
    if (!whole(values.noticeDays) || values.noticeDays < minimum || values.noticeDays > MAX_NOTICE_DAYS) {
      add("noticeDays", `Notice must be a whole number of days, at least ${minimum} for ${interval.toLowerCase()} pay (Employment Act s.35)`);
    }
  }

  // The minimum wage is judged last, on an otherwise valid offer, with the order in force on the start date.
  if (problems.length === 0) {
    const belowMinimum = checkMinimumWage({ interval, amount, daysPerMonth: days, placeOfWork: values.placeOfWork, from: values.startDate });
    if (belowMinimum) problems.push({ field: "paymentAmount", message: belowMinimum, rule: "minimumWage" });
  }
  return problems;
}

/** M-Pesa transaction codes are 10 upper-case letters and digits. */
export const MPESA_CODE = /^[A-Z0-9]{10}$/;

/** A month of work, YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
