// The match score is worked out twice: in SQL (score.ts, fitSql), to rank thousands of house managers in the database,
// and in JavaScript (scoreFit), for the few shown with their reasons. On randomly made house managers and jobs (a fixed
// seed, so a failure reproduces), the two must agree: every profile's SQL fit rounds to her scoreFit score, and a job's
// matches are the twenty that scoring every available house manager with scoreFit would pick, in the same order. The
// data is written straight to the database: thousands of accounts through the API would take minutes.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import type { Prisma, PrismaClient } from "../../server/src/generated/prisma/client.js";
import { byFit, scoreFit, withinReach, type Fit, type HouseManagerForMatching } from "../../server/src/modules/matching/score.js";
import { candidatesStatement, houseManagerForMatching, JOB_OWNER, jobForMatching, jobPlaces, MAX_MATCHES, MAX_RECOMMENDED, nearPlaces, recommendationsStatement } from "../../server/src/modules/matching/service.js";
import { APPROVED_CHECKS, badgeOf } from "../../server/src/modules/verifications/badges.js";

const SEED = 20261124;
const HOUSE_MANAGERS = 160;
// More jobs than a house manager's first look at her recommended jobs takes (MatchingService.recommendedJobs), so
// that ranking has to decide where to stop too; the house managers' side scores a subset of them.
const JOBS = 120;
const JOBS_MATCHED = 30;

// Spellings as people type them: other cases, stray spaces, towns the gazetteer does not know, and letters whose
// lower case JavaScript and PostgreSQL could disagree on (accents, a final sigma, the dotted capital I).
const PLACES: Array<[string, string]> = [
  ["Nairobi", "Kasarani"], ["nairobi ", "KASARANI"], ["Nairobi", "Githurai"], ["Nairobi", "Roysambu"], ["Nairobi", "Westlands"],
  ["Nairobi", "Kilimani"], ["Nairobi", ""], ["Nairobi", "Nowhere Estate"], ["Thika", "Makongeni"], ["Kiambu", ""],
  ["Ruiru", ""], ["Mombasa", "Nyali"], ["Kisumu", "Milimani"], ["Nakuru", ""], ["Atlantis", "Deep"], ["", ""], ["Nyeri", "Ruringu"],
];
const SKILLS = ["Cooking", "cooking", " COOKING ", "Childcare", "Laundry", "Ironing", "Cleaning", "Elderly care", "First aid", "Crèche", "CRÈCHE", "ΜΑΓΕΙΡΑΣ", "μαγειρας", "İroning"];
const LANGUAGES = ["English", "Swahili", "Kiswahili", "Kikuyu", "kikuyu", "Dholuo", "Luhya", "Kalenjin", "Français", "FRANÇAIS", "ΕΛΛΗΝΙΚΆ", "İngilizce", "ingilizce"];
const AVAILABILITIES = ["Live-in", "live-in ", "LIVE-IN", "Live-out", "Full-time", "full-time\u00a0", "Part-time", "Weekends", ""];
const SEPARATORS = [", ", ",", "; ", " / ", " ,  "];

const listText = (items: string[], separator: string) => items.join(separator);

const houseManagerArbitrary = fc.record({
  place: fc.constantFrom(...PLACES),
  availability: fc.constantFrom(...AVAILABILITIES),
  skills: fc.tuple(fc.subarray(SKILLS, { maxLength: 5 }), fc.constantFrom(...SEPARATORS), fc.boolean()),
  languages: fc.tuple(fc.subarray(LANGUAGES, { maxLength: 4 }), fc.constantFrom(...SEPARATORS)),
  salary: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 8000, max: 40000 }), fc.constantFrom(18000, 20000, 22000, 21999.99, 22000.01, 15600)),
  experience: fc.integer({ min: -1, max: 15 }),
  rating: fc.integer({ min: 0, max: 500 }),
  reviewCount: fc.integer({ min: 0, max: 6 }),
  identity: fc.boolean(),
  goodConduct: fc.constantFrom("current", "lapsed", "none", "pending"),
});

