// Profiles: the house manager list and its filters, text search, public details, the own profile, edits and photos.
import type { EmployerProfile, HouseManagerProfile, User } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { NotFoundError, UnauthenticatedError } from "../../lib/errors.js";
import { deleteImages, storeImage } from "../../lib/images.js";
import { Checker, parseId } from "../../lib/validate.js";
import type { ServiceDeps, Viewer } from "../../lib/services-context.js";
import type { Page, PageRequest } from "./connection.js";
import { fieldApplies, PROFILE_FIELD, PROFILE_FIELDS, type ProfileEdit } from "../../../../shared/profiles/rules.js";
import { placeNamed, placesWithin } from "../../../../shared/kenya/places.js";
import { verifiedWhere } from "../verifications/badges.js";
import { addressReaders } from "./addresses.js";

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

interface HouseManagerFilter {
  location?: string;
  minRating?: number;
  minExperience?: number;
  skills?: string[];
  languages?: string[];
  availability?: string;
  maxSalary?: number;
  near?: { lat: number; lon: number; km: number };
  verifiedOnly?: boolean;
}

/** "Near" without a radius means within this many km. */
export const DEFAULT_RADIUS_KM = 10;
const MAX_RADIUS_KM = 500;

/** Accounts whose profiles the public may see: not suspended, not closed (docs/decisions/0011-privacy-rights-and-moderation.md). */
export const LISTED_OWNER: Prisma.UserWhereInput = { suspendedAt: null, closedAt: null };

// docs/decisions/0006-search.md: best rated first, then the most experienced; id keeps pages stable between equal ratings.
const HOUSE_MANAGER_ORDER: Prisma.HouseManagerProfileOrderByWithRelationInput[] = [{ rating: "desc" }, { experience: "desc" }, { id: "asc" }];

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

/**
 * House managers placed within a radius, as the matching places them (shared/kenya/places.ts locate): by their area
 * within their town when the gazetteer knows it, else by their town's centre.
 */
function nearWhere(near: { lat: number; lon: number; km: number }): Prisma.HouseManagerProfileWhereInput {
  const { areas, towns } = placesWithin(near, near.km);
  const same = (value: string) => ({ equals: value, mode: "insensitive" as const });
  const or: Prisma.HouseManagerProfileWhereInput[] = [
    ...areas.map(({ town, area }) => ({ city: same(town), location: same(area) })),
    ...towns.map(({ town, knownAreas }) => ({ city: same(town), NOT: { OR: knownAreas.map((area) => ({ location: same(area) })) } })),
  ];
  // Nowhere within the radius: match nobody rather than everybody.
  return or.length ? { OR: or } : { id: { in: [] } };
}

/** Words of a search query that count; more are ignored. */
const MAX_SEARCH_WORDS = 8;
/** Words at least this long also match near spellings. */
const MIN_FUZZY_WORD = 4;

