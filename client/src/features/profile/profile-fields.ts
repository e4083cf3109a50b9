// The own-profile edit form's fields per role, their client checks, and the mapping of server field errors (snake_case or input names).
import type { OwnProfileQuery, UpdateProfileInput } from "../../gql/graphql";
import { i18n } from "../../i18n";
import { localiseServerMessage } from "../../shared/errors";
import { PROFILE_FIELDS, fieldApplies, type ProfileFieldRule, type ProfileRole } from "../../../../shared/profiles/rules";

export type OwnProfile = NonNullable<NonNullable<OwnProfileQuery["me"]>["profile"]>;
export type OwnHouseManager = Extract<OwnProfile, { experience: number }>;
export type OwnEmployer = Extract<OwnProfile, { houseType: string }>;

export function isHouseManagerProfile(profile: OwnProfile): profile is OwnHouseManager {
  return "experience" in profile;
}

export type FieldName = keyof UpdateProfileInput;

/**
 * How the form shows a field: its label and hint are read from i18n/locales/<language>/profile.json ("fields",
 * "hints"); which profile has it, its order, whether it is required and its limits come from the rules the server
 * applies (shared/profiles/rules.ts).
 */
type FieldSpec = Pick<FieldDef, "kind" | "options"> & { hint?: true };

/** The form's limits of a field, read from its shared rule. */
function limitsOf(rule: ProfileFieldRule): Pick<FieldDef, "required" | "min" | "max" | "maxLength"> {
  return {
    required: rule.kind === "name" || ("nullable" in rule && rule.nullable === false),
    min: "min" in rule ? rule.min : undefined,
    max: "max" in rule ? rule.max : undefined,
    maxLength: "maxLength" in rule ? rule.maxLength : undefined,
  };
}

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

/** The fields shown other than as a one-line text box (or the number box of an integer or money rule). */
const SHOWN_AS: Partial<Record<FieldName, FieldSpec>> = {
  location: { kind: "text", hint: true },
  bio: { kind: "textarea" },
  description: { kind: "textarea" },
  gender: { kind: "select", options: ["Female", "Male"] },
  availability: { kind: "select", options: ["Full-time", "Part-time", "Live-in", "Live-out", "Weekends"] },
  maritalStatus: { kind: "select", options: ["Single", "Married", "Divorced", "Widowed"] },
  language: { kind: "text", hint: true },
  skills: { kind: "textarea" },
  houseType: { kind: "select", options: ["Apartment", "Bungalow", "Maisonette", "Townhouse", "Villa", "School"] },
  contractDuration: { kind: "text", hint: true },
};

/** The form's fields of one role, in the order of the shared rules, with label and hint in the language on screen. */
function formFields(role: ProfileRole): FieldDef[] {
  return PROFILE_FIELDS.filter((rule) => fieldApplies(rule, role)).map((rule) => {
    const { hint, ...spec }: FieldSpec = SHOWN_AS[rule.name] ?? { kind: rule.kind === "integer" || rule.kind === "money" ? rule.kind : "text" };
    return Object.defineProperties({ name: rule.name, ...spec, ...limitsOf(rule) } as FieldDef, {
      label: { enumerable: true, get: () => i18n.t(`profile:fields.${rule.name}` as never) },
      ...(hint ? { hint: { enumerable: true, get: () => i18n.t(`profile:hints.${rule.name}` as never) } } : {}),
    });
  });
}

export const HOUSE_MANAGER_FIELDS: FieldDef[] = formFields("house_manager");
export const EMPLOYER_FIELDS: FieldDef[] = formFields("employer");

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
      } else if (field.kind === "money" && (!/^\d+(\.\d{1,2})?$/.test(text) || number < (field.min ?? 0) || number > (field.max ?? Infinity))) {
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

/** A field's name from the key of its server error: the REST spelling the server uses (first_name) or the input's. */
const NAME_OF_ERROR_KEY = new Map<string, string>(PROFILE_FIELDS.flatMap((field) => [[field.apiName, field.name], [field.name, field.name]]));

/** Sorts the server's field errors (first_name or firstName) onto the form's fields; the rest become one form-level message. */
export function mapServerErrors(fields: FieldDef[], fieldErrors: Record<string, string[]>): { errors: FormErrors; other: string[] } {
  const names = new Set<string>(fields.map((field) => field.name));
  const errors: FormErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const bare = key.replace(/^input\./, "");
    const name = NAME_OF_ERROR_KEY.get(bare) ?? bare;
    const message = messages[0];
    if (!message) continue;
    if (names.has(name)) errors[name as FieldName] = localiseServerMessage(message);
    else other.push(localiseServerMessage(message));
  }
  return { errors, other };
}
