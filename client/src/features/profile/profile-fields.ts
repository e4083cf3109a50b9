// The own-profile edit form's fields per role, their client checks, and the mapping of server field errors (snake_case or input names).
import type { OwnProfileQuery, UpdateProfileInput } from "../../gql/graphql";
import { i18n } from "../../i18n";
import { localiseServerMessage } from "../../shared/errors";

export type OwnProfile = NonNullable<NonNullable<OwnProfileQuery["me"]>["profile"]>;
export type OwnHouseManager = Extract<OwnProfile, { experience: number }>;
export type OwnEmployer = Extract<OwnProfile, { houseType: string }>;

export function isHouseManagerProfile(profile: OwnProfile): profile is OwnHouseManager {
  return "experience" in profile;
}

export type FieldName = keyof UpdateProfileInput;

/** A field as written below: its label and hint are read from i18n/locales/<language>/profile.json ("fields", "hints"). */
type FieldSpec = Omit<FieldDef, "label" | "hint"> & { hint?: true };

export interface FieldDef {
  name: FieldName;
  /** In the language on screen. */
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

function inLanguage(specs: FieldSpec[]): FieldDef[] {
  return specs.map(({ hint, ...spec }) =>
    Object.defineProperties({ ...spec } as FieldDef, {
      label: { enumerable: true, get: () => i18n.t(`profile:fields.${spec.name}` as never) },
      ...(hint ? { hint: { enumerable: true, get: () => i18n.t(`profile:hints.${spec.name}` as never) } } : {}),
    }),
  );
}

// The bounds match the server's checks (server/src/modules/profiles/service.ts).
const COMMON_START: FieldSpec[] = [
  { name: "firstName", kind: "text", required: true, maxLength: 150 },
  { name: "lastName", kind: "text", required: true, maxLength: 150 },
  { name: "location", kind: "text", hint: true },
  { name: "city", kind: "text" },
  { name: "address", kind: "text" },
  { name: "bio", kind: "textarea" },
  { name: "hobbies", kind: "text" },
  { name: "tribe", kind: "text" },
  { name: "description", kind: "textarea" },
];

export const HOUSE_MANAGER_FIELDS: FieldDef[] = inLanguage([
  ...COMMON_START,
  { name: "age", kind: "integer", min: 16, max: 80 },
  { name: "gender", kind: "select", options: ["Female", "Male"] },
  { name: "availability", kind: "select", options: ["Full-time", "Part-time", "Live-in", "Live-out", "Weekends"] },
  { name: "maritalStatus", kind: "select", options: ["Single", "Married", "Divorced", "Widowed"] },
  { name: "language", kind: "text", hint: true },
  { name: "salary", kind: "money", min: 0 },
  { name: "education", kind: "text" },
  { name: "experience", kind: "integer", min: 0, max: 60, required: true },
  { name: "skills", kind: "textarea" },
  { name: "certificate", kind: "text" },
]);

export const EMPLOYER_FIELDS: FieldDef[] = inLanguage([
  ...COMMON_START,
  { name: "houseType", kind: "select", options: ["Apartment", "Bungalow", "Maisonette", "Townhouse", "Villa", "School"] },
  { name: "numberRooms", kind: "integer", min: 0, max: 100 },
  { name: "numberPeople", kind: "integer", min: 0, max: 100 },
  { name: "numberChildren", kind: "integer", min: 0, max: 100 },
  { name: "contractDuration", kind: "text", hint: true },
]);

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
      errors[field.name] = i18n.t("profile:form.required", { label: field.label });
      continue;
    }
    if (field.kind === "integer" || field.kind === "money") {
      if (text === "") {
        input[field.name] = null;
        continue;
      }
      const number = Number(text);
      
      if (field.kind === "integer" && (!/^\d+$/.test(text) || number < (field.min ?? 0) || number > (field.max ?? Infinity))) {
        errors[field.name] = field.max !== undefined ? i18n.t("profile:form.wholeBetween", { min: field.min ?? 0, max: field.max }) : i18n.t("profile:form.wholeAtLeast", { min: field.min ?? 0 });
      } else if (field.kind === "money" && (!/^\d+(\.\d{1,2})?$/.test(text) || number < (field.min ?? 0) || number > 9_999_999_999)) {
        errors[field.name] = i18n.t("profile:form.amount");
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
    if (names.has(name)) errors[name as FieldName] = localiseServerMessage(message);
    else other.push(localiseServerMessage(message));
  }
  return { errors, other };
}
