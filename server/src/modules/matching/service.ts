// Ranked matches both ways: the best-fitting available house managers for a job (its owner only), the open jobs that
// fit a house manager, and the job_match notifications a new job sends. Every ranking scores with score.ts.
import { sql, type RawBuilder } from "kysely";
import { prepareStatement, type Reads } from "../../lib/reads.js";
import { Prisma, type EmployerProfile, type HouseManagerProfile, type JobPost } from "../../generated/prisma/client.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../lib/errors.js";
import type { ServiceDeps, TokenCaller, Viewer } from "../../lib/services-context.js";
import { parseId } from "../../lib/validate.js";
import { JOB_MESSAGES } from "../../../../shared/jobs/rules.js";
import { accountSql, userIdOf, viewerOf, type AccountState } from "../accounts/service.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { nairobiToday } from "../../../../shared/dates.js";
import { APPROVED_CHECKS, verifiedNowSql } from "../verifications/badges.js";
import { anySkillSql, byFit, COMMUTED_AVAILABILITIES, distanceFit, fitSql, isCommuted, jobFitSql, scoreFit, TRIMMED, WEIGHTS, type Fit } from "./score.js";
import { APPROVED_CHECKS_JSON, checkFromJson, profileFromJson, UNLISTED_USERS, type CheckJson, type ProfileJson } from "../profiles/service.js";
import { keepPlaces, lastKnownPlaces, placesSince, refreshPlaces, type PlacesSince } from "../profiles/near.js";
import { usersInBlockWith } from "../moderation/blocks.js";
import type { HouseManagerForMatching, JobForMatching } from "./score.js";

/** A job's owner sees at most this many matches. */
export const MAX_MATCHES = 20;
/** A new job notifies this many of its best-matching house managers... */
export const NOTIFY_BEST = 10;
/** ...those that fit at least this well (out of 100): a job is not news to someone it hardly fits. */
export const NOTIFY_MIN_SCORE = 40;
/** Recommended jobs a house manager sees at once. */
export const MAX_RECOMMENDED = 20;
/** Why anyone else is refused recommended jobs. */
const RECOMMENDED_FOR = "Recommended jobs are for house managers";

/** A house manager with her name and approved checks, as matches show her (MatchingService.whole reads them). */
export type HouseManagerWithName = Prisma.HouseManagerProfileGetPayload<{ include: { user: { select: { firstName: true; lastName: true; username: true } } } & typeof APPROVED_CHECKS }>;

/**
 * A house manager as a job's matches rank and show her: what the score reads, whose she is, her name and photo
 * (candidatesStatement reads them with her fit, so the REST answer needs no other statement).
 */
export type MatchedHouseManager = HouseManagerForMatching & { userId: number; firstName: string; lastName: string; username: string; image: string | null };

export interface HouseManagerMatch {
  houseManager: MatchedHouseManager;
  fit: Fit;
}

/** A match with the house manager loaded whole (MatchingService.withProfiles), as GraphQL's JobMatch resolves her. */
export interface WholeHouseManagerMatch {
  houseManager: HouseManagerWithName;
  fit: Fit;
}

/** A job with its employer's name, as the board, a job's page and the matches show it. */
export const JOB_OWNER = { employer: { include: { user: { select: { id: true, firstName: true, lastName: true, username: true } } } } } as const satisfies Prisma.JobPostInclude;

export type JobWithOwner = Prisma.JobPostGetPayload<{ include: typeof JOB_OWNER }>;

/** A job post and its employer as to_json writes them, and the employer's names. */
interface JobJson {
  job: Record<string, unknown> & { pay: number | string; startDate: string; closedAt: string | null; createdAt: string; updatedAt: string };
  employer: ProfileJson;
  owner: { id: number; firstName: string; lastName: string; username: string };
}

/**
 * Jobs anyone may see are open and posted by an account that is neither suspended nor closed (LISTED_OWNER,
 * docs/decisions/0011-privacy-rights-and-moderation.md): the owner part, as SQL over a job's employer `e` and her user `u`.
 */
export const LISTED_JOB_OWNER = sql`u."suspendedAt" IS NULL AND u."closedAt" IS NULL`;
/** Jobs anyone may see, as SQL over a job `j`, its employer `e` and her user `u`. */
export const LISTED_OPEN_JOB = sql`j.status = 'Open' AND ${LISTED_JOB_OWNER}`;
/**
 * The same jobs as LISTED_OPEN_JOB, as SQL over a job `j` alone, for statements that read no owner (the board's count,
 * recommended jobs' look): the few unlisted accounts' employer profiles are left out instead of joining every owner
 * (UNLISTED_USERS, through its partial index User_unlisted_idx; operators, also in it, have no employer profile).
 */
