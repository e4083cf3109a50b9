// A match's reasons and the skills' names in the language on screen. The server says each reason in English (the API's
// documented wording, server/src/modules/matching/score.ts); the ones whose shape the client knows are said again
// from their parts, any other is shown as sent. Skills are sent and stored under their English names (shared/jobs/rules.ts).
import { currentLanguage, i18n } from "../../i18n";
import { languageName, valueLabel } from "../../shared/value-labels";

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(`jobs:${key}` as never, values as never));

/** A skill's name on screen ("Cooking" reads "Kupika" in Kiswahili); a skill without a name is shown as stored. */
export function skillName(skill: string): string {
  const key = `skillNames.${skill}`;
  return i18n.exists(key, { ns: "jobs" }) ? t(key) : skill;
}

const SHAPES: Array<{ pattern: RegExp; say: (parts: Record<string, string>) => string }> = [
  { pattern: /^Lives in (?<place>.+), (?<km>[\d.]+) km away$/, say: ({ place, km }) => t("reasons.livesNear", { place, km }) },
  { pattern: /^Lives in (?<place>.+)$/, say: ({ place }) => t("reasons.livesIn", { place }) },
  { pattern: /^Skilled in (?<skill>.+)$/, say: ({ skill = "" }) => t("reasons.skilledIn", { skill: skillName(skill) }) },
  { pattern: /^Asks (?<amount>.+), within your pay$/, say: ({ amount }) => t("reasons.asksWithin", { amount }) },
  { pattern: /^Asks (?<amount>.+), a little above your pay$/, say: ({ amount }) => t("reasons.asksAbove", { amount }) },
  { pattern: /^Speaks (?<language>.+)$/, say: ({ language = "" }) => t("reasons.speaks", { language: languageName(language) }) },
  { pattern: /^Available (?<availability>.+)$/, say: ({ availability = "" }) => t("reasons.available", { availability: availabilityName(availability) }) },
  { pattern: /^(?<count>\d+) years? of experience$/, say: ({ count }) => t("reasons.experience", { count: Number(count) }) },
  { pattern: /^Rated (?<rating>[\d.]+) by (?<count>\d+) employers?$/, say: ({ rating, count }) => t("reasons.rated", { rating, count: Number(count) }) },
  { pattern: /^Verified: ID and good conduct checked$/, say: () => t("reasons.verified") },
  // Said to a house manager of a job recommended to her (server/src/modules/matching/score.ts, FitReader).
  { pattern: /^In (?<place>.+), where you live$/, say: ({ place }) => t("reasons.inPlace", { place }) },
  { pattern: /^(?<km>[\d.]+) km from your home in (?<place>.+)$/, say: ({ km, place }) => t("reasons.fromHome", { km, place }) },
  { pattern: /^Needs (?<skill>.+), which you do$/, say: ({ skill = "" }) => t("reasons.needsSkill", { skill: skillName(capitalised(skill)).toLowerCase() }) },
  { pattern: /^Pays (?<pays>.+) a month; you ask (?<asks>.+)$/, say: ({ pays, asks }) => t("reasons.paysWithin", { pays, asks }) },
  { pattern: /^Pays (?<pays>.+) a month, a little below the (?<asks>.+) you ask$/, say: ({ pays, asks }) => t("reasons.paysBelow", { pays, asks }) },
  { pattern: /^Wants (?<language>.+), which you speak$/, say: ({ language = "" }) => t("reasons.wantsLanguage", { language: languageName(language) }) },
  { pattern: /^(?<availability>.+) work, as you offer$/, say: ({ availability = "" }) => t("reasons.work", { availability: availabilityName(availability.toLowerCase()) }) },
  { pattern: /^Your (?<count>\d+) years? of experience$/, say: ({ count }) => t("reasons.yourExperience", { count: Number(count) }) },
  { pattern: /^Your rating: (?<rating>[\d.]+) from (?<count>\d+) employers?$/, say: ({ rating, count }) => t("reasons.yourRating", { rating, count: Number(count) }) },
  { pattern: /^You are verified: ID and good conduct checked$/, say: () => t("reasons.youAreVerified") },
];

/** "cooking" as the skills are named ("Cooking"): a reason names a skill in lower case inside its sentence. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The server sends availability lower-cased in a reason ("live-in"); its label is keyed by the stored value ("Live-in"). */
function availabilityName(availability: string): string {
  const stored = capitalised(availability);
  const label = valueLabel("availability", stored);
  return label === stored ? availability : label.toLowerCase();
}

/** One reason in the language on screen. */
export function reasonText(reason: string): string {
  if (currentLanguage() === "en") return reason;
  const phrase = Object.entries(i18n.getResource("en", "jobs", "reasons.skill") as Record<string, string>).find(([, english]) => english === reason);
  if (phrase) return t(`reasons.skill.${phrase[0]}`);
  for (const { pattern, say } of SHAPES) {
    // A shape without named parts (the verified reason) matches with no groups at all.
    const match = pattern.exec(reason);
    if (match) return say((match.groups ?? {}) as Record<string, string>);
  }
  return reason;
}
