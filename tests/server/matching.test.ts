// Ranked matches through the real server: a job's owner sees the best-fitting available house managers with reasons
// (others 403), a house manager sees open jobs ranked for her with those she applied to marked, and a new job tells its
// best matches live (job_match) but not someone bound by an accepted live-in contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";
import { createOperatorUser, verify } from "./trust-helpers.js";
import { addDays, nairobiToday } from "../../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

let api: TestServer;
let employer: Person;
let otherEmployer: Person;
let wanjiku: Person;
let njeri: Person;
let achieng: Person;
let taken: Person;

function job(overrides: Record<string, unknown> = {}) {
  return {
    title: "Live-in cook and nanny",
    city: "Nairobi",
    location: "Kasarani",
    availability: "Live-in",
    skills: ["Cooking", "Childcare"],
    languages: ["Kikuyu"],
    children: 2,
    pay: 20000,
    payment_day: "Monthly",
    days_per_month: 26,
    start_date: JOB_START,
    ...overrides,
  };
}

async function post(overrides: Record<string, unknown> = {}, by: Person = employer): Promise<number> {
  const res = await api.rest("POST", "/profiles/jobs/", { token: by.accessToken, body: job(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, otherEmployer, wanjiku, njeri, achieng, taken] = await Promise.all([
    createPerson(api, "employer", { city: "Nairobi", location: "Kasarani" }, { first: "Grace", last: "Wanjiru" }),
    createPerson(api, "employer", {}, { first: "Peter", last: "Kamau" }),
    createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare, Laundry", language: "English, Swahili, Kikuyu", availability: "Live-in", salary: 18000, experience: 7 }, { first: "Wanjiku", last: "Kamau" }),
    createPerson(api, "house_manager", { city: "Nairobi", location: "Githurai", skills: "Cooking, Cleaning", language: "Swahili, Kikuyu", availability: "Full-time", salary: 21000, experience: 12 }, { first: "Njeri", last: "Mwangi" }),
    createPerson(api, "house_manager", { city: "Kisumu", location: "Milimani", skills: "Cleaning", language: "Dholuo", availability: "Part-time", salary: 30000, experience: 1 }, { first: "Achieng", last: "Otieno" }),
    createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 17000, experience: 9 }, { first: "Muthoni", last: "Gitau" }),
  ]);
  // Muthoni holds an accepted live-in contract: she is not available for another live-in job.
  const offer = await api.rest("POST", "/profiles/create_contract/", {
    token: otherEmployer.accessToken,
    body: { house_manager: taken.profileId, employer: otherEmployer.profileId, terms: "Live-in work.", start_date: "2026-11-01", end_date: "2027-10-31", payment_day: "Monthly", payment_amount: 20000, days_per_month: 26, live_in: true },
  });
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  expect((await api.rest("PUT", `/profiles/contract_accept/${offer.body.contract.id}/`, { token: taken.accessToken, body: { status: "Accepted" } })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe("a job's matches", () => {
  it("ranks the available house managers best first with their reasons, for the job's owner only", async () => {
    const id = await post();
    expect((await api.rest("GET", `/profiles/jobs/${id}/matches/`)).status).toBe(401);
    expect((await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: otherEmployer.accessToken })).status).toBe(403);
    expect((await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: wanjiku.accessToken })).status).toBe(403);
    const res = await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: employer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.map((match: { house_manager: { name: string } }) => match.house_manager.name)).toEqual(["Wanjiku Kamau", "Njeri Mwangi", "Achieng Otieno"]);
    expect(res.body[0]).toEqual({
      house_manager: { id: wanjiku.profileId, name: "Wanjiku Kamau", city: "Nairobi", location: "Kasarani", rating: 0, experience: 7, image: null, verified: false },
      score: 89,
      reasons: ["Lives in Kasarani", "Cooks", "Looks after children", "Asks KSh 18,000, within your pay", "Speaks Kikuyu", "Available live-in", "7 years of experience"],
    });
    expect(res.body[1].reasons).toEqual(["Lives in Githurai, 2.9 km away", "Cooks", "Asks KSh 21,000, a little above your pay", "Speaks Kikuyu", "Available full-time", "12 years of experience"]);
  });

  it("answers the same through GraphQL", async () => {
    const id = await post({ title: "GraphQL twin" });
    const res = await api.gql(`query($id: ID!) { jobMatches(jobId: $id) { score reasons houseManager { name } } }`, { id: String(id) }, employer.accessToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.jobMatches[0]).toMatchObject({ score: 89, houseManager: { name: "Wanjiku Kamau" } });
    expect(res.body.data.jobMatches[0].reasons).toContain("Speaks Kikuyu");
  });
});