export const LISTED_OPEN_JOB_ALONE = sql`j.status = 'Open' AND j."employerId" NOT IN (SELECT e.id FROM "EmployerProfile" e WHERE e."userId" IN (${UNLISTED_USERS}))`;

/**
 * Job posts with their employers and the employers' names, in the shape Prisma's include of JOB_OWNER reads them, in
 * one statement over the job `j`, its employer `e` and her user `u` (Prisma's include took several statements and
 * most of the CPU of a job's matches and of the board). Dates come as YYYY-MM-DD, read as UTC midnight as Prisma
 * reads them; only the columns Prisma reads are read (prismaColumnsJson), not those kept for the score and the search.
 */
export async function readJobsWithOwners(reads: Reads, where: RawBuilder<unknown>, orderAndPage: RawBuilder<unknown> = sql``, options: { prepared?: boolean } = {}): Promise<JobWithOwner[]> {
  const statement = sql<JobJson>`
    SELECT ${JOB_POST_JSON} AS job, ${EMPLOYER_JSON} AS employer, ${JOB_OWNER_JSON} AS owner
    FROM "JobPost" j JOIN "EmployerProfile" e ON e.id = j."employerId" JOIN "User" u ON u.id = e."userId"
    WHERE ${where} ${orderAndPage}`;
  // A caller whose statement text is fixed for a shape of request (its values parameters) may have it prepared.
  const rows = options.prepared ? await runPrepared(reads, statement) : (await statement.execute(reads)).rows;
  return rows.map(jobFromJson);
}

/**
 * The columns Prisma reads of `table`'s row `alias` (its ScalarFieldEnum), as one JSON object, each value as to_json
 * writes it. to_json of the whole row also wrote the columns Prisma leaves out, only to be dropped in Node: an
 * employer's searchVector (a tsvector written out as text) was about 10 µs of PostgreSQL's CPU per job, 0.4 ms of a
 * house manager's recommended jobs (forty jobs read whole).
 */
function prismaColumnsJson(alias: string, fields: Record<string, string>): RawBuilder<unknown> {
  return sql.raw(`json_build_object(${Object.keys(fields).map((field) => `'${field}', ${alias}."${field}"`).join(", ")})`);
}

/** A job post `j` as JobJson carries it, and its employer `e`. */
const JOB_POST_JSON = prismaColumnsJson("j", Prisma.JobPostScalarFieldEnum);
const EMPLOYER_JSON = prismaColumnsJson("e", Prisma.EmployerProfileScalarFieldEnum);

/** The names of a job's owner `u` as JobJson carries them. */
const JOB_OWNER_JSON = sql`json_build_object('id', u.id, 'firstName', u."firstName", 'lastName', u."lastName", 'username', u.username)`;

/** A job `j`, its employer `e` and her user `u` as one JSON object (JobJson), for a statement that reads more besides. */
const JOB_JSON = sql`json_build_object('job', ${JOB_POST_JSON}, 'employer', ${EMPLOYER_JSON}, 'owner', ${JOB_OWNER_JSON})`;

/** A job read as JobJson in the shape Prisma's include of JOB_OWNER reads it (readJobsWithOwners). */
function jobFromJson({ job, employer, owner }: JobJson): JobWithOwner {
  return {
    ...job,
    pay: new Prisma.Decimal(job.pay),
    startDate: new Date(job.startDate),
    closedAt: job.closedAt === null ? null : new Date(job.closedAt),
    createdAt: new Date(job.createdAt),
    updatedAt: new Date(job.updatedAt),
    employer: { ...profileFromJson<EmployerProfile>(employer), user: owner },
  } as unknown as JobWithOwner;
}

export interface JobRecommendation {
  job: JobWithOwner;
  fit: Fit;
  applied: boolean;
}

export function jobForMatching(job: JobPost): JobForMatching {
  return {
    city: job.city,
    location: job.location,
    availability: job.availability,
    skills: job.skills,
    languages: job.languages,
    pay: Number(job.pay),
    paymentDay: job.paymentDay,
    daysPerMonth: job.daysPerMonth,
  };
}

