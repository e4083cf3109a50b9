// Labels for the values the server stores in English (gender, availability, marital status, house type): shown in the
// language on screen, while forms send and the server keeps the English value. A value without a label (typed freely
// or added later) is shown as stored.
import { i18n } from "../i18n";

export type ValueKind = "gender" | "availability" | "maritalStatus" | "houseType";

export function valueLabel(kind: ValueKind, value: string | null | undefined): string {
  if (!value) return "";
  const key = `values.${kind}.${value}`;
  return i18n.exists(key, { ns: "common" }) ? String(i18n.t(key as never, { ns: "common" })) : value;
}

/** The name the server gives a closed account's reviews, messages and notifications (FORMER_MEMBER, server/src/modules/reviews/queries.ts). */
const FORMER_MEMBER = "Former member";

/** A person's name as the server sent it, except a closed account's, which is said in the language on screen. */
export function personName(name: string): string {
  return name === FORMER_MEMBER ? String(i18n.t("shared.formerMember", { ns: "common" })) : name;
}
