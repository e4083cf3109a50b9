// House managers' public reads in one SQL statement each (docs/decisions/0013-set-based-reads.md): a profile's page,
// and a filtered page of the list with its total. Each returns the profiles with their owners and, as the caller
// selects, their approved checks, albums, public contract block and a page of reviews with their reviewers, built by
// correlated subqueries into JSON. The rows come back in the shapes the DataLoaders hold (Prisma's row types), so the
// GraphQL field resolvers and the rules they apply stay as they are: their loaders are primed with these rows.
import { CompiledQuery, sql, type InferResult, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { Prisma, type Album, type HouseManagerProfile, type Review, type User } from "../../generated/prisma/client.js";
import type { DB } from "../../generated/kysely/types.js";
import { prepareStatement, type Reads } from "../../lib/reads.js";
import { badgeOf, goodConductCutoff, verifiedNowSql, type Badge } from "../verifications/badges.js";
import { PUBLIC_SUMMARY_LIMIT, statusOf, type PublicContract } from "../contracts/service.js";
import { nairobiToday } from "../../../../shared/dates.js";
import { displayName } from "../../../../shared/names.js";
import { FORMER_MEMBER, type ReviewerInfo } from "../reviews/queries.js";
import type { Page, PageRequest } from "./connection.js";
import type { Owner } from "./service.js";
import { HOUSE_MANAGER_PLACES_VERSION, lastKnownPlaces, placesNear, refreshPlaces, type NearPoint, type Place } from "./near.js";

/** What a read includes beside the profiles and their owners. */
export interface HouseManagerWants {
  albums?: boolean;
  badge?: boolean;
  contracts?: boolean;
  /** The page of each profile's reviews, if any. */
  reviews?: PageRequest;
}

/**
 * The columns a list row (a card) shows: Find House Girl's and the home page's cards, and the REST list items
 * (rest/profiles.ts, houseManagerListItem). A whole row as JSON was about 2 KB a profile, most of a list's CPU to
 * parse (bench/results.md, "Against the floor"); a card is a tenth of that.
 */
export const HOUSE_MANAGER_CARD_COLUMNS = ["id", "userId", "image", "imageThumb", "location", "city", "rating", "reviewCount", "availability", "salary", "experience"] as const;
export type HouseManagerCard = Pick<HouseManagerProfile, (typeof HOUSE_MANAGER_CARD_COLUMNS)[number]>;
/**
 * The columns a REST list item shows (rest/profiles.ts, houseManagerListItem), fewer than a card's; the rating as read
 * from JSON (a number) or by Prisma (a decimal).
 */
export type HouseManagerItem = Pick<HouseManagerProfile, "id" | "userId" | "image" | "location" | "experience" | "availability"> & { rating: HouseManagerProfile["rating"] | number };

export interface HouseManagerRead<P extends HouseManagerCard = HouseManagerProfile, O extends Owner = User> {
  profile: P;
  owner: O;
  albums?: Album[];
  badge?: Badge;
  contracts?: PublicContract[];
  /** Up to first + 1 reviews, newest first, and who wrote them (null: a reviewer whose profile is gone). */
  reviews?: { page: PageRequest; rows: Review[]; reviewers: Map<number, ReviewerInfo | null> };
}

/** The Find House Girl filter as ProfileService.parseFilter validated it. */
export interface HouseManagerFilter {
  location?: string;
  minRating?: number;
  minExperience?: number;
  skills?: string[];
  languages?: string[];
  availability?: string;
  maxSalary?: number;
  /** The point and radius: the list keeps the towns and areas house managers wrote that the gazetteer places within it (near.ts). */
  near?: NearPoint;
  verifiedOnly?: boolean;
}

type Tables = DB & { hm: DB["HouseManagerProfile"]; u: DB["User"] };
type Scope = ExpressionBuilder<Tables, "hm" | "u">;

/** `%` and `_` typed by a user are literal characters, not wildcards (backslash is LIKE's default escape). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
const lower = (eb: Scope, column: "hm.availability") => eb.fn<string>("lower", [eb.ref(column)]);

/**
 * The filter's values as its conditions compare them (patterns, lower case, decimals as text): every one is a
 * parameter of the list's statement, so statements of the same shape differ only in these. The skills and the places
 * are one array parameter each, so a statement's shape does not depend on how many of them a filter names.
 */
interface FilterValues {
  location?: string;
  minRating?: string;
  minExperience?: number;
  availability?: string;
  maxSalary?: string;
  /** The skills as one list (ILIKE ALL), or each a condition of its own (skillPatterns): see filterConditions. */
  skills?: string[];
  skillPatterns?: Array<{ pattern: string }>;
  languages?: Array<{ pattern: string }>;
  near?: NearValues;
  goodConductCutoff?: Date;
}

/** "Near" as its condition compares it: the towns and areas within reach, exactly as the profiles hold them, pair by pair. */
interface NearValues {
  cities: string[];
  locations: string[];
}

function nearValues(places: readonly Place[]): NearValues {
  return { cities: places.map(({ city }) => city), locations: places.map(({ location }) => location) };
}

/** The filter's values; "near" as the pairs within reach of its point (near.ts, placesNear). */
function filterValues(filter: HouseManagerFilter, now: Date, near: readonly Place[] | undefined): FilterValues {
  const values: FilterValues = {};
  if (filter.location) values.location = contains(filter.location);
  if (filter.minRating !== undefined) values.minRating = String(filter.minRating);
  if (filter.minExperience !== undefined) values.minExperience = filter.minExperience;
  if (filter.availability) values.availability = filter.availability.toLowerCase();
  if (filter.maxSalary !== undefined) values.maxSalary = String(filter.maxSalary);
  if (filter.skills?.length) {
    const patterns = filter.skills.map(contains);
    if (filter.languages?.length || filter.near) values.skills = patterns;
    else values.skillPatterns = patterns.map((pattern) => ({ pattern }));
  }
  if (filter.languages?.length) values.languages = filter.languages.map((language) => ({ pattern: contains(language) }));
  if (near) values.near = nearValues(near);
  if (filter.verifiedOnly) values.goodConductCutoff = goodConductCutoff(now);
  return values;
}

/**
 * The filter's conditions (docs/decisions/0006-search.md): location matches the area or the town, rating and experience
 * are minimums, every skill and language must appear (a substring of the typed text, whatever its case: "cook" finds
 * "Cooking"), "near" keeps the towns and areas the gazetteer places within the radius (near.ts, placesNear);
 * verified means an approved identity document and a current certificate. Suspended and closed accounts are never
 * listed (docs/decisions/0011-privacy-rights-and-moderation.md).
 *
 * The list runs as a prepared statement whose plan PostgreSQL may keep for any values (lib/reads.ts), and such a plan
 * takes any pattern for a rare one. Beside languages or "near", the skills are one ILIKE ALL, which the skills' trigram
 * index cannot serve: every skill offered is common (each about a third of the profiles at scale), and a kept plan that
 * started from that index read hundreds of rows to keep a few (bench/results.md, "Notes, matching at scale"); without
 * them, that index is the one that narrows the list, and each skill is a condition of its own. Each language is a
 * condition of its own, which the languages' trigram index serves: most are a mother tongue, about a tenth of the
 * profiles. "Near" reads the place index (city, location) for each town and area within reach.
 */
function filterConditions(eb: Scope, values: FilterValues): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb("u.suspendedAt", "is", null), eb("u.closedAt", "is", null)];
  if (values.location !== undefined) conditions.push(eb.or([eb("hm.location", "ilike", values.location), eb("hm.city", "ilike", values.location)]));
  if (values.minRating !== undefined) conditions.push(eb("hm.rating", ">=", values.minRating));
  if (values.minExperience !== undefined) conditions.push(eb("hm.experience", ">=", values.minExperience));
  if (values.availability !== undefined) conditions.push(eb(lower(eb, "hm.availability"), "=", values.availability));
  if (values.maxSalary !== undefined) conditions.push(eb("hm.salary", "<=", values.maxSalary));
  if (values.skills !== undefined) conditions.push(sql<SqlBool>`${eb.ref("hm.skills")} ILIKE ALL(${values.skills}::text[])`);
  for (const { pattern } of values.skillPatterns ?? []) conditions.push(eb("hm.skills", "ilike", pattern));
  for (const { pattern } of values.languages ?? []) conditions.push(eb("hm.language", "ilike", pattern));
  if (values.near) {
    const { cities, locations } = values.near;
    conditions.push(sql<SqlBool>`(${eb.ref("hm.city")}, ${eb.ref("hm.location")}) IN (SELECT near.city, near.location FROM unnest(${cities}::text[], ${locations}::text[]) AS near(city, location))`);
  }
  if (values.goodConductCutoff !== undefined) {
    conditions.push(verifiedNowSql("hm", values.goodConductCutoff).$castTo<SqlBool>());
  }
  return conditions;
}