/** A profile as the score reads it; `verified` is her badge now (badgeOf or the GraphQL badge loader). */
export function houseManagerForMatching(profile: HouseManagerProfile, verified: boolean): HouseManagerForMatching {
  return {
    id: profile.id,
    city: profile.city,
    location: profile.location,
    availability: profile.availability,
    skills: profile.skills,
    language: profile.language,
    salary: profile.salary === null ? null : Number(profile.salary),
    experience: profile.experience,
    rating: Number(profile.rating),
    reviewCount: profile.reviewCount,
    verified,
  };
}

/** A town and area pair as profiles spell them, and its distance points for a job. */
export interface NearPlace {
  city: string;
  location: string;
  points: number;
}

/** What the score reads of a house manager, whose she is, her name and photo, and her fit as SQL bounds it (score.ts, fitSql). */
export type ScoringRow = MatchedHouseManager & { bound: number };

/**
 * What the first look of a job's matches was built from at its last request (the score's fields of the job and the
 * places within reach with their points), by job id. matchesOf runs the look built from them in the statement that reads
 * the account, the job and the places, and uses its rows only when the job and places just read give the same inputs,
 * so the look is the one it would have run after: one statement for the usual request, where each more was a round
 * trip's CPU on both sides (the socket writes alone were about a third of Node's CPU for a job's matches).
 */
const lastLooks = new Map<number, { wanted: JobForMatching; near: NearPlace[]; ownerUserId: number; key: string }>();
/** Jobs whose last look is kept; past it all are forgotten at once. */
const MAX_LAST_LOOKS = 1_000;

/** A ranking first scores this many times the places it fills with scoreFit, then more if ties at the cut need it. */
const FIRST_LOOK = 4;
/** Each look after the first brings this many times the rows of the one before. */
const NEXT_LOOK = 4;
/**
 * A job's matches first look at twice the places: at 4,200 profiles the best twenty were decided within the first 33
 * rows for every one of 40 jobs tried (20 to 32 scored), and each row the look brings whole was about 12 µs of
 * PostgreSQL's CPU and its parsing in the driver (3.0 -> 2.4 ms for the statement of bench/matching-at-scale.ts's job).
 * Recommended jobs keep FIRST_LOOK: a fifth of the house managers tried needed more than forty jobs scored.
 */
const MATCHES_FIRST_LOOK = 2;
/** Room for the rounding of floating point sums between SQL and JavaScript. */
const EPSILON = 1e-6;
/** Shapes of the two rankings' statements run prepared at most (runPrepared), a share of lib/reads.ts's bound. */
const MAX_PREPARED_SHAPES = 40;
const preparedShapes = new Set<string>();

/**
 * Runs a ranking's statement (candidatesStatement, recommendationsStatement) as a prepared statement: parsing and
 * planning it was about a quarter of it inside PostgreSQL (0.7 of 3 ms for a job's matches at 4,200 profiles). Its text
 * is fixed for a shape (how many skills and languages, a blank availability), its values parameters; the shapes of
 * everyday jobs and profiles are few, and past MAX_PREPARED_SHAPES a statement simply runs unnamed.
 */
export async function runPrepared<Row>(reads: Reads, statement: RawBuilder<Row>): Promise<Row[]> {
  const compiled = statement.compile(reads);
  if (preparedShapes.has(compiled.sql) || preparedShapes.size < MAX_PREPARED_SHAPES) {
    preparedShapes.add(compiled.sql);
    prepareStatement(compiled.sql);
  }
  return (await reads.executeQuery(compiled)).rows;
}

/** The most a profile can score without any distance points or without any of the job's skills. */
const WITHOUT_PLACE_OR_SKILL = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0) - Math.min(WEIGHTS.distance, WEIGHTS.skills);

/** Of the towns and areas house managers live in, those within reach of a job, with their distance points (distanceFit). */
function nearJob(places: Array<{ city: string; location: string }>, job: JobForMatching): NearPlace[] {
  return places.map((place) => ({ ...place, points: distanceFit(job, place.city, place.location).points })).filter((place) => place.points > 0);
}

/**
 * The towns and areas house managers live in that are within reach of a job, with their distance points (distanceFit):
 * of the places last known (profiles/near.ts), read again only if their version moved.
 */
export async function nearPlaces(reads: Reads, job: JobForMatching): Promise<NearPlace[]> {
  return nearJob((await refreshPlaces(reads, lastKnownPlaces(reads))).places, job);
}

