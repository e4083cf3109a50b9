// The texts of every email MaidMatch sends, in one place: an English and a Kiswahili table with the same kinds; each
// email is written in its recipient's language (User.language, docs/decisions/0009-settings-email-and-languages.md).
import type { PayInterval } from "../../../../shared/kenya/wage.js";

export type EmailKind =
  | "password_reset"
  | "contract_offered"
  | "contract_accepted"
  | "contract_declined"
  | "contract_withdrawn"
  | "contract_terminated"
  | "message"
  | "verification_result";

export interface EmailContent {
  kind: EmailKind;
  subject: string;
  text: string;
  html?: string;
}

/** The languages an account can choose (User.language); an email is written in its recipient's. */
export const EMAIL_LANGUAGES = ["en", "sw"] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === "string" && (EMAIL_LANGUAGES as readonly string[]).includes(value);
}

/** A contract's terms as an email states them; dates are calendar days (YYYY-MM-DD), written out in the language. */
export interface EmailTerms {
  /** The amount with its currency symbol, e.g. 'KSh 18,000.00'. */
  amount: string;
  paymentDay: PayInterval;
  start: string;
  end: string;
}

/** What each kind of email is built from. Paths are relative to the app (the sender makes them absolute). */
export interface EmailData {
  password_reset: { name: string; token: string; validMinutes: number };
  contract_offered: { name: string; from: string } & EmailTerms;
  contract_accepted: { name: string; by: string } & EmailTerms;
  contract_declined: { name: string; by: string } & EmailTerms;
  contract_withdrawn: { name: string; by: string } & EmailTerms;
  contract_terminated: { name: string; by: string; endDate: string; reason: string };
  message: { name: string; from: string; excerpt: string; senderUserId: number };
  verification_result: { name: string; check: "id_document" | "good_conduct"; approved: boolean; reason: string };
}

/** Stands for the app's origin in a queued email; the sender puts PUBLIC_URL in its place when it sends (sender.ts). */
export const APP_URL_TOKEN = "{{APP_URL}}";

const link = (path: string) => `${APP_URL_TOKEN}${path}`;

