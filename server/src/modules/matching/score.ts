// How well a house manager fits a job: one score out of 100 and the reasons a person would give, from weights that sit
// here and nowhere else. Job matches, recommended jobs and the applications list all rank with this.
import { distanceKm, locate, samePlaceName } from "../../../../shared/kenya/places.js";
import { monthlyEquivalent, type PayInterval } from "../../../../shared/kenya/wage.js";
import { formatMoney } from "../../../../shared/money.js";
import { COMMUTE_REACH_KM, COMMUTED_JOB_AVAILABILITIES, JOB_SKILLS, type JobValues } from "../../../../shared/jobs/rules.js";
import { sql, type RawBuilder } from "kysely";

/**
 * Points each part of a fit can earn; they add up to 100. Verification (an operator checked her ID and a current
 * Certificate of Good Conduct, docs/decisions/0008-operators-and-trust.md) weighs as much as the rating: both tell an
 * employer whom she can trust, neither says whether she can do this job.
 */
export const WEIGHTS = {
  distance: 25,
  skills: 25,
  salary: 15,
  languages: 10,
  availability: 10,
  experience: 5,
  rating: 5,
  verification: 5,
} as const;

/** The reason a verified house manager is given; the badge's own word, with what was checked. */
export const VERIFIED_REASON = "Verified: ID and good conduct checked";

/** Within this distance a house manager counts as living where the job is. */
export const SAME_PLACE_KM = 1.5;
/** Distance points fall linearly to nothing at this distance: the reach of a job she travels to (withinReach). */
export const FAR_KM = COMMUTE_REACH_KM;
/** Years of experience that earn all the experience points. */
export const FULL_EXPERIENCE_YEARS = 10;
/** An asking salary up to this share above the pay still earns half the salary points. */
export const SALARY_STRETCH = 0.1;

/** What the score reads of a job post (shared/jobs/rules.ts), its pay interval checked. */
export type JobForMatching = Pick<JobValues, "city" | "location" | "availability" | "skills" | "languages" | "pay" | "daysPerMonth"> & { paymentDay: PayInterval };

export interface HouseManagerForMatching {
  id: number;
  city: string;
  location: string;
  availability: string;
  /** Comma-separated, as profiles store them. */
  skills: string;
  language: string;
  /** Expected monthly salary, KSh. */
  salary: number | null;
  experience: number;
  rating: number;
  reviewCount: number;
  /** Holds the Verified badge now (modules/verifications/badges.ts). */
  verified: boolean;
}

export interface Fit {
  score: number;
  reasons: string[];
}

/** What a house manager does, said the way an employer would: "Cooks", "Looks after children". */
const SKILL_PHRASES: Record<string, string> = {
  cooking: "Cooks",
  laundry: "Does laundry",
  ironing: "Irons",
  childcare: "Looks after children",
  "elderly care": "Cares for the elderly",
  cleaning: "Cleans",
  gardening: "Gardens",
  baking: "Bakes",
  "first aid": "Knows first aid",
  "pet care": "Cares for pets",
  "grocery shopping": "Does the grocery shopping",
  "homework help": "Helps with homework",
  "meal planning": "Plans meals",
};

export function skillPhrase(skill: string): string {
  return SKILL_PHRASES[skill.trim().toLowerCase()] ?? `Skilled in ${skill.trim()}`;
}

/**
 * Lower case as PostgreSQL's lower() makes it, on PGlite and on a server alike: each character mapped on its own, one
 * character for one. String.prototype.toLowerCase differs for two: a capital sigma at the end of a word becomes a final
 * sigma, and a dotted capital I becomes i and a combining dot. Profiles' lists and search text are lower-cased in SQL
 * (prisma/migrations/20261124110000_matching_at_scale, 20261124050000_forgiving_search), so whatever is compared with
 * them, here and in the search, is lower-cased with this.
 */
export function lowerCase(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return text.toLowerCase();
  let lowered = "";
  for (const character of text) lowered += character === "\u0130" ? "i" : character.toLowerCase();
  return lowered;
}

function words(list: string): string[] {
  return list.split(/[,;/]/).map((item) => item.trim()).filter(Boolean);
}

function has(list: readonly string[], wanted: string): boolean {
  const key = lowerCase(wanted.trim());
  return list.some((item) => lowerCase(item) === key);
}