/** Places as JSON, from one SQL expression over `places` (a statement of city and location). */
function placesJson(places: RawBuilder<{ city: string; location: string }>): RawBuilder<Array<{ city: string; location: string }>> {
  return sql`(SELECT coalesce(json_agg(json_build_object('city', pl.city, 'location', pl.location)), '[]') FROM (${places}) AS pl)`;
}

/**
 * The house manager profiles no ranking for the job of `ownerUserId` offers (MatchingService.rank), as SQL: those with
 * an accepted live-in contract in force on `today`, those of users no public list shows (UNLISTED_USERS; one profile
 * per user), and the owner's own and those of users in a block with the owner, either way (moderation/blocks.ts: no
 * application could follow), in one set, so that each profile a look bounds is looked up once, not several times.
 */
function unavailable(today: Date, ownerUserId: number): RawBuilder<number> {
  return sql<number>`SELECT c."houseManagerId" FROM "Contract" c WHERE c.status = 'Accepted' AND c."liveIn" AND c."endDate" >= ${today}
    UNION ALL SELECT h.id FROM "HouseManagerProfile" h WHERE h."userId" IN (${UNLISTED_USERS})
    UNION ALL SELECT h.id FROM "HouseManagerProfile" h WHERE h."userId" = ${ownerUserId}
    UNION ALL SELECT h.id FROM (${usersInBlockWith(ownerUserId)}) AS blocked(id) JOIN "HouseManagerProfile" h ON h."userId" = blocked.id`;
}

/**
 * One look of MatchingService.rank: the available house managers (its rules) with what the score reads and their fit
 * as SQL works it out (fitSql), best first, `count` + 1 of them (the one more tells what the rest can reach); within
 * reach only, those living in `near` with one of the job's skills. A job she would travel to (score.ts, withinReach)
 * takes only those living in `near` in any look: `near` is the places whose distance earns points.
 */
export function candidatesStatement(job: JobForMatching, near: NearPlace[], options: { count: number; withinReach: boolean; ownerUserId: number }): RawBuilder<ScoringRow> {
  const today = new Date(`${nairobiToday()}T00:00:00Z`);
  const places = sql`unnest(${near.map((place) => place.city)}::text[], ${near.map((place) => place.location)}::text[], ${near.map((place) => place.points)}::float8[]) AS pl(city, location, points)`;
  const verified = verifiedNowSql("p");
  // Only the id and the bound of every candidate; the rest of what the score reads only for the few chosen (reading it
  // for all of them before the sort was about a third of the statement at 4,200 profiles).
  return sql<ScoringRow>`
    SELECT p.id, p."userId", p.city, p.location, p.availability, p.skills, p.language, p.salary::float8 AS salary,
      p.experience, p.rating::float8 AS rating, p."reviewCount", ${verified} AS verified, best.bound,
      u."firstName", u."lastName", u.username, p.image
    FROM (
      SELECT p.id, ${fitSql(job, sql`pl.points`, verified)} AS bound
      FROM "HouseManagerProfile" p ${options.withinReach || isCommuted(job.availability) ? sql`JOIN` : sql`LEFT JOIN`} ${places} ON pl.city = p.city AND pl.location = p.location
      WHERE p.id NOT IN (${unavailable(today, options.ownerUserId)})
        ${options.withinReach && job.skills.length ? sql`AND ${anySkillSql(job.skills)}` : sql``}
      ORDER BY bound DESC, p.id LIMIT ${options.count + 1}
    ) AS best JOIN "HouseManagerProfile" p ON p.id = best.id JOIN "User" u ON u.id = p."userId"
    ORDER BY best.bound DESC, p.id`;
}

/**
 * The best `limit` rows scoring at least `minScore`, in `order`, when SQL hands them out best bound first (`look`,
 * `count` + 1 of them: the one more tells what the rest can reach) and only the rows looked at are scored exactly
 * (`score`, scoreFit). The answer is the same as scoring every row: a look is accepted only when no row left out can
 * reach the last place's score (the next one's bound rounds lower), else it looks further. A first, narrow look
 * (`narrow` true) may leave out rows that can score at most `narrowCeiling`. Within a look, scoring stops at the first
 * row whose bound rounds below the last place's score, for the same reason: scoreFit was most of the ranking's time in
 * Node, for some sixty rows of eighty that could not take a place (tests/server/best-by-bound.test.ts).
 */