describe("matches and trust", () => {
  it("say who is verified, and never offer a suspended account", async () => {
    const operator = await createOperatorUser(api);
    const [checked, suspended] = await Promise.all([
      createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking", language: "Kikuyu", availability: "Live-in", salary: 18000, experience: 3 }, { first: "Wairimu", last: "Ndungu" }),
      createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking", language: "Kikuyu", availability: "Live-in", salary: 18000, experience: 3 }, { first: "Kerubo", last: "Nyamweya" }),
    ]);
    await verify(api, operator, checked);
    const report = await api.rest("POST", "/profiles/reports/", { token: employer.accessToken, body: { target_type: "house_manager", target_id: suspended.profileId, reason: "scam", details: "Asked for a fee" } });
    expect(report.status).toBe(201);
    expect((await api.rest("POST", `/operator/reports/${report.body.id}/resolve/`, { token: operator.accessToken, body: { action: "suspend_user", note: "Fee scam" } })).status).toBe(200);

    const id = await post({ title: "Trust check" });
    const matches = (await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: employer.accessToken })).body as Array<{ house_manager: { id: number; verified: boolean }; reasons: string[] }>;
    expect(matches.find((match) => match.house_manager.id === checked.profileId)?.house_manager.verified).toBe(true);
    // The badge counts in her favour, and the employer is told why.
    expect(matches.find((match) => match.house_manager.id === checked.profileId)?.reasons).toContain("Verified: ID and good conduct checked");
    expect(matches.find((match) => match.house_manager.id === wanjiku.profileId)?.reasons).not.toContain("Verified: ID and good conduct checked");
    expect(matches.find((match) => match.house_manager.id === wanjiku.profileId)?.house_manager.verified).toBe(false);
    expect(matches.map((match) => match.house_manager.id)).not.toContain(suspended.profileId);
  });
});

describe("a new job", () => {
  it("notifies its best-matching available house managers (job_match), not those it hardly fits or who are taken", async () => {
    const id = await post({ title: "Notify check" });
    const notesOf = async (person: Person) =>
      (await api.rest("GET", "/profiles/notification_list/", { token: person.accessToken })).body.filter((n: { type: string; job_id: number }) => n.type === "job_match" && n.job_id === id);
    const [forWanjiku] = await notesOf(wanjiku);
    expect(forWanjiku.message_template).toMatch(/^New job that fits you: "Notify check" by Grace Wanjiru in Kasarani, Nairobi \(\d+% fit\)$/);
    expect(await notesOf(njeri)).toHaveLength(1);
    expect(await notesOf(achieng)).toHaveLength(0);
    expect(await notesOf(taken)).toHaveLength(0);
  });
});