/** The subquery when the read includes its part, else NULL (nothing read). */
function ifWanted<T>(wanted: boolean, expression: Expression<T>): RawBuilder<T | null> {
  return wanted ? sql<T | null>`${expression}` : sql<T | null>`NULL`;
}

/** A profile's columns, its owner's, and the parts it wants, as JSON values (the select list of both reads). */
function parts(eb: Scope, wants: HouseManagerWants) {
  return [eb.fn.toJson("hm").as("profile"), eb.fn.toJson("u").as("owner"), ...wantedParts(eb, wants)];
}

/** A card's columns and its owner's (as plain columns: no JSON to parse), and the parts it wants. */
function cardParts(eb: Scope, wants: HouseManagerWants) {
  return [
    ...HOUSE_MANAGER_CARD_COLUMNS.map((column) => `hm.${column}` as const),
    "u.username as ownerUsername" as const,
    "u.firstName as ownerFirstName" as const,
    "u.lastName as ownerLastName" as const,
    "u.userType as ownerUserType" as const,
    ...wantedParts(eb, wants),
  ];
}

/** The parts a read wants beside the profile and its owner, as JSON values (NULL for those it does not want). */
function wantedParts(eb: Scope, wants: HouseManagerWants) {
  const reviews = wants.reviews;
  return [
    ifWanted(
      wants.albums === true,
      jsonArrayFrom(eb.selectFrom("Album as a").selectAll("a").whereRef("a.houseManagerId", "=", "hm.id").orderBy("a.createdAt", "asc").orderBy("a.id", "asc")),
    ).as("albums"),
    ifWanted(
      wants.badge === true,
      jsonArrayFrom(
        eb.selectFrom("Verification as v").select(["v.id", "v.kind", "v.reviewedAt", "v.issuedOn", "v.submittedAt"]).whereRef("v.houseManagerId", "=", "hm.id").where("v.status", "=", "approved"),
      ),
    ).as("checks"),
    ifWanted(
      wants.contracts === true,
      jsonArrayFrom(
        eb
          .selectFrom("Contract as c")
          .innerJoin("EmployerProfile as e", "e.id", "c.employerId")
          .innerJoin("User as eu", "eu.id", "e.userId")
          .select(["c.id", "c.status", "c.endDate", "eu.firstName", "eu.lastName", "eu.username"])
          .whereRef("c.houseManagerId", "=", "hm.id")
          .orderBy("c.createdAt", "desc")
          .orderBy("c.id", "desc")
          .limit(PUBLIC_SUMMARY_LIMIT),
      ),
    ).as("contracts"),
    ifWanted(
      reviews !== undefined,
      jsonArrayFrom(
        eb
          .selectFrom("Review as r")
          .innerJoin("User as ru", "ru.id", "r.reviewerId")
          .leftJoin("HouseManagerProfile as rh", "rh.userId", "ru.id")
          .leftJoin("EmployerProfile as re", "re.userId", "ru.id")
          .selectAll("r")
          .select(["ru.username", "ru.userType", "ru.closedAt", "rh.id as reviewerHouseManagerId", "re.id as reviewerEmployerId"])
          .whereRef("r.houseManagerId", "=", "hm.id")
          .where("r.hiddenAt", "is", null)
          .orderBy("r.createdAt", "desc")
          .orderBy("r.id", "desc")
          .offset(reviews?.offset ?? 0)
          .limit((reviews?.first ?? 0) + 1),
      ),
    ).as("reviews"),
  ];
}