export async function bestByBound<Row extends { bound: number }, Scored extends { fit: Fit }>(options: {
  limit: number;
  minScore: number;
  look: (count: number, narrow: boolean) => Promise<Row[]>;
  narrowCeiling?: number;
  /** The first look brings this many times `limit` rows (FIRST_LOOK unless given). */
  firstLook?: number;
  score: (row: Row) => Scored;
  order: (a: Scored, b: Scored) => number;
}): Promise<Scored[]> {
  const { limit, minScore } = options;
  let count = limit * (options.firstLook ?? FIRST_LOOK);
  let narrow = options.narrowCeiling !== undefined;
  for (;;) {
    const rows = await options.look(count, narrow);
    const best: Scored[] = [];
    for (const row of rows.slice(0, count)) {
      // Rows come best bound first: once one cannot reach the last place, none after it can.
      if (Math.round(row.bound + EPSILON) < (best.length === limit ? best[limit - 1]!.fit.score : minScore)) break;
      const scored = options.score(row);
      if (scored.fit.score < minScore) continue;
      const place = best.findIndex((other) => options.order(scored, other) < 0);
      best.splice(place < 0 ? best.length : place, 0, scored);
      if (best.length > limit) best.pop();
    }
    // The most anything not scored here can score, and what it would need to take a place.
    const unseen = Math.max(rows.length > count ? rows[count]!.bound : -Infinity, narrow ? options.narrowCeiling! : -Infinity);
    const needed = best.length === limit ? best[limit - 1]!.fit.score : minScore;
    if (Math.round(unseen + EPSILON) < needed || (!narrow && rows.length <= count)) return best;
    if (narrow) narrow = false;
    else count *= NEXT_LOOK;
  }
}

/**
 * A job as the score reads it, its id and age, a bound of one house manager's fit for it (score.ts, jobFitSql), and the
 * job with its owner as JobJson in text (for the first WHOLE_JOBS of a look), parsed only for the jobs chosen.
 */
export type JobScoringRow = JobForMatching & { id: number; createdAt: Date; bound: number; whole: string | null };

/**
 * How many of a look's best jobs recommendationsStatement reads whole: the jobs shown and eight more. Each was about
 * 20 µs of PostgreSQL's CPU (the job and its employer as JSON); at 1,500 open jobs the twenty shown were among the
 * first 28 by bound for 195 of 201 house managers tried (among the first 40 for all), and any other is read after.
 */
const WHOLE_JOBS = MAX_RECOMMENDED + 8;

/**
 * The towns and areas of the open jobs, as SQL: those of every job, open or not, each pair once (JobPlace, kept as
 * HouseManagerPlace is); a pair without an open job matches no job a ranking reads.
 */
const JOB_PLACES = sql<{ city: string; location: string }>`SELECT t.city, t.location FROM "JobPlace" t`;

/** Of `places`, those within reach of a house manager living in `city` and `location`, with their distance points. */
function withinReachOf(places: Array<{ city: string; location: string }>, hm: Pick<HouseManagerForMatching, "city" | "location">): NearPlace[] {
  return places.map((place) => ({ ...place, points: distanceFit(place, hm.city, hm.location).points })).filter((place) => place.points > 0);
}

/** The towns and areas of the open jobs, with their distance points for a house manager living in `city` and `location`. */
export async function jobPlaces(reads: Reads, hm: Pick<HouseManagerForMatching, "city" | "location">): Promise<NearPlace[]> {
  return withinReachOf((await JOB_PLACES.execute(reads)).rows, hm);
}

/**
 * One look of MatchingService.recommendedJobs: the open jobs of listed employers (LISTED_JOB_OWNER) but those in a
 * block with the house manager's user `userId`, either way (moderation/blocks.ts: she could not apply), and those she
 * would travel to from beyond reach (score.ts, withinReach: `near` holds the places within it), best bound first,
 * newest first among equals.
 */