const jobArbitrary = fc.record({
  place: fc.constantFrom(...PLACES.filter(([city]) => city.trim() !== "")),
  availability: fc.constantFrom(...AVAILABILITIES.filter((value) => value !== "")),
  skills: fc.subarray(SKILLS, { maxLength: 3 }),
  languages: fc.subarray(LANGUAGES, { maxLength: 2 }),
  pay: fc.oneof(
    fc.record({ paymentDay: fc.constant("Monthly" as const), pay: fc.integer({ min: 15000, max: 35000 }), daysPerMonth: fc.constant(26) }),
    fc.record({ paymentDay: fc.constant("Daily" as const), pay: fc.integer({ min: 600, max: 1500 }), daysPerMonth: fc.integer({ min: 4, max: 30 }) }),
    fc.record({ paymentDay: fc.constant("Yearly" as const), pay: fc.integer({ min: 180000, max: 400000 }), daysPerMonth: fc.constant(26) }),
  ),
});

let server: TestServer;
let prisma: PrismaClient;
let employerUserId: number;
const jobIds: number[] = [];
const houseManagerUserIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  prisma = server.server.database.prisma;
  const today = new Date();
  const monthsAgo = (months: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  const people = fc.sample(houseManagerArbitrary, { seed: SEED, numRuns: HOUSE_MANAGERS });
  for (const [index, person] of people.entries()) {
    const [skills, separator, trailing] = person.skills;
    const user = await prisma.user.create({
      data: {
        email: `agreement-${index}@example.test`,
        username: `agreement${index}`,
        firstName: "Agreement",
        lastName: `Person ${index}`,
        passwordHash: "not-a-hash",
        userType: "house_manager",
        houseManager: {
          create: {
            city: person.place[0],
            location: person.place[1],
            availability: person.availability,
            skills: listText(skills, separator) + (trailing ? separator : ""),
            language: listText(...person.languages),
            salary: person.salary,
            experience: person.experience,
            rating: (person.rating / 100).toFixed(2),
            reviewCount: person.reviewCount,
          },
        },
      },
      include: { houseManager: true },
    });
    houseManagerUserIds.push(user.id);
    const checks: Prisma.VerificationCreateManyInput[] = [];
    const check = { userId: user.id, houseManagerId: user.houseManager!.id };
    if (person.identity) checks.push({ ...check, kind: "id_document", status: "approved", reviewedAt: today });
    if (person.goodConduct !== "none")
      checks.push({ ...check, kind: "good_conduct", status: person.goodConduct === "pending" ? "pending" : "approved", issuedOn: monthsAgo(person.goodConduct === "lapsed" ? 13 : 2), reviewedAt: today });
    if (checks.length) await prisma.verification.createMany({ data: checks });
  }
  const employer = await prisma.user.create({
    data: { email: "agreement-employer@example.test", username: "agreementemployer", firstName: "Agreement", lastName: "Employer", passwordHash: "not-a-hash", userType: "employer", employer: { create: { city: "Nairobi" } } },
    include: { employer: true },
  });
  employerUserId = employer.id;
  const jobs = fc.sample(jobArbitrary, { seed: SEED + 1, numRuns: JOBS });
  for (const [index, job] of jobs.entries()) {
    const created = await prisma.jobPost.create({
      data: {
        employerId: employer.employer!.id,
        title: `Job ${index}`,
        city: job.place[0],
        location: job.place[1],
        availability: job.availability,
        skills: job.skills,
        languages: job.languages,
        pay: job.pay.pay,
        paymentDay: job.pay.paymentDay,
        daysPerMonth: job.pay.daysPerMonth,
        startDate: new Date("2027-01-04T00:00:00Z"),
        // Distinct times so "newest first" among equal scores is one order.
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      },
    });
    jobIds.push(created.id);
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Every house manager as scoreFit reads her, from Prisma's rows and the badge (not from the SQL under test). */
async function everyHouseManager(): Promise<HouseManagerForMatching[]> {
  const profiles = await prisma.houseManagerProfile.findMany({ include: APPROVED_CHECKS });
  return profiles.map((profile) => houseManagerForMatching(profile, badgeOf(profile.verifications).verified));
}

const jobById = (id: number) => prisma.jobPost.findUniqueOrThrow({ where: { id }, include: JOB_OWNER });

describe("the match score in SQL and in JavaScript", () => {
  it("agree on every generated house manager for every generated job", async () => {
    const everyone = await everyHouseManager();
    const reads = server.server.database.reads;
    const disagreements: string[] = [];
    for (const id of jobIds.slice(0, JOBS_MATCHED)) {
      const job = await jobById(id);
      const wanted = jobForMatching(job);
      const near = await nearPlaces(reads, wanted);
      const { rows } = await candidatesStatement(wanted, near, { count: everyone.length, withinReach: false, ownerUserId: job.employer.userId }).execute(reads);
      const sqlFit = new Map(rows.map((row) => [row.id, row]));
      // A job she would travel to ranks only those within reach of it.
      const reached = everyone.filter((hm) => withinReach(wanted, hm));
      expect([...sqlFit.keys()].sort((a, b) => a - b)).toEqual(reached.map((hm) => hm.id).sort((a, b) => a - b));
      for (const hm of reached) {
        const row = sqlFit.get(hm.id)!;
        const fit = scoreFit(wanted, hm);
        // The SQL fit is unrounded: it must round to the same score, up to floating point noise at a half.
        if (Math.abs(row.bound - fit.score) > 0.5 + 1e-9 || row.verified !== hm.verified)
          disagreements.push(`job ${JSON.stringify(wanted)} / ${JSON.stringify(hm)}: SQL ${row.bound} (verified ${row.verified}), scoreFit ${fit.score}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  }, 120_000);

  it("agree the other way round, on every generated job for a house manager (her recommended jobs)", async () => {
    const everyone = await everyHouseManager();
    const jobs = await Promise.all(jobIds.map(jobById));
    const reads = server.server.database.reads;
    const disagreements: string[] = [];
    for (const hm of everyone.slice(0, 40)) {
      const near = await jobPlaces(reads, hm);
      const userId = (await prisma.houseManagerProfile.findUniqueOrThrow({ where: { id: hm.id }, select: { userId: true } })).userId;
      const { rows } = await recommendationsStatement(hm, userId, near, jobs.length).execute(reads);
      const bounds = new Map(rows.map((row) => [row.id, row.bound]));
      const reaching = jobs.filter((job) => withinReach(jobForMatching(job), hm));
      expect([...bounds.keys()].sort((a, b) => a - b)).toEqual(reaching.map((job) => job.id).sort((a, b) => a - b));
      for (const job of reaching) {
        const wanted = jobForMatching(job);
        const fit = scoreFit(wanted, hm);
        const bound = bounds.get(job.id)!;
        if (Math.abs(bound - fit.score) > 0.5 + 1e-9) disagreements.push(`job ${JSON.stringify(wanted)} / ${JSON.stringify(hm)}: SQL ${bound}, scoreFit ${fit.score}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  }, 120_000);

  it("pick the same twenty matches, in the same order, as scoring everyone with scoreFit", async () => {
    const everyone = await everyHouseManager();
    const viewer = { userId: employerUserId, userType: "employer" as const };
    for (const id of jobIds.slice(0, JOBS_MATCHED)) {
      const job = await jobById(id);
      const wanted = jobForMatching(job);
      const expected = everyone
        .filter((hm) => withinReach(wanted, hm))
        .map((hm) => ({ houseManager: hm, fit: scoreFit(wanted, hm) }))
        .sort(byFit)
        .slice(0, MAX_MATCHES)
        .map(({ houseManager, fit }) => [houseManager.id, fit.score]);
      const matches = await server.server.services.matching.matchesFor(viewer, job);
      expect(matches.map(({ houseManager, fit }) => [houseManager.id, fit.score]), `job ${id}: ${JSON.stringify(wanted)}`).toEqual(expected);
    }
  }, 120_000);

  it("rank a house manager's recommended jobs as scoring every open job with scoreFit does", async () => {
    const everyone = new Map((await everyHouseManager()).map((hm) => [hm.id, hm]));
    const jobs = await Promise.all(jobIds.map(jobById));
    for (const userId of houseManagerUserIds.slice(0, 40)) {
      const profile = await prisma.houseManagerProfile.findUniqueOrThrow({ where: { userId } });
      const me = everyone.get(profile.id)!;
      const expected = jobs
        .filter((job) => withinReach(jobForMatching(job), me))
        .map((job) => ({ job, fit: scoreFit(jobForMatching(job), me, "house_manager") }))
        .sort((a, b) => b.fit.score - a.fit.score || b.job.createdAt.getTime() - a.job.createdAt.getTime() || b.job.id - a.job.id)
        .slice(0, MAX_RECOMMENDED)
        .map(({ job, fit }: { job: { id: number }; fit: Fit }) => [job.id, fit.score, fit.reasons]);
      const recommended = await server.server.services.matching.recommendedJobs({ userId, userType: "house_manager" });
      expect(recommended.map(({ job, fit }) => [job.id, fit.score, fit.reasons]), `house manager ${profile.id}`).toEqual(expected);
    }
  }, 120_000);
});