function same(a: string, b: string): boolean {
  return lowerCase(a.trim()) === lowerCase(b.trim()) && a.trim() !== "";
}

/** Full-time work and the two ways of living (in or out) that it may take: each stands in for the other at half the points. */
const FULL_TIME = "full-time";
const LIVING_ARRANGEMENTS: readonly string[] = ["live-in", "live-out"];

/**
 * The availabilities (lower-cased, as they stand) that stand in for `availability` (the same) at half the points, either
 * way round: full-time for live-in or live-out, and live-in or live-out for full-time. Live-in and live-out do not stand
 * in for each other: a live-in house manager has no home near a live-out job to go back to, and one who goes home
 * every day is not offering to live in.
 */
function standInsFor(availability: string): readonly string[] {
  if (availability === FULL_TIME) return LIVING_ARRANGEMENTS;
  return LIVING_ARRANGEMENTS.includes(availability) ? [FULL_TIME] : [];
}

/** Full-time house managers can take a live-in or live-out job, and the other way round at half; other availabilities must be the same. */
function availabilityFit(job: string, houseManager: string): number {
  if (same(job, houseManager)) return 1;
  return standInsFor(lowerCase(job)).includes(lowerCase(houseManager)) ? 0.5 : 0;
}

function kmText(km: number): string {
  return `${km < 10 ? km.toFixed(1).replace(/\.0$/, "") : Math.round(km)} km`;
}

/**
 * Who reads a fit's reasons: the employer weighing a house manager (a job's matches, its applications), or the house
 * manager weighing a job (her recommended jobs). The same findings, said from the reader's side: "Asks KSh 18,000,
 * within your pay" to the employer is "Pays KSh 20,000 a month; you ask KSh 18,000" to her.
 */
export type FitReader = "employer" | "house_manager";

/** Each reason in each reader's words; the client says them again in Kiswahili (client/src/features/jobs/reason-texts.ts). */
const SAY = {
  employer: {
    samePlace: (where: string) => `Lives in ${where}`,
    near: (where: string, km: string) => `Lives in ${where}, ${km} away`,
    skill: (skill: string) => skillPhrase(skill),
    payWithin: (asks: string) => `Asks ${asks}, within your pay`,
    payAbove: (asks: string) => `Asks ${asks}, a little above your pay`,
    language: (language: string) => `Speaks ${language}`,
    availability: (availability: string) => `Available ${availability}`,
    experience: (years: number) => `${years} year${years === 1 ? "" : "s"} of experience`,
    rating: (rating: string, count: number) => `Rated ${rating} by ${count} employer${count === 1 ? "" : "s"}`,
    verified: () => VERIFIED_REASON,
  },
  house_manager: {
    samePlace: (where: string) => `In ${where}, where you live`,
    near: (where: string, km: string) => `${km} from your home in ${where}`,
    skill: (skill: string) => `Needs ${skill.trim().toLowerCase()}, which you do`,
    payWithin: (asks: string, pays: string) => `Pays ${pays} a month; you ask ${asks}`,
    payAbove: (asks: string, pays: string) => `Pays ${pays} a month, a little below the ${asks} you ask`,
    language: (language: string) => `Wants ${language}, which you speak`,
    availability: (availability: string) => `${availability.charAt(0).toUpperCase()}${availability.slice(1)} work, as you offer`,
    experience: (years: number) => `Your ${years} year${years === 1 ? "" : "s"} of experience`,
    rating: (rating: string, count: number) => `Your rating: ${rating} from ${count} employer${count === 1 ? "" : "s"}`,
    verified: () => VERIFIED_YOU_REASON,
  },
} as const;

/** The reason a verified house manager reads on a job recommended to her. */
export const VERIFIED_YOU_REASON = "You are verified: ID and good conduct checked";

/**
 * The distance part of a fit for someone living in `city` and `location`: the gazetteer's places when both are known,
 * else the same town by name. It depends on the two texts only, so a ranking works it out once per place.
 */