describe("a job she would travel to daily", () => {
  it("is matched, announced and recommended only to house managers within reach; live-in work to anyone", async () => {
    // Nduku fits a Kasarani job in every way but where she lives: Shanzu, Mombasa, some 440 km away.
    const nduku = await createPerson(api, "house_manager", { city: "Mombasa", location: "Shanzu", skills: "Cooking, Childcare", language: "Kikuyu, Swahili", availability: "Live-out", salary: 18000, experience: 10 }, { first: "Nduku", last: "Nzioka" });
    const liveOut = await post({ title: "Live-out cook", availability: "Live-out" });
    const liveIn = await post({ title: "Live-in cook, far check" });
    const matchIds = async (id: number) => ((await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: employer.accessToken })).body as Array<{ house_manager: { id: number } }>).map((match) => match.house_manager.id);

    const outMatches = await matchIds(liveOut);
    expect(outMatches).not.toContain(nduku.profileId);
    // Achieng lives in Kisumu: out of reach too. Wanjiku (Kasarani) and Njeri (Githurai) are in.
    expect(outMatches).not.toContain(achieng.profileId);
    expect(outMatches).toEqual(expect.arrayContaining([wanjiku.profileId, njeri.profileId]));
    const gql = await api.gql(`query($id: ID!) { jobMatches(jobId: $id) { houseManager { id } } }`, { id: String(liveOut) }, employer.accessToken);
    expect(gql.body.data.jobMatches.map((match: { houseManager: { id: string } }) => Number(match.houseManager.id))).toEqual(outMatches);
    expect(await matchIds(liveIn)).toContain(nduku.profileId);

    const notes = (await api.rest("GET", "/profiles/notification_list/", { token: nduku.accessToken })).body as Array<{ type: string; job_id: number }>;
    expect(notes.filter((n) => n.type === "job_match" && n.job_id === liveOut)).toEqual([]);

    const recommended = (await api.rest("GET", "/profiles/recommended_jobs/", { token: nduku.accessToken })).body as Array<{ job: { id: number } }>;
    expect(recommended.map((item) => item.job.id)).not.toContain(liveOut);
    expect(recommended.map((item) => item.job.id)).toContain(liveIn);
    // She may still apply if she means to move; her application is ranked on the owner's list as any other.
    expect((await api.rest("POST", `/profiles/jobs/${liveOut}/apply/`, { token: nduku.accessToken, body: { note: "I am moving to Kasarani in January." } })).status).toBe(201);
    const applications = (await api.rest("GET", `/profiles/jobs/${liveOut}/applications/`, { token: employer.accessToken })).body as Array<{ house_manager: { id: number }; score: number }>;
    expect(applications.map((application) => application.house_manager.id)).toEqual([nduku.profileId]);
  });
});

describe("a job's matches as house managers move", () => {
  it("find her on the next request once she moves within reach, to an area no one else lives in", async () => {
    // A live-out job: only those living within reach are matched (score.ts, withinReach), so where she lives decides.
    const id = await post({ title: "Live-out cook, Zimmerman check", availability: "Live-out", skills: ["Ironing"], languages: ["Kamba"] });
    const matchIds = async () => ((await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: employer.accessToken })).body as Array<{ house_manager: { id: number } }>).map((match) => match.house_manager.id);
    const mwende = await createPerson(api, "house_manager", { city: "Mombasa", location: "Bamburi", skills: "Ironing", language: "Kamba", availability: "Live-out", salary: 15000, experience: 4 }, { first: "Mwende", last: "Musyoka" });
    // Asked once, so the places people live in are known (profiles/near.ts) before she moves.
    expect(await matchIds()).not.toContain(mwende.profileId);
    const moved = await api.rest("PATCH", "/profiles/profile/", { token: mwende.accessToken, body: { city: "Nairobi", location: "Zimmerman" } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await matchIds())[0]).toBe(mwende.profileId);
    // And back out of reach.
    expect((await api.rest("PATCH", "/profiles/profile/", { token: mwende.accessToken, body: { city: "Mombasa", location: "Bamburi" } })).status).toBe(200);
    expect(await matchIds()).not.toContain(mwende.profileId);
  });
});