// JSON carries timestamps as ISO text with their offset and dates as YYYY-MM-DD (read as UTC midnight, as Prisma does).
const date = (text: string) => new Date(text);
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));
const decimal = (value: string | number) => new Prisma.Decimal(value);

type PartsRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>["executeTakeFirstOrThrow"]>>;
// Only for its type: the select list of `parts` over the joined tables.
const rowsQuery = (reads: Reads, wants: HouseManagerWants) =>
  reads.selectFrom("HouseManagerProfile as hm").innerJoin("User as u", "u.id", "hm.userId").select((eb) => parts(eb, wants));
type CardRow = InferResult<ReturnType<typeof selectCards>>[number];
/** A row of a card's select list (cardParts): the search reads its cards in these columns too (profiles/service.ts). */
export type HouseManagerCardRow = CardRow;
type WantedRow = Pick<PartsRow, "albums" | "checks" | "contracts" | "reviews">;

/** A row of `parts` in Prisma's row shapes, with the rules the loaders apply (badgeOf, statusOf, Former member). */
function hydrate(row: PartsRow, wants: HouseManagerWants): HouseManagerRead {
  const p = row.profile;
  const o = row.owner;
  return hydrateWanted(row, wants, {
    profile: { ...p, rating: decimal(p.rating), salary: p.salary === null ? null : decimal(p.salary), createdAt: date(p.createdAt), updatedAt: date(p.updatedAt) },
    owner: { ...o, createdAt: date(o.createdAt), suspendedAt: dateOrNull(o.suspendedAt), closedAt: dateOrNull(o.closedAt) },
  });
}