export function distanceFit(job: Pick<JobForMatching, "city" | "location">, city: string, location: string, reader: FitReader = "employer"): { points: number; reason?: string } {
  const jobPlace = locate(job.city, job.location);
  const hmPlace = locate(city, location);
  const where = location.trim() || city.trim();
  const say = SAY[reader];
  if (jobPlace && hmPlace) {
    const km = distanceKm(jobPlace, hmPlace);
    if (km <= SAME_PLACE_KM) return { points: WEIGHTS.distance, reason: say.samePlace(where) };
    if (km < FAR_KM) return { points: WEIGHTS.distance * (1 - (km - SAME_PLACE_KM) / (FAR_KM - SAME_PLACE_KM)), reason: say.near(where, kmText(km)) };
    return { points: 0 };
  }
  return samePlaceName(job.city, city) ? { points: WEIGHTS.distance / 2, reason: say.samePlace(city.trim()) } : { points: 0 };
}

/**
 * The ways of working a house manager travels to and home from (shared/jobs/rules.ts, COMMUTED_JOB_AVAILABILITIES),
 * lower-cased as the SQL twins compare them.
 */
export const COMMUTED_AVAILABILITIES: readonly string[] = COMMUTED_JOB_AVAILABILITIES.map(lowerCase);

/**
 * Whether a job's way of working has her travel to it and home again, as SQL tests it (lower-cased and trimmed, as
 * stored; jobs store the canonical names, shared/jobs/rules.ts, isCommutedJob).
 */
export function isCommuted(availability: string): boolean {
  return COMMUTED_AVAILABILITIES.includes(lowerCase(availability.trim()));
}

/**
 * Whether a house manager may be ranked for a job at all: a job she would travel to (isCommuted) only if she lives
 * within reach of it, where the distance still earns points (distanceFit: nearer than FAR_KM, or the same town when
 * the gazetteer knows neither place). A Mombasa house manager cannot come daily to a live-out job in Kilimani, however
 * well she fits otherwise. Job matches, their job_match notifications and recommended jobs all keep to this
 * (matching/service.ts: candidatesStatement and recommendationsStatement are its SQL); an application she chose to
 * make is still ranked on its list.
 */
export function withinReach(job: Pick<JobForMatching, "city" | "location" | "availability">, hm: Pick<HouseManagerForMatching, "city" | "location">): boolean {
  return !isCommuted(job.availability) || distanceFit(job, hm.city, hm.location).points > 0;
}

/** Scores one house manager for one job, with the reasons in the order of the weights, in the words of their reader. */
export function scoreFit(job: JobForMatching, hm: HouseManagerForMatching, reader: FitReader = "employer"): Fit {
  const reasons: string[] = [];
  const say = SAY[reader];
  let points = 0;

  const distance = distanceFit(job, hm.city, hm.location, reader);
  points += distance.points;
  if (distance.reason) reasons.push(distance.reason);

  // Skills: the share of the wanted skills she has; a job that asks for none is fitted by anyone.
  const hmSkills = words(hm.skills);
  const covered = job.skills.filter((skill) => has(hmSkills, skill));
  points += WEIGHTS.skills * (job.skills.length ? covered.length / job.skills.length : 1);
  reasons.push(...covered.map((skill) => say.skill(skill)));

  // Salary: her asking monthly salary against the job's pay per month.
  const monthlyPay = monthlyEquivalent(job.paymentDay, job.pay, job.daysPerMonth);
  if (hm.salary !== null && hm.salary > 0) {
    const asks = formatMoney(Math.round(hm.salary), "KSh");
    const pays = formatMoney(Math.round(monthlyPay), "KSh");
    if (hm.salary <= monthlyPay) {
      points += WEIGHTS.salary;
      reasons.push(say.payWithin(asks, pays));
    } else if (hm.salary <= monthlyPay * (1 + SALARY_STRETCH)) {
      points += WEIGHTS.salary / 2;
      reasons.push(say.payAbove(asks, pays));
    }
  } else {
    // No asking salary stated: neither a fit nor a misfit.
    points += WEIGHTS.salary / 2;
  }

  const hmLanguages = words(hm.language);
  const spoken = job.languages.filter((language) => has(hmLanguages, language));
  points += WEIGHTS.languages * (job.languages.length ? spoken.length / job.languages.length : 1);
  reasons.push(...spoken.map((language) => say.language(language.trim())));

  const available = availabilityFit(job.availability, hm.availability);
  points += WEIGHTS.availability * available;
  // To the employer, the way she works is a reason even when it only stands in for the job's (full-time for live-in);
  // to her, only the job's own way of working, when it is hers.
  if (reader === "employer" ? available > 0 : available === 1) reasons.push(say.availability(hm.availability.trim().toLowerCase()));

  const years = Math.max(0, hm.experience);
  points += WEIGHTS.experience * Math.min(years, FULL_EXPERIENCE_YEARS) / FULL_EXPERIENCE_YEARS;
  if (years > 0) reasons.push(say.experience(years));

  if (hm.reviewCount > 0) {
    points += WEIGHTS.rating * (hm.rating / 5);
    if (hm.rating >= 4) reasons.push(say.rating(hm.rating.toFixed(1), hm.reviewCount));
  }

  if (hm.verified) {
    points += WEIGHTS.verification;
    reasons.push(say.verified());
  }

  return { score: Math.round(points), reasons };
}

