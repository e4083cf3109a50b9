// Profiles: the house manager list and its filters, text search, public details, the own profile, edits and photos.
import type { EmployerProfile, HouseManagerProfile, User, Verification } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { CompiledQuery, sql, type RawBuilder } from "kysely";
import { prepareStatement, type Reads } from "../../lib/reads.js";
import { lowerCase } from "../matching/score.js";
import { NotFoundError, UnauthenticatedError } from "../../lib/errors.js";
import { deleteImages, storeImage } from "../../lib/images.js";
import { Checker, parseId } from "../../lib/validate.js";
import type { ServiceDeps, Viewer } from "../../lib/services-context.js";
import type { Page, PageRequest } from "./connection.js";
import { fieldApplies, PROFILE_FIELD, PROFILE_FIELDS, type ProfileEdit } from "../../../../shared/profiles/rules.js";
import { DEFAULT_NEAR_RADIUS_KM, MAX_NEAR_RADIUS_KM, placeNamed } from "../../../../shared/kenya/places.js";
import { addressReaders } from "./addresses.js";
import { SearchCache, type SearchAsk } from "./search-cache.js";
import { orderedWalkPays, rarestWord } from "./word-rarity.js";
import { keepWordTerms, knownWordTerms, SEARCH_TERMS_VERSION, type WordTerms } from "./near-terms.js";
import { badgeOf, hasApprovedChecksSql, type Badge } from "../verifications/badges.js";
import {
  HOUSE_MANAGER_CARD_COLUMNS,
  houseManagerCardRead,
  readHouseManager,
  readHouseManagerCards,
  readHouseManagerList,
  type HouseManagerCardRead,
  type HouseManagerCardRow,
  type HouseManagerFilter,
  type HouseManagerItem,
  type HouseManagerRead,
  type HouseManagerWants,
} from "./house-manager-reads.js";

export type { ProfileRole } from "../../../../shared/profiles/rules.js";
import type { ProfileRole } from "../../../../shared/profiles/rules.js";
export type ProfileRow = HouseManagerProfile | EmployerProfile;
export type Owner = Pick<User, "id" | "username" | "firstName" | "lastName" | "userType">;
export type WithOwner<T> = T & { owner: Owner };

export const PROFILE_NOT_FOUND = "Profile not found";

/** The profile side of a user type: schools hire like employers and have employer profiles. */
export function roleOfUserType(userType: User["userType"]): ProfileRole {
  return userType === "house_manager" ? "house_manager" : "employer";
}

/** Raw filter values: strings from a REST query, numbers from GraphQL. */
export interface HouseManagerFilterInput {
  location?: unknown;
  rating?: unknown;
  experience?: unknown;
  /** A list, or one comma-separated text (REST). */
  skills?: unknown;
  languages?: unknown;
  availability?: unknown;
  maxSalary?: unknown;
  /** A town or an area the gazetteer knows (shared/kenya/places.ts). */
  near?: unknown;
  radiusKm?: unknown;
  /** Only verified house managers: `true` (GraphQL) or "true" (REST). */
  verified?: unknown;
}


/** Accounts whose profiles the public may see: not suspended, not closed (docs/decisions/0011-privacy-rights-and-moderation.md). */
export const LISTED_OWNER: Prisma.UserWhereInput = { suspendedAt: null, closedAt: null };

/**
 * The users no public list shows (LISTED_OWNER, and operators, who have no marketplace profile), as an SQL list of ids:
 * few, read through their partial index (prisma/migrations/20261124110000_matching_at_scale) instead of joining every user.
 */
export const UNLISTED_USERS = sql`SELECT u.id FROM "User" u WHERE u."suspendedAt" IS NOT NULL OR u."closedAt" IS NOT NULL OR u."userType" = 'operator'`;

/** LISTED_OWNER for an owner already read. */
export function isListed(owner: Pick<User, "suspendedAt" | "closedAt">): boolean {
  return owner.suspendedAt === null && owner.closedAt === null;
}


/** The "max salary" filter's bound: salaries are Decimal(12, 2). */
const MAX_SALARY = PROFILE_FIELD.salary.max;

function has(input: Readonly<Record<string, unknown>>, field: string): boolean {
  return Object.prototype.hasOwnProperty.call(input, field) && input[field] !== undefined;
}

/** A number from a REST query string or a GraphQL argument; undefined when absent or blank. */
function numberOrUndefined(check: Checker, field: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
  const number = typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    check.add(field, "A valid number is required.");
    return undefined;
  }
  if (number < min || number > max) {
    check.add(field, `Ensure this value is between ${min} and ${max}.`);
    return undefined;
  }
  return number;
}

/** `%` and `_` typed by a user are literal characters, not wildcards (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Words of a search query that count; more are ignored. */
const MAX_SEARCH_WORDS = 8;
/** Words at least this long also match near spellings. */
const MIN_FUZZY_WORD = 4;
/**
 * Words up to this long find their near spellings in the dictionary of search terms, which holds every run of words
 * with up to 16 distinct trigrams (prisma/migrations/20261124231000_search_terms): a run near a word has at most twice
 * the word's trigrams, and a word of n characters has at most n + 1. Longer words are checked against the whole text
 * of every profile the trigram index brings up.
 */
const MAX_DICTIONARY_WORD = 7;

/** How a word of the query matches: exactly only ("="), or also by near spellings through the dictionary ("≈") or the whole texts ("~"). */
function matchKind(word: string): "=" | "≈" | "~" {
  if (word.length < MIN_FUZZY_WORD) return "=";
  return word.length <= MAX_DICTIONARY_WORD ? "≈" : "~";
}

/** Stand-ins for a search's values while its statement is compiled (searchStatement): each word and its LIKE pattern, the page. */
const WORD_SLOTS = Array.from({ length: MAX_SEARCH_WORDS }, (_, index) => ({
  word: Symbol(`word ${index}`),
  pattern: Symbol(`pattern ${index}`),
  // The word's near terms and slips when the statement is given them (near-terms.ts).
  nearTerms: Symbol(`near terms ${index}`),
  slips: Symbol(`slips ${index}`),
}));
const LIMIT_SLOT = Symbol("limit");
const OFFSET_SLOT = Symbol("offset");
/** Where the page ends: its offset and limit together. */
const END_SLOT = Symbol("end");
type WordSlots = (typeof WORD_SLOTS)[number];

/** The rows a page reads up to: its offset, its size and one more (whether more follow). */
function pageEnd(page: PageRequest): number {
  return page.offset + page.first + 1;
}