/** Rows fetched by id, back in the order of the ids. */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export class ProfileService {
  constructor(private readonly deps: ServiceDeps) {}

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
    const radius = numberOrUndefined(check, "radius_km", input.radiusKm, 0, MAX_RADIUS_KM);
    if (input.near !== undefined && input.near !== null) {
      const near = check.string("near", input.near, { max: 120, required: false });
      const place = near ? placeNamed(near) : undefined;
      if (near && !place) check.add("near", `We do not know where "${near}" is: give a town or an area, such as Kasarani or Nyali.`);
      if (place) filter.near = { lat: place.lat, lon: place.lon, km: radius ?? DEFAULT_RADIUS_KM };
    }
    if (input.verified === true || input.verified === "true") filter.verifiedOnly = true;
    else if (input.verified !== undefined && input.verified !== null && input.verified !== false && input.verified !== "" && input.verified !== "false") {
      check.add("verified", "Must be true or false.");
    }
    check.throwIfAny();
    return filter;
  }

  private houseManagerWhere(filter: HouseManagerFilter): Prisma.HouseManagerProfileWhereInput {
    return {
      user: LISTED_OWNER,
      // Prisma's `contains` passes % and _ through to ILIKE as wildcards: escape them.
      ...(filter.location
        ? { OR: [{ location: { contains: escapeLike(filter.location), mode: "insensitive" } }, { city: { contains: escapeLike(filter.location), mode: "insensitive" } }] }
        : {}),
      ...(filter.minRating !== undefined ? { rating: { gte: filter.minRating } } : {}),
      ...(filter.minExperience !== undefined ? { experience: { gte: filter.minExperience } } : {}),
      ...(filter.availability ? { availability: { equals: filter.availability, mode: "insensitive" } } : {}),
      ...(filter.maxSalary !== undefined ? { salary: { lte: filter.maxSalary } } : {}),
      // Every condition that needs AND goes in this one list (a spread object's own AND would be overwritten).
      AND: [
        ...(filter.verifiedOnly ? [verifiedWhere()] : []),
        ...(filter.skills ?? []).map((skill): Prisma.HouseManagerProfileWhereInput => ({ skills: { contains: escapeLike(skill), mode: "insensitive" } })),
        ...(filter.languages ?? []).map((language): Prisma.HouseManagerProfileWhereInput => ({ language: { contains: escapeLike(language), mode: "insensitive" } })),
        ...(filter.near ? [nearWhere(filter.near)] : []),
      ],
    };
  }

  /** One page of house managers in the public order, optionally filtered, with the total. */
  async listHouseManagers(input: HouseManagerFilterInput, page: PageRequest): Promise<Page<HouseManagerProfile>> {
    const where = this.houseManagerWhere(this.parseFilter(input));
    const [rows, totalCount] = await Promise.all([
      this.prisma.houseManagerProfile.findMany({ where, orderBy: HOUSE_MANAGER_ORDER, skip: page.offset, take: page.first + 1 }),
      this.prisma.houseManagerProfile.count({ where }),
    ]);
    return { rows, totalCount, ...page };
  }

  /** The search text, trimmed with inner runs of spaces collapsed; over 100 characters is refused. */
  searchText(query: unknown): string {
    const check = new Checker();
    const text = typeof query === "string" ? query.trim().replace(/\s+/g, " ") : "";
    if (text.length > 100) check.add("query", "Ensure this field has no more than 100 characters.");
    check.throwIfAny();
    return text;
  }

  /** Text search over both sides: full name (so first and last name too), location and city; a blank query finds nothing. */
  async search(query: unknown, first: number): Promise<{ houseManagers: Page<HouseManagerProfile>; employers: Page<EmployerProfile> }> {
    const text = this.searchText(query);
    const page = { first, offset: 0 };
    const [houseManagers, employers] = await Promise.all([this.searchHouseManagers(text, page), this.searchEmployers(text, page)]);
    return { houseManagers, employers };
  }

  /** One page of the house managers whose full name, location or city contains the text, best rated first. */
  async searchHouseManagers(query: unknown, page: PageRequest): Promise<Page<HouseManagerProfile>> {
    const { ids, totalCount } = await this.searchIds("house_manager", query, page);
    const rows = ids.length ? await this.prisma.houseManagerProfile.findMany({ where: { id: { in: ids } } }) : [];
    return { rows: inOrder(ids, rows), totalCount, ...page };
  }

  /** One page of the employers and schools whose full name, location or city contains the text, best rated first. */
  async searchEmployers(query: unknown, page: PageRequest): Promise<Page<EmployerProfile>> {
    const { ids, totalCount } = await this.searchIds("employer", query, page);
    const rows = ids.length ? await this.prisma.employerProfile.findMany({ where: { id: { in: ids } } }) : [];
    return { rows: inOrder(ids, rows), totalCount, ...page };
  }

  /**
   * Ids of one page of matches (with one extra telling that more follow) and how many match in all. Every word of the
   * query must match the profile's search text (full name, area, town, and a house manager's skills and languages) in
   * any order, each in the most forgiving way that fits: a substring ("wanj"), a stem ("cook" finds Cooking) or a
   * near spelling ("Wanjku" finds Wanjiku: pg_trgm's strict word similarity, at least 0.5). The closest matches come
   * first, then the public order (rating, experience). The indexes are in prisma/migrations/20261124050000_forgiving_search.
   */
  private async searchIds(role: ProfileRole, query: unknown, page: PageRequest): Promise<{ ids: number[]; totalCount: number }> {
    const text = this.searchText(query);
    const words = [...new Set(text.toLowerCase().split(" ").filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
    if (words.length === 0) return { ids: [], totalCount: 0 };
    // Table and order are constants; the words travel as parameters.
    const table = Prisma.raw(role === "house_manager" ? `"HouseManagerProfile"` : `"EmployerProfile"`);
    const order = Prisma.raw(role === "house_manager" ? "p.rating DESC, p.experience DESC, p.id ASC" : "p.rating DESC, p.id ASC");
    const exact = (word: string) =>
      Prisma.sql`(p."searchText" LIKE ${likePattern(word)} OR to_tsvector('english', p."searchText") @@ plainto_tsquery('english', ${word}))`;
    // Near spellings only for words long enough to have a spelling: "ab" would be near everything.
    const near = (word: string) => (word.length >= MIN_FUZZY_WORD ? Prisma.sql` OR ${word} <<% p."searchText"` : Prisma.empty);
    const where = Prisma.join(words.map((word) => Prisma.sql`(${exact(word)}${near(word)})`), " AND ");
    const relevance = Prisma.join(words.map((word) => Prisma.sql`(CASE WHEN ${exact(word)} THEN 1 ELSE strict_word_similarity(${word}, p."searchText") END)`), " + ");
    // Suspended and closed accounts, and operators, are never listed (LISTED_OWNER).
    const matches = Prisma.sql`FROM ${table} p JOIN "User" u ON u.id = p."userId"
      WHERE ${where} AND u."suspendedAt" IS NULL AND u."closedAt" IS NULL AND u."userType" <> 'operator'`;
    // The window count rides on the page's rows and saves a query, except for a page past the end (or of size 0).
    const hits = await this.prisma.$queryRaw<Array<{ id: number; total: number }>>`
      SELECT p.id, (COUNT(*) OVER ())::int AS total ${matches} ORDER BY (${relevance}) DESC, ${order} LIMIT ${page.first + 1} OFFSET ${page.offset}`;
    if (hits.length > 0) return { ids: hits.map((hit) => hit.id), totalCount: Number(hits[0]!.total) };
    if (page.offset === 0 && page.first > 0) return { ids: [], totalCount: 0 };
    const [counted] = await this.prisma.$queryRaw<Array<{ total: number }>>`SELECT COUNT(*)::int AS total ${matches}`;
    return { ids: [], totalCount: Number(counted?.total ?? 0) };
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
    return addressReaders(this.prisma, viewer, ownerUserIds);
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
        data[field.name] = value === null ? "" : check.string(key, value, { max: field.maxLength, required: false });
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