/** Best first: score, then rating, then experience, then the older profile (lower id) so the order is stable. */
export function byFit<T extends { fit: Fit; houseManager: Pick<HouseManagerForMatching, "id" | "rating" | "experience"> }>(a: T, b: T): number {
  return b.fit.score - a.fit.score || b.houseManager.rating - a.houseManager.rating || b.houseManager.experience - a.houseManager.experience || a.houseManager.id - b.houseManager.id;
}

/** The characters String.prototype.trim removes (white space and line terminators), for SQL's btrim. */
export const TRIMMED = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/**
 * availabilityFit's points as SQL over `lowered`, an availability lower-cased (the generated availabilityLower columns,
 * prisma/migrations/20261124180000_matching_reads_less): all of them when it is `wanted` trimmed (`wanted` is trimmed and
 * lower-cased; a blank one is never an availability), half when it is one of `standIns` as it stands (standInsFor the
 * other side's availability: the relation is symmetric, so either side may give it). The same as comparing
 * lower(btrim(availability)) first, in an order that leaves the trim, the dear part, to the few rows padded with white
 * space: lower() maps one character to one, none to or from a trimmed one, so trimming and lower-casing commute, an
 * availability equal to `wanted` or in the list has nothing to trim, and a trimmed one equal to `wanted` holds it.
 */
function availabilitySql(lowered: RawBuilder<unknown>, wanted: string, standIns: readonly string[]): RawBuilder<number> {
  const full = sql`${WEIGHTS.availability}::float8`;
  return sql<number>`CASE ${wanted === "" ? sql`` : sql`WHEN ${lowered} = ${wanted} THEN ${full}`}
        WHEN ${lowered} = ANY(${standIns}::text[]) THEN ${WEIGHTS.availability / 2}::float8
        ${wanted === "" ? sql`` : sql`WHEN strpos(${lowered}, ${wanted}) > 0 AND btrim(${lowered}, ${TRIMMED}) = ${wanted} THEN ${full}`} ELSE 0 END`;
}

/**
 * The skills and languages house manager profiles and job posts keep as bits of a mask beside their lists (skillMask,
 * languageMask: prisma/migrations/20261124230000_matching_term_masks names the same lists in the same order): the skills a job board
 * suggests and the languages most profiles list. Testing a bit is far cheaper in SQL than testing a list; a skill or
 * language outside these is tested in the list, so the answer is the same either way.
 */
export const MASKED_SKILLS: readonly string[] = JOB_SKILLS.map(lowerCase);
export const MASKED_LANGUAGES: readonly string[] = ["english", "swahili", "kiswahili", "kikuyu", "luhya", "dholuo", "luo", "kalenjin", "kikamba", "ekegusii", "kimeru", "somali", "giriama", "maa", "turkana", "taita", "french", "arabic"];

/** One of a profile `p`'s or a job `j`'s lists with its mask: skillSet or languageSet (lower-cased and trimmed items) and its terms. */
interface MaskedList {
  list: RawBuilder<unknown>;
  mask: RawBuilder<unknown>;
  terms: readonly string[];
}