export function recommendationsStatement(hm: HouseManagerForMatching, userId: number, near: NearPlace[], count: number): RawBuilder<JobScoringRow> {
  const places = sql`unnest(${near.map((place) => place.city)}::text[], ${near.map((place) => place.location)}::text[], ${near.map((place) => place.points)}::float8[]) AS pl(city, location, points)`;
  // The jobs as their answer shows them are read here, in text, for the first WHOLE_JOBS: a statement more after the
  // ranking was a round trip's CPU on both sides, and the driver parses no JSON it is given as text. The jobs chosen
  // are nearly always among them (the bound is the score unrounded but for a cent of salary); any other is read after.
  // Only the key, the age and the bound of every open job go through the sort; what the score reads only for the few
  // chosen (carrying the lists and turning every pay into float8 was about a third of the statement at 1,500 open
  // jobs). Those are read per job by its key (a join let the planner scan every job again; OFFSET 0 keeps it apart).
  return sql<JobScoringRow>`
    SELECT best.id, best."createdAt", best.bound, job.*,
      CASE WHEN best.place <= ${WHOLE_JOBS} THEN (
        SELECT ${JOB_JSON}::text FROM "JobPost" j JOIN "EmployerProfile" e ON e.id = j."employerId" JOIN "User" u ON u.id = e."userId" WHERE j.id = best.id
      ) END AS whole
    FROM (
      SELECT ranked.*, row_number() OVER (ORDER BY ranked.bound DESC, ranked."createdAt" DESC, ranked.id DESC) AS place
      FROM (
        SELECT j.id, j."createdAt", ${jobFitSql(hm, sql`pl.points`)} AS bound
        FROM "JobPost" j LEFT JOIN ${places} ON pl.city = j.city AND pl.location = j.location
        WHERE ${LISTED_OPEN_JOB_ALONE} AND (pl.points IS NOT NULL OR btrim(j."availabilityLower", ${TRIMMED}) NOT IN (${sql.join(COMMUTED_AVAILABILITIES)}))
          AND j."employerId" NOT IN (SELECT e.id FROM "EmployerProfile" e WHERE e."userId" IN (${usersInBlockWith(userId)}))
        ORDER BY bound DESC, j."createdAt" DESC, j.id DESC LIMIT ${count + 1}
      ) AS ranked
    ) AS best CROSS JOIN LATERAL (
      SELECT j.city, j.location, j.availability, j.skills, j.languages, j.pay::float8 AS pay, j."paymentDay", j."daysPerMonth" FROM "JobPost" j WHERE j.id = best.id OFFSET 0
    ) AS job
    ORDER BY best.place`;
}