/**
 * The values a search's stand-ins stand for, as a function of a stand-in: each word's text and LIKE pattern worked out
 * once, however many times the statement names them (46 parameters for a three-word REST search).
 */
function searchValues(words: readonly string[], page: PageRequest, terms?: readonly WordTerms[]): (slot: unknown) => unknown {
  const values = new Map<unknown, unknown>([
    [LIMIT_SLOT, page.first + 1],
    [OFFSET_SLOT, page.offset],
    [END_SLOT, pageEnd(page)],
  ]);
  words.forEach((word, index) => {
    values.set(WORD_SLOTS[index]!.word, word);
    values.set(WORD_SLOTS[index]!.pattern, likePattern(word));
    if (terms) {
      values.set(WORD_SLOTS[index]!.nearTerms, terms[index]!.patterns);
      values.set(WORD_SLOTS[index]!.slips, terms[index]!.slips);
    }
  });
  return (slot) => (values.has(slot) ? values.get(slot) : slot);
}

/** A word of a search as its statement uses it: its text, its stand-ins (WORD_SLOTS), and where it reads its near terms. */
interface StatementWord {
  word: string;
  slots: WordSlots;
  /** The LIKE patterns of the dictionary's terms near the word (nearSpelling). */
  nearPatterns: RawBuilder<unknown>;
  /** The LIKE patterns of the dictionary's single words one slip from the word, when no term holds it (nearSpelling). */
  slipPatterns: RawBuilder<unknown>;
  /** The word's stems where no index reads them (exactMatch, `indexed` false): see statementWords. */
  stemsOnce: RawBuilder<unknown>;
  /** Whether the statement is prepared and its plan kept (searchStatement): only its first word's test is indexed (searchMatches). */
  kept: boolean;
}

/** The stems of a word, as the search vectors hold them (prisma/migrations/20261124181000_search_vector). */
function stemsOf(word: WordSlots["word"]) {
  return sql`plainto_tsquery('english', ${word})`;
}

/**
 * The words of a statement with where it reads their near terms and slips: the CTEs of wordTerms, which hold them once
 * for the statement (both sides of the REST search).
 *
 * Not taken: the stems (plainto_tsquery of a parameter, worked out again for every row a generic plan tests) as an
 * InitPlan too. It saved 0.3 ms of a three-word search, but the planner then priced testing a row so low that it read
 * all 1,500 employers at scale 100 instead of their indexes, for one- and two-word searches ('Wanjku' 0.5 -> 1.2 ms).
 */
function statementWords(words: readonly string[], prepared = false, termsGiven = false): StatementWord[] {
  return words.map((word, index) => {
    const slots = WORD_SLOTS[index]!;
    // Given as values (near-terms.ts), or worked out once a statement in the CTEs of wordTerms. Given ones are read
    // through a subquery all the same (an InitPlan), so that no plan is made for their values: seen in a custom plan,
    // they priced it below the kept one, and PostgreSQL planned 'Wanjku' afresh every time (4.3 against 1.1 ms of CPU).
    const nearPatterns = termsGiven ? sql`(SELECT ${slots.nearTerms}::text[])` : sql`(SELECT patterns FROM ${sql.raw(`near_${index}`)})`;
    const slipPatterns = termsGiven ? sql`(SELECT ${slots.slips}::text[])` : sql`(SELECT slips FROM ${sql.raw(`near_${index}`)})`;
    // A kept (generic) plan cannot fold plainto_tsquery of a parameter into a constant, so it parsed and stemmed the
    // word again for every row it tested: 2.6 µs a row, against 0.6 µs for testing the stems worked out once, as an
    // InitPlan (bench/results.md, "Search at scale, eleventh round"). Where an index reads the stems they stay as
    // they are (exactMatch), for the planner to estimate how many rows they find.
    const stemsOnce = prepared ? sql`(SELECT ${stemsOf(slots.word)})` : stemsOf(slots.word);
    return { word, slots, nearPatterns, slipPatterns, stemsOnce, kept: prepared };
  });
}

/**
 * The words' near terms and slips, as CTEs: each is worked out once a statement, when a side first needs it (a word
 * every candidate matches exactly never does), and both sides of the REST search share them. Slips are looked for
 * only for a word with no near term (the slips of "Wanjku" would only find the Wanjikus its near terms find, and cost
 * about 80 µs a search); words too long for the dictionary's near terms have slips only. OFFSET 0 keeps the near
 * terms a subquery of their own: pulled up, their call was written into both columns and made twice.
 */
function wordTerms(words: readonly StatementWord[], termsGiven = false) {
  const fuzzy = words.filter(({ word }) => matchKind(word) !== "=");
  if (fuzzy.length === 0 || termsGiven) return sql``;
  return sql`WITH ${sql.join(
    fuzzy.map(({ word, slots }) => {
      const name = sql.raw(`near_${WORD_SLOTS.indexOf(slots)}`);
      return matchKind(word) === "≈"
        ? sql`${name} AS MATERIALIZED (SELECT near.patterns, CASE WHEN cardinality(near.patterns) = 0 THEN maidmatch_slip_terms(${slots.word}) ELSE '{}' END AS slips FROM (SELECT maidmatch_near_terms(${slots.word}) AS patterns OFFSET 0) AS near)`
        : sql`${name} AS MATERIALIZED (SELECT NULL::text[] AS patterns, maidmatch_slip_terms(${slots.word}) AS slips)`;
    }),
  )} `;
}

/**
 * The profiles matching every word (ProfileService.searchRows), with the suspended and closed accounts, and operators,
 * left out (LISTED_OWNER). Whether a word also matches near spellings is part of the statement's shape, its text a value.
 */
function searchMatches(role: ProfileRole, words: readonly StatementWord[]) {
  const table = sql.raw(role === "house_manager" ? `"HouseManagerProfile"` : `"EmployerProfile"`);
  // A kept plan starts from the first word's index (the rarest: rarestFirst) and tests the others on the rows it
  // finds, written so that no index can answer them: stems worked out once (an InitPlan) in an indexable test let the
  // planner, which cannot tell how many rows they find, start from a common word's index instead ('Kikuyu cook
  // Nairobi' read the 1,486 cooks rather than the 404 Kikuyu speakers).
  const where = sql.join(words.map((word, index) => sql`(${exactMatch(word, index === 0 || !word.kept)}${nearSpelling(word)})`), sql` AND `);
  return sql`FROM ${table} p WHERE ${where} AND p."userId" NOT IN (${UNLISTED_USERS})`;
}