/** A row of `cardParts` as a card and its owner, with the parts it wants. */
export function houseManagerCardRead(row: CardRow, wants: HouseManagerWants): HouseManagerCardRead {
  return hydrateWanted(row, wants, {
    profile: {
      id: row.id,
      userId: row.userId,
      image: row.image,
      imageThumb: row.imageThumb,
      location: row.location,
      city: row.city,
      rating: decimal(row.rating),
      reviewCount: row.reviewCount,
      availability: row.availability,
      salary: row.salary === null ? null : decimal(row.salary),
      experience: row.experience,
    },
    owner: { id: row.userId, username: row.ownerUsername, firstName: row.ownerFirstName, lastName: row.ownerLastName, userType: row.ownerUserType },
  });
}

export type HouseManagerCardRead = HouseManagerRead<HouseManagerCard, Owner>;

/** Adds the parts a row carries (albums, badge, contracts, reviews) to `read`. */
function hydrateWanted<R extends HouseManagerRead<HouseManagerCard, Owner>>(row: WantedRow, wants: HouseManagerWants, read: R): R {
  if (row.albums) read.albums = row.albums.map((album) => ({ ...album, createdAt: date(album.createdAt) }));
  if (row.checks) {
    read.badge = badgeOf(row.checks.map((check) => ({ ...check, reviewedAt: dateOrNull(check.reviewedAt), issuedOn: dateOrNull(check.issuedOn), submittedAt: date(check.submittedAt) })));
  }
  if (row.contracts) {
    const today = nairobiToday();
    read.contracts = row.contracts.map((contract) => {
      const endDate = date(contract.endDate);
      return { id: contract.id, status: statusOf({ status: contract.status, endDate }, today), employerName: displayName(contract), endDate };
    });
  }
  if (row.reviews && wants.reviews) {
    const reviewers = new Map<number, ReviewerInfo | null>();
    const rows = row.reviews.map((review) => {
      const role = review.userType === "house_manager" ? "house_manager" : "employer";
      const profileId = role === "house_manager" ? review.reviewerHouseManagerId : review.reviewerEmployerId;
      // As loadReviewers (reviews/queries.ts): a closed account's reviews stay, shown from "Former member".
      reviewers.set(review.reviewerId, profileId === null ? null : { userId: review.reviewerId, username: review.closedAt ? FORMER_MEMBER : review.username, role, profileId });
      return {
        id: review.id,
        reviewerId: review.reviewerId,
        houseManagerId: review.houseManagerId,
        employerId: review.employerId,
        rating: review.rating,
        comment: review.comment,
        createdAt: date(review.createdAt),
        hiddenAt: dateOrNull(review.hiddenAt),
      };
    });
    read.reviews = { page: wants.reviews, rows, reviewers };
  }
  return read;
}

/**
 * The page's statement compiled once per shape of `wants` (building and compiling it was about a tenth of a request's
 * CPU in bench/profile.ts): the id is its one parameter that changes between requests. Bounded, as `wants` carries
 * the reviews' page (any offset); a full cache starts again.
 */
const compiledPages = new Map<string, { sql: string; parameters: readonly unknown[]; idAt: number }>();
const MAX_COMPILED_PAGES = 64;
const ID_PLACEHOLDER = Symbol("id");

