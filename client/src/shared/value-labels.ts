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