/**
 * A word found by a near spelling ("Wanjku" finds Wanjiku): pg_trgm's strict word similarity with a run of whole words
 * of the text, at least 0.5. Written as the index condition (%>>, the commuted <<%), so the planner sees the index
 * checks it and does not test it again. Through the dictionary, only the profiles holding a term near the word are
 * checked (1 instead of 118 for "Wanjku" at 4,200 house managers); its patterns are worked out once a statement
 * (a CTE, wordTerms and statementWords: the cast keeps ANY from reading the subquery as a set of rows), and a word
 * near no term finds none. The check against the whole text stays, so the matches are the same.
 */
function nearSpelling({ word, slots, nearPatterns, slipPatterns }: StatementWord) {
  const kind = matchKind(word);
  if (kind === "=") return sql``;
  // A slip of the thumb ("Brien", "Wnajiku"): the words one slip from a word no profile holds, which strict word
  // similarity misses in a short word (prisma/migrations/20261128130000_one_slip_terms). Their patterns are empty for
  // nearly every search, which the index answers at once.
  const slips = sql` OR p."searchText" LIKE ANY (${slipPatterns}::text[])`;
  if (kind === "~") return sql` OR p."searchText" %>> ${slots.word}${slips}`;
  return sql` OR (p."searchText" LIKE ANY (${nearPatterns}::text[]) AND p."searchText" %>> ${slots.word})${slips}`;
}

/**
 * A word found as a substring ("wanj") or a stem ("cook" finds Cooking): the stems of the search text are stored beside
 * it (searchVector, prisma/migrations/20261124181000_search_vector), as to_tsvector('english', "searchText") makes them.
 * `indexed`: written as the indexes answer it (LIKE, @@); else as the same test no index can answer (strpos for LIKE's
 * substring, ts_match_vq for @@, with the stems worked out once: statementWords), for the rows a plan already has (a
 * kept plan's other words, the relevance) or must walk in the public order (searchPage).
 */
function exactMatch({ slots, stemsOnce }: StatementWord, indexed: boolean) {
  if (indexed) return sql`(p."searchText" LIKE ${slots.pattern} OR p."searchVector" @@ ${stemsOf(slots.word)})`;
  return sql`(strpos(p."searchText", ${slots.word}) > 0 OR ts_match_vq(p."searchVector", ${stemsOnce}))`;
}

/** Searches of up to this many words run as prepared statements (lib/reads.ts): their shapes are few (2 + 4 + 8 a side). */
const MAX_PREPARED_SEARCH_WORDS = 3;
/**
 * ...and only when every word is at least this long: pg_trgm finds no trigram in a shorter one, so a plan kept for
 * longer words would read the whole trigram index for it (10 against 7 ms of PostgreSQL CPU for "a" at 4,200 profiles),
 * where a plan of its own reads the table.
 */
const MIN_PREPARED_WORD = 3;
const searchStatements = new Map<string, { sql: string; parameters: readonly unknown[] }>();

/**
 * What a search reads of the page it chose: whole profiles and owners as JSON, or (house managers) a card's columns
 * and its owner's names as plain columns (house-manager-reads.ts, HOUSE_MANAGER_CARD_COLUMNS), a tenth of the bytes
 * to build and parse.
 */
type SearchRead = "whole" | "card";

/**
 * The REST search (ProfileService.search) reads both sides as list items: only the columns its answer shows
 * (HouseManagerItem, EmployerItem), each item as one JSON array in the order houseManagerItemRead and employerItemRead
 * read it. The house managers' side was 34 KB of JSON with its columns' names for the 78 matches of "Kikuyu cook
 * Nairobi" at scale 100, and is 11 KB so; the employers' whole rows and owners were 1.7 of the 8 ms PostgreSQL spent on
 * "Nairobi". A plain array has no total, so none is counted: the page is then the top of the matches, which
 * PostgreSQL keeps as it goes (a bounded sort) instead of sorting them all (2,311 for "Nairobi").
 */
type SearchItems = "items";

/**
 * The columns of a REST search's items (searchColumns, "items") that are the profile's, with those its checks read
 * (APPROVED_CHECKS_JSON): its page carries them from the rows it chose, where it read each row again by its key (about
 * a tenth of PostgreSQL's time for 'Nairobi' at scale 100, bench/results.md, "Notes, sixteenth round"). A page that
 * counts its matches (GraphQL's) sorts them all, and reads again only the rows it keeps.
 */
const ITEM_PROFILE_COLUMNS = {
  house_manager: sql`p.id, p."userId", p.image, p.location, p.rating, p.experience, p.availability, p."identityApproved", p."goodConductIssuedOn"`,
  employer: sql`p.id, p."userId", p.image, p.location, p.rating, p.bio, p.hobbies, p.tribe, p.description, p."houseType", p."numberRooms", p."numberPeople", p."numberChildren", p."contractDuration", p.city, p.address`,
} as const;

/** The select list of a search's page for its side and what it reads. */
function searchColumns(role: ProfileRole, read: SearchRead | SearchItems) {
  const checks = role === "house_manager" ? APPROVED_CHECKS_JSON : sql`'[]'::json`;
  if (read === "items") {
    // In SearchItemHit's and EmployerItemHit's order.
    return role === "house_manager"
      ? sql`json_build_array(p.id, p."userId", p.image, p.location, p.rating, p.experience, p.availability, u.username, u."firstName", u."lastName", ${checks}) AS item`
      : sql`json_build_array(p.id, p."userId", p.image, p.location, p.rating, u."firstName", u."lastName", p.bio, p.hobbies, p.tribe, p.description, p."houseType", p."numberRooms", p."numberPeople", p."numberChildren", p."contractDuration", p.city, p.address) AS item`;
  }
  if (read === "card") {
    const card = sql.join(HOUSE_MANAGER_CARD_COLUMNS.map((column) => sql.ref(`p.${column}`)));
    return sql`${card}, u.username AS "ownerUsername", u."firstName" AS "ownerFirstName", u."lastName" AS "ownerLastName", u."userType" AS "ownerUserType", ${checks} AS checks`;
  }
  // The owner comes without her password hash, which a search has no use for.
  return sql`to_json(p) AS profile, to_jsonb(u) - 'passwordHash' AS owner, ${checks} AS checks`;
}

/**
 * One side's page of matches with what it reads (searchColumns), each row with its place in the search's order
 * ("place") and how many match in all ("total": the window count rides on the page's rows and saves a query, except
 * for a page past the end or of size 0).
 */
