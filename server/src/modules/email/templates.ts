// The texts of every email MaidMatch sends, in one place (English; another language adds a sibling table).
import { APP_URL_TOKEN } from "./outbox.js";

export type EmailKind =
  | "password_reset"
  | "contract_offered"
  | "contract_accepted"
  | "contract_declined"
  | "contract_withdrawn"
  | "contract_terminated"
  | "message";

export interface EmailContent {
  kind: EmailKind;
  subject: string;
  text: string;
  html?: string;
}

/** What each kind of email is built from. Paths are relative to the app (the sender makes them absolute). */
export interface EmailData {
  password_reset: { name: string; token: string; validMinutes: number };
  contract_offered: { name: string; from: string; pay: string; dates: string };
  contract_accepted: { name: string; by: string; pay: string; dates: string };
  contract_declined: { name: string; by: string; pay: string; dates: string };
  contract_withdrawn: { name: string; by: string; pay: string; dates: string };
  contract_terminated: { name: string; by: string; endDate: string; reason: string };
  message: { name: string; from: string; excerpt: string; senderUserId: number };
}

const SIGN_OFF = "\n\nMaidMatch\nYou can turn these emails off in Settings: " + `${APP_URL_TOKEN}/settings`;

const link = (path: string) => `${APP_URL_TOKEN}${path}`;

/** English texts, grouped by kind. */
const en: { [K in EmailKind]: (data: EmailData[K]) => { subject: string; body: string; bare?: boolean } } = {
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
    body: `Hello ${d.name},\n\n${d.from} has offered you a contract: ${d.pay}, ${d.dates}.\n\nRead it and accept or decline it on MaidMatch:\n${link("/notifications/")}`,
  }),
  contract_accepted: (d) => ({
    subject: `${d.by} has accepted your contract`,
    body: `Hello ${d.name},\n\n${d.by} has accepted your contract (${d.pay}, ${d.dates}).\n\n${link("/notifications/")}`,
  }),
  contract_declined: (d) => ({
    subject: `${d.by} has declined your contract`,
    body: `Hello ${d.name},\n\n${d.by} has declined your contract offer (${d.pay}, ${d.dates}).\n\n${link("/notifications/")}`,
  }),
  contract_withdrawn: (d) => ({
    subject: `${d.by} has withdrawn a contract offer`,
    body: `Hello ${d.name},\n\n${d.by} has withdrawn the contract offered to you (${d.pay}, ${d.dates}).\n\n${link("/notifications/")}`,
  }),
  contract_terminated: (d) => ({
    subject: `${d.by} has terminated your contract`,
    body: `Hello ${d.name},\n\n${d.by} has given notice: your contract ends on ${d.endDate}.${d.reason ? `\nReason: ${d.reason}` : ""}\n\n${link("/notifications/")}`,
  }),
  message: (d) => ({
    subject: `New message from ${d.from}`,
    body: `Hello ${d.name},\n\n${d.from} sent you a message:\n\n"${d.excerpt}"\n\nReply on MaidMatch:\n${link(`/messages/${d.senderUserId}`)}`,
  }),
};

/** Builds the subject and text of an email of `kind`. */
export function emailFor<K extends EmailKind>(kind: K, data: EmailData[K]): EmailContent {
  const { subject, body, bare } = en[kind](data);
  return { kind, subject, text: bare ? body : body + SIGN_OFF };
}

/** A message excerpt for an email: one line, at most `max` characters. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
