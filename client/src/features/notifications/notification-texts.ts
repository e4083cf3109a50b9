// A notification's message in the language on screen. The server stores each message in English (docs/product.md's
// texts); the ones whose shape the client knows are said again in the chosen language from their parts, any other is
// shown as stored.
import { currentLanguage, i18n } from "../../i18n";
import { formatDate } from "../../shared/format";

type Say = "reviewed" | "offered" | "accepted" | "declined" | "withdrawn" | "notice" | "message" | "applied" | "payment" | "approved" | "rejected" | "jobMatch" | "jobMatchIn" | "certificateLapsed";

/** The English shapes of server/src/modules/{contracts,messages,jobs,verifications} notifications. */
const SHAPES: { pattern: RegExp; say: Say }[] = [
  { pattern: /^(?<name>.+) has offered you a contract$/, say: "offered" },
  { pattern: /^(?<name>.+) has accepted your contract$/, say: "accepted" },
  { pattern: /^(?<name>.+) has declined your contract$/, say: "declined" },
  { pattern: /^(?<name>.+) has withdrawn the contract offered to you$/, say: "withdrawn" },
  { pattern: /^(?<name>.+) has given notice: your contract ends on (?<day>\d{4}-\d{2}-\d{2})$/, say: "notice" },
  { pattern: /^(?<name>.+) sent you a message$/, say: "message" },
  { pattern: /^(?<name>.+) reviewed your profile$/, say: "reviewed" },
  { pattern: /^(?<name>.+) applied for your job "(?<title>.+)"$/, say: "applied" },
  { pattern: /^(?<name>.+) recorded a payment of (?<amount>.+) for (?<month>.+)$/, say: "payment" },
  { pattern: /^Your (?<what>identity document|Certificate of Good Conduct) was checked and approved\.$/, say: "approved" },
  { pattern: /^Your (?<what>identity document|Certificate of Good Conduct) was not approved: (?<reason>.*)$/s, say: "rejected" },
  { pattern: /^New job that fits you: "(?<title>.+)" by (?<name>.+) in (?<area>[^,]+), (?<town>[^,]+) \((?<score>\d+)% fit\)$/, say: "jobMatchIn" },
  { pattern: /^New job that fits you: "(?<title>.+)" by (?<name>.+) in (?<town>[^,]+) \((?<score>\d+)% fit\)$/, say: "jobMatch" },
  {
    pattern: /^Your Certificate of Good Conduct issued on (?<day>\d{4}-\d{2}-\d{2}) is now more than 12 months old, so your Verified badge is off\. Submit a new certificate from your profile to get it back\.$/,
    say: "certificateLapsed",
  },
];

export function localiseNotificationMessage(message: string): string {
  if (currentLanguage() === "en") return message;
  for (const { pattern, say } of SHAPES) {
    const parts = pattern.exec(message)?.groups;
    if (!parts) continue;
    const values: Record<string, string> = { ...parts };
    if (values["day"]) values["day"] = formatDate(values["day"]);
    if (values["what"]) values["what"] = i18n.t(values["what"] === "identity document" ? "notifications:say.idDocument" : "notifications:say.goodConduct");
    return String(i18n.t(`notifications:say.${say}` as never, values as never));
  }
  return message;
}