function searchPage(role: ProfileRole, read: SearchRead | SearchItems, slotted: readonly StatementWord[], rarest = 0, walk = false) {
  // A word's closeness: 1 for an exact match, else its near spelling's strict word similarity (searchMatches matches
  // near spellings only for words long enough to have one: "ab" would be near everything).
  const relevance = sql.join(slotted.map((word) => sql`(CASE WHEN ${exactMatch(word, false)} THEN 1 ELSE strict_word_similarity(${word.slots.word}, p."searchText") END)`), sql` + `);
  const table = sql.raw(role === "house_manager" ? `"HouseManagerProfile"` : `"EmployerProfile"`);
  const order = sql.raw(role === "house_manager" ? "p.rating DESC, p.experience DESC, p.id ASC" : "p.rating DESC, p.id ASC");
  const counted = read !== "items";
  // What the chosen rows bring: the items' columns (ITEM_PROFILE_COLUMNS), else their ids, to be read again whole or as cards.
  const picked = read === "items" ? ITEM_PROFILE_COLUMNS[role] : sql`p.id`;
  const rarestFirstWords = rarestFirst(slotted, rarest);
  const matches = searchMatches(role, rarestFirstWords);
  const hits = walk
    ? // The profiles matching every word exactly come first (their relevance is the most there is, one a word), best
      // rated first: walked in the order of the rating index and only until the page's end. The others, matching some
      // word by a near spelling only, follow in the usual order, and are looked for only if the exact ones end before
      // the page does. A total is counted on its own, over the indexes.
      sql`SELECT walked.*${counted ? sql`, (SELECT (COUNT(*))::int ${matches}) AS total` : sql``} FROM (
        (SELECT page.*, row_number() OVER () AS place FROM (
          SELECT ${picked} FROM ${table} p WHERE ${sql.join(rarestFirstWords.map((word) => exactMatch(word, false)), sql` AND `)} AND p."userId" NOT IN (${UNLISTED_USERS}) ORDER BY ${order} LIMIT ${END_SLOT}
        ) AS page)
        UNION ALL
        (SELECT page.*, ${END_SLOT} + row_number() OVER () AS place FROM (
          SELECT ${picked} ${matches} AND NOT (${sql.join(slotted.map((word) => exactMatch(word, false)), sql` AND `)}) ORDER BY (${relevance}) DESC, ${order} LIMIT ${END_SLOT}
        ) AS page)
      ) AS walked LIMIT ${LIMIT_SLOT} OFFSET ${OFFSET_SLOT}`
    : sql`SELECT page.*, row_number() OVER () AS place FROM (
        SELECT ${picked}${counted ? sql`, (COUNT(*) OVER ())::int AS total` : sql``} ${matches} ORDER BY (${relevance}) DESC, ${order} LIMIT ${LIMIT_SLOT} OFFSET ${OFFSET_SLOT}
      ) AS page`;
  if (read === "items") return sql`SELECT ${searchColumns(role, read)}, p.place FROM (${hits}) AS p JOIN "User" u ON u.id = p."userId"`;
  return sql`SELECT ${searchColumns(role, read)}, ${counted ? sql`hits.total, ` : sql``}hits.place FROM (${hits}) AS hits JOIN ${table} p ON p.id = hits.id JOIN "User" u ON u.id = p."userId"`;
}

/**
 * The words with the one at `rarest` moved first, the others in their order. Only the conditions are tested in this
 * order: a word's place in the relevance (searchPage) stays its place in the query, as its sum is rounded in that order.
 */
function rarestFirst<T>(words: readonly T[], rarest: number): readonly T[] {
  return rarest === 0 ? words : [words[rarest]!, ...words.filter((_, index) => index !== rarest)];
}

/**
 * The search's statement for a shape of query (one side and what it reads, or both sides as the REST search reads
 * them; which words are long enough for near spellings; and, prepared, which word its conditions test first),
 * compiled once with stand-ins for its values (searchValues fills them in). Planning it was about half of a three-word
 * search's time inside PostgreSQL (bench/results.md, "Matching at scale"); prepared, a connection plans it a few times
 * and then keeps a plan that still reads the indexes, starting from the first word's: the rarest, as far as
 * PostgreSQL's statistics tell (word-rarity.ts). For the REST search's page of `limit` a side, the statistics also
 * tell, side by side, whether its words are common enough to walk the profiles best rated first (searchPage, `walk`).
 * A statement planned afresh is planned for its words' values.
 */
function searchStatement(
  sides: SearchRead | "both",
  role: ProfileRole,
  words: readonly string[],
  reads: Reads,
  page: PageRequest,
  terms: WordTermsSource = "worked out",
): { sql: string; parameters: readonly unknown[] } {
  const prepared = words.length <= MAX_PREPARED_SEARCH_WORDS && words.every((word) => word.length >= MIN_PREPARED_WORD);
  const rarest = prepared && words.length > 1 ? rarestWord(reads, words) : 0;
  const walks = (side: ProfileRole) => prepared && (sides === "both" || side === role) && orderedWalkPays(reads, side === "house_manager" ? "HouseManagerProfile" : "EmployerProfile", words, pageEnd(page));
  const walkHouseManagers = walks("house_manager");
  const walkEmployers = walks("employer");
  const key = `${sides === "both" ? `both, terms ${terms}` : `${role} ${sides}`} ${prepared ? "prepared" : "planned"} ${words.map(matchKind).join("")} ${rarest} walk ${Number(walkHouseManagers)}${Number(walkEmployers)}`;
  let statement = searchStatements.get(key);
  if (statement) return statement;
  const termsGiven = sides === "both" && terms === "given";
  const slotted = statementWords(words, prepared, termsGiven);
  // The REST search reads the dictionary's version, and, working the words' near terms and slips out, returns them to
  // be kept with it (near-terms.ts).
  const fuzzy = slotted.filter(({ word }) => matchKind(word) !== "=");
  const keptTerms =
    sides !== "both"
      ? sql``
      : termsGiven || fuzzy.length === 0
        ? sql`, ${SEARCH_TERMS_VERSION} AS "termsVersion"`
        : sql`, ${SEARCH_TERMS_VERSION} AS "termsVersion", json_build_array(${sql.join(fuzzy.map(({ nearPatterns, slipPatterns }) => sql`json_build_array(${nearPatterns}, ${slipPatterns})`))}) AS terms`;
  // Both sides in one statement, each as one JSON array in the search's order: one round trip instead of two.
  const side = (page: ReturnType<typeof searchPage>, row = sql`found`) => sql`(SELECT coalesce(json_agg(${row} ORDER BY found.place), '[]') FROM (${page}) AS found)`;
  const select =
    sides === "both"
      ? sql`${wordTerms(slotted, termsGiven)}SELECT ${side(searchPage("house_manager", "items", slotted, rarest, walkHouseManagers), sql`found.item`)} AS "houseManagers", ${side(searchPage("employer", "items", slotted, rarest, walkEmployers), sql`found.item`)} AS employers${keptTerms}`
      : sql`${wordTerms(slotted)}SELECT * FROM (${searchPage(role, sides, slotted, rarest, role === "house_manager" ? walkHouseManagers : walkEmployers)}) AS found ORDER BY found.place`;
  // A statement planned afresh each time has its own text, so it never runs under a prepared one's name.
  const compiled = sql`${sql.raw(prepared ? "" : "/* planned afresh */")}
    ${select}`.compile(reads);
  statement = { sql: compiled.sql, parameters: compiled.parameters };
  if (prepared) prepareStatement(statement.sql);
  searchStatements.set(key, statement);
  return statement;
}