/** One house manager's profile with what `wants` asks, or null for a missing id (listed or not: the caller decides). */
export async function readHouseManager(reads: Reads, id: number, wants: HouseManagerWants): Promise<HouseManagerRead | null> {
  const key = JSON.stringify([wants.albums, wants.badge, wants.contracts, wants.reviews?.first, wants.reviews?.offset]);
  let compiled = compiledPages.get(key);
  if (!compiled) {
    const query = rowsQuery(reads, wants).where("hm.id", "=", ID_PLACEHOLDER as unknown as number).compile();
    compiled = { sql: query.sql, parameters: query.parameters, idAt: query.parameters.indexOf(ID_PLACEHOLDER) };
    if (compiled.idAt < 0) throw new Error("The house manager page's statement has no id parameter");
    prepareStatement(compiled.sql);
    if (compiledPages.size >= MAX_COMPILED_PAGES) compiledPages.clear();
    compiledPages.set(key, compiled);
  }
  const parameters = [...compiled.parameters];
  parameters[compiled.idAt] = id;
  const { rows } = await reads.executeQuery<PartsRow>(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<PartsRow>);
  return rows[0] ? hydrate(rows[0], wants) : null;
}

/** A list of texts, which a statement takes as one parameter (text[]). */
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** A value's leaves (strings, numbers, dates, lists of texts) in a fixed order: objects by their keys' order, other arrays by index. */
function leavesOf(value: unknown, leaves: unknown[] = []): unknown[] {
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !isTextList(value)) for (const item of Object.values(value)) leavesOf(item, leaves);
  else if (value !== undefined) leaves.push(value);
  return leaves;
}

/** The same value with each leaf replaced by a new symbol, in the order of leavesOf, pushed onto `slots`. */
function withSlots<T>(value: T, slots: symbol[]): T {
  if (Array.isArray(value) && !isTextList(value)) return value.map((item: unknown) => withSlots(item, slots)) as T;
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !isTextList(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSlots(item, slots)])) as T;
  }
  if (value === undefined) return value;
  const slot = Symbol("parameter");
  slots.push(slot);
  return slot as T;
}

/** What varies between two requests of a list's shape: the filter's values and the page. */
interface ListValues {
  filter: FilterValues;
  offset: number;
  limit: number;
}

/**
 * The list's statements compiled once per shape (which conditions, how many skills, which parts, with or without the
 * count), with the request's values filled into their parameters: building and compiling the statement with Kysely
 * was about a tenth of a list request's CPU (bench/profile.ts). Run as prepared statements (lib/reads.ts). Bounded: a
 * full cache starts again.
 */
const compiledLists = new Map<string, { sql: string; parameters: readonly unknown[]; slotAt: number[] }>();
const MAX_COMPILED_LISTS = 128;

function listStatement<R>(values: ListValues, key: string, build: (values: ListValues) => CompiledQuery<R>): CompiledQuery<R> {
  let compiled = compiledLists.get(key);
  if (!compiled) {
    const slots: symbol[] = [];
    const query = build(withSlots(values, slots));
    const slotAt = query.parameters.map((parameter) => slots.indexOf(parameter as symbol));
    if (slots.some((slot) => !query.parameters.includes(slot))) throw new Error("The house manager list's statement lost a parameter");
    compiled = { sql: query.sql, parameters: query.parameters, slotAt };
    prepareStatement(compiled.sql);
    if (compiledLists.size >= MAX_COMPILED_LISTS) compiledLists.clear();
    compiledLists.set(key, compiled);
  }
  const leaves = leavesOf(values);
  const { slotAt } = compiled;
  const parameters = compiled.parameters.map((parameter, index) => (slotAt[index]! >= 0 ? leaves[slotAt[index]!] : parameter));
  return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>;
}

/** The list's statement without its select list: the filter, the public order and the page. */
const listBase = (reads: Reads, { filter, offset, limit }: ListValues) =>
  reads
    .selectFrom("HouseManagerProfile as hm")
    .innerJoin("User as u", "u.id", "hm.userId")
    .where((eb) => eb.and(filterConditions(eb, filter)))
    // The version of the places "near" was worked out from, read in the same statement (near.ts, readList).
    .$if(filter.near !== undefined, (query) => query.select(HOUSE_MANAGER_PLACES_VERSION.as("placesVersion")))
    .orderBy("hm.rating", "desc")
    .orderBy("hm.experience", "desc")
    .orderBy("hm.id", "asc")
    .offset(offset)
    .limit(limit);