describe("recommended jobs", () => {
  it("ranks open jobs for a house manager, keeps those she applied to marked, and is for house managers only", async () => {
    const near = await post({ title: "Recommended near", location: "Kasarani" });
    const far = await post({ title: "Recommended far", city: "Mombasa", location: "Nyali", languages: ["Swahili"], pay: 20000 });
    const closed = await post({ title: "Recommended closed" });
    await api.rest("PUT", `/profiles/jobs/${closed}/close/`, { token: employer.accessToken });
    expect((await api.rest("POST", `/profiles/jobs/${near}/apply/`, { token: wanjiku.accessToken, body: {} })).status).toBe(201);

    const res = await api.rest("GET", "/profiles/recommended_jobs/", { token: wanjiku.accessToken });
    expect(res.status).toBe(200);
    const ids = res.body.map((item: { job: { id: number } }) => item.job.id);
    expect(ids).not.toContain(closed);
    expect(ids.indexOf(near)).toBeLessThan(ids.indexOf(far));
    expect(res.body.find((item: { job: { id: number } }) => item.job.id === near)).toMatchObject({ applied: true, score: expect.any(Number), reasons: expect.arrayContaining(["In Kasarani, where you live", "Needs cooking, which you do"]) });
    expect(res.body.find((item: { job: { id: number } }) => item.job.id === far).applied).toBe(false);

    expect((await api.rest("GET", "/profiles/recommended_jobs/")).status).toBe(401);
    expect((await api.rest("GET", "/profiles/recommended_jobs/", { token: employer.accessToken })).status).toBe(403);
    const gql = await api.gql(`{ recommendedJobs { score applied job { id title } } }`, {}, wanjiku.accessToken);
    expect(gql.body.data.recommendedJobs.map((item: { job: { id: string } }) => Number(item.job.id))).toEqual(ids);
  });
});

describe("a block between an employer and a house manager", () => {
  it("keeps her out of his job's matches and job_match notifications, his jobs out of her recommendations, and refuses her application, either way, until lifted", async () => {
    const [owner, blockedByOwner, blockingOwner] = await Promise.all([
      createPerson(api, "employer", { city: "Nairobi", location: "Kasarani" }, { first: "Halima", last: "Abdi" }),
      createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 18000, experience: 8 }, { first: "Wambui", last: "Kiarie" }),
      createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 18000, experience: 8 }, { first: "Chebet", last: "Rotich" }),
    ]);
    expect((await api.rest("POST", `/profiles/blocks/${blockedByOwner.id}/`, { token: owner.accessToken })).status).toBe(201);
    expect((await api.rest("POST", `/profiles/blocks/${owner.id}/`, { token: blockingOwner.accessToken })).status).toBe(201);
    const id = await post({ title: "Block check" }, owner);
    const blockedPair = [blockedByOwner.profileId, blockingOwner.profileId];

    const matches = await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: owner.accessToken });
    expect(matches.status).toBe(200);
    expect(matches.body.map((match: { house_manager: { id: number } }) => match.house_manager.id)).toContain(wanjiku.profileId);
    for (const profileId of blockedPair) expect(matches.body.map((match: { house_manager: { id: number } }) => match.house_manager.id)).not.toContain(profileId);
    const gql = await api.gql(`query($id: ID!) { jobMatches(jobId: $id) { houseManager { id } } }`, { id: String(id) }, owner.accessToken);
    for (const profileId of blockedPair) expect(gql.body.data.jobMatches.map((match: { houseManager: { id: string } }) => Number(match.houseManager.id))).not.toContain(profileId);

    for (const person of [blockedByOwner, blockingOwner]) {
      const notes = (await api.rest("GET", "/profiles/notification_list/", { token: person.accessToken })).body.filter((n: { type: string; job_id: number }) => n.type === "job_match" && n.job_id === id);
      expect(notes).toEqual([]);
      const recommended = await api.rest("GET", "/profiles/recommended_jobs/", { token: person.accessToken });
      expect(recommended.body.map((item: { job: { id: number } }) => item.job.id)).not.toContain(id);
      const applied = await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: person.accessToken, body: { note: "I cook well." } });
      expect([applied.status, applied.body.error]).toEqual([403, "You cannot contact this user: one of you has blocked the other."]);
    }
    const owners = (await api.rest("GET", "/profiles/notification_list/", { token: owner.accessToken })).body.filter((n: { type: string }) => n.type === "application");
    expect(owners).toEqual([]);

    expect((await api.rest("DELETE", `/profiles/blocks/${blockedByOwner.id}/`, { token: owner.accessToken })).status).toBe(204);
    const after = await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: owner.accessToken });
    expect(after.body.map((match: { house_manager: { id: number } }) => match.house_manager.id)).toContain(blockedByOwner.profileId);
    expect((await api.rest("GET", "/profiles/recommended_jobs/", { token: blockedByOwner.accessToken })).body.map((item: { job: { id: number } }) => item.job.id)).toContain(id);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: blockedByOwner.accessToken, body: { note: "I cook well." } })).status).toBe(201);
  });
});