/** The terms of a word that matches only exactly: it has none, and the statement does not read them. */
const NO_TERMS: WordTerms = { patterns: null, slips: [] };

/** Whether a REST search's statement is given its words' near terms and slips (near-terms.ts) or works them out. */
type WordTermsSource = "given" | "worked out";

/** The words of a search text that count, each once, lower-cased as the search text is, by PostgreSQL's lower() (matching/score.ts, lowerCase). */
function searchWords(text: string): string[] {
  return [...new Set(lowerCase(text).split(" ").filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** A profile row as to_json writes it: decimals as numbers, timestamps as text with their offset. */
export type ProfileJson = Record<string, unknown> & { rating: number | string; salary?: number | string | null; createdAt: string; updatedAt: string };

/**
 * A house manager profile `p`'s approved checks, which make her badge (badges.ts, APPROVED_CHECKS), as one SQL
 * expression: a JSON array of CheckJson (checkFromJson reads them). Looked up only for a profile whose row says she has
 * any (hasApprovedChecksSql): at scale 100, with checks in the demo's shares, about two in three have none.
 */
export const APPROVED_CHECKS_JSON = sql<CheckJson[]>`CASE WHEN ${hasApprovedChecksSql("p")} THEN (SELECT coalesce(json_agg(json_build_object('id', v.id, 'kind', v.kind, 'reviewedAt', v."reviewedAt", 'issuedOn', v."issuedOn", 'submittedAt', v."submittedAt")), '[]')
  FROM "Verification" v WHERE v."houseManagerId" = p.id AND v.status = 'approved') ELSE '[]'::json END`;

/** An approved check read as JSON (dates as YYYY-MM-DD, read as UTC midnight as Prisma reads them). */
export interface CheckJson {
  id: number;
  kind: Verification["kind"];
  reviewedAt: string | null;
  issuedOn: string | null;
  submittedAt: string;
}

/** One match of the search: the profile, its owner and (house managers) the approved checks, as JSON. */
interface SearchHit {
  profile: ProfileJson;
  owner: Record<string, unknown> & { createdAt: string; suspendedAt: string | null; closedAt: string | null };
  checks: CheckJson[];
}

/** One match of the search read as a card (searchColumns): the card's columns, its owner's names, the approved checks. */
type SearchCardHit = HouseManagerCardRow;

/** One house manager of the REST search as a list item: searchColumns's array for "items", in its order. */
type SearchItemHit = [
  id: number,
  userId: number,
  image: string | null,
  location: string,
  rating: number,
  experience: number,
  availability: string,
  username: string,
  firstName: string,
  lastName: string,
  checks: CheckJson[],
];

/** A house manager the REST search found, as its list item shows her (rest/profiles.ts, houseManagerListItem). */
export interface HouseManagerItemRead {
  profile: HouseManagerItem;
  owner: Pick<Owner, "username" | "firstName" | "lastName">;
  badge: Badge;
}

function houseManagerItemRead([id, userId, image, location, rating, experience, availability, username, firstName, lastName, checks]: SearchItemHit): HouseManagerItemRead {
  return {
    profile: { id, userId, image, location, rating, experience, availability },
    owner: { username, firstName, lastName },
    badge: badgeOf(checks.map(checkFromJson)),
  };
}

/** The columns of an employer the REST search shows (rest/profiles.ts, employerDetail); the rating read from JSON. */
export type EmployerItem = Pick<
  EmployerProfile,
  "id" | "userId" | "image" | "location" | "bio" | "hobbies" | "tribe" | "description" | "houseType" | "numberRooms" | "numberPeople" | "numberChildren" | "contractDuration" | "city" | "address"
> & { rating: EmployerProfile["rating"] | number };

/** An employer or school the REST search found, with the owner's names (rest/profiles.ts, employerDetail). */
export interface EmployerItemRead {
  profile: EmployerItem;
  owner: Pick<Owner, "firstName" | "lastName">;
}

/** One employer of the REST search: searchColumns's array for "items", in its order. */
type EmployerItemHit = [
  id: number,
  userId: number,
  image: string | null,
  location: string,
  rating: number,
  firstName: string,
  lastName: string,
  bio: string,
  hobbies: string,
  tribe: string,
  description: string,
  houseType: string,
  numberRooms: number | null,
  numberPeople: number | null,
  numberChildren: number | null,
  contractDuration: string,
  city: string,
  address: string,
];

function employerItemRead(hit: EmployerItemHit): EmployerItemRead {
  const [id, userId, image, location, rating, firstName, lastName, bio, hobbies, tribe, description, houseType, numberRooms, numberPeople, numberChildren, contractDuration, city, address] = hit;
  return {
    profile: { id, userId, image, location, rating, bio, hobbies, tribe, description, houseType, numberRooms, numberPeople, numberChildren, contractDuration, city, address },
    owner: { firstName, lastName },
  };
}

function employerFromHit(hit: SearchHit): WithOwner<EmployerProfile> {
  return { ...profileFromJson<EmployerProfile>(hit.profile), owner: ownerFromJson(hit.owner) };
}

export function checkFromJson(check: CheckJson): Pick<Verification, "id" | "kind" | "reviewedAt" | "issuedOn" | "submittedAt"> {
  const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));
  return { id: check.id, kind: check.kind, reviewedAt: dateOrNull(check.reviewedAt), issuedOn: dateOrNull(check.issuedOn), submittedAt: new Date(check.submittedAt) };
}

function ownerFromJson(owner: SearchHit["owner"]): User {
  return { ...owner, createdAt: new Date(owner.createdAt), suspendedAt: owner.suspendedAt === null ? null : new Date(owner.suspendedAt), closedAt: owner.closedAt === null ? null : new Date(owner.closedAt) } as unknown as User;
}

/** A profile read as JSON (to_json) in the shape Prisma reads it: decimals as Decimal, timestamps as Date. */
export function profileFromJson<T extends HouseManagerProfile | EmployerProfile>(json: ProfileJson): T {
  // The stems kept for the search, what a house manager's match score reads in SQL and the facts of her checks are left
  // out, as Prisma leaves them out (a column of a type it does not know, columns it ignores).
  const { searchVector: _searchVector, availabilityLower: _availabilityLower, skillMask: _skillMask, languageMask: _languageMask, salaryAsked: _salaryAsked, ratingCounted: _ratingCounted, identityApproved: _identityApproved, goodConductIssuedOn: _goodConductIssuedOn, ...row } = json;
  const salary = "salary" in row ? { salary: row.salary === null || row.salary === undefined ? null : new Prisma.Decimal(row.salary) } : {};
  return { ...row, rating: new Prisma.Decimal(row.rating), ...salary, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) } as unknown as T;
}