const SKILL_LIST: MaskedList = { list: sql`p."skillSet"`, mask: sql`p."skillMask"`, terms: MASKED_SKILLS };
const LANGUAGE_LIST: MaskedList = { list: sql`p."languageSet"`, mask: sql`p."languageMask"`, terms: MASKED_LANGUAGES };
/** A job post `j`'s lists with their masks of the same terms. */
const JOB_SKILL_LIST: MaskedList = { list: sql`j."skillSet"`, mask: sql`j."skillMask"`, terms: MASKED_SKILLS };
const JOB_LANGUAGE_LIST: MaskedList = { list: sql`j."languageSet"`, mask: sql`j."languageMask"`, terms: MASKED_LANGUAGES };

/** The bit of `key` (lower-cased and trimmed) in a mask of `terms`, if it has one: a power of two below 2^53, so exact. */
function bitOf(terms: readonly string[], key: string): number | undefined {
  const place = terms.indexOf(key);
  return place < 0 ? undefined : 2 ** place;
}

/** 1 when the profile's list holds `item` (as scoreFit's has() compares it), else 0, as SQL. */
function holdsSql({ list, mask, terms }: MaskedList, item: string): RawBuilder<number> {
  const key = lowerCase(item.trim());
  const bit = bitOf(terms, key);
  return bit === undefined ? sql<number>`(${list} @> ARRAY[${key}]::text[])::int` : sql<number>`((${mask} & ${bit}::int8) <> 0)::int`;
}

/** Whether a house manager profile `p` lists any of `skills`, as SQL: the mask's bits, the list for any others. */
export function anySkillSql(skills: readonly string[]): RawBuilder<boolean> {
  const keys = [...new Set(skills.map((skill) => lowerCase(skill.trim())))];
  const bits = keys.reduce((sum, key) => sum + (bitOf(MASKED_SKILLS, key) ?? 0), 0);
  const others = keys.filter((key) => bitOf(MASKED_SKILLS, key) === undefined);
  const tests = [...(bits ? [sql`(${SKILL_LIST.mask} & ${bits}::int8) <> 0`] : []), ...(others.length ? [sql`${SKILL_LIST.list} && ${others}::text[]`] : [])];
  return tests.length ? sql<boolean>`(${sql.join(tests, sql` OR `)})` : sql<boolean>`false`;
}

/**
 * The same fit, unrounded and without reasons, as one SQL expression over a house manager profile `p` (matching/service.ts
 * ranks thousands with it and scores only the best few with scoreFit). It reads what the profile keeps for it: its
 * lists lower-cased and their masks (skillSet, languageSet: prisma/migrations/20261124110000_matching_at_scale; skillMask,
 * languageMask, salaryAsked, ratingCounted: 20261124230000_matching_term_masks), the distance points of the profile's
 * town and area from `places` (distanceFit, worked out once per place; a place missing there scores none), and
 * `verified`, an SQL boolean. Every part follows scoreFit above; a change to one is a change to both.
 */
export function fitSql(job: JobForMatching, places: RawBuilder<unknown>, verified: RawBuilder<unknown>): RawBuilder<number> {
  const listPoints = (list: MaskedList, wanted: readonly string[], weight: number) =>
    wanted.length === 0 ? sql`${weight}::float8` : sql`(${weight / wanted.length}::float8 * (${sql.join(wanted.map((item) => holdsSql(list, item)), sql` + `)}))`;
  const monthlyPay = monthlyEquivalent(job.paymentDay, job.pay, job.daysPerMonth);
  const wantedAvailability = lowerCase(job.availability.trim());
  const standIns = standInsFor(lowerCase(job.availability));
  return sql<number>`(COALESCE(${places}, 0)
    + ${listPoints(SKILL_LIST, job.skills, WEIGHTS.skills)}
    + CASE WHEN p."salaryAsked" IS NULL THEN ${WEIGHTS.salary / 2}::float8 WHEN p."salaryAsked" <= ${monthlyPay}::float8 THEN ${WEIGHTS.salary}::float8
        WHEN p."salaryAsked" <= ${monthlyPay * (1 + SALARY_STRETCH)}::float8 THEN ${WEIGHTS.salary / 2}::float8 ELSE 0 END
    + ${listPoints(LANGUAGE_LIST, job.languages, WEIGHTS.languages)}
    + ${availabilitySql(sql`p."availabilityLower"`, wantedAvailability, standIns)}
    + ${WEIGHTS.experience}::float8 * LEAST(GREATEST(p.experience, 0), ${FULL_EXPERIENCE_YEARS}) / ${FULL_EXPERIENCE_YEARS}::float8
    + ${WEIGHTS.rating}::float8 * p."ratingCounted" / 5
    + CASE WHEN ${verified} THEN ${WEIGHTS.verification}::float8 ELSE 0 END)`;
}

