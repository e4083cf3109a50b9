// How a profile's fields read in its details list, once for every page that lists them (the public employer and house
// manager pages and one's own profile): each page picks the fields and their order, and labels them from its texts.
import type { ReactNode } from "react";
import type { Detail } from "./DetailList";
import { addressPrivate, formatMoney, formatYears } from "./format";
import { languageList, valueLabel } from "./value-labels";

/** A profile's fields as the pages read them (an employer's or a house manager's; each has some). */
export interface DetailFields {
  location?: string | null;
  tribe?: string | null;
  hobbies?: string | null;
  description?: string | null;
  city?: string | null;
  /** Null when the viewer may not see it. */
  address?: string | null;
  age?: number | null;
  gender?: string | null;
  availability?: string | null;
  maritalStatus?: string | null;
  language?: string | null;
  salary?: number | null;
  education?: string | null;
  experience?: number | null;
  skills?: string | null;
  certificate?: string | null;
  houseType?: string | null;
  numberRooms?: number | null;
  numberPeople?: number | null;
  numberChildren?: number | null;
  contractDuration?: string | null;
}

const count = (value: number | null | undefined) => (typeof value === "number" ? value : null);

const DETAIL_VALUES = {
  location: (p) => p.location,
  tribe: (p) => p.tribe,
  hobbies: (p) => p.hobbies,
  description: (p) => p.description,
  city: (p) => p.city,
  address: (p) => p.address ?? addressPrivate(),
  age: (p) => p.age ?? null,
  gender: (p) => valueLabel("gender", p.gender),
  availability: (p) => valueLabel("availability", p.availability),
  maritalStatus: (p) => valueLabel("maritalStatus", p.maritalStatus),
  languages: (p) => languageList(p.language),
  salary: (p) => formatMoney(p.salary),
  education: (p) => p.education,
  experience: (p) => formatYears(p.experience),
  skills: (p) => p.skills,
  certificates: (p) => p.certificate?.trim() || null,
  houseType: (p) => valueLabel("houseType", p.houseType),
  rooms: (p) => count(p.numberRooms),
  people: (p) => count(p.numberPeople),
  children: (p) => count(p.numberChildren),
  contractDuration: (p) => p.contractDuration,
} satisfies Record<string, (profile: DetailFields) => ReactNode>;

export type DetailKey = keyof typeof DETAIL_VALUES;

/**
 * The details list of these fields, in this order, each labelled by `label(key)`. `none` is what a field without a
 * value says instead of the list's own 'Not provided' (e.g. certificates: 'None listed.').
 */
export function profileDetails<K extends DetailKey>(profile: DetailFields, keys: readonly K[], label: (key: K) => string, none: Partial<Record<K, string>> = {}): Detail[] {
  return keys.map((key) => ({ label: label(key), value: DETAIL_VALUES[key](profile) ?? none[key] ?? null }));
}