export class ProfileService {
  /** Search pages kept with the version of what they answer from (search-cache.ts). */
  private readonly searchCache: SearchCache;

  constructor(private readonly deps: ServiceDeps) {
    this.searchCache = new SearchCache(deps.reads);
  }

  private get prisma() {
    return this.deps.prisma;
  }

  /** Validates the Find House Girl filters: location matches location or city, rating and experience mean "at least". */
  parseFilter(input: HouseManagerFilterInput): HouseManagerFilter {
    const check = new Checker();
    const filter: HouseManagerFilter = {};
    if (input.location !== undefined && input.location !== null) {
      const location = check.string("location", input.location, { max: 120, required: false });
      if (location) filter.location = location;
    }
    filter.minRating = numberOrUndefined(check, "rating", input.rating, 0, 5);
    const experience = numberOrUndefined(check, "experience", input.experience, 0, 100);
    // Experience is stored in whole years: "at least 2.5" means 3 or more.
    if (experience !== undefined) filter.minExperience = Math.ceil(experience);
    for (const field of ["skills", "languages"] as const) {
      const raw = input[field];
      if (raw === undefined || raw === null) continue;
      const items = typeof raw === "string" ? raw.split(",") : Array.isArray(raw) && raw.every((item) => typeof item === "string") ? (raw as string[]) : null;
      if (!items) check.add(field, "A comma-separated list is required.");
      else if (items.some((item) => item.length > 60) || items.length > 15) check.add(field, "Give at most 15 items of at most 60 characters.");
      else {
        const list = items.map((item) => item.trim()).filter(Boolean);
        if (list.length) filter[field] = list;
      }
    }
    if (input.availability !== undefined && input.availability !== null) {
      const availability = check.string("availability", input.availability, { max: 60, required: false });
      if (availability) filter.availability = availability;
    }
    filter.maxSalary = numberOrUndefined(check, "max_salary", input.maxSalary, 0, MAX_SALARY);
    const radius = numberOrUndefined(check, "radius_km", input.radiusKm, 0, MAX_NEAR_RADIUS_KM);
    if (input.near !== undefined && input.near !== null) {
      const near = check.string("near", input.near, { max: 120, required: false });
      const place = near ? placeNamed(near) : undefined;
      if (near && !place) check.add("near", `We do not know where "${near}" is: give a town or an area, such as Kasarani or Nyali.`);
      if (place) filter.near = { lat: place.lat, lon: place.lon, km: radius ?? DEFAULT_NEAR_RADIUS_KM };
    }
    // A radius alone would be dropped without a word, and the list would not be the one asked for.
    if (radius !== undefined && !filter.near && !check.has("near")) check.add("radius_km", "A radius needs near: the town or area to measure it from, such as Kasarani.");
    if (input.verified === true || input.verified === "true") filter.verifiedOnly = true;
    else if (input.verified !== undefined && input.verified !== null && input.verified !== false && input.verified !== "" && input.verified !== "false") {
      check.add("verified", "Must be true or false.");
    }
    check.throwIfAny();
    return filter;
  }

  /**
   * A house manager's public page with what it selects, in one statement (house-manager-reads.ts); null for a missing
   * profile. Whether the page may be shown (a listed owner) and which fields the viewer may read stay with the callers' rules.
   */
  houseManagerPage(id: number, wants: HouseManagerWants): Promise<HouseManagerRead | null> {
    return readHouseManager(this.deps.reads, id, wants);
  }

  /** As requireProfile("house_manager", id), with what `wants` asks, in one statement: missing and unlisted are "Profile not found". */
  async requireHouseManagerRead(id: unknown, wants: HouseManagerWants): Promise<HouseManagerRead> {
    const profileId = parseId(id);
    const read = profileId === undefined ? null : await readHouseManager(this.deps.reads, profileId, wants);
    if (!read || !isListed(read.owner)) throw new NotFoundError(PROFILE_NOT_FOUND);
    return read;
  }

  /**
   * One page of listed house managers in the public order, optionally filtered, with what `wants` asks, in one
   * statement; the total only with `count` (else NaN: a list that shows no total does not pay for counting).
   */
  async listHouseManagerReads(input: HouseManagerFilterInput, page: PageRequest, wants: HouseManagerWants = {}, count = true): Promise<Page<HouseManagerRead>> {
    return readHouseManagerList(this.deps.reads, this.parseFilter(input), page, wants, { count });
  }

  /** As listHouseManagerReads, with each profile as a card (the columns a list row shows) and its owner's names. */
  async listHouseManagerCards(input: HouseManagerFilterInput, page: PageRequest, wants: HouseManagerWants = {}, count = true): Promise<Page<HouseManagerCardRead>> {
    return readHouseManagerCards(this.deps.reads, this.parseFilter(input), page, wants, { count });
  }

  /** One page of house managers in the public order, optionally filtered, with the total. */
  async listHouseManagers(input: HouseManagerFilterInput, page: PageRequest): Promise<Page<HouseManagerProfile>> {
    const found = await this.listHouseManagerReads(input, page);
    return { ...found, rows: found.rows.map((read) => read.profile) };
  }

  /** The search text, trimmed with inner runs of spaces collapsed; over 100 characters is refused. */
  searchText(query: unknown): string {
    const check = new Checker();
    const text = typeof query === "string" ? query.trim().replace(/\s+/g, " ") : "";
    if (text.length > 100) check.add("query", "Ensure this field has no more than 100 characters.");
    check.throwIfAny();
    return text;
  }

