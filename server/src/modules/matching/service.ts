// Ranked matches both ways: the best-fitting available house managers for a job (its owner only), the open jobs that
// fit a house manager, and the job_match notifications a new job sends. Every ranking scores with score.ts.
import { sql, type RawBuilder } from "kysely";
import { prepareStatement, type Reads } from "../../lib/reads.js";
import { Prisma, type EmployerProfile, type HouseManagerProfile, type JobPost } from "../../generated/prisma/client.js";
import { ForbiddenError, UnauthenticatedError } from "../../lib/errors.js";
import type { ServiceDeps, Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { nairobiToday } from "../../../../shared/dates.js";
import { APPROVED_CHECKS, goodConductCutoff } from "../verifications/badges.js";
import { byFit, distanceFit, fitSql, jobFitSql, lowerCase, scoreFit, WEIGHTS, type Fit } from "./score.js";
import { checkFromJson, profileFromJson, UNLISTED_USERS, type CheckJson, type ProfileJson } from "../profiles/service.js";
import type { HouseManagerForMatching, JobForMatching } from "./score.js";

/** A job's owner sees at most this many matches. */
export const MAX_MATCHES = 20;
/** A new job notifies this many of its best-matching house managers... */
export const NOTIFY_BEST = 10;
/** ...those that fit at least this well (out of 100): a job is not news to someone it hardly fits. */
export const NOTIFY_MIN_SCORE = 40;
/** Recommended jobs a house manager sees at once. */
export const MAX_RECOMMENDED = 20;

/** A house manager with her name and approved checks, as matches show her (MatchingService.whole reads them). */
export type HouseManagerWithName = Prisma.HouseManagerProfileGetPayload<{ include: { user: { select: { firstName: true; lastName: true; username: true } } } & typeof APPROVED_CHECKS }>;

export interface HouseManagerMatch {
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
 * Job posts with their employers and the employers' names, in the shape Prisma's include of JOB_OWNER reads them, in
 * one statement over the job `j`, its employer `e` and her user `u` (Prisma's include took several statements and
 * most of the CPU of a job's matches and of the board). Dates come as YYYY-MM-DD, read as UTC midnight as Prisma
 * reads them; the columns kept for the score (skillSet, languageSet, availabilityLower) are left out, as Prisma leaves them out.
 */
export async function readJobsWithOwners(reads: Reads, where: RawBuilder<unknown>, orderAndPage: RawBuilder<unknown> = sql``): Promise<JobWithOwner[]> {
  const { rows } = await sql<JobJson>`
    SELECT to_json(j) AS job, to_json(e) AS employer, json_build_object('id', u.id, 'firstName', u."firstName", 'lastName', u."lastName", 'username', u.username) AS owner
    FROM "JobPost" j JOIN "EmployerProfile" e ON e.id = j."employerId" JOIN "User" u ON u.id = e."userId"
    WHERE ${where} ${orderAndPage}`.execute(reads);
  return rows.map(({ job, employer, owner }) => {
    const { skillSet: _skillSet, languageSet: _languageSet, availabilityLower: _availabilityLower, ...fields } = job;
    return {
      ...fields,
      pay: new Prisma.Decimal(job.pay),
      startDate: new Date(job.startDate),
      closedAt: job.closedAt === null ? null : new Date(job.closedAt),
      createdAt: new Date(job.createdAt),
      updatedAt: new Date(job.updatedAt),
      employer: { ...profileFromJson<EmployerProfile>(employer), user: owner },
    } as unknown as JobWithOwner;
  });
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

/** What the score reads of a house manager, whose she is, and her fit as SQL bounds it (score.ts, fitSql). */
export type ScoringRow = HouseManagerForMatching & { userId: number; bound: number };

/** A ranking first scores this many times the places it fills with scoreFit, then more if ties at the cut need it. */
const FIRST_LOOK = 4;
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
async function runPrepared<Row>(reads: Reads, statement: RawBuilder<Row>): Promise<Row[]> {
  const compiled = statement.compile(reads);
  if (preparedShapes.has(compiled.sql) || preparedShapes.size < MAX_PREPARED_SHAPES) {
    preparedShapes.add(compiled.sql);
    prepareStatement(compiled.sql);
  }
  return (await reads.executeQuery(compiled)).rows;
}

/** The most a profile can score without any distance points or without any of the job's skills. */
const WITHOUT_PLACE_OR_SKILL = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0) - Math.min(WEIGHTS.distance, WEIGHTS.skills);

/** The towns and areas house managers live in that are within reach of a job, with their distance points (distanceFit). */
export async function nearPlaces(reads: Reads, job: JobForMatching): Promise<NearPlace[]> {
  const { rows } = await sql<{ city: string; location: string }>`SELECT city, location FROM "HouseManagerProfile" GROUP BY city, location`.execute(reads);
  return rows.map((place) => ({ ...place, points: distanceFit(job, place.city, place.location).points })).filter((place) => place.points > 0);
}

/** "Verified now" (badges.ts, verifiedWhere) of a house manager profile `p`, as SQL: two sets read once. */
function verifiedNow(): RawBuilder<boolean> {
  return sql<boolean>`(p.id IN (SELECT v."houseManagerId" FROM "Verification" v WHERE v.kind = 'id_document' AND v.status = 'approved')
    AND p.id IN (SELECT v."houseManagerId" FROM "Verification" v WHERE v.kind = 'good_conduct' AND v.status = 'approved' AND v."issuedOn" >= ${goodConductCutoff()}))`;
}

/**
 * One look of MatchingService.rank: the available house managers (its rules) with what the score reads and their fit
 * as SQL works it out (fitSql), best first, `count` + 1 of them (the one more tells what the rest can reach); within
 * reach only, those living in `near` with one of the job's skills.
 */
export function candidatesStatement(job: JobForMatching, near: NearPlace[], options: { count: number; withinReach: boolean; exceptUserId?: number }): RawBuilder<ScoringRow> {
  const today = new Date(`${nairobiToday()}T00:00:00Z`);
  const places = sql`unnest(${near.map((place) => place.city)}::text[], ${near.map((place) => place.location)}::text[], ${near.map((place) => place.points)}::float8[]) AS pl(city, location, points)`;
  // "Verified now" (badges.ts, verifiedWhere) as two sets read once.
  const verified = verifiedNow();
  const skills = [...new Set(job.skills.map((skill) => lowerCase(skill.trim())))];
  // Only the id and the bound of every candidate; the rest of what the score reads only for the few chosen (reading it
  // for all of them before the sort was about a third of the statement at 4,200 profiles).
  return sql<ScoringRow>`
    SELECT p.id, p."userId", p.city, p.location, p.availability, p.skills, p.language, p.salary::float8 AS salary,
      p.experience, p.rating::float8 AS rating, p."reviewCount", ${verified} AS verified, best.bound
    FROM (
      SELECT p.id, ${fitSql(job, sql`pl.points`, verified)} AS bound
      FROM "HouseManagerProfile" p ${options.withinReach ? sql`JOIN` : sql`LEFT JOIN`} ${places} ON pl.city = p.city AND pl.location = p.location
      WHERE p."userId" NOT IN (${UNLISTED_USERS})
        AND p.id NOT IN (SELECT c."houseManagerId" FROM "Contract" c WHERE c.status = 'Accepted' AND c."liveIn" AND c."endDate" >= ${today})
        ${options.exceptUserId === undefined ? sql`` : sql`AND p."userId" <> ${options.exceptUserId}`}
        ${options.withinReach && skills.length ? sql`AND p."skillSet" && ${skills}::text[]` : sql``}
      ORDER BY bound DESC, p.id LIMIT ${options.count + 1}
    ) AS best JOIN "HouseManagerProfile" p ON p.id = best.id
    ORDER BY best.bound DESC, p.id`;
}

/**
 * The best `limit` rows scoring at least `minScore`, in `order`, when SQL hands them out best bound first (`look`,
 * `count` + 1 of them: the one more tells what the rest can reach) and only the rows looked at are scored exactly
 * (`score`, scoreFit). The answer is the same as scoring every row: a look is accepted only when no row left out can
 * reach the last place's score (the next one's bound rounds lower), else it looks further. A first, narrow look
 * (`narrow` true) may leave out rows that can score at most `narrowCeiling`.
 */
export async function bestByBound<Row extends { bound: number }, Scored extends { fit: Fit }>(options: {
  limit: number;
  minScore: number;
  look: (count: number, narrow: boolean) => Promise<Row[]>;
  narrowCeiling?: number;
  score: (row: Row) => Scored;
  order: (a: Scored, b: Scored) => number;
}): Promise<Scored[]> {
  const { limit, minScore } = options;
  let count = limit * FIRST_LOOK;
  let narrow = options.narrowCeiling !== undefined;
  for (;;) {
    const rows = await options.look(count, narrow);
    const best = rows
      .slice(0, count)
      .map(options.score)
      .filter((scored) => scored.fit.score >= minScore)
      .sort(options.order)
      .slice(0, limit);
    // The most anything not scored here can score, and what it would need to take a place.
    const unseen = Math.max(rows.length > count ? rows[count]!.bound : -Infinity, narrow ? options.narrowCeiling! : -Infinity);
    const needed = best.length === limit ? best[limit - 1]!.fit.score : minScore;
    if (Math.round(unseen + EPSILON) < needed || (!narrow && rows.length <= count)) return best;
    if (narrow) narrow = false;
    else count *= FIRST_LOOK;
  }
}

/** A job as the score reads it, its id and age, and a bound of one house manager's fit for it (score.ts, jobFitSql). */
export type JobScoringRow = JobForMatching & { id: number; createdAt: Date; bound: number };

/** The towns and areas of the open jobs, as SQL (read from their partial index, prisma/migrations/20261124180000_matching_reads_less). */
const OPEN_JOB_PLACES = sql<{ city: string; location: string }>`SELECT city, location FROM "JobPost" WHERE status = 'Open' GROUP BY city, location`;

/** Of `places`, those within reach of a house manager living in `city` and `location`, with their distance points. */
function withinReachOf(places: Array<{ city: string; location: string }>, hm: Pick<HouseManagerForMatching, "city" | "location">): NearPlace[] {
  return places.map((place) => ({ ...place, points: distanceFit(place, hm.city, hm.location).points })).filter((place) => place.points > 0);
}

/** The towns and areas of the open jobs, with their distance points for a house manager living in `city` and `location`. */
export async function jobPlaces(reads: Reads, hm: Pick<HouseManagerForMatching, "city" | "location">): Promise<NearPlace[]> {
  return withinReachOf((await OPEN_JOB_PLACES.execute(reads)).rows, hm);
}

/** One look of MatchingService.recommendedJobs: the open jobs of listed employers (LISTED_JOB_OWNER) best bound first, newest first among equals. */
export function recommendationsStatement(hm: HouseManagerForMatching, near: NearPlace[], count: number): RawBuilder<JobScoringRow> {
  const places = sql`unnest(${near.map((place) => place.city)}::text[], ${near.map((place) => place.location)}::text[], ${near.map((place) => place.points)}::float8[]) AS pl(city, location, points)`;
  return sql<JobScoringRow>`
    SELECT j.id, j."createdAt", j.city, j.location, j.availability, j.skills, j.languages, j.pay::float8 AS pay, j."paymentDay", j."daysPerMonth",
      ${jobFitSql(hm, sql`pl.points`)} AS bound
    FROM "JobPost" j LEFT JOIN ${places} ON pl.city = j.city AND pl.location = j.location
    WHERE j.status = 'Open' AND j."employerId" NOT IN (SELECT e.id FROM "EmployerProfile" e WHERE e."userId" IN (${UNLISTED_USERS}))
    ORDER BY bound DESC, j."createdAt" DESC, j.id DESC LIMIT ${count + 1}`;
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
  private async rank(job: JobPost, limit: number, minScore = -Infinity, exceptUserId?: number): Promise<HouseManagerMatch[]> {
    const { reads } = this.deps;
    const wanted = jobForMatching(job);
    const near = await nearPlaces(reads, wanted);
    const best = await bestByBound({
      limit,
      minScore,
      look: (count, narrow) => runPrepared(reads, candidatesStatement(wanted, near, { count, withinReach: narrow, exceptUserId })),
      narrowCeiling: WITHOUT_PLACE_OR_SKILL,
      score: (row) => {
        const shape: HouseManagerForMatching = {
          id: row.id,
          city: row.city,
          location: row.location,
          availability: row.availability,
          skills: row.skills,
          language: row.language,
          salary: row.salary,
          experience: row.experience,
          rating: row.rating,
          reviewCount: row.reviewCount,
          verified: row.verified,
        };
        return { shape, fit: scoreFit(wanted, shape) };
      },
      order: (a, b) => byFit({ fit: a.fit, houseManager: a.shape }, { fit: b.fit, houseManager: b.shape }),
    });
    return this.whole(best);
  }

  /**
   * The chosen house managers loaded whole with their names and approved checks, in their order, in one statement
   * (through Prisma's include it took three and most of a matches request's CPU). JSON carries timestamps with their
   * offset and dates as YYYY-MM-DD, read as UTC midnight as Prisma reads them.
   */
  private async whole(best: Array<{ shape: HouseManagerForMatching; fit: Fit }>): Promise<HouseManagerMatch[]> {
    if (best.length === 0) return [];
    const { rows } = await sql<{ profile: ProfileJson & { id: number }; firstName: string; lastName: string; username: string; checks: CheckJson[] }>`
      SELECT to_json(p) AS profile, u."firstName", u."lastName", u.username,
        (SELECT coalesce(json_agg(json_build_object('id', v.id, 'kind', v.kind, 'reviewedAt', v."reviewedAt", 'issuedOn', v."issuedOn", 'submittedAt', v."submittedAt")), '[]')
          FROM "Verification" v WHERE v."houseManagerId" = p.id AND v.status = 'approved') AS checks
      FROM "HouseManagerProfile" p JOIN "User" u ON u.id = p."userId"
      WHERE p.id = ANY(${best.map((candidate) => candidate.shape.id)}::int[])`.execute(this.deps.reads);
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
    return best.flatMap(({ shape, fit }) => {
      const houseManager = byId.get(shape.id);
      return houseManager ? [{ houseManager, fit }] : [];
    });
  }

  /** The best-fitting available house managers for a job, best first; for the job's owner only. */
  async matchesFor(viewer: Viewer | undefined, job: JobWithOwner): Promise<HouseManagerMatch[]> {
    if (!viewer) throw new UnauthenticatedError();
    if (job.employer.userId !== viewer.userId) throw new ForbiddenError("Only the employer who posted this job can see its matches");
    return this.rank(job, MAX_MATCHES);
  }

  /**
   * Open jobs ranked for the signed-in house manager, best first; those she applied to stay, marked applied. As with a
   * job's matches, SQL ranks every open job by a bound of her fit (score.ts, jobFitSql) and only the best few are scored
   * with scoreFit and loaded whole.
   */
  async recommendedJobs(viewer: Viewer | undefined): Promise<JobRecommendation[]> {
    if (!viewer) throw new UnauthenticatedError();
    if (viewer.userType !== "house_manager") throw new ForbiddenError("Recommended jobs are for house managers");
    const { reads } = this.deps;
    // Her profile as the score reads it, her badge now, the jobs she applied to and the places of the open jobs
    // (jobPlaces), in one statement: each statement more was a round trip's CPU on both sides.
    const { rows } = await sql<HouseManagerForMatching & { applied: number[]; places: Array<{ city: string; location: string }> }>`
      SELECT p.id, p.city, p.location, p.availability, p.skills, p.language, p.salary::float8 AS salary, p.experience, p.rating::float8 AS rating,
        p."reviewCount", ${verifiedNow()} AS verified, ARRAY(SELECT a."jobId" FROM "JobApplication" a WHERE a."houseManagerId" = p.id) AS applied,
        (SELECT coalesce(json_agg(json_build_object('city', pl.city, 'location', pl.location)), '[]') FROM (${OPEN_JOB_PLACES}) AS pl) AS places
      FROM "HouseManagerProfile" p WHERE p."userId" = ${viewer.userId}`.execute(reads);
    if (!rows[0]) return [];
    const { applied: appliedTo, places, ...me } = rows[0];
    const near = withinReachOf(places, me);
    const best = await bestByBound({
      limit: MAX_RECOMMENDED,
      minScore: -Infinity,
      look: (count) => runPrepared(reads, recommendationsStatement(me, near, count)),
      score: (row) => ({ row, fit: scoreFit(row, me) }),
      order: (a, b) => b.fit.score - a.fit.score || new Date(b.row.createdAt).getTime() - new Date(a.row.createdAt).getTime() || b.row.id - a.row.id,
    });
    const jobs = new Map((await readJobsWithOwners(reads, sql`j.id = ANY(${best.map(({ row }) => row.id)}::int[])`)).map((job) => [job.id, job]));
    const applied = new Set(appliedTo);
    return best.flatMap(({ row, fit }) => {
      const job = jobs.get(row.id);
      return job ? [{ job, fit, applied: applied.has(job.id) }] : [];
    });
  }

  /**
   * Tells the best-matching available house managers about a new job: their notifications are written in one
   * transaction and published after it commits. A failure here never undoes the post (it is already stored).
   */
  async notifyMatches(job: JobWithOwner, posterName: string): Promise<number> {
    const best = await this.rank(job, NOTIFY_BEST, NOTIFY_MIN_SCORE, job.employer.userId);
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
