// GraphQL resolvers for job posts and applications: thin adapters onto JobService; related profiles through DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { JobModel } from "../../graphql/models.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { CURRENCY } from "../../lib/currency.js";
import { isoDay } from "../../../../shared/dates.js";
import { displayName } from "../../../../shared/names.js";
import { monthlyEquivalent } from "../../../../shared/kenya/wage.js";
import { pageRequest, toConnection } from "../profiles/connection.js";
import { selectedFields } from "../../graphql/selection.js";
import { houseManagerForMatching, jobForMatching } from "../matching/service.js";
import { scoreFit } from "../matching/score.js";

async function employerOf(job: JobModel, { loaders }: GraphQLContext) {
  const employer = await loaders.employer.load(job.employerId);
  if (!employer) throw new Error(`Job ${job.id} has no employer`);
  return employer;
}

export const jobResolvers: Resolvers = {
  Query: {
    jobs: async (_parent, { filter, first, after }, { services }, info) => {
      const page = pageRequest(first, after);
      // The total only when asked for: counting reads every open job that matches (JobService.board).
      const count = selectedFields(info).has("totalCount");
      const { rows, totalCount } = await services.jobs.board({ city: filter?.city, skills: filter?.skills }, page, { count });
      return toConnection({ rows, totalCount, ...page });
    },
    job: async (_parent, { id }, { services }) => {
      try {
        return await services.jobs.find(id);
      } catch (error) {
        if ((error as { code?: string }).code === "NOT_FOUND") return null;
        throw error;
      }
    },
    myJobs: (_parent, _args, { services, caller }) => services.jobs.mine(caller.viewer),
    // The offers of the whole list in one statement, when asked for (else JobApplication.offer would ask for each).
    jobApplications: async (_parent, { jobId }, { services, caller }, info) =>
      (await services.jobs.applications(caller.viewer, jobId, { offers: selectedFields(info).has("offer") })).map(({ application, fit, offer }) => ({ ...application, fit, offer })),
    myApplications: (_parent, _args, { services, caller }) => services.jobs.myApplications(caller.viewer),
    // As jobApplications: the offers of the whole list in one statement, and only when asked for.
    jobMatches: async (_parent, { jobId }, { services, caller }, info) => {
      const matches = await services.matching.withProfiles(await services.jobs.matches(caller.viewer, jobId));
      if (!selectedFields(info).has("offer")) return matches;
      const offers = await services.jobs.matchOffers(jobId, matches.map((match) => match.houseManager.id));
      return matches.map((match) => ({ ...match, offer: offers.get(match.houseManager.id) ?? null }));
    },
    recommendedJobs: (_parent, _args, { services, caller }) => services.matching.recommendedJobs(caller.viewer),
  },
  Mutation: {
    postJob: (_parent, { input }, { services, caller }) => services.jobs.post(caller, input),
    closeJob: (_parent, { id }, { services, caller }) => services.jobs.close(caller.viewer, id),
    applyToJob: (_parent, { jobId, note }, { services, caller }) => services.jobs.apply(caller, jobId, note),
  },
  Job: {
    id: (job) => String(job.id),
    employerId: (job) => String(job.employerId),
    employer: (job, _args, context) => employerOf(job, context),
    employerName: async (job, _args, context) => {
      const user = await context.loaders.user.load((await employerOf(job, context)).userId);
      return user ? displayName(user) : "";
    },
    pay: (job) => Number(job.pay),
    currency: () => CURRENCY,
    monthlyPay: (job) => monthlyEquivalent(job.paymentDay, Number(job.pay), job.daysPerMonth),
    startDate: (job) => isoDay(job.startDate),
    applied: async (job, _args, { services, caller }) => (await services.jobs.appliedJobIds(caller.viewer, [job.id])).has(job.id),
    applicationCount: async (job, _args, context) => {
      const viewer = context.caller.viewer;
      if (!viewer || (await employerOf(job, context)).userId !== viewer.userId) return null;
      return context.services.jobs.applicationCount(job.id);
    },
  },
  JobMatch: {
    houseManager: (match) => match.houseManager,
    score: (match) => match.fit.score,
    reasons: (match) => match.fit.reasons,
    offer: (match) => match.offer ?? null,
  },
  RecommendedJob: {
    job: (recommendation) => recommendation.job,
    score: (recommendation) => recommendation.fit.score,
    reasons: (recommendation) => recommendation.fit.reasons,
    applied: (recommendation) => recommendation.applied,
  },
  JobApplication: {
    id: (application) => String(application.id),
    // Lists that include the job (her applications) need no second read.
    job: (application, _args, { services }) => ("job" in application && application.job ? (application.job as JobModel) : services.jobs.find(application.jobId)),
    houseManager: async (application, _args, { loaders }) => {
      const houseManager = await loaders.houseManager.load(application.houseManagerId);
      if (!houseManager) throw new Error(`Application ${application.id} has no house manager`);
      return houseManager;
    },
    score: async (application, _args, context) => (await fitOf(application, context)).score,
    reasons: async (application, _args, context) => (await fitOf(application, context)).reasons,
    // Her list reads the offers with the applications (JobService.myApplications); the owner's list asks here.
    offer: async (application, _args, { services }) => {
      if (application.offer !== undefined) return application.offer;
      const job = "job" in application && application.job ? (application.job as JobModel) : await services.jobs.find(application.jobId);
      return (await services.jobs.offersSince([{ ...application, job }])).get(application.id) ?? null;
    },
  },
};

/** The fit the service scored, or scored here for an application read from elsewhere (her own list). */
async function fitOf(application: import("../../graphql/models.js").JobApplicationModel, { services, loaders }: GraphQLContext) {
  if (application.fit) return application.fit;
  const [job, houseManager, badge] = await Promise.all([services.jobs.find(application.jobId), loaders.houseManager.load(application.houseManagerId), loaders.badge.load(application.houseManagerId)]);
  if (!houseManager) return { score: 0, reasons: [] };
  return scoreFit(jobForMatching(job), houseManagerForMatching(houseManager, badge.verified));
}
