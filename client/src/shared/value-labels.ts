// Labels for the values the server stores in English (gender, availability, marital status, house type): shown in the
// language on screen, while forms send and the server keeps the English value. A value without a label (typed freely
// or added later) is shown as stored.
import { i18n, LANGUAGES } from "../i18n";

export type ValueKind = "gender" | "availability" | "maritalStatus" | "houseType";

export function valueLabel(kind: ValueKind, value: string | null | undefined): string {
  if (!value) return "";
  const key = `values.${kind}.${value}`;
  return i18n.exists(key, { ns: "common" }) ? String(i18n.t(key as never, { ns: "common" })) : value;
}

/**
 * A language's name on screen ("Swahili" reads "Kiswahili", "English" "Kiingereza"). Languages are typed by people, so
 * the name is looked up whatever its case and spacing; one without a name is shown as typed.
 */
export function languageName(language: string): string {
  const names = i18n.getResource("en", "common", "values.language") as Record<string, string>;
  const stored = Object.keys(names).find((name) => name.toLowerCase() === language.trim().toLowerCase());
  return stored ? String(i18n.t(`values.language.${stored}` as never, { ns: "common" })) : language.trim();
}

/**
 * A language named in either language of the app as the profiles store it, for a filter that matches the stored text
 * as a substring: "Kiingereza" is "English"; a name holding a stored one is that one ("Kiswahili" is "Swahili",
 * "Kikamba" "Kamba", "Dholuo" "Luo"), which finds both spellings; any other is returned as typed.
 */
export function storedLanguage(typed: string): string {
  const text = typed.trim().toLowerCase();
  const stored = Object.keys(i18n.getResource("en", "common", "values.language") as Record<string, string>);
  const held = stored.filter((name) => text.includes(name.toLowerCase())).sort((a, b) => a.length - b.length)[0];
  if (held) return held;
  const names = LANGUAGES.map((language) => i18n.getResource(language, "common", "values.language") as Record<string, string> | undefined);
  return stored.find((name) => names.some((named) => named?.[name]?.toLowerCase() === text)) ?? typed.trim();
}

/** A profile's languages as typed ("English, Swahili"): in English exactly as typed, otherwise each one named. */
export function languageList(languages: string | null | undefined): string | null {
  if (!languages?.trim()) return null;
  if (i18n.resolvedLanguage === "en") return languages;
  return languages.split(",").map(languageName).filter(Boolean).join(", ");
}

/** The name the server gives a closed account's reviews, messages and notifications (FORMER_MEMBER, server/src/modules/reviews/queries.ts). */
const FORMER_MEMBER = "Former member";

/** A person's name as the server sent it, except a closed account's, which is said in the language on screen. */
export function personName(name: string): string {
  return name === FORMER_MEMBER ? String(i18n.t("shared.formerMember", { ns: "common" })) : name;
}