describe("a job's matches and recommended jobs, which read the caller's account with their own data", () => {
  it("answer a bad token, a suspended account's live token and a missing job as every other route does", async () => {
    const operator = await createOperatorUser(api);
    const [owner, houseManager] = await Promise.all([
      createPerson(api, "employer", { city: "Nairobi", location: "Kasarani" }, { first: "Amina", last: "Hassan" }),
      createPerson(api, "house_manager", { city: "Nairobi", location: "Roysambu", skills: "Cooking", language: "Kikuyu", availability: "Live-in", salary: 18000, experience: 2 }, { first: "Nyambura", last: "Kariuki" }),
    ]);
    const id = await post({ title: "Account check" }, owner);
    const matchesOf = (token: string | undefined, jobId: unknown = id) => api.rest("GET", `/profiles/jobs/${jobId}/matches/`, { token });
    const recommendedFor = (token: string | undefined) => api.rest("GET", "/profiles/recommended_jobs/", { token });
    const profileOf = (token: string) => api.rest("GET", "/profiles/profile/", { token });
    expect((await matchesOf(owner.accessToken)).status).toBe(200);
    expect((await recommendedFor(houseManager.accessToken)).status).toBe(200);
    expect((await matchesOf(owner.accessToken, "no-such-job")).status).toBe(404);
    expect((await matchesOf(owner.accessToken, 999_999_999)).status).toBe(404);

    const forged = await profileOf("not-a-token");
    expect(forged.status).toBe(401);
    for (const res of [await matchesOf("not-a-token"), await recommendedFor("not-a-token")]) expect([res.status, res.body]).toEqual([forged.status, forged.body]);

    for (const person of [owner, houseManager]) {
      const report = await api.rest("POST", "/profiles/reports/", { token: employer.accessToken, body: { target_type: person.userType, target_id: person.profileId, reason: "scam", details: "Asked for a fee" } });
      expect(report.status).toBe(201);
      expect((await api.rest("POST", `/operator/reports/${report.body.id}/resolve/`, { token: operator.accessToken, body: { action: "suspend_user", note: "Fee scam" } })).status).toBe(200);
    }
    for (const [person, res] of [[owner, await matchesOf(owner.accessToken)], [owner, await matchesOf(owner.accessToken, "no-such-job")], [houseManager, await recommendedFor(houseManager.accessToken)]] as const) {
      const elsewhere = await profileOf(person.accessToken);
      expect(elsewhere.status).toBe(401);
      expect([res.status, res.body]).toEqual([elsewhere.status, elsewhere.body]);
    }
  });

  it("take three statements at most, however many match", async () => {
    const id = await post({ title: "Statement count" });
    const matches = await api.rest("GET", `/profiles/jobs/${id}/matches/`, { token: employer.accessToken });
    expect(matches.body.length).toBeGreaterThan(1);
    expect(Number(matches.headers.get("x-sql-statements"))).toBeLessThanOrEqual(3);
    const recommended = await api.rest("GET", "/profiles/recommended_jobs/", { token: wanjiku.accessToken });
    expect(recommended.body.length).toBeGreaterThan(1);
    console.info(`a job's matches: ${matches.headers.get("x-sql-statements")} SQL statements; recommended jobs: ${recommended.headers.get("x-sql-statements")}`);
    expect(Number(recommended.headers.get("x-sql-statements"))).toBeLessThanOrEqual(3);
  });
});
