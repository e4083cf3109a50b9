// The own-profile edit form's fields per role, their client checks, and the mapping of server field errors (snake_case or input names).
import type { OwnProfileQuery, UpdateProfileInput } from "../../gql/graphql";

export type OwnProfile = NonNullable<NonNullable<OwnProfileQuery["me"]>["profile"]>;
export type OwnHouseManager = Extract<OwnProfile, { experience: number }>;
export type OwnEmployer = Extract<OwnProfile, { houseType: string }>;

export function isHouseManagerProfile(profile: OwnProfile): profile is OwnHouseManager {
  return "experience" in profile;
}

export type FieldName = keyof UpdateProfileInput;

export interface FieldDef {
  name: FieldName;
  label: string;
  kind: "text" | "textarea" | "select" | "integer" | "money";
  required?: boolean;
  /** Choices of a select; a stored value outside them is kept as an extra choice. */
  options?: readonly string[];
  min?: number;
  max?: number;
  maxLength?: number;
  hint?: string;
}

// The bounds match the server's checks (server/src/modules/profiles/service.ts).
const COMMON_START: FieldDef[] = [
  { name: "firstName", label: "First name", kind: "text", required: true, maxLength: 150 },
  { name: "lastName", label: "Last name", kind: "text", required: true, maxLength: 150 },
  { name: "location", label: "Location", kind: "text", hint: "Town or area, e.g. Kilimani" },
  { name: "city", label: "City", kind: "text" },
  { name: "address", label: "Address", kind: "text" },
  { name: "bio", label: "Bio", kind: "textarea" },
  { name: "hobbies", label: "Hobbies", kind: "text" },
  { name: "tribe", label: "Tribe", kind: "text" },
  { name: "description", label: "Description", kind: "textarea" },
];

export const HOUSE_MANAGER_FIELDS: FieldDef[] = [
  ...COMMON_START,
  { name: "age", label: "Age", kind: "integer", min: 16, max: 80 },
  { name: "gender", label: "Gender", kind: "select", options: ["Female", "Male"] },
  { name: "availability", label: "Availability", kind: "select", options: ["Full-time", "Part-time", "Live-in", "Live-out", "Weekends"] },
  { name: "maritalStatus", label: "Marital status", kind: "select", options: ["Single", "Married", "Divorced", "Widowed"] },
  { name: "language", label: "Languages", kind: "text", hint: "e.g. English, Kiswahili" },
  { name: "salary", label: "Salary expectation (per month)", kind: "money", min: 0 },
  { name: "education", label: "Education", kind: "text" },
  { name: "experience", label: "Experience (years)", kind: "integer", min: 0, max: 60, required: true },
  { name: "skills", label: "Skills", kind: "textarea" },
  { name: "certificate", label: "Certificates", kind: "text" },
];

export const EMPLOYER_FIELDS: FieldDef[] = [
  ...COMMON_START,
  { name: "houseType", label: "House type", kind: "select", options: ["Apartment", "Bungalow", "Maisonette", "Townhouse", "Villa", "School"] },
  { name: "numberRooms", label: "Number of rooms", kind: "integer", min: 0, max: 100 },
  { name: "numberPeople", label: "Number of people", kind: "integer", min: 0, max: 100 },
  { name: "numberChildren", label: "Number of children", kind: "integer", min: 0, max: 100 },
  { name: "contractDuration", label: "Contract duration", kind: "text", hint: "e.g. 12 months" },
];

export function fieldsFor(profile: OwnProfile): FieldDef[] {
  return isHouseManagerProfile(profile) ? HOUSE_MANAGER_FIELDS : EMPLOYER_FIELDS;
}

export type FormValues = Partial<Record<FieldName, string>>;
export type FormErrors = Partial<Record<FieldName, string>>;

export function initialValues(profile: OwnProfile): FormValues {
  const source = profile as unknown as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of fieldsFor(profile)) {
    const value = source[field.name];
    values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** Checks the values and builds the mutation input; numbers are parsed, empty optional numbers clear the value. */
export function buildInput(fields: FieldDef[], values: FormValues): { input: UpdateProfileInput; errors: FormErrors } {
  const input: Record<string, string | number | null> = {};
  const errors: FormErrors = {};
  for (const field of fields) {
    const text = (values[field.name] ?? "").trim();
    if (field.required && text === "") {
      errors[field.name] = `${field.label} is required.`;
      continue;
    }
    if (field.kind === "integer" || field.kind === "money") {
      if (text === "") {
        input[field.name] = null;
        continue;
      }
      const number = Number(text);
      const range = field.max !== undefined ? `between ${field.min ?? 0} and ${field.max}` : `of at least ${field.min ?? 0}`;
      if (field.kind === "integer" && (!/^\d+$/.test(text) || number < (field.min ?? 0) || number > (field.max ?? Infinity))) {
        errors[field.name] = `Enter a whole number ${range}.`;
      } else if (field.kind === "money" && (!/^\d+(\.\d{1,2})?$/.test(text) || number < (field.min ?? 0) || number > 9_999_999_999)) {
        errors[field.name] = "Enter an amount such as 15000 or 15000.50.";
      } else {
        input[field.name] = number;
      }
      continue;
    }
    input[field.name] = text;
  }
  return { input: input as UpdateProfileInput, errors };
}

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Sorts the server's field errors (first_name or firstName) onto the form's fields; the rest become one form-level message. */
export function mapServerErrors(fields: FieldDef[], fieldErrors: Record<string, string[]>): { errors: FormErrors; other: string[] } {
  const names = new Set<string>(fields.map((field) => field.name));
  const errors: FormErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const name = camelCase(key.replace(/^input\./, ""));
    const message = messages[0];
    if (!message) continue;
    if (names.has(name)) errors[name as FieldName] = message;
    else other.push(message);
  }
  return { errors, other };
}