/** A calendar day as the language writes it: '5 Mar 2026', '5 Mac 2026'. */
function day(iso: string, language: EmailLanguage): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(language === "sw" ? "sw-KE" : "en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

type Table = { [K in EmailKind]: (data: EmailData[K]) => { subject: string; body: string; bare?: boolean } };

const CHECK_NAMES: Record<EmailLanguage, Record<EmailData["verification_result"]["check"], string>> = {
  en: { id_document: "identity document", good_conduct: "Certificate of Good Conduct" },
  sw: { id_document: "kitambulisho", good_conduct: "Cheti cha Tabia Njema" },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PAY_INTERVAL: Record<EmailLanguage, Record<PayInterval, string>> = {
  en: { Daily: "Daily", Monthly: "Monthly", Yearly: "Yearly" },
  sw: { Daily: "kwa siku", Monthly: "kwa mwezi", Yearly: "kwa mwaka" },
};

const pay = (d: EmailTerms, language: EmailLanguage) => `${d.amount} ${PAY_INTERVAL[language][d.paymentDay] ?? d.paymentDay}`;
const dates = (d: EmailTerms, language: EmailLanguage) => `${day(d.start, language)} ${language === "sw" ? "hadi" : "to"} ${day(d.end, language)}`;

const SIGN_OFF: Record<EmailLanguage, string> = {
  en: "\n\nMaidMatch\nYou can turn these emails off in Settings: " + link("/settings"),
  sw: "\n\nMaidMatch\nUnaweza kuzima barua pepe hizi kwenye Mipangilio: " + link("/settings"),
};

/** English texts, grouped by kind. */
const en: Table = {
  password_reset: (d) => ({
    subject: "Reset your MaidMatch password",
    body:
      `Hello ${d.name},\n\nSomeone (hopefully you) asked to reset the password of your MaidMatch account. ` +
      `Open this link within ${d.validMinutes} minutes to choose a new password:\n\n${link(`/reset-password?token=${encodeURIComponent(d.token)}`)}\n\n` +
      "The link works once. If you did not ask for it, ignore this email: your password stays as it is.\n\nMaidMatch",
    bare: true,
  }),
  contract_offered: (d) => ({
    subject: `${d.from} has offered you a contract`,
    body: `Hello ${d.name},\n\n${d.from} has offered you a contract: ${pay(d, "en")}, ${dates(d, "en")}.\n\nRead it and accept or decline it on MaidMatch:\n${link("/notifications/")}`,
  }),
  contract_accepted: (d) => ({
    subject: `${d.by} has accepted your contract`,
    body: `Hello ${d.name},\n\n${d.by} has accepted your contract (${pay(d, "en")}, ${dates(d, "en")}).\n\n${link("/notifications/")}`,
  }),
  contract_declined: (d) => ({
    subject: `${d.by} has declined your contract`,
    body: `Hello ${d.name},\n\n${d.by} has declined your contract offer (${pay(d, "en")}, ${dates(d, "en")}).\n\n${link("/notifications/")}`,
  }),
  contract_withdrawn: (d) => ({
    subject: `${d.by} has withdrawn a contract offer`,
    body: `Hello ${d.name},\n\n${d.by} has withdrawn the contract offered to you (${pay(d, "en")}, ${dates(d, "en")}).\n\n${link("/notifications/")}`,
  }),
  contract_terminated: (d) => ({
    subject: `${d.by} has terminated your contract`,
    body: `Hello ${d.name},\n\n${d.by} has given notice: your contract ends on ${d.endDate}.${d.reason ? `\nReason: ${d.reason}` : ""}\n\n${link("/notifications/")}`,
  }),
  message: (d) => ({
    subject: `New message from ${d.from}`,
    body: `Hello ${d.name},\n\n${d.from} sent you a message:\n\n"${d.excerpt}"\n\nReply on MaidMatch:\n${link(`/messages/${d.senderUserId}`)}`,
  }),
  verification_result: (d) => ({
    subject: d.approved ? `Your ${CHECK_NAMES.en[d.check]} was approved` : `Your ${CHECK_NAMES.en[d.check]} was not approved`,
    body: d.approved
      ? `Hello ${d.name},\n\nThe MaidMatch team checked your ${CHECK_NAMES.en[d.check]} and approved it. It now shows on your profile.\n\n${link("/profile")}`
      : `Hello ${d.name},\n\nThe MaidMatch team checked your ${CHECK_NAMES.en[d.check]} and could not approve it.\nReason: ${d.reason}\n\nYou can submit it again from your profile:\n${link("/profile")}`,
  }),
};

/** Kiswahili texts (as written in Kenya), the same kinds and data as English. */
const sw: Table = {
  password_reset: (d) => ({
    subject: "Badilisha nenosiri lako la MaidMatch",
    body:
      `Habari ${d.name},\n\nMtu (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya MaidMatch. ` +
      `Fungua kiungo hiki ndani ya dakika ${d.validMinutes} ili uchague nenosiri jipya:\n\n${link(`/reset-password?token=${encodeURIComponent(d.token)}`)}\n\n` +
      "Kiungo kinafanya kazi mara moja tu. Kama hukuomba, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.\n\nMaidMatch",
    bare: true,
  }),
  contract_offered: (d) => ({
    subject: `${d.from} amekupa mkataba`,
    body: `Habari ${d.name},\n\n${d.from} amekupa mkataba: ${pay(d, "sw")}, ${dates(d, "sw")}.\n\nUsome kisha uukubali au uukatae kwenye MaidMatch:\n${link("/notifications/")}`,
  }),
  contract_accepted: (d) => ({
    subject: `${d.by} amekubali mkataba wako`,
    body: `Habari ${d.name},\n\n${d.by} amekubali mkataba wako (${pay(d, "sw")}, ${dates(d, "sw")}).\n\n${link("/notifications/")}`,
  }),
  contract_declined: (d) => ({
    subject: `${d.by} amekataa mkataba wako`,
    body: `Habari ${d.name},\n\n${d.by} amekataa mkataba uliompa (${pay(d, "sw")}, ${dates(d, "sw")}).\n\n${link("/notifications/")}`,
  }),
  contract_withdrawn: (d) => ({
    subject: `${d.by} ameondoa mkataba aliokupa`,
    body: `Habari ${d.name},\n\n${d.by} ameondoa mkataba aliokupa (${pay(d, "sw")}, ${dates(d, "sw")}).\n\n${link("/notifications/")}`,
  }),
  contract_terminated: (d) => ({
    subject: `${d.by} amesitisha mkataba wenu`,
    body: `Habari ${d.name},\n\n${d.by} ametoa notisi: mkataba wenu unaisha tarehe ${day(d.endDate, "sw")}.${d.reason ? `\nSababu: ${d.reason}` : ""}\n\n${link("/notifications/")}`,
  }),
  message: (d) => ({
    subject: `Ujumbe mpya kutoka kwa ${d.from}`,
    body: `Habari ${d.name},\n\n${d.from} amekutumia ujumbe:\n\n"${d.excerpt}"\n\nJibu kwenye MaidMatch:\n${link(`/messages/${d.senderUserId}`)}`,
  }),
  verification_result: (d) => ({
    subject: `${capitalised(CHECK_NAMES.sw[d.check])} chako ${d.approved ? "kimeidhinishwa" : "hakijaidhinishwa"}`,
    body: d.approved
      ? `Habari ${d.name},\n\nTimu ya MaidMatch imekagua ${CHECK_NAMES.sw[d.check]} chako na kukiidhinisha. Sasa kinaonekana kwenye wasifu wako.\n\n${link("/profile")}`
      : `Habari ${d.name},\n\nTimu ya MaidMatch imekagua ${CHECK_NAMES.sw[d.check]} chako lakini haikuweza kukiidhinisha.\nSababu: ${d.reason}\n\nUnaweza kukiwasilisha tena kutoka kwenye wasifu wako:\n${link("/profile")}`,
  }),
};

const TABLES: Record<EmailLanguage, Table> = { en, sw };

/**
 * An email in English (the default) that can be written in another language: the outbox writes it in its recipient's
 * language in the queuing transaction (./outbox.ts).
 */
export interface EmailMessage extends EmailContent {
  render: (language: EmailLanguage) => EmailContent;
}

/** The email of `kind` built from `data`: English, and `render` for the recipient's language. */
export function emailFor<K extends EmailKind>(kind: K, data: EmailData[K]): EmailMessage {
  return { ...renderEmail(kind, data, "en"), render: (language) => renderEmail(kind, data, language) };
}

/** Builds the subject and text of an email of `kind` in `language`. */
export function renderEmail<K extends EmailKind>(kind: K, data: EmailData[K], language: EmailLanguage): EmailContent {
  const { subject, body, bare } = TABLES[language][kind](data);
  return { kind, subject, text: bare ? body : body + SIGN_OFF[language] };
}

/** A message excerpt for an email: one line, at most `max` characters. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