const total = sql<number>`(count(*) over ())::int`.as("total");
const selectWhole = (query: ReturnType<typeof listBase>, wants: HouseManagerWants) => query.select((eb) => parts(eb, wants));
const selectCards = (query: ReturnType<typeof listBase>, wants: HouseManagerWants) => query.select((eb) => cardParts(eb, wants));

/**
 * One page of the listed house managers matching `filter` in the public order (best rated, then most experienced;
 * docs/decisions/0006-search.md), with up to first + 1 rows, in one statement; with `count`, also how many match in
 * all (a window over the same statement's matches), else totalCount is NaN. Without the count the page walks the
 * order's index. Whole profiles and owners (the detail fields); readHouseManagerCards reads only a card's columns.
 */
export const readHouseManagerList = listReader((reads, wants) => ({
  kind: "whole",
  build: (values, count) => (count ? selectWhole(listBase(reads, values), wants).select(total).compile() : selectWhole(listBase(reads, values), wants).compile()),
  hydrate: (row) => hydrate(row, wants),
}));

/** As readHouseManagerList, with each profile as a card (HOUSE_MANAGER_CARD_COLUMNS) and its owner's names. */
export const readHouseManagerCards = listReader((reads, wants) => ({
  kind: "card",
  build: (values, count) => (count ? selectCards(listBase(reads, values), wants).select(total).compile() : selectCards(listBase(reads, values), wants).compile()),
  hydrate: (row) => houseManagerCardRead(row, wants),
}));

/** A read of one page of the list, its rows made as `rowsOf` says (readList does the rest). */
function listReader<Row, R>(rowsOf: (reads: Reads, wants: HouseManagerWants) => ListRows<Row, R>) {
  return (reads: Reads, filter: HouseManagerFilter, page: PageRequest, wants: HouseManagerWants, options: { count: boolean; now?: Date } = { count: true }): Promise<Page<R>> =>
    readList(reads, filter, page, wants, options, rowsOf(reads, wants));
}

interface ListRows<Row, R> {
  /** Which select list (part of the compiled statement's cache key). */
  kind: string;
  build: (values: ListValues, count: boolean) => CompiledQuery<Row & { total?: number; placesVersion?: string }>;
  hydrate: (row: Row) => R;
}

async function readList<Row, R>(
  reads: Reads,
  filter: HouseManagerFilter,
  page: PageRequest,
  wants: HouseManagerWants,
  options: { count: boolean; now?: Date },
  rowsOf: ListRows<Row, R>,
): Promise<Page<R>> {
  const now = options.now ?? new Date();
  const run = async (near: readonly Place[] | undefined) => {
    const values: ListValues = { filter: filterValues(filter, now, near), offset: page.offset, limit: page.first + 1 };
    // The shape: the values' structure with every leaf the same, and what the statement selects.
    const shape = JSON.stringify(values, (_key, value: unknown) => (typeof value === "string" || typeof value === "number" || isTextList(value) ? 0 : value));
    const key = JSON.stringify([shape, rowsOf.kind, wants.albums, wants.badge, wants.contracts, wants.reviews?.first, wants.reviews?.offset, options.count]);
    return { values, ...(await reads.executeQuery(listStatement(values, key, (slotted) => rowsOf.build(slotted, options.count)))) };
  };
  // "Near" runs with the places last seen (near.ts) and reads their version in the same statement; when it moved, or
  // an empty page carries none, the places are read again, and the list too if they changed.
  let known = filter.near ? (lastKnownPlaces(reads) ?? (await refreshPlaces(reads))) : undefined;
  let ran = await run(known && placesNear(known, filter.near!));
  while (known && ran.rows[0]?.placesVersion !== known.version) {
    const fresh = await refreshPlaces(reads, known);
    if (fresh === known) break;
    known = fresh;
    ran = await run(placesNear(known, filter.near!));
  }
  const { rows, values } = ran;
  // With the count, the total is a window over the matches, so the statement scans them once; a page past the end
  // has no row to carry it, and then (only then) a second statement counts.
  if (!options.count) return { rows: rows.map(rowsOf.hydrate), totalCount: NaN, ...page };
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const counted = await reads
      .selectFrom("HouseManagerProfile as hm")
      .innerJoin("User as u", "u.id", "hm.userId")
      .where((eb) => eb.and(filterConditions(eb, values.filter)))
      .select(sql<number>`count(*)::int`.as("total"))
      .executeTakeFirstOrThrow();
    totalCount = counted.total;
  }
  return { rows: rows.map(rowsOf.hydrate), totalCount, ...page };
}