export class MatchingService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The best `limit` available house managers for a job, best first, scoring at least `minScore`. Available: without
   * an accepted live-in contract in force today (day work for several households is common, docs/decisions/0004-contracts.md,
   * so other accepted contracts do not take someone off the market), and never a suspended or closed account (as
   * LISTED_OWNER, profiles/service.ts, in every public list).
   *
   * At thousands of profiles, scoring every one in JavaScript took most of a request, so SQL ranks them by their
   * unrounded fit (score.ts, fitSql, from the distance points of each town and area worked out once) and only the
   * best few are scored with scoreFit and loaded whole. The answer is the same as scoring everyone: a look is accepted
   * only when no profile left out can reach the last place's score (the next one's SQL fit rounds lower), else it
   * looks further. The first look takes only profiles within reach that have one of the skills asked for, through the
   * indexes: anyone else scores at most WITHOUT_PLACE_OR_SKILL, below the last place of nearly every busy job.
   */
  private async rank(job: JobWithOwner, limit: number, minScore = -Infinity, places?: Array<{ city: string; location: string }>, firstLook?: ScoringRow[]): Promise<HouseManagerMatch[]> {
    const { reads } = this.deps;
    const wanted = jobForMatching(job);
    const near = places ? nearJob(places, wanted) : await nearPlaces(reads, wanted);
    // The first look, when the caller's statement brought it (matchesOf, lastLooks).
    let looked = firstLook;
    return bestByBound({
      limit,
      minScore,
      look: async (count, narrow) => {
        if (looked && count === limit * MATCHES_FIRST_LOOK && narrow) {
          const rows = looked;
          looked = undefined;
          return rows;
        }
        return runPrepared(reads, candidatesStatement(wanted, near, { count, withinReach: narrow, ownerUserId: job.employer.userId }));
      },
      narrowCeiling: WITHOUT_PLACE_OR_SKILL,
      firstLook: MATCHES_FIRST_LOOK,
      score: ({ bound: _bound, ...houseManager }) => ({ houseManager, fit: scoreFit(wanted, houseManager) }),
      order: byFit,
    });
  }

  /**
   * The matches' house managers loaded whole with their names and approved checks, in their order, in one statement
   * (through Prisma's include it took three). JSON carries timestamps with their offset and dates as YYYY-MM-DD, read
   * as UTC midnight as Prisma reads them. GraphQL's JobMatch needs them; the REST answer shows what the ranking read.
   */
  async withProfiles(matches: HouseManagerMatch[]): Promise<WholeHouseManagerMatch[]> {
    if (matches.length === 0) return [];
    const { rows } = await sql<{ profile: ProfileJson & { id: number }; firstName: string; lastName: string; username: string; checks: CheckJson[] }>`
      SELECT to_json(p) AS profile, u."firstName", u."lastName", u.username, ${APPROVED_CHECKS_JSON} AS checks
      FROM "HouseManagerProfile" p JOIN "User" u ON u.id = p."userId"
      WHERE p.id = ANY(${matches.map((match) => match.houseManager.id)}::int[])`.execute(this.deps.reads);
    const byId = new Map(
      rows.map(({ profile, firstName, lastName, username, checks }): [number, HouseManagerWithName] => [
        profile.id,
        {
          ...profileFromJson<HouseManagerProfile>(profile),
          user: { firstName, lastName, username },
          verifications: checks.map(checkFromJson),
        },
      ]),
    );
    return matches.flatMap(({ houseManager: { id }, fit }) => {
      const houseManager = byId.get(id);
      return houseManager ? [{ houseManager, fit }] : [];
    });
  }

  /**
   * The best-fitting available house managers for a job, best first; for the job's owner only. `places`: the towns and
   * areas house managers live in, when the caller read them already (matchesOf).
   */
  async matchesFor(viewer: Viewer | undefined, job: JobWithOwner, places?: Array<{ city: string; location: string }>, firstLook?: ScoringRow[]): Promise<HouseManagerMatch[]> {
    if (!viewer) throw new UnauthenticatedError();
    if (job.employer.userId !== viewer.userId) throw new ForbiddenError("Only the employer who posted this job can see its matches");
    return this.rank(job, MAX_MATCHES, -Infinity, places, firstLook);
  }

  /**
   * The matches of the job `rawJobId` names (404 as JobService.find: none, or its owner's account suspended or closed),
   * for its owner only (matchesFor). The caller's account (a TokenCaller's, viewerOf), the job with its owner and the
   * towns and areas house managers live in are read in one statement, and the ranking's look brings what the answer
   * shows: two statements in all for most jobs, where five were. The places come whole only when their version moved
   * since they were last read (profiles/near.ts, placesSince), as Find House Girl's "near" reads them.
   */
  async matchesOf(caller: Viewer | TokenCaller | undefined, rawJobId: unknown): Promise<HouseManagerMatch[]> {
    if (!caller) throw new UnauthenticatedError();
    const id = parseId(rawJobId) ?? null;
    // The look this job's last request began with, run in the same statement (lastLooks); used only if the job and the
    // places read with it give the same look again.
    const guess = id === null ? undefined : lastLooks.get(id);
    const known = lastKnownPlaces(this.deps.reads);
    const look = guess && candidatesStatement(guess.wanted, guess.near, { count: MAX_MATCHES * MATCHES_FIRST_LOOK, withinReach: true, ownerUserId: guess.ownerUserId });
    const [row] = await runPrepared(
      this.deps.reads,
      sql<{ account: AccountState | null; job: JobJson | null; places: PlacesSince; looked?: ScoringRow[] }>`
        SELECT ${accountSql(userIdOf(caller))} AS account,
          (SELECT ${JOB_JSON} FROM "JobPost" j JOIN "EmployerProfile" e ON e.id = j."employerId" JOIN "User" u ON u.id = e."userId"
            WHERE j.id = ${id}::int AND ${LISTED_JOB_OWNER}) AS job,
          ${placesSince(known)} AS places
          ${look ? sql`, (SELECT coalesce(json_agg(l ORDER BY l.bound DESC, l.id), '[]') FROM (${look}) AS l) AS looked` : sql``}`,
    );
    const viewer = viewerOf(caller, row!.account);
    if (!row!.job) throw new NotFoundError(JOB_MESSAGES.notFound);
    const job = jobFromJson(row!.job);
    const wanted = jobForMatching(job);
    const { places } = keepPlaces(this.deps.reads, known, row!.places);
    const near = nearJob(places, wanted);
    const ownerUserId = job.employer.userId;
    const key = JSON.stringify([wanted, near, ownerUserId]);
    if (lastLooks.size >= MAX_LAST_LOOKS && !lastLooks.has(job.id)) lastLooks.clear();
    lastLooks.set(job.id, { wanted, near, ownerUserId, key });
    return this.matchesFor(viewer, job, places, guess?.key === key ? row!.looked : undefined);
  }

  /**
   * Open jobs ranked for the signed-in house manager, best first; those she applied to stay, marked applied. As with a
   * job's matches, SQL ranks every open job by a bound of her fit (score.ts, jobFitSql) and only the best few are scored
   * with scoreFit; the look brings the jobs as the answer shows them. A TokenCaller's account is read with her profile
   * (viewerOf): two statements in all for most house managers.
   */
  async recommendedJobs(caller: Viewer | TokenCaller | undefined): Promise<JobRecommendation[]> {
    if (!caller) throw new UnauthenticatedError();
    if (!("tokenUserId" in caller) && caller.userType !== "house_manager") throw new ForbiddenError(RECOMMENDED_FOR);
    const { reads } = this.deps;
    const userId = userIdOf(caller);
    // Her account, her profile as the score reads it, her badge now, the jobs she applied to and the places of the
    // open jobs (jobPlaces), in one statement: each statement more was a round trip's CPU on both sides.
    const [row] = await runPrepared(
      reads,
      sql<Omit<HouseManagerForMatching, "id"> & { id: number | null; account: AccountState | null; applied: number[]; places: Array<{ city: string; location: string }> }>`
      SELECT ${accountSql(userId)} AS account, p.id, p.city, p.location, p.availability, p.skills, p.language, p.salary::float8 AS salary, p.experience,
        p.rating::float8 AS rating, p."reviewCount", ${verifiedNowSql("p")} AS verified, ARRAY(SELECT a."jobId" FROM "JobApplication" a WHERE a."houseManagerId" = p.id) AS applied,
        ${placesJson(JOB_PLACES)} AS places
      FROM (SELECT 1) AS one LEFT JOIN "HouseManagerProfile" p ON p."userId" = ${userId}`,
    );
    const { account, applied: appliedTo, places, id, ...profile } = row!;
    if (viewerOf(caller, account).userType !== "house_manager") throw new ForbiddenError(RECOMMENDED_FOR);
    if (id === null) return [];
    const me: HouseManagerForMatching = { id, ...profile };
    const near = withinReachOf(places, me);
    const best = await bestByBound({
      limit: MAX_RECOMMENDED,
      minScore: -Infinity,
      look: (count) => runPrepared(reads, recommendationsStatement(me, userId, near, count)),
      // Her reasons, said to her (score.ts, FitReader).
      score: (row) => ({ row, fit: scoreFit(row, me, "house_manager") }),
      order: (a, b) => b.fit.score - a.fit.score || new Date(b.row.createdAt).getTime() - new Date(a.row.createdAt).getTime() || b.row.id - a.row.id,
    });
    const applied = new Set(appliedTo);
    const unread = best.filter(({ row }) => row.whole === null).map(({ row }) => row.id);
    const read = new Map(unread.length ? (await readJobsWithOwners(reads, sql`j.id = ANY(${unread}::int[])`)).map((job) => [job.id, job]) : []);
    return best.flatMap(({ row, fit }) => {
      const job = row.whole === null ? read.get(row.id) : jobFromJson(JSON.parse(row.whole) as JobJson);
      return job ? [{ job, fit, applied: applied.has(row.id) }] : [];
    });
  }

  /**
   * Tells the best-matching available house managers about a new job: their notifications are written in one
   * transaction and published after it commits. A failure here never undoes the post (it is already stored).
   */
  async notifyMatches(job: JobWithOwner, posterName: string): Promise<number> {
    const best = await this.rank(job, NOTIFY_BEST, NOTIFY_MIN_SCORE);
    if (best.length === 0) return 0;
    const events = await this.deps.prisma.$transaction(async (tx) => {
      const out: Array<ReturnType<typeof notificationEvent>> = [];
      for (const { houseManager, fit } of best) {
        const notification = await createNotification(tx, {
          recipientId: houseManager.userId,
          senderId: job.employer.userId,
          type: "job_match",
          message: `New job that fits you: "${job.title}" by ${posterName} in ${job.location ? `${job.location}, ` : ""}${job.city} (${fit.score}% fit)`,
          jobId: job.id,
        });
        out.push(notificationEvent(notification));
      }
      return out;
    });
    await publishAll(this.deps.events, events);
    return events.length;
  }
}
