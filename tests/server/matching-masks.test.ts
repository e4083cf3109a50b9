// The match score in SQL tests the skills and languages a job board suggests as bits of masks the database keeps beside
// the lists (score.ts, MASKED_SKILLS and MASKED_LANGUAGES; prisma/migrations/20261124230000_matching_term_masks). The
// two sides must name the same terms in the same order, and every mask must say exactly what its list says, however
// the words were typed; a job that repeats an item is told apart (listsRepeat), since a mask counts it once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { MASKED_LANGUAGES, MASKED_SKILLS } from "../../server/src/modules/matching/score.js";

let server: TestServer;
let prisma: PrismaClient;

const PROFILES: Array<{ skills: string; language: string }> = [
  { skills: "Cooking, Childcare", language: "English, Swahili" },
  { skills: " COOKING ;childcare/ Crèche ,", language: "KIKUYU, Français" },
  { skills: "Elderly care, First aid, Meal planning, Homework help", language: "dholuo;Luhya / kalenjin" },
  { skills: "", language: "" },
  { skills: "İroning, ironing", language: "Kiswahili, Swahili" },
];

const JOBS: Array<{ skills: string[]; languages: string[]; repeats: boolean }> = [
  { skills: ["Cooking", "Childcare"], languages: ["Kikuyu"], repeats: false },
  { skills: ["Cooking", " cooking", "Laundry"], languages: [], repeats: true },
  { skills: ["Gardening"], languages: ["English", "ENGLISH "], repeats: true },
  { skills: ["Crèche", "Pet care"], languages: ["Français"], repeats: false },
  { skills: [], languages: [], repeats: false },
];

beforeAll(async () => {
  server = await startTestServer();
  prisma = server.server.database.prisma;
  // Written straight to the database: what is checked is what the database keeps, whichever path wrote the row.
  for (const [index, { skills, language }] of PROFILES.entries()) {
    const person = { email: `masks-${index}@example.test`, username: `masks${index}`, firstName: "Masks", lastName: `Person ${index}`, passwordHash: "not-a-hash" };
    await prisma.user.create({ data: { ...person, userType: "house_manager", houseManager: { create: { city: "Nairobi", skills, language } } } });
  }
  const employer = await prisma.user.create({
    data: { email: "masks-employer@example.test", username: "masksemployer", firstName: "Masks", lastName: "Employer", passwordHash: "not-a-hash", userType: "employer", employer: { create: { city: "Nairobi" } } },
    include: { employer: true },
  });
  for (const [index, job] of JOBS.entries()) {
    await prisma.jobPost.create({
      data: {
        employerId: employer.employer!.id,
        title: `Masks job ${index}`,
        city: "Nairobi",
        availability: "Live-in",
        skills: job.skills,
        languages: job.languages,
        pay: 20000,
        paymentDay: "Monthly",
        daysPerMonth: 26,
        startDate: new Date("2027-01-04T00:00:00Z"),
      },
    });
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Rows whose mask disagrees with their list on some term, as "list: mask". */
async function disagreements(table: "HouseManagerProfile" | "JobPost"): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<Array<{ skillSet: string[]; languageSet: string[]; skillMask: bigint; languageMask: bigint }>>(
    `SELECT "skillSet", "languageSet", "skillMask", "languageMask" FROM "${table}"`,
  );
  const out: string[] = [];
  const check = (list: string[], mask: bigint, terms: readonly string[]) => {
    terms.forEach((term, place) => {
      if (list.includes(term) !== ((mask >> BigInt(place)) & 1n) > 0n) out.push(`${JSON.stringify(list)}: ${mask} (${term})`);
    });
    if (mask >> BigInt(terms.length) !== 0n) out.push(`${JSON.stringify(list)}: ${mask} (a bit past the terms)`);
  };
  for (const row of rows) {
    check(row.skillSet, BigInt(row.skillMask), MASKED_SKILLS);
    check(row.languageSet, BigInt(row.languageMask), MASKED_LANGUAGES);
  }
  return out;
}

describe("the matching masks", () => {
  it("name the same skills and languages, in the same order, in the database as in the score", async () => {
    const [terms] = await prisma.$queryRawUnsafe<Array<{ skills: string[]; languages: string[] }>>(`SELECT maidmatch_masked_skills() AS skills, maidmatch_masked_languages() AS languages`);
    expect(terms!.skills).toEqual(MASKED_SKILLS);
    expect(terms!.languages).toEqual(MASKED_LANGUAGES);
  });

  it("say what each profile's and job's lists say, however the words were typed", async () => {
    expect(await disagreements("HouseManagerProfile")).toEqual([]);
    expect(await disagreements("JobPost")).toEqual([]);
  });

  it("follow a profile whose skills and languages change", async () => {
    const profile = await prisma.houseManagerProfile.findFirstOrThrow({ where: { user: { email: "masks-3@example.test" } } });
    await prisma.houseManagerProfile.update({ where: { id: profile.id }, data: { skills: "Baking, gardening", language: "Somali" } });
    const [row] = await prisma.$queryRawUnsafe<Array<{ skillMask: bigint; languageMask: bigint }>>(`SELECT "skillMask", "languageMask" FROM "HouseManagerProfile" WHERE id = $1`, profile.id);
    expect(BigInt(row!.skillMask)).toBe((1n << BigInt(MASKED_SKILLS.indexOf("baking"))) | (1n << BigInt(MASKED_SKILLS.indexOf("gardening"))));
    expect(BigInt(row!.languageMask)).toBe(1n << BigInt(MASKED_LANGUAGES.indexOf("somali")));
    expect(await disagreements("HouseManagerProfile")).toEqual([]);
  });

  it("tell the jobs that repeat a skill or a language apart", async () => {
    const rows = await prisma.$queryRawUnsafe<Array<{ title: string; listsRepeat: boolean }>>(`SELECT title, "listsRepeat" FROM "JobPost" ORDER BY id`);
    expect(rows.map((row) => row.listsRepeat)).toEqual(JOBS.map((job) => job.repeats));
  });
});
