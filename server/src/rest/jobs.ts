// REST routes for job posts and applications: the job board, a job, posting and closing, applying, and the
// owner's applications with each applicant's fit. This edge owns the snake_case spelling and form strings.
import { Router } from "express";
import type { Services } from "../services.js";
import type { Contract, HouseManagerProfile } from "../generated/prisma/client.js";
import type { PostJobInput } from "../graphql/resolvers-types.js";
import { ValidationError, type FieldErrors } from "../lib/errors.js";
import { Checker } from "../lib/validate.js";
import { isoDay } from "../../../shared/dates.js";
import { displayName } from "../../../shared/names.js";
import { monthlyEquivalent } from "../../../shared/kenya/wage.js";
import type { JobWithEmployer, ScoredApplication } from "../modules/jobs/service.js";
import { bodyOf, readRoute, route, signedReadRoute, type PublicRead, type ReadRequest, type SignedRead } from "./http.js";
import { statusOf } from "../modules/contracts/service.js";
import type { MatchedHouseManager } from "../modules/matching/service.js";
import { badgeOf } from "../modules/verifications/badges.js";

/** A job as REST answers it. */
export function jobJson(job: JobWithEmployer, extra: { applied?: boolean; applicationCount?: number } = {}) {
  return {
    id: job.id,
    employer: job.employerId,
    employer_name: displayName(job.employer.user),
    employer_image: job.employer.image,
    title: job.title,
    description: job.description,
    city: job.city,
    location: job.location,
    availability: job.availability,
    skills: job.skills,
    languages: job.languages,
    children: job.children,
    pay: Number(job.pay),
    payment_day: job.paymentDay,
    days_per_month: job.daysPerMonth,
    monthly_pay: monthlyEquivalent(job.paymentDay, Number(job.pay), job.daysPerMonth),
    start_date: isoDay(job.startDate),
    status: job.status,
    created_at: job.createdAt.toISOString(),
    closed_at: job.closedAt?.toISOString() ?? null,
    ...(extra.applied === undefined ? {} : { applied: extra.applied }),
    ...(extra.applicationCount === undefined ? {} : { application_count: extra.applicationCount }),
  };
}

/** What the applicant and match summaries show of a house manager: her names, list fields and badge now. */
type SummaryFields = Pick<MatchedHouseManager, "id" | "firstName" | "lastName" | "username" | "city" | "location" | "rating" | "experience" | "image" | "verified">;

/** The house manager summary the applications and a job's matches show. */
function summaryJson(houseManager: SummaryFields) {
  return {
    id: houseManager.id,
    name: displayName(houseManager),
    city: houseManager.city,
    location: houseManager.location,
    rating: houseManager.rating,
    experience: houseManager.experience,
    image: houseManager.image,
    verified: houseManager.verified,
  };
}

/** summaryJson of a profile loaded whole with its owner's names and approved checks. */
export function houseManagerSummary(profile: HouseManagerProfile & { user: { firstName: string; lastName: string; username: string }; verifications: Parameters<typeof badgeOf>[0] }) {
  const { firstName, lastName, username } = profile.user;
  return summaryJson({
    id: profile.id,
    firstName,
    lastName,
    username,
    city: profile.city,
    location: profile.location,
    rating: Number(profile.rating),
    experience: profile.experience,
    image: profile.image,
    // ID and a current good-conduct certificate, both approved by an operator (docs/decisions/0008-operators-and-trust.md).
    verified: badgeOf(profile.verifications).verified,
  });
}

/** What came of an application, on both sides' lists: the employer's newest offer to her since she applied (JobService.offersSince), or null. */
function offerJson(offer: Contract | null | undefined) {
  return offer ? { id: offer.id, status: statusOf(offer), created_at: offer.createdAt.toISOString() } : null;
}

function applicationJson({ application, fit, offer }: ScoredApplication) {
  return {
    id: application.id,
    job: application.jobId,
    house_manager: houseManagerSummary(application.houseManager),
    note: application.note,
    score: fit.score,
    reasons: fit.reasons,
    offer: offerJson(offer),
    created_at: application.createdAt.toISOString(),
  };
}

function fail(field: string, message: string): never {
  throw ValidationError.fields({ [field]: [message] });
}

function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Where a body's shape problems go: thrown at once (fail), or gathered by a Checker so that one answer names every field (postInput). */
type Problem = (field: string, message: string) => void;

function text(body: Record<string, unknown>, field: string, required: boolean, problem: Problem = fail): string {
  const value = body[field];
  if (absent(value)) {
    if (required) problem(field, "This field is required.");
    return "";
  }
  if (typeof value !== "string") {
    problem(field, "Must be text.");
    return "";
  }
  return value;
}

/** A list sent as a JSON array of text, or as one comma-separated text (a form or a query string). */
function list(value: unknown, field: string, problem: Problem = fail): string[] {
  if (absent(value)) return [];
  if (typeof value === "string") return value.split(",");
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
  problem(field, "Must be a list of text.");
  return [];
}

/** A number sent as JSON or as text; anything else becomes NaN for the rules to name. */
function number(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
}

function optionalNumber(value: unknown): number | null {
  return absent(value) ? null : number(value);
}

/**
 * The issue's JSON (`{title, description, city, ...}`) as the service's typed input, with what is missing or mistyped
 * in it. The service's rules (checkJob) judge the other fields' values, so one answer names everything a client must
 * fix (JobService.post).
 */
