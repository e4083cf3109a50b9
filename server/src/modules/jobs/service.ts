// Job posts and applications: employers and schools post a job (pay meets the minimum wage, shared/jobs/rules.ts), the
// public reads the open ones, house managers apply once per job and the owner is told live; the owner lists the
// applications, each with its fit (modules/matching/score.ts), and closes the job.
import type { Contract, JobApplication, Prisma } from "../../generated/prisma/client.js";
import type { PostJobInput } from "../../graphql/resolvers-types.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, type FieldErrors } from "../../lib/errors.js";
import { parseId } from "../../lib/validate.js";
import { hires, type Caller, type ServiceDeps, type TokenCaller, type Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { assertNotBlocked } from "../moderation/blocks.js";
import { displayName } from "../../../../shared/names.js";
import { checkApplicationNote, checkJob, cleanList, jobAvailabilityOf, JOB_MESSAGES, JOB_SKILLS, JOBS_PAGE_SIZE, DEFAULT_DAYS_PER_MONTH, type JobValues } from "../../../../shared/jobs/rules.js";
import { lowerCase, scoreFit, type Fit, type JobForMatching } from "../matching/score.js";
import { APPROVED_CHECKS, badgeOf } from "../verifications/badges.js";
import { houseManagerForMatching, JOB_OWNER, jobForMatching, LISTED_JOB_OWNER, LISTED_OPEN_JOB, LISTED_OPEN_JOB_ALONE, readJobsWithOwners, type HouseManagerMatch, type MatchingService } from "../matching/service.js";
import { sql } from "kysely";
import { logger } from "../../lib/logger.js";
import { numberedPage, type PageRequest } from "../profiles/connection.js";

export { JOB_MESSAGES };


/** A job with its employer and the employer's name. */
export type JobWithEmployer = Prisma.JobPostGetPayload<{ include: typeof JOB_OWNER }>;

const APPLICANT = { houseManager: { include: { user: { select: { firstName: true, lastName: true, username: true } }, ...APPROVED_CHECKS } } } as const satisfies Prisma.JobApplicationInclude;
export type ApplicationWithApplicant = Prisma.JobApplicationGetPayload<{ include: typeof APPLICANT }>;

/** How well an applicant fits the job she applied to, with her badge now: the owner's list and her application's answer. */
function applicantFit(wanted: JobForMatching, application: ApplicationWithApplicant): Fit {
  return scoreFit(wanted, houseManagerForMatching(application.houseManager, badgeOf(application.houseManager.verifications).verified));
}

/** An application with the applicant and how well she fits the job. */
export interface ScoredApplication {
  application: ApplicationWithApplicant;
  fit: Fit;
  /** What came of it (offersSince), when asked for: the employer's newest offer to her since she applied, or null. */
  offer?: Contract | null;
}

/** Filters of the job board. */
export interface JobBoardFilter {
  city?: string | null;
  skills?: readonly string[] | null;
}

/** Skills in the board's own spelling when they name one ("cooking" is Cooking), so filters and scores agree. */
export function canonicalSkills(skills: readonly string[]): string[] {
  return cleanList(skills).map((skill) => JOB_SKILLS.find((known) => known.toLowerCase() === skill.toLowerCase()) ?? skill);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export class JobService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly matching: MatchingService,
  ) {}

  /** Who may post jobs: employers and schools. */
  private requirePoster(viewer: Viewer | undefined): Viewer {
    if (!viewer) throw new UnauthenticatedError(JOB_MESSAGES.login);
    // Before the post is judged: anyone but an employer or a school (a house manager, an operator) is refused whatever
    // they sent, not told what to mend first.
    if (!hires(viewer)) throw new ForbiddenError(JOB_MESSAGES.onlyEmployers);
    return viewer;
  }

  /**
   * Checks the post against the job rules and the minimum wage for its town, then stores it. `bodyProblems`: what an
   * edge found missing or mistyped in its body (REST's postInput); those fields are not judged again, and one answer
   * names them with the rules' findings on the rest.
   */
  async post(caller: Caller, input: PostJobInput, bodyProblems: FieldErrors = {}): Promise<JobWithEmployer> {
    const viewer = this.requirePoster(caller.viewer);
    const values: JobValues = {
      title: input.title,
      description: input.description ?? "",
      city: input.city,
      location: input.location ?? "",
      availability: input.availability,
      skills: canonicalSkills(input.skills ?? []),
      languages: cleanList(input.languages ?? []),
      children: input.children ?? 0,
      pay: input.pay,
      paymentDay: input.paymentDay,
      daysPerMonth: input.daysPerMonth ?? DEFAULT_DAYS_PER_MONTH,
      startDate: input.startDate,
    };
    const problems: FieldErrors = { ...bodyProblems };
    for (const problem of checkJob(values)) if (!(snake(problem.field) in bodyProblems)) (problems[snake(problem.field)] ??= []).push(problem.message);
    if (Object.keys(problems).length) throw ValidationError.fields(problems);
    await this.deps.rateLimits.limitWrite("jobPost", viewer);
    const employer = await this.deps.prisma.employerProfile.findUnique({ where: { userId: viewer.userId }, select: { id: true } });
    if (!employer) throw new ForbiddenError(JOB_MESSAGES.onlyEmployers);
    const job = await this.deps.prisma.jobPost.create({
      data: {
        employerId: employer.id,
        title: values.title.trim(),
        description: values.description.trim(),
        city: values.city.trim(),
        location: values.location.trim(),
        availability: jobAvailabilityOf(values.availability)!,
        skills: [...values.skills],
        languages: [...values.languages],
        children: values.children,
        pay: values.pay.toFixed(2),
        paymentDay: input.paymentDay,
        daysPerMonth: values.daysPerMonth,
        startDate: new Date(`${values.startDate}T00:00:00Z`),
      },
      include: JOB_OWNER,
    });
    // The post is stored: telling the best-matching house managers must not turn it into an error.
    await this.matching.notifyMatches(job, displayName(job.employer.user)).catch((error: Error) => logger.warn("job_match notifications not sent", { jobId: job.id, error: error.message }));
    return job;
  }

  /** The best-fitting available house managers for a job, best first (at most 20); for its owner only (MatchingService.matchesOf). */
  async matches(caller: Viewer | TokenCaller | undefined, rawJobId: unknown): Promise<HouseManagerMatch[]> {
    return this.matching.matchesOf(caller, rawJobId);
  }

  /**
   * Open jobs, newest first, a page at a time (page 1 first); the town matches town or area, skills must all be wanted.
   * With `count`, also how many match in all, else totalCount is NaN: counting reads every open job that matches
   * (about 5 of the 6 ms inside PostgreSQL for Nairobi's first page at 1,500 open jobs), and the REST board shows no total.
   */
  async board(filter: JobBoardFilter, page: { offset: number; first: number }, options: { count: boolean } = { count: true }): Promise<{ rows: JobWithEmployer[]; totalCount: number }> {
    const city = filter.city?.trim();
    // Without regard to case, for any skill (the board's own and those typed), as the score compares them: the job's
    // skills lower-cased and trimmed (skillSet, prisma/migrations/20261124140000_job_post_lists).
    const skills = cleanList(filter.skills ?? []).map((skill) => lowerCase(skill));
    // Town or area contains the text, without regard to case; `%` and `_` typed are literal (escapeLike).
    const pattern = city ? `%${escapeLike(city)}%` : undefined;
    const matches = sql`${pattern ? sql`AND (j.city ILIKE ${pattern} OR j.location ILIKE ${pattern})` : sql``}
      ${skills.length ? sql`AND j."skillSet" @> ${skills}::text[]` : sql``}`;
    // The page's statement has one text per shape (a town, skills), so it runs prepared (matching/service.ts, runPrepared).
    const rows = readJobsWithOwners(this.deps.reads, sql`${LISTED_OPEN_JOB} ${matches}`, sql`ORDER BY j."createdAt" DESC, j.id DESC LIMIT ${page.first + 1} OFFSET ${page.offset}`, { prepared: true });
    if (!options.count) return { rows: await rows, totalCount: NaN };
    // The same jobs as the page's, counted without joining every employer and user.
    const counted = sql<{ total: number }>`SELECT COUNT(*)::int AS total FROM "JobPost" j WHERE ${LISTED_OPEN_JOB_ALONE} ${matches}`.execute(this.deps.reads);
    const [found, total] = await Promise.all([rows, counted]);
    return { rows: found, totalCount: Number(total.rows[0]?.total ?? 0) };
  }

  /** The REST board's `page` (1, 2, ...): a positive whole number, 1 when absent. */
  pageOf(raw: unknown): PageRequest {
    return numberedPage(raw, JOBS_PAGE_SIZE);
  }

  /** One job, open or closed; 404 when the id names none or its employer's account is suspended or closed. */
  async find(rawId: unknown): Promise<JobWithEmployer> {
    const id = parseId(rawId);
    const [job] = id === undefined ? [] : await readJobsWithOwners(this.deps.reads, sql`j.id = ${id} AND ${LISTED_JOB_OWNER}`);
    if (!job) throw new NotFoundError(JOB_MESSAGES.notFound);
    return job;
  }

  /** The job, for its owner only: visitors 401, anyone else 403. */
  async own(viewer: Viewer | undefined, rawId: unknown): Promise<JobWithEmployer> {
    if (!viewer) throw new UnauthenticatedError();
    const job = await this.find(rawId);
    if (job.employer.userId !== viewer.userId) throw new ForbiddenError(JOB_MESSAGES.onlyOwner);
    return job;
  }

  /** The jobs the signed-in employer or school posted, newest first, open and closed. */
  async mine(viewer: Viewer | undefined): Promise<JobWithEmployer[]> {
    if (!viewer) throw new UnauthenticatedError();
    // Only employers and schools post jobs: anyone else asking for theirs is told so, not handed an empty list.
    if (!hires(viewer)) throw new ForbiddenError(JOB_MESSAGES.onlyEmployers);
    return this.deps.prisma.jobPost.findMany({ where: { employer: { userId: viewer.userId } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 200, include: JOB_OWNER });
  }

  /** The owner closes the job: it leaves the board and takes no more applications. */
  async close(viewer: Viewer | undefined, rawId: unknown): Promise<JobWithEmployer> {
    const job = await this.own(viewer, rawId);
    const closed = await this.deps.prisma.jobPost.updateMany({ where: { id: job.id, status: "Open" }, data: { status: "Closed", closedAt: new Date() } });
    if (closed.count !== 1) throw ValidationError.nonField(JOB_MESSAGES.alreadyClosed);
    return this.find(job.id);
  }

  /**
   * A house manager applies once to an open job with an optional note; the application and the owner's notification
   * are written in one transaction and the notification is published after it commits. It comes back with how well she
   * fits the job, as the owner's list scores it (applications).
   */
  async apply(caller: Caller, rawJobId: unknown, rawNote: string | null | undefined): Promise<ApplicationWithApplicant & { fit: Fit }> {
    const viewer = caller.viewer;
    if (!viewer) throw new UnauthenticatedError(JOB_MESSAGES.applyLogin);
    if (viewer.userType !== "house_manager") throw new ForbiddenError(JOB_MESSAGES.onlyHouseManagers);
    const job = await this.find(rawJobId);
    const note = (rawNote ?? "").trim();
    const noteProblem = checkApplicationNote(note);
    if (noteProblem) throw ValidationError.fields({ note: [noteProblem] });
    if (job.status !== "Open") throw ValidationError.nonField(JOB_MESSAGES.closed);
    const { prisma } = this.deps;
    const houseManager = await prisma.houseManagerProfile.findUnique({ where: { userId: viewer.userId }, include: { user: true } });
    if (!houseManager) throw ValidationError.nonField(JOB_MESSAGES.noProfile);
    // No application between a blocked pair, either way (docs/decisions/0008-operators-and-trust.md).
    await assertNotBlocked(prisma, viewer.userId, job.employer.userId);
    const before = await prisma.jobApplication.findUnique({ where: { jobId_houseManagerId: { jobId: job.id, houseManagerId: houseManager.id } }, select: { id: true } });
    if (before) throw ValidationError.nonField(JOB_MESSAGES.alreadyApplied);
    await this.deps.rateLimits.limitWrite("jobApplication", viewer);
    const name = displayName(houseManager.user);
    let created: { application: ApplicationWithApplicant; event: ReturnType<typeof notificationEvent> };
    try {
      created = await prisma.$transaction(async (tx) => {
        const application = await tx.jobApplication.create({ data: { jobId: job.id, houseManagerId: houseManager.id, note }, include: APPLICANT });
        const notification = await createNotification(tx, {
          recipientId: job.employer.userId,
          senderId: viewer.userId,
          type: "application",
          message: `${name} applied for your job "${job.title}"`,
          jobId: job.id,
        });
        return { application, event: notificationEvent(notification) };
      });
    } catch (error) {
      // Two applications at once: the unique index keeps one, the other reads as a second application.
      if ((error as { code?: string }).code === "P2002") throw ValidationError.nonField(JOB_MESSAGES.alreadyApplied);
      throw error;
    }
    await publishAll(this.deps.events, [created.event]);
    return { ...created.application, fit: applicantFit(jobForMatching(job), created.application) };
  }

  /**
   * The applications to a job, for its owner: best fit first, then the earliest; with `offers`, each with what came of
   * it (offersSince), read for the whole list in one statement.
   */
  async applications(viewer: Viewer | undefined, rawJobId: unknown, { offers = false } = {}): Promise<ScoredApplication[]> {
    const job = await this.own(viewer, rawJobId);
    const rows = await this.deps.prisma.jobApplication.findMany({ where: { jobId: job.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 500, include: APPLICANT });
    const wanted = jobForMatching(job);
    const offered = offers ? await this.offersSince(rows.map((application) => ({ ...application, job }))) : undefined;
    return rows
      .map((application) => ({
        application,
        fit: applicantFit(wanted, application),
        ...(offered ? { offer: offered.get(application.id) ?? null } : {}),
      }))
      .sort((a, b) => b.fit.score - a.fit.score || a.application.id - b.application.id);
  }

  /** The signed-in house manager's applications, newest first, with their jobs. */
  async myApplications(viewer: Viewer | undefined): Promise<Array<JobApplication & { job: JobWithEmployer; offer: Contract | null }>> {
    if (!viewer) throw new UnauthenticatedError();
    // As recommended jobs (MatchingService): a list of house managers' own, refused to anyone else.
    if (viewer.userType !== "house_manager") throw new ForbiddenError(JOB_MESSAGES.onlyHouseManagers);
    const applications = await this.deps.prisma.jobApplication.findMany({
      where: { houseManager: { userId: viewer.userId } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      include: { job: { include: JOB_OWNER } },
    });
    const offers = await this.offersSince(applications);
    return applications.map((application) => ({ ...application, offer: offers.get(application.id) ?? null }));
  }

  /**
   * What came of each application, by its id: the newest contract the job's employer offered the applicant since she
   * applied, whatever its state now (pending, accepted, declined, withdrawn), in one statement. An offer made from an
   * application is this (client/src/features/jobs/offer-from-job.ts); a contract stores no job, so an offer the same
   * employer made her after she applied for two of its jobs answers both.
   */
  async offersSince(applications: ReadonlyArray<Pick<JobApplication, "id" | "houseManagerId" | "createdAt"> & { job: Pick<JobWithEmployer, "employerId"> }>): Promise<Map<number, Contract>> {
    const offers = new Map<number, Contract>();
    if (applications.length === 0) return offers;
    const pairs = new Map(applications.map((application) => [`${application.houseManagerId} ${application.job.employerId}`, { houseManagerId: application.houseManagerId, employerId: application.job.employerId }]));
    const earliest = new Date(Math.min(...applications.map((application) => application.createdAt.getTime())));
    const contracts = await this.deps.prisma.contract.findMany({
      where: { OR: [...pairs.values()], createdAt: { gte: earliest } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 1_000,
    });
    for (const application of applications) {
      const offer = contracts.find((contract) => contract.houseManagerId === application.houseManagerId && contract.employerId === application.job.employerId && contract.createdAt >= application.createdAt);
      if (offer) offers.set(application.id, offer);
    }
    return offers;
  }

  /**
   * What came of a job's matches, by house manager id: the owner's newest offer to each since the job was posted, as
   * offersSince says it for an application. For the owner's list, after matches() let them see it.
   */
  async matchOffers(rawJobId: unknown, houseManagerIds: readonly number[]): Promise<Map<number, Contract>> {
    if (houseManagerIds.length === 0) return new Map();
    const job = await this.find(rawJobId);
    return this.offersSince(houseManagerIds.map((id) => ({ id, houseManagerId: id, createdAt: job.createdAt, job })));
  }

  /** Which of these jobs the signed-in house manager applied to. */
  async appliedJobIds(viewer: Viewer | undefined, jobIds: readonly number[]): Promise<Set<number>> {
    if (!viewer || viewer.userType !== "house_manager" || jobIds.length === 0) return new Set();
    const rows = await this.deps.prisma.jobApplication.findMany({ where: { jobId: { in: [...jobIds] }, houseManager: { userId: viewer.userId } }, select: { jobId: true } });
    return new Set(rows.map((row) => row.jobId));
  }

  /** How many applications a job has, for its owner's view of the job. */
  applicationCount(jobId: number): Promise<number> {
    return this.deps.prisma.jobApplication.count({ where: { jobId } });
  }
}

/** The REST spelling of a field a problem names (daysPerMonth → days_per_month). */
function snake(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
