// The editable profile fields, in one place for the edit form (client) and the profile service (server): each field's
// name (GraphQL's UpdateProfileInput spelling, the one the service takes), its REST spelling (the JSON of
// PATCH /profiles/profile/ and the keys of field errors in both APIs), which profile it belongs to, and its limits.
// A new editable field is one row here, one column in prisma/schema.prisma (with its migration), one field in
// schema.graphql's UpdateProfileInput and its label in the client's profile.json; the edit form lists the rows of this
// table, and needs an entry of its own (SHOWN_AS in client/src/features/profile/profile-fields.ts) only for a field
// shown as other than a text or number box.
import { MAX_AMOUNT } from "../money.js";
import { jobAvailabilityOf } from "../jobs/rules.js";

export type ProfileRole = "house_manager" | "employer";

interface FieldRule<Name extends string> {
  /** The spelling of GraphQL and of the service. */
  name: Name;
  /** The REST spelling, also the key of the field's errors. */
  apiName: string;
  /** Which profiles have it; `both` for the fields every profile has. */
  role: ProfileRole | "both";
  /** `name` lives on the user (first and last name, required); `text` on the profile (null clears it); numbers below. */
  kind: "name" | "text" | "integer" | "money";
  maxLength?: number;
  min?: number;
  max?: number;
  /** Numbers: whether null (or an empty form value) clears the value. */
  nullable?: boolean;
  /** Text: the one spelling a text is stored in, when it has one ("full time" is Full-time); else the text as given. */
  canonical?: (text: string) => string;
}

// `const` keeps each row's exact type, so a rule read by name (PROFILE_FIELD.salary.max) is known to be there.
const rule = <const Field extends FieldRule<string>>(field: Field) => field;

export const PROFILE_FIELDS = [
  rule({ name: "firstName", apiName: "first_name", role: "both", kind: "name", maxLength: 150 }),
  rule({ name: "lastName", apiName: "last_name", role: "both", kind: "name", maxLength: 150 }),
  rule({ name: "location", apiName: "location", role: "both", kind: "text", maxLength: 120 }),
  rule({ name: "city", apiName: "city", role: "both", kind: "text", maxLength: 120 }),
  rule({ name: "address", apiName: "address", role: "both", kind: "text", maxLength: 255 }),
  rule({ name: "bio", apiName: "bio", role: "both", kind: "text", maxLength: 5000 }),
  rule({ name: "hobbies", apiName: "hobbies", role: "both", kind: "text", maxLength: 1000 }),
  rule({ name: "tribe", apiName: "tribe", role: "both", kind: "text", maxLength: 60 }),
  rule({ name: "description", apiName: "description", role: "both", kind: "text", maxLength: 5000 }),
  rule({ name: "age", apiName: "age", role: "house_manager", kind: "integer", min: 16, max: 80, nullable: true }),
  rule({ name: "gender", apiName: "gender", role: "house_manager", kind: "text", maxLength: 30 }),
  // Free text, but the ways of working the job board knows are stored as it spells them, so that matching and Find House
  // Girl's filter compare one spelling (matching/score.ts: full-time stands in for living in or out).
  rule({ name: "availability", apiName: "availability", role: "house_manager", kind: "text", maxLength: 60, canonical: (text) => jobAvailabilityOf(text) ?? text }),
  rule({ name: "maritalStatus", apiName: "marital_status", role: "house_manager", kind: "text", maxLength: 30 }),
  rule({ name: "language", apiName: "language", role: "house_manager", kind: "text", maxLength: 255 }),
  rule({ name: "salary", apiName: "salary", role: "house_manager", kind: "money", min: 0, max: MAX_AMOUNT, nullable: true }),
  rule({ name: "education", apiName: "education", role: "house_manager", kind: "text", maxLength: 255 }),
  rule({ name: "experience", apiName: "experience", role: "house_manager", kind: "integer", min: 0, max: 60, nullable: false }),
  rule({ name: "skills", apiName: "skills", role: "house_manager", kind: "text", maxLength: 5000 }),
  rule({ name: "certificate", apiName: "certificate", role: "house_manager", kind: "text", maxLength: 5000 }),
  rule({ name: "houseType", apiName: "house_type", role: "employer", kind: "text", maxLength: 60 }),
  rule({ name: "numberRooms", apiName: "number_rooms", role: "employer", kind: "integer", min: 0, max: 100, nullable: true }),
  rule({ name: "numberPeople", apiName: "number_people", role: "employer", kind: "integer", min: 0, max: 100, nullable: true }),
  rule({ name: "numberChildren", apiName: "number_children", role: "employer", kind: "integer", min: 0, max: 100, nullable: true }),
  rule({ name: "contractDuration", apiName: "contract_duration", role: "employer", kind: "text", maxLength: 60 }),
] as const;

export type ProfileFieldRule = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldName = ProfileFieldRule["name"];

/** One edit of one's own profile, in the service's spelling. Values are checked by the service at run time, since a
 * REST body is untyped JSON (a form may send "25" for 25). Omitted fields stay as they are. */
export type ProfileEdit = Partial<Record<ProfileFieldName, unknown>>;

/** A field's rule by its name. */
export const PROFILE_FIELD = Object.fromEntries(PROFILE_FIELDS.map((field) => [field.name, field])) as {
  [Name in ProfileFieldName]: Extract<ProfileFieldRule, { name: Name }>;
};

/** Whether a profile of this role has the field. */
export function fieldApplies(field: ProfileFieldRule, role: ProfileRole): boolean {
  return field.role === "both" || field.role === role;
}

/** A REST body (snake_case) as a profile edit; keys that name no editable field are left out, as REST always did. */
export function profileEditFromRest(body: Record<string, unknown>): ProfileEdit {
  const edit: ProfileEdit = {};
  for (const field of PROFILE_FIELDS) {
    if (Object.prototype.hasOwnProperty.call(body, field.apiName)) edit[field.name] = body[field.apiName];
  }
  return edit;
}