  /**
   * Text search over both sides: full name (so first and last name too), location and city; a blank query finds
   * nothing. One page a side (`side`: the same size and offset for both), best first, as list items (SearchItems):
   * the house managers with their owners' names and badges, the employers with their owners' names, both sides from
   * one statement.
   */
  async search(query: unknown, side: PageRequest, fresh = false): Promise<{ houseManagers: HouseManagerItemRead[]; employers: EmployerItemRead[] }> {
    const words = searchWords(this.searchText(query));
    if (words.length === 0 || side.first <= 0) return { houseManagers: [], employers: [] };
    return this.searchCache.page(JSON.stringify(["both", words, side.first, side.offset]), () => this.findBoth(words, side), this.searchCache.ask(fresh));
  }

  /**
   * How one request asks for search pages (search-cache.ts): found anew when `fresh`, else kept ones at the version it
   * reads once, for all its pages (GraphQL's SearchResult pages each side on its own).
   */
  searchAsk(fresh: boolean): SearchAsk {
    return this.searchCache.ask(fresh);
  }

  /** The REST search's page of both sides (search), found now. */
  private async findBoth(words: string[], side: PageRequest): Promise<{ houseManagers: HouseManagerItemRead[]; employers: EmployerItemRead[] }> {
    // The statement's limit is one more than its page (searchValues: whether more follow), which a plain array has no
    // use for: its page is one shorter, so exactly `side.first` rows a side are read.
    const page = { first: side.first - 1, offset: side.offset };
    type Both = { houseManagers: SearchItemHit[]; employers: EmployerItemHit[]; termsVersion: string; terms?: Array<[string[] | null, string[]]> };
    const run = async (terms?: readonly WordTerms[]) => {
      const statement = searchStatement("both", "house_manager", words, this.deps.reads, page, terms ? "given" : "worked out");
      const values = searchValues(words, page, terms);
      const { rows } = await this.deps.reads.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters.map(values)) as CompiledQuery<Both>);
      return rows[0]!;
    };
    // With the words' near terms and slips known at the dictionary's version (near-terms.ts), the statement is given
    // them, and its answer stands if the dictionary has not moved since; else it works them out, to be kept.
    const fuzzy = words.filter((word) => matchKind(word) !== "=");
    const known = fuzzy.length ? knownWordTerms(this.deps.reads, fuzzy) : undefined;
    let found = known ? await run(words.map((word) => (matchKind(word) === "=" ? NO_TERMS : known.terms[fuzzy.indexOf(word)]!))) : undefined;
    if (!found || (known && found.termsVersion !== known.version)) {
      found = await run();
      if (found.terms) keepWordTerms(this.deps.reads, found.termsVersion, fuzzy.map((word, index) => [word, { patterns: found!.terms![index]![0], slips: found!.terms![index]![1] }] as const));
    }
    return { houseManagers: found.houseManagers.map(houseManagerItemRead), employers: found.employers.map(employerItemRead) };
  }

  /**
   * One page of the house managers whose search text matches (searchRows), with their owners' names and badges: whole
   * profiles, or as cards (HOUSE_MANAGER_CARD_COLUMNS, `read` "card") for a list that shows no more.
   */
  async searchHouseManagers(query: unknown, page: PageRequest, read?: "whole", ask?: SearchAsk): Promise<Page<HouseManagerRead<HouseManagerProfile, Owner>>>;
  async searchHouseManagers(query: unknown, page: PageRequest, read: "card", ask?: SearchAsk): Promise<Page<HouseManagerCardRead>>;
  async searchHouseManagers(query: unknown, page: PageRequest, read: SearchRead = "whole", ask?: SearchAsk): Promise<Page<HouseManagerRead<HouseManagerProfile, Owner>> | Page<HouseManagerCardRead>> {
    if (read === "card") return this.searchRows("house_manager", "card", query, page, (hit: SearchCardHit) => houseManagerCardRead(hit, { badge: true }), ask);
    return this.searchRows("house_manager", "whole", query, page, (hit: SearchHit) => ({ profile: profileFromJson<HouseManagerProfile>(hit.profile), owner: ownerFromJson(hit.owner), badge: badgeOf(hit.checks.map(checkFromJson)) }), ask);
  }

  /** One page of the employers and schools whose search text matches (searchRows), with their owners. */
  async searchEmployers(query: unknown, page: PageRequest, ask?: SearchAsk): Promise<Page<WithOwner<EmployerProfile>>> {
    return this.searchRows("employer", "whole", query, page, employerFromHit, ask);
  }

  /**
   * One page of matches (with one extra telling that more follow), in order, and how many match in all, in one
   * statement (the page's profiles are read, whole or as cards, only once it is chosen). Every word of the query must
   * match the profile's search text (full name, area, town, and a house manager's skills and languages) in any order,
   * each in the most forgiving way that fits: a substring ("wanj"), a stem ("cook" finds Cooking) or a near spelling
   * ("Wanjku" finds Wanjiku: pg_trgm's strict word similarity, at least 0.5). The closest matches come first, then the
   * public order (rating, experience). The indexes are in prisma/migrations/20261124050000_forgiving_search.
   */
  private async searchRows<Hit, Row>(role: ProfileRole, read: SearchRead, query: unknown, page: PageRequest, rowOf: (hit: Hit) => Row, ask?: SearchAsk): Promise<Page<Row>> {
    const words = searchWords(this.searchText(query));
    if (words.length === 0) return { rows: [], totalCount: 0, ...page };
    // Kept as rows (search-cache.ts), each hit read once for as long as its page is kept: reading the hits of a kept
    // page again was a fifth of the server's CPU for a kept GraphQL page (bench/results.md, "Notes, seventeenth round").
    return this.searchCache.page(
      JSON.stringify([role, read, words, page.first, page.offset]),
      async () => {
        const found = await this.findRows<Hit>(role, read, words, page);
        return { ...found, rows: found.rows.map(rowOf) };
      },
      ask,
    );
  }

  /** One side's page of a search and its total (searchRows), found now. */
  private async findRows<Hit>(role: ProfileRole, read: SearchRead, words: string[], page: PageRequest): Promise<Page<Hit>> {
    const valueOf = searchValues(words, page);
    const statement = searchStatement(read, role, words, this.deps.reads, page);
    const { rows: hits } = await this.deps.reads.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters.map(valueOf)) as CompiledQuery<Hit & { total: number }>);
    if (hits.length > 0) return { rows: hits, totalCount: Number(hits[0]!.total), ...page };
    if (page.offset === 0 && page.first > 0) return { rows: [], totalCount: 0, ...page };
    const slotted = statementWords(words);
    const counting = sql<{ total: number }>`${wordTerms(slotted)}SELECT COUNT(*)::int AS total ${searchMatches(role, slotted)}`.compile(this.deps.reads);
    const { rows: counted } = await this.deps.reads.executeQuery(CompiledQuery.raw(counting.sql, counting.parameters.map(valueOf)) as CompiledQuery<{ total: number }>);
    return { rows: [], totalCount: Number(counted[0]?.total ?? 0), ...page };
  }

  /** A public profile by its role and id; malformed and unknown ids, and suspended or closed accounts, are all "Profile not found". */
  async requireProfile(role: "house_manager", id: unknown): Promise<HouseManagerProfile>;
  async requireProfile(role: "employer", id: unknown): Promise<EmployerProfile>;
  async requireProfile(role: ProfileRole, id: unknown): Promise<ProfileRow>;
  async requireProfile(role: ProfileRole, id: unknown): Promise<ProfileRow> {
    const profileId = parseId(id);
    const profile =
      profileId === undefined
        ? null
        : role === "house_manager"
          ? await this.prisma.houseManagerProfile.findFirst({ where: { id: profileId, user: LISTED_OWNER } })
          : await this.prisma.employerProfile.findFirst({ where: { id: profileId, user: LISTED_OWNER } });
    if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
    return profile;
  }

  /**
   * Whose street addresses the viewer may read among these owners (docs/decisions/0011-privacy-rights-and-moderation.md): their own, every one for an
   * operator, and the other party's of an Accepted contract. One query whatever the number of owners.
   */
  addressReaders(viewer: Viewer | undefined, ownerUserIds: readonly number[]): Promise<Set<number>> {
    return addressReaders(this.deps.reads, viewer, ownerUserIds);
  }

  /** Adds each profile's owner (names live on the user) with one query. */
  async withOwners<T extends { userId: number }>(rows: T[]): Promise<Array<WithOwner<T>>> {
    if (rows.length === 0) return [];
    const users = await this.prisma.user.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.userId))] } },
      select: { id: true, username: true, firstName: true, lastName: true, userType: true },
    });
    const byId = new Map(users.map((user) => [user.id, user]));
    return rows.map((row) => {
      const owner = byId.get(row.userId);
      if (!owner) throw new Error(`Profile of user ${row.userId} has no owner`);
      return { ...row, owner };
    });
  }

  /** The signed-in user with their profile. */
  async ownProfile(viewer: Viewer | undefined): Promise<{ user: User; role: ProfileRole; profile: ProfileRow }> {
    if (!viewer) throw new UnauthenticatedError();
    const user = await this.prisma.user.findUnique({ where: { id: viewer.userId } });
    if (!user) throw new UnauthenticatedError();
    const role = roleOfUserType(user.userType);
    const profile =
      role === "house_manager"
        ? await this.prisma.houseManagerProfile.findUnique({ where: { userId: user.id } })
        : await this.prisma.employerProfile.findUnique({ where: { userId: user.id } });
    if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
    return { user, role, profile };
  }

  /** docs/decisions/0002-ids-and-links.md: the owner's user id of a profile, so messages can be addressed to it. */
  async customUserId(role: ProfileRole, id: unknown): Promise<number> {
    return (await this.requireProfile(role, id)).userId;
  }

  /**
   * Edits the caller's own profile. Omitted fields stay; null clears optional numbers; fields of the other role are refused
   * by name so a client bug shows up instead of being ignored. Unknown keys (id, rating, ...) are ignored, DRF style.
   */
  async updateProfile(viewer: Viewer | undefined, input: ProfileEdit): Promise<ProfileRow> {
    const { user, role, profile } = await this.ownProfile(viewer);
    const check = new Checker();
    const userData: { firstName?: string; lastName?: string } = {};
    const data: Record<string, unknown> = {};
    // Each field's rule (shared/profiles/rules.ts); errors are keyed by the field's REST spelling in both APIs.
    for (const field of PROFILE_FIELDS) {
      if (!has(input, field.name)) continue;
      const value = input[field.name];
      const key = field.apiName;
      if (!fieldApplies(field, role)) {
        check.add(key, `This field does not apply to ${role === "house_manager" ? "a house manager" : "an employer"} profile.`);
      } else if (field.kind === "name") {
        userData[field.name as "firstName" | "lastName"] = check.string(key, value, { max: field.maxLength });
      } else if (field.kind === "text") {
        const text = value === null ? "" : check.string(key, value, { max: field.maxLength, required: false });
        data[field.name] = "canonical" in field && typeof text === "string" && text !== "" ? field.canonical(text) : text;
      } else if (value === null || value === "") {
        if (field.nullable) data[field.name] = null;
        else check.add(key, "This field may not be null.");
      } else if (field.kind === "integer") {
        const number = check.integer(key, value, { min: field.min, max: field.max });
        if (number !== undefined && !check.has(key)) data[field.name] = number;
      } else {
        const amount = numberOrUndefined(check, key, value, field.min, field.max);
        if (amount !== undefined) data[field.name] = amount.toFixed(2);
      }
    }
    check.throwIfAny();

    // The names live on the user, the rest on the profile: both change together or not at all.
    const userUpdate = Object.keys(userData).length ? this.prisma.user.update({ where: { id: user.id }, data: userData }) : undefined;
    if (role === "house_manager") {
      const write = this.prisma.houseManagerProfile.update({ where: { id: profile.id }, data: data as Prisma.HouseManagerProfileUpdateInput });
      return userUpdate ? (await this.prisma.$transaction([userUpdate, write]))[1] : write;
    }
    const write = this.prisma.employerProfile.update({ where: { id: profile.id }, data: data as Prisma.EmployerProfileUpdateInput });
    return userUpdate ? (await this.prisma.$transaction([userUpdate, write]))[1] : write;
  }

  /** Replaces the caller's photo: checked and resized first, old files removed only after the new paths are saved. */
  async uploadPhoto(viewer: Viewer | undefined, data: Buffer): Promise<ProfileRow> {
    const { role, profile } = await this.ownProfile(viewer);
    await this.deps.rateLimits.limitWrite("profilePhoto", { userId: profile.userId });
    const stored = await storeImage(this.deps.media, "profiles", data);
    let updated: ProfileRow;
    try {
      const photo = { image: stored.image, imageThumb: stored.thumb };
      updated =
        role === "house_manager"
          ? await this.prisma.houseManagerProfile.update({ where: { id: profile.id }, data: photo })
          : await this.prisma.employerProfile.update({ where: { id: profile.id }, data: photo });
    } catch (error) {
      await deleteImages(this.deps.media, [stored.image, stored.thumb]);
      throw error;
    }
    await deleteImages(this.deps.media, [profile.image, profile.imageThumb]);
    return updated;
  }
}
