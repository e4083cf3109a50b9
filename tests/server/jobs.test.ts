// Job posts and applications through the real HTTP server: who may post, the minimum-wage guard on the pay, the public
// board (open jobs, newest first, filters), closing, applying once, the owner's live notification and the owner's list
// of applications with each applicant's fit; the GraphQL twins give the same answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";
import { createOperatorUser } from "./trust-helpers.js";
import { addDays, nairobiToday } from "../../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

let api: TestServer;
let employer: Person;
let school: Person;
let otherEmployer: Person;
let wanjiku: Person;
let achieng: Person;
const clients: Client[] = [];

const NAIROBI_MINIMUM = "Payment is below the statutory minimum wage for Nairobi: KSh 16,113.75 a month (Regulation of Wages (General) (Amendment) Order 2024)";

function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Live-in house manager for a family of four",
    description: "Cooking, laundry and looking after two children.",
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

function post(by: Person | undefined, overrides: Record<string, unknown> = {}) {
  return api.rest("POST", "/profiles/jobs/", { token: by?.accessToken, body: jobBody(overrides) });
}

async function postedJob(by: Person = employer, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post(by, overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, school, otherEmployer, wanjiku, achieng] = await Promise.all([
    createPerson(api, "employer", { city: "Nairobi", location: "Kasarani" }, { first: "Grace", last: "Wanjiru" }),
    createPerson(api, "school", { city: "Nairobi" }, { first: "Hillcrest", last: "School" }),
    createPerson(api, "employer", {}, { first: "Peter", last: "Kamau" }),
    createPerson(
      api,
      "house_manager",
      { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare, Laundry", language: "English, Swahili, Kikuyu", availability: "Live-in", salary: 18000, experience: 7 },
      { first: "Wanjiku", last: "Kamau" },
    ),
    createPerson(api, "house_manager", { city: "Kisumu", location: "Milimani", skills: "Cleaning", language: "Dholuo", availability: "Part-time", salary: 30000, experience: 1 }, { first: "Achieng", last: "Otieno" }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await api?.close();
});

describe("posting a job", () => {
  it("lets an employer post a job and answers 201 with its fields", async () => {
    const res = await post(employer);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      employer: employer.profileId,
      employer_name: "Grace Wanjiru",
      title: "Live-in house manager for a family of four",
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
      status: "Open",
    });
  });

  it("lets a school post a job too", async () => {
    expect((await post(school, { title: "School cook" })).status).toBe(201);
  });

  it("refuses house managers and operators (403) and visitors (401), before judging what they sent", async () => {
    expect((await post(wanjiku)).status).toBe(403);
    expect((await post(undefined)).status).toBe(401);
    const operator = await createOperatorUser(api);
    for (const body of [{ title: "x" }, {}]) {
      const res = await api.rest("POST", "/profiles/jobs/", { token: operator.accessToken, body });
      expect([res.status, res.body.detail]).toEqual([403, "Only employers and schools can post jobs"]);
    }
    const gql = await api.gql(`mutation { postJob(input: { title: "", city: "", availability: "", pay: 0, paymentDay: Monthly, startDate: "2027-01-04" }) { id } }`, {}, operator.accessToken);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses pay below the minimum wage for the job's town with the wage guard's message", async () => {
    const res = await post(employer, { pay: 12000 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ pay: [NAIROBI_MINIMUM] });
    // A daily rate is judged by what it comes to in a month.
    const daily = await post(employer, { pay: 500, payment_day: "Daily", days_per_month: 26 });
    expect(daily.status).toBe(400);
    expect(daily.body.pay[0]).toBe(NAIROBI_MINIMUM);
  });

  it("names each missing or wrong field", async () => {
    const res = await post(employer, { title: "", city: "", availability: "Sometimes", children: -1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ title: ["This field is required."] });
    // An empty body: every required field in one answer, not one a try.
    const empty = await api.rest("POST", "/profiles/jobs/", { token: employer.accessToken, body: {} });
    expect([empty.status, empty.body]).toEqual([400, { title: ["This field is required."], city: ["This field is required."], availability: ["This field is required."], pay: ["This field is required."], start_date: ["This field is required."] }]);
    const mistyped = await api.rest("POST", "/profiles/jobs/", { token: employer.accessToken, body: { ...jobBody(), title: 7, skills: "Cooking", languages: [1] } });
    expect([mistyped.status, mistyped.body]).toEqual([400, { title: ["Must be text."], languages: ["Must be a list of text."] }]);
    // What is missing and what the rules refuse come in one answer, the wage guard's finding too.
    const both = await api.rest("POST", "/profiles/jobs/", { token: employer.accessToken, body: { ...jobBody(), title: "", availability: "Bad", children: 50, pay: 1000 } });
    expect([both.status, Object.keys(both.body).sort()]).toEqual([400, ["availability", "children", "pay", "title"]]);
    expect(both.body.title).toEqual(["This field is required."]);
    expect(both.body.pay).toEqual([NAIROBI_MINIMUM]);
    const gqlBoth = await api.gql(`mutation($input: PostJobInput!) { postJob(input: $input) { id } }`, { input: { title: "", city: "Nairobi", availability: "Live-out", pay: 1000, paymentDay: "Monthly", startDate: JOB_START } }, employer.accessToken);
    expect(gqlBoth.body.errors[0].extensions.fieldErrors).toEqual({ title: ["Title is required"], pay: [NAIROBI_MINIMUM] });
    // A job starts today or later, in Nairobi's calendar.
    const past = await post(employer, { start_date: "2001-01-01" });
    expect([past.status, past.body]).toEqual([400, { start_date: ["Start date cannot be in the past"] }]);
    expect((await post(employer, { start_date: nairobiToday(), title: "Starts today" })).status).toBe(201);
    const gqlPast = await api.gql(`mutation($input: PostJobInput!) { postJob(input: $input) { id } }`, { input: { title: "Cook", city: "Nairobi", availability: "Live-out", pay: 20000, paymentDay: "Monthly", startDate: addDays(nairobiToday(), -1) } }, employer.accessToken);
    expect(gqlPast.body.errors[0].extensions.fieldErrors).toEqual({ start_date: ["Start date cannot be in the past"] });
    const wrong = await post(employer, { availability: "Sometimes", children: 30, start_date: "2027-02-30" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.availability[0]).toMatch(/Live-in, Live-out/);
    expect(wrong.body.children[0]).toMatch(/0 to 20/);
    expect(wrong.body.start_date[0]).toMatch(/valid date/);
  });
});

describe("the job board", () => {
  it("lists open jobs only, newest first, as a plain array anyone can read", async () => {
    const first = await postedJob(employer, { title: "Board first", city: "Nakuru", location: "Milimani" });
    const second = await postedJob(employer, { title: "Board second", city: "Nakuru", location: "Lanet" });
    const closed = await postedJob(employer, { title: "Board closed", city: "Nakuru" });
    expect((await api.rest("PUT", `/profiles/jobs/${closed}/close/`, { token: employer.accessToken })).status).toBe(200);
    const res = await api.rest("GET", "/profiles/jobs/?city=nakuru");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((job: { id: number }) => job.id)).toEqual([second, first]);
  });

  it("filters by the skills wanted", async () => {
    const baking = await postedJob(employer, { title: "Baker", city: "Eldoret", skills: ["Baking", "Cooking"] });
    await postedJob(employer, { title: "Gardener", city: "Eldoret", skills: ["Gardening"] });
    const res = await api.rest("GET", "/profiles/jobs/?city=Eldoret&skills=baking,Cooking");
    expect(res.body.map((job: { id: number }) => job.id)).toEqual([baking]);
    // A skill of the employer's own words, in any case, as the score compares skills.
    const origami = await postedJob(employer, { title: "Paper crafts with the children", city: "Eldoret", skills: ["Origami", "Childcare"] });
    for (const skills of ["Origami", "origami", " ORIGAMI ,childcare"]) {
      const found = await api.rest("GET", `/profiles/jobs/?city=Eldoret&skills=${encodeURIComponent(skills)}`);
      expect(found.body.map((job: { id: number }) => job.id), skills).toEqual([origami]);
    }
    const gql = await api.gql(`{ jobs(filter: { city: "Eldoret", skills: ["origami"] }) { totalCount } }`, {});
    expect(gql.body.data.jobs.totalCount).toBe(1);
  });

  it("pages twenty at a time and refuses a page that is not a number", async () => {
    expect((await api.rest("GET", "/profiles/jobs/?page=abc")).status).toBe(400);
    expect((await api.rest("GET", "/profiles/jobs/?page=999")).body).toEqual([]);
  });

  it("shows one job by id, and 404 for a job that does not exist", async () => {
    const id = await postedJob();
    const res = await api.rest("GET", `/profiles/jobs/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: "Live-in house manager for a family of four", status: "Open" });
    expect(res.body).not.toHaveProperty("application_count");
    expect((await api.rest("GET", "/profiles/jobs/999999/")).status).toBe(404);
    // Its owner reads how many applied; a house manager whether she did; nobody else either.
    await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: {} });
    expect((await api.rest("GET", `/profiles/jobs/${id}/`, { token: employer.accessToken })).body).toMatchObject({ application_count: 1 });
    expect((await api.rest("GET", `/profiles/jobs/${id}/`, { token: wanjiku.accessToken })).body).toMatchObject({ applied: true });
    const other = (await api.rest("GET", `/profiles/jobs/${id}/`, { token: otherEmployer.accessToken })).body;
    expect([other.application_count, other.applied]).toEqual([undefined, undefined]);
  });
});

describe("closing a job", () => {
  it("is for its owner only; a closed job takes no applications", async () => {
    const id = await postedJob();
    expect((await api.rest("PUT", `/profiles/jobs/${id}/close/`)).status).toBe(401);
    expect((await api.rest("PUT", `/profiles/jobs/${id}/close/`, { token: otherEmployer.accessToken })).status).toBe(403);
    expect((await api.rest("PUT", `/profiles/jobs/${id}/close/`, { token: wanjiku.accessToken })).status).toBe(403);
    const closed = await api.rest("PUT", `/profiles/jobs/${id}/close/`, { token: employer.accessToken });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("Closed");
    const apply = await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: { note: "Too late?" } });
    expect(apply.status).toBe(400);
    expect(apply.body.non_field_errors).toEqual(["This job is closed and takes no more applications"]);
  });
});

describe("applying", () => {
  it("takes one application per house manager, notifies the owner live, and refuses employers and visitors", async () => {
    const id = await postedJob();
    const client = createClient({ url: `${api.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${employer.accessToken}` }, retryAttempts: 0 });
    clients.push(client);
    const live: Array<{ notification: { type: string; message: string; jobId: string | null } }> = [];
    client.subscribe<{ notificationAdded: (typeof live)[number] }>(
      { query: `subscription { notificationAdded { notification { type message jobId } } }` },
      { next: (result) => result.data && live.push(result.data.notificationAdded), error: () => {}, complete: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const res = await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: { note: "I have cooked for a family of four for seven years." } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), job: id, house_manager: wanjiku.profileId, note: "I have cooked for a family of four for seven years." });
    // Her fit as the owner's list shows it, as GraphQL's applyToJob answers it.
    const listed = (await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: employer.accessToken })).body.find((a: { id: number }) => a.id === res.body.id);
    expect({ score: res.body.score, reasons: res.body.reasons }).toEqual({ score: listed.score, reasons: listed.reasons });
    expect(res.body.reasons).toContain("Lives in Kasarani");

    const deadline = Date.now() + 5000;
    while (live.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live[0]?.notification).toEqual({ type: "application", message: 'Wanjiku Kamau applied for your job "Live-in house manager for a family of four"', jobId: String(id) });

    const again = await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: { note: "Again" } });
    expect(again.status).toBe(400);
    expect(again.body.non_field_errors).toEqual(["You have already applied for this job"]);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: otherEmployer.accessToken, body: {} })).status).toBe(403);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { body: {} })).status).toBe(401);
    expect((await api.rest("POST", "/profiles/jobs/999999/apply/", { token: wanjiku.accessToken, body: {} })).status).toBe(404);

    const notifications = await api.rest("GET", "/profiles/notification_list/", { token: employer.accessToken });
    expect(notifications.body.find((n: { type: string; job_id: number }) => n.type === "application" && n.job_id === id)).toBeTruthy();
  });

  it("lists the applications to the owner only, best fit first, with each applicant's summary and reasons", async () => {
    const id = await postedJob();
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: achieng.accessToken, body: { note: "Hello" } })).status).toBe(201);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: {} })).status).toBe(201);
    expect((await api.rest("GET", `/profiles/jobs/${id}/applications/`)).status).toBe(401);
    expect((await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: otherEmployer.accessToken })).status).toBe(403);
    expect((await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: wanjiku.accessToken })).status).toBe(403);
    const res = await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: employer.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.map((a: { house_manager: { name: string } }) => a.house_manager.name)).toEqual(["Wanjiku Kamau", "Achieng Otieno"]);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      house_manager: { id: wanjiku.profileId, name: "Wanjiku Kamau", city: "Nairobi", location: "Kasarani", rating: 0, experience: 7, image: null, verified: false },
      note: "",
      score: expect.any(Number),
      offer: null,
      created_at: expect.any(String),
    });
    expect(res.body[0].reasons).toEqual(expect.arrayContaining(["Lives in Kasarani", "Cooks", "Looks after children", "Speaks Kikuyu", "Asks KSh 18,000, within your pay", "Available live-in"]));
    expect(res.body[0].score).toBeGreaterThan(res.body[1].score);
  });

  it("shows a house manager her applications and their state", async () => {
    const id = await postedJob(employer, { title: "State check" });
    await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: achieng.accessToken, body: {} });
    await api.rest("PUT", `/profiles/jobs/${id}/close/`, { token: employer.accessToken });
    const mine = await api.rest("GET", "/profiles/my_applications/", { token: achieng.accessToken });
    expect(mine.body.find((a: { job: { id: number } }) => a.job.id === id)).toMatchObject({ state: "Closed", job: { title: "State check", applied: true }, offer: null });
    // Each side's own list is refused to the other side, not answered with an empty one; visitors are asked to log in.
    expect(await api.rest("GET", "/profiles/my_applications/", { token: employer.accessToken })).toMatchObject({ status: 403, body: { detail: "Only house managers can apply for jobs" } });
    expect(await api.rest("GET", "/profiles/my_jobs/", { token: achieng.accessToken })).toMatchObject({ status: 403, body: { detail: "Only employers and schools can post jobs" } });
    expect((await api.rest("GET", "/profiles/my_jobs/")).status).toBe(401);
    expect((await api.gql(`{ myApplications { id } }`, {}, employer.accessToken)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await api.gql(`{ myJobs { id } }`, {}, achieng.accessToken)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await api.rest("GET", "/profiles/my_jobs/", { token: employer.accessToken })).body.map((job: { id: number }) => job.id)).toContain(id);
  });

  it("tells a house manager what came of her application: the employer's offer since she applied, pending, then accepted", async () => {
    const applicant = await createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking" }, { first: "Nafula", last: "Wekesa" });
    // An offer made before she applied is not what came of it.
    const offer = (body: Record<string, unknown> = {}) =>
      api.rest("POST", "/profiles/create_contract/", {
        token: employer.accessToken,
        body: { house_manager: applicant.profileId, employer: employer.profileId, terms: "Cooking and laundry.", start_date: JOB_START, end_date: addDays(JOB_START, 364), payment_day: "Monthly", payment_amount: 20000, days_per_month: 26, ...body },
      });
    const earlier = await offer({ terms: "An earlier offer." });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
    expect((await api.rest("PUT", `/profiles/contract_decline/${earlier.body.contract.id}/`, { token: applicant.accessToken, body: { status: "Declined" } })).status).toBe(200);
    const id = await postedJob(employer, { title: "Offer check" });
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: applicant.accessToken, body: { note: "I cook." } })).status).toBe(201);
    const mineNow = async () => (await api.rest("GET", "/profiles/my_applications/", { token: applicant.accessToken })).body.find((a: { job: { id: number } }) => a.job.id === id);
    expect((await mineNow()).offer).toBeNull();

    const made = await offer();
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await mineNow()).offer).toEqual({ id: made.body.contract.id, status: "Pending", created_at: expect.any(String) });
    const MINE = `{ myApplications { job { id } offer { id status } } }`;
    const gql = await api.gql(MINE, {}, applicant.accessToken);
    expect(gql.body.data.myApplications.find((a: { job: { id: string } }) => a.job.id === String(id)).offer).toEqual({ id: String(made.body.contract.id), status: "Pending" });
    // The owner's list of applications says the same.
    const owners = await api.gql(`query($id: ID!) { jobApplications(jobId: $id) { houseManager { id } offer { id status } } }`, { id: String(id) }, employer.accessToken);
    expect(owners.body.data.jobApplications).toEqual([{ houseManager: { id: String(applicant.profileId) }, offer: { id: String(made.body.contract.id), status: "Pending" } }]);
    // So do the job's matches, where she is one; the others have none.
    const matches = await api.gql(`query($id: ID!) { jobMatches(jobId: $id) { houseManager { id } offer { id status } } }`, { id: String(id) }, employer.accessToken);
    const matchOffers = new Map(matches.body.data.jobMatches.map((match: { houseManager: { id: string }; offer: unknown }) => [match.houseManager.id, match.offer]));
    expect(matchOffers.get(String(applicant.profileId))).toEqual({ id: String(made.body.contract.id), status: "Pending" });
    expect([...matchOffers.values()].filter(Boolean)).toHaveLength(1);
    const ownersRest = await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: employer.accessToken });
    expect(ownersRest.body.map((a: { offer: unknown }) => a.offer)).toEqual([{ id: made.body.contract.id, status: "Pending", created_at: expect.any(String) }]);

    expect((await api.rest("PUT", `/profiles/contract_accept/${made.body.contract.id}/`, { token: applicant.accessToken, body: { status: "Accepted" } })).status).toBe(200);
    expect((await mineNow()).offer).toMatchObject({ id: made.body.contract.id, status: "Accepted" });
  });
});

describe("GraphQL twins", () => {
  const POST_JOB = `mutation($input: PostJobInput!) { postJob(input: $input) { id title pay currency monthlyPay status employerName skills } }`;
  const input = { title: "Day cook", city: "Mombasa", location: "Nyali", availability: "Live-out", skills: ["Cooking"], languages: ["Swahili"], pay: 800, paymentDay: "Daily", daysPerMonth: 22, startDate: JOB_START };

  it("posts, applies and lists applications with the same rules as REST", async () => {
    const posted = await api.gql(POST_JOB, { input }, employer.accessToken);
    expect(posted.body.errors).toBeUndefined();
    expect(posted.body.data.postJob).toMatchObject({ title: "Day cook", pay: 800, currency: "KES", monthlyPay: 17600, status: "Open", employerName: "Grace Wanjiru", skills: ["Cooking"] });
    const id = posted.body.data.postJob.id;

    const low = await api.gql(POST_JOB, { input: { ...input, pay: 300 } }, employer.accessToken);
    expect(low.body.errors[0].message).toMatch(/below the statutory minimum wage for Mombasa/);
    expect(low.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const asHouseManager = await api.gql(POST_JOB, { input }, wanjiku.accessToken);
    expect(asHouseManager.body.errors[0].extensions.code).toBe("FORBIDDEN");

    const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id, note: "Pole pole") { id note score reasons job { id applied } } }`;
    const applied = await api.gql(APPLY, { id }, wanjiku.accessToken);
    expect(applied.body.errors).toBeUndefined();
    expect(applied.body.data.applyToJob).toMatchObject({ note: "Pole pole", job: { id, applied: true } });
    const twice = await api.gql(APPLY, { id }, wanjiku.accessToken);
    expect(twice.body.errors[0].message).toBe("You have already applied for this job");

    const list = await api.gql(`query($id: ID!) { jobApplications(jobId: $id) { note score reasons houseManager { id name } } job(id: $id) { applicationCount } }`, { id }, employer.accessToken);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.jobApplications).toEqual([expect.objectContaining({ note: "Pole pole", houseManager: { id: String(wanjiku.profileId), name: "Wanjiku Kamau" } })]);
    expect(list.body.data.job.applicationCount).toBe(1);
    const outsider = await api.gql(`query($id: ID!) { jobApplications(jobId: $id) { note } }`, { id }, otherEmployer.accessToken);
    expect(outsider.body.errors[0].extensions.code).toBe("FORBIDDEN");

    const board = await api.gql(`{ jobs(filter: { city: "Mombasa" }, first: 5) { totalCount edges { node { id title } } } }`);
    expect(board.body.data.jobs.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(id);
    const closed = await api.gql(`mutation($id: ID!) { closeJob(id: $id) { status closedAt } }`, { id }, employer.accessToken);
    expect(closed.body.data.closeJob.status).toBe("Closed");
  });
});

describe("jobs, the shortlist and the account's rights", () => {
  it("lists one's jobs, applications and shortlist in my_data, and takes a closed account's jobs off the board", async () => {
    const family = await createPerson(api, "employer", { city: "Nairobi" }, { first: "Mary", last: "Akinyi" });
    const id = await postedJob(family, { title: "Day house manager in Kasarani" });
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: { note: "I live nearby." } })).status).toBe(201);
    expect((await api.rest("POST", `/profiles/shortlist/${wanjiku.profileId}/`, { token: family.accessToken })).status).toBe(201);

    const familyData = await api.rest("GET", "/profiles/my_data/", { token: family.accessToken });
    expect(familyData.body.jobs_posted).toEqual([expect.objectContaining({ id, title: "Day house manager in Kasarani", status: "Open", pay: 20000 })]);
    expect(familyData.body.shortlist).toEqual([expect.objectContaining({ house_manager_id: wanjiku.profileId })]);
    const wanjikuData = await api.rest("GET", "/profiles/my_data/", { token: wanjiku.accessToken });
    expect(wanjikuData.body.job_applications).toContainEqual(expect.objectContaining({ job_id: id, note: "I live nearby." }));

    const listedIds = async () => ({
      board: (await api.rest("GET", "/profiles/jobs/?city=Nairobi")).body.map((job: { id: number }) => job.id),
      recommended: (await api.rest("GET", "/profiles/recommended_jobs/", { token: wanjiku.accessToken })).body.map((row: { job: { id: number } }) => row.job.id),
    });
    expect(await listedIds()).toEqual({ board: expect.arrayContaining([id]), recommended: expect.arrayContaining([id]) });

    const closed = await api.rest("POST", "/profiles/delete_account/", { token: family.accessToken, body: { password: family.password } });
    expect(closed.status).toBeLessThan(300);
    expect((await api.rest("GET", `/profiles/jobs/${id}/`)).status).toBe(404);
    const after = await listedIds();
    expect(after.board).not.toContain(id);
    expect(after.recommended).not.toContain(id);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: achieng.accessToken, body: { note: "Still open?" } })).status).toBe(404);
  });

  it("withdraws a closed house manager's applications: the employer's list no longer holds her or her note", async () => {
    const leaving = await createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking" }, { first: "Zawadi", last: "Njeri" });
    const id = await postedJob(employer, { title: "Leaving check" });
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: leaving.accessToken, body: { note: "Call me on 0712 000 000." } })).status).toBe(201);
    expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: wanjiku.accessToken, body: {} })).status).toBe(201);
    const names = async () => (await api.rest("GET", `/profiles/jobs/${id}/applications/`, { token: employer.accessToken })).body.map((a: { house_manager: { name: string } }) => a.house_manager.name);
    expect(await names()).toEqual(expect.arrayContaining(["Zawadi Njeri", "Wanjiku Kamau"]));
    expect((await api.rest("POST", "/profiles/delete_account/", { token: leaving.accessToken, body: { password: leaving.password } })).status).toBeLessThan(300);
    expect(await names()).toEqual(["Wanjiku Kamau"]);
    expect((await api.rest("GET", `/profiles/jobs/${id}/`, { token: employer.accessToken })).body.application_count).toBe(1);
  });
});