/**
 * The other way round: a bound of one house manager's fit for each job, as one SQL expression over a job post `j`, for
 * her recommended jobs (matching/service.ts). `places` is the distance points of the job's town and area (distanceFit,
 * worked out once per place). It never falls below scoreFit's unrounded points (beyond floating point noise) and
 * equals them but for the salary: scoreFit compares her asking salary with the job's monthly pay rounded to the cent in
 * JavaScript, this with the exact pay and a cent to spare, so a rounding never hides a job that would fit.
 */
export function jobFitSql(hm: HouseManagerForMatching, places: RawBuilder<unknown>): RawBuilder<number> {
  // The share of the job's items she has: each of her items counted as often as the job lists it, over the job's lists
  // kept lower-cased and trimmed item for item (prisma/migrations/20261124140000_job_post_lists). Where neither list
  // repeats an item (listsRepeat, 20261124230000_matching_term_masks), that is the bits her items share with the job's
  // mask and the others found in the list; else each of her items is counted in the list (array_positions).
  const wantedPoints = ({ list: column, mask, terms }: MaskedList, list: string, weight: number) => {
    const has = [...new Set(words(list).map(lowerCase))];
    const count = has.length ? sql.join(has.map((item) => sql`cardinality(array_positions(${column}, ${item}::text))`), sql` + `) : sql`0`;
    const bits = has.reduce((sum, item) => sum + (bitOf(terms, item) ?? 0), 0);
    const others = has.filter((item) => bitOf(terms, item) === undefined).map((item) => sql`(${column} @> ARRAY[${item}]::text[])::int`);
    const shared = [...(bits ? [sql`bit_count((${mask} & ${bits}::int8)::bit(64))`] : []), ...others];
    return sql`CASE WHEN cardinality(${column}) = 0 THEN ${weight}::float8
      WHEN NOT j."listsRepeat" THEN ${weight}::float8 * (${shared.length ? sql.join(shared, sql` + `) : sql`0`}) / cardinality(${column})
      ELSE ${weight}::float8 * (${count}) / cardinality(${column}) END`;
  };
  // In floating point, cheaper than numeric: the cent to spare is far above its rounding.
  const monthlyPay = sql`(CASE j."paymentDay" WHEN 'Daily' THEN j.pay::float8 * j."daysPerMonth" WHEN 'Yearly' THEN j.pay::float8 / 12 ELSE j.pay::float8 END + 0.01)`;
  const salary = hm.salary !== null && hm.salary > 0
    ? sql`CASE WHEN ${monthlyPay} >= ${hm.salary}::float8 THEN ${WEIGHTS.salary}::float8
        WHEN ${monthlyPay} * ${1 + SALARY_STRETCH}::float8 >= ${hm.salary}::float8 THEN ${WEIGHTS.salary / 2}::float8 ELSE 0 END`
    : sql`${WEIGHTS.salary / 2}::float8`;
  // Her availability, as scoreFit compares it; blank, it is never the job's (a job's own blank is no availability).
  const available = lowerCase(hm.availability.trim());
  const standIns = standInsFor(lowerCase(hm.availability));
  const years = Math.max(0, hm.experience);
  const ownPoints =
    WEIGHTS.experience * Math.min(years, FULL_EXPERIENCE_YEARS) / FULL_EXPERIENCE_YEARS +
    (hm.reviewCount > 0 ? WEIGHTS.rating * (hm.rating / 5) : 0) +
    (hm.verified ? WEIGHTS.verification : 0);
  return sql<number>`(COALESCE(${places}, 0)
    + ${wantedPoints(JOB_SKILL_LIST, hm.skills, WEIGHTS.skills)}
    + ${salary}
    + ${wantedPoints(JOB_LANGUAGE_LIST, hm.language, WEIGHTS.languages)}
    + ${availabilitySql(sql`j."availabilityLower"`, available, standIns)}
    + ${ownPoints}::float8)`;
}