function postInput(body: Record<string, unknown>): { input: PostJobInput; bodyProblems: FieldErrors } {
  const check = new Checker();
  const problem: Problem = (field, message) => check.add(field, message);
  const input: PostJobInput = {
    title: text(body, "title", true, problem),
    description: text(body, "description", false, problem),
    city: text(body, "city", true, problem),
    location: text(body, "location", false, problem),
    availability: text(body, "availability", true, problem),
    skills: list(body.skills, "skills", problem),
    languages: list(body.languages, "languages", problem),
    children: optionalNumber(body.children),
    pay: absent(body.pay) ? (problem("pay", "This field is required."), NaN) : number(body.pay),
    paymentDay: (text(body, "payment_day", false, problem) || "Monthly") as PostJobInput["paymentDay"],
    daysPerMonth: optionalNumber(body.days_per_month),
    startDate: text(body, "start_date", true, problem).trim(),
  };
  return { input, bodyProblems: check.errors };
}

function queryText(req: ReadRequest, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") fail(name, "Give this filter once.");
  return value;
}

/** The job board (GET, under /profiles): the express route of jobRoutes and the lean path of rest/lean.ts. */
export function jobReads(services: Services): Record<string, PublicRead> {
  return {
    "/jobs/": async (req, caller) => {
      const pageRequest = services.jobs.pageOf(queryText(req, "page"));
      const { rows } = await services.jobs.board({ city: queryText(req, "city"), skills: list(queryText(req, "skills"), "skills") }, pageRequest, { count: false });
      // The board fetched one more row than the page to tell whether more follow; REST's plain array leaves it out.
      const page = rows.slice(0, pageRequest.first);
      const applied = await services.jobs.appliedJobIds(caller.viewer, page.map((job) => job.id));
      return { body: page.map((job) => jobJson(job, caller.viewer?.userType === "house_manager" ? { applied: applied.has(job.id) } : {})) };
    },
  };
}

/**
 * The matching reads of a signed-in caller (GET, under /profiles): the express routes of jobRoutes and the lean path of
 * rest/lean.ts. Their services read the caller's account with their data (TokenCaller).
 */
export function jobSignedReads(services: Services): Record<string, SignedRead> {
  return {
    "/jobs/:id/matches/": async (req, caller) => ({
      body: (await services.jobs.matches(caller, req.params.id)).map(({ houseManager, fit }) => ({ house_manager: summaryJson(houseManager), score: fit.score, reasons: fit.reasons })),
    }),
    "/recommended_jobs/": async (_req, caller) => ({
      body: (await services.matching.recommendedJobs(caller)).map(({ job, fit, applied }) => ({ job: jobJson(job, { applied }), score: fit.score, reasons: fit.reasons, applied })),
    }),
  };
}

export function jobRoutes(services: Services): Router {
  const router = Router();

  router.post("/jobs/", route(services, async (req, caller) => {
    const { input, bodyProblems } = postInput(bodyOf(req));
    return { status: 201, body: jobJson(await services.jobs.post(caller, input, bodyProblems)) };
  }));

  for (const [path, read] of Object.entries(jobReads(services))) router.get(path, readRoute(services, read));

  router.get("/jobs/:id/", route(services, async (req, caller) => {
    const job = await services.jobs.find(req.params.id);
    const viewer = caller.viewer;
    // Her own view says whether she applied; the owner's says how many did (GraphQL's Job.applied, applicationCount).
    if (viewer?.userType === "house_manager") return { body: jobJson(job, { applied: (await services.jobs.appliedJobIds(viewer, [job.id])).has(job.id) }) };
    if (viewer && job.employer.userId === viewer.userId) return { body: jobJson(job, { applicationCount: await services.jobs.applicationCount(job.id) }) };
    return { body: jobJson(job) };
  }));

  router.put("/jobs/:id/close/", route(services, async (req, caller) => ({
    body: jobJson(await services.jobs.close(caller.viewer, req.params.id)),
  })));

  router.post("/jobs/:id/apply/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    if (!absent(body.note) && typeof body.note !== "string") fail("note", "Must be text.");
    const application = await services.jobs.apply(caller, req.params.id, absent(body.note) ? null : (body.note as string));
    return {
      status: 201,
      body: { id: application.id, job: application.jobId, house_manager: application.houseManagerId, note: application.note, score: application.fit.score, reasons: application.fit.reasons, created_at: application.createdAt.toISOString() },
    };
  }));

  router.get("/jobs/:id/applications/", route(services, async (req, caller) => ({
    body: (await services.jobs.applications(caller.viewer, req.params.id, { offers: true })).map(applicationJson),
  })));

  for (const [path, read] of Object.entries(jobSignedReads(services))) router.get(path, signedReadRoute(services, read));

  router.get("/my_jobs/", route(services, async (_req, caller) => ({
    body: (await services.jobs.mine(caller.viewer)).map((job) => jobJson(job)),
  })));

  router.get("/my_applications/", route(services, async (_req, caller) => ({
    body: (await services.jobs.myApplications(caller.viewer)).map((application) => ({
      id: application.id,
      job: jobJson(application.job, { applied: true }),
      note: application.note,
      // The application's state is its job's: open jobs still decide, closed ones have.
      state: application.job.status,
      offer: offerJson(application.offer),
      created_at: application.createdAt.toISOString(),
    })),
  })));

  return router;
}
