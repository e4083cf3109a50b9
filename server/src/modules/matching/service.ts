// Ranked matches both ways: the best-fitting available house managers for a job (its owner only), the open jobs that
// fit a house manager, and the job_match notifications a new job sends. Every ranking scores with score.ts.
import type { HouseManagerProfile, JobPost, Prisma } from "../../generated/prisma/client.js";
import { ForbiddenError, UnauthenticatedError } from "../../lib/errors.js";
import type { ServiceDeps, Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { nairobiToday } from "../../../../shared/dates.js";
import { APPROVED_CHECKS, badgeOf, goodConductCutoff } from "../verifications/badges.js";
import { byFit, scoreFit, type Fit } from "./score.js";
import { LISTED_OWNER } from "../profiles/service.js";
import type { HouseManagerForMatching, JobForMatching } from "./score.js";

/** A job's owner sees at most this many matches. */
export const MAX_MATCHES = 20;
/** A new job notifies this many of its best-matching house managers... */
export const NOTIFY_BEST = 10;
/** ...those that fit at least this well (out of 100): a job is not news to someone it hardly fits. */
export const NOTIFY_MIN_SCORE = 40;
/** Recommended jobs a house manager sees at once. */
export const MAX_RECOMMENDED = 20;

const WITH_NAME = { user: { select: { firstName: true, lastName: true, username: true } }, ...APPROVED_CHECKS } as const satisfies Prisma.HouseManagerProfileInclude;
export type HouseManagerWithName = Prisma.HouseManagerProfileGetPayload<{ include: typeof WITH_NAME }>;

export interface HouseManagerMatch {
  houseManager: HouseManagerWithName;
  fit: Fit;
}

/** A job with its employer's name, as the board, a job's page and the matches show it. */
export const JOB_OWNER = { employer: { include: { user: { select: { id: true, firstName: true, lastName: true, username: true } } } } } as const satisfies Prisma.JobPostInclude;

/** Jobs anyone may see: open, and posted by an account that is neither suspended nor closed (docs/decisions/0011-privacy-rights-and-moderation.md). */
export const LISTED_OPEN_JOB: Prisma.JobPostWhereInput = { status: "Open", employer: { user: LISTED_OWNER } };
export type JobWithOwner = Prisma.JobPostGetPayload<{ include: typeof JOB_OWNER }>;

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

/** What the score reads of every available house manager, and whose she is. */
interface ScoringRow {
  id: number;
  userId: number;
  city: string;
  location: string;
  availability: string;
  skills: string;
  language: string;
  salary: number | null;
  experience: number;
  rating: number;
  reviewCount: number;
  verified: boolean;
}

export class MatchingService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * The best `limit` available house managers for a job, best first, among those `keep` accepts. Available: without an
   * accepted live-in contract in force today (day work for several households is common, docs/decisions/0004-contracts.md,
   * so other accepted contracts do not take someone off the market), and never a suspended or closed account (as
   * LISTED_OWNER, profiles/service.ts, in every public list). Every one is scored from the few columns the score
   * reads and whether she holds the badge now, in one statement, and only the best are then loaded whole: at 4,200
   * profiles, loading all of them with names and checks took most of a matches request.
   */
  private async rank(job: JobPost, limit: number, keep: (candidate: { userId: number; fit: Fit }) => boolean = () => true): Promise<HouseManagerMatch[]> {
    const { prisma } = this.deps;
    const today = new Date(`${nairobiToday()}T00:00:00Z`);
    // The conditions above and those of "verified now" (badges.ts, verifiedWhere) written out in SQL: Prisma's two
    // queries with their object mapping cost about four times as much at this size.
    const rows = await prisma.$queryRaw<ScoringRow[]>`
      SELECT p.id, p."userId", p.city, p.location, p.availability, p.skills, p.language, p.salary::float8 AS salary,
        p.experience, p.rating::float8 AS rating, p."reviewCount",
        (EXISTS (SELECT 1 FROM "Verification" v WHERE v."houseManagerId" = p.id AND v.kind = 'id_document' AND v.status = 'approved')
          AND EXISTS (SELECT 1 FROM "Verification" v WHERE v."houseManagerId" = p.id AND v.kind = 'good_conduct' AND v.status = 'approved'
            AND v."issuedOn" >= ${goodConductCutoff()})) AS verified
      FROM "HouseManagerProfile" p JOIN "User" u ON u.id = p."userId"
      WHERE u."suspendedAt" IS NULL AND u."closedAt" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "Contract" c WHERE c."houseManagerId" = p.id AND c.status = 'Accepted' AND c."liveIn" AND c."endDate" >= ${today})`;
    const wanted = jobForMatching(job);
    const best = rows
      .map((row) => {
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
        return { userId: row.userId, shape, fit: scoreFit(wanted, shape) };
      })
      .filter(keep)
      .sort((a, b) => byFit({ fit: a.fit, houseManager: a.shape }, { fit: b.fit, houseManager: b.shape }))
      .slice(0, limit);
    const whole = await prisma.houseManagerProfile.findMany({ where: { id: { in: best.map((candidate) => candidate.shape.id) } }, include: WITH_NAME });
    const byId = new Map(whole.map((houseManager) => [houseManager.id, houseManager]));
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

  /** Open jobs ranked for the signed-in house manager, best first; those she applied to stay, marked applied. */
  async recommendedJobs(viewer: Viewer | undefined): Promise<JobRecommendation[]> {
    if (!viewer) throw new UnauthenticatedError();
    if (viewer.userType !== "house_manager") throw new ForbiddenError("Recommended jobs are for house managers");
    const { prisma } = this.deps;
    const houseManager = await prisma.houseManagerProfile.findUnique({ where: { userId: viewer.userId }, include: APPROVED_CHECKS });
    if (!houseManager) return [];
    const [jobs, applications] = await Promise.all([
      prisma.jobPost.findMany({ where: LISTED_OPEN_JOB, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 2000, include: JOB_OWNER }),
      prisma.jobApplication.findMany({ where: { houseManagerId: houseManager.id }, select: { jobId: true } }),
    ]);
    const applied = new Set(applications.map((row) => row.jobId));
    const me = houseManagerForMatching(houseManager, badgeOf(houseManager.verifications).verified);
    return jobs
      .map((job) => ({ job, fit: scoreFit(jobForMatching(job), me), applied: applied.has(job.id) }))
      .sort((a, b) => b.fit.score - a.fit.score || b.job.createdAt.getTime() - a.job.createdAt.getTime() || b.job.id - a.job.id)
      .slice(0, MAX_RECOMMENDED);
  }

  /**
   * Tells the best-matching available house managers about a new job: their notifications are written in one
   * transaction and published after it commits. A failure here never undoes the post (it is already stored).
   */
  async notifyMatches(job: JobWithOwner, posterName: string): Promise<number> {
    const best = await this.rank(job, NOTIFY_BEST, (candidate) => candidate.fit.score >= NOTIFY_MIN_SCORE && candidate.userId !== job.employer.userId);
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
