// The response cache for visitors' reads (embedded database only): repeated public reads come from memory, and the
// first read after any write, or on a new day, is fresh; signed-in reads, mutations and PostgreSQL are never cached.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, submitReview, type Person } from "./profile-helpers.js";

let api: TestServer;
let houseManager: Person;
let employer: Person;
let cacheOn: boolean;

const PAGE = `query Page($id: ID!) { houseManager(id: $id) { id bio rating reviewCount reviews(first: 5) { edges { node { comment } } } } }`;

function visitorPage() {
  return api.gql(PAGE, { id: String(houseManager.profileId) });
}
const fromCache = (res: { headers: Headers }) => res.headers.get("x-response-cache") === "hit";

beforeAll(async () => {
  api = await startTestServer();
  cacheOn = api.server.database.kind === "embedded";
  houseManager = await createPerson(api, "house_manager", { bio: "Ten years with twins", location: "Kilimani" }, { first: "Akinyi", last: "Odhiambo" });
  employer = await createPerson(api, "employer", { location: "Karen" });
});
afterAll(async () => {
  await api?.close();
});

describe("response cache", () => {
  it("answers a repeated visitor query from memory, without SQL, with the same body", async () => {
    const first = await visitorPage();
    const second = await visitorPage();
    expect(second.body).toEqual(first.body);
    expect(fromCache(first)).toBe(false);
    expect(fromCache(second)).toBe(cacheOn);
    if (cacheOn) expect(second.headers.get("x-sql-statements")).toBe("0");
  });

  it("shows a write to the very next visitor read: a profile change and a new review", async () => {
    await visitorPage();
    const updated = await api.gql(`mutation { updateProfile(input: { bio: "Twelve years with twins" }) { id } }`, {}, houseManager.accessToken);
    expect(updated.body.errors).toBeUndefined();
    const afterUpdate = await visitorPage();
    expect(fromCache(afterUpdate)).toBe(false);
    expect(afterUpdate.body.data.houseManager.bio).toBe("Twelve years with twins");

    expect((await submitReview(api, employer, houseManager.profileId, 4, "Kind and punctual")).status).toBe(201);
    const afterReview = await visitorPage();
    expect(fromCache(afterReview)).toBe(false);
    expect(afterReview.body.data.houseManager).toMatchObject({ rating: 4, reviewCount: 1, reviews: { edges: [{ node: { comment: "Kind and punctual" } }] } });
  });

  it("refreshes the REST house manager list after a write too", async () => {
    const before = await api.rest("GET", "/profiles/housemanagers/");
    const again = await api.rest("GET", "/profiles/housemanagers/");
    expect(fromCache(again)).toBe(cacheOn);
    await createPerson(api, "house_manager", { location: "Westlands" }, { first: "Nyokabi", last: "Kariuki" });
    const after = await api.rest("GET", "/profiles/housemanagers/");
    expect(fromCache(after)).toBe(false);
    expect(after.body.length).toBe(before.body.length + 1);
  });

  it("reads again on a new day with nothing written: a certificate's badge lapses with the day", async () => {
    await visitorPage();
    expect(fromCache(await visitorPage())).toBe(cacheOn);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 86_400_000 });
    try {
      expect(fromCache(await visitorPage())).toBe(false);
      expect(fromCache(await visitorPage())).toBe(cacheOn);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never caches signed-in reads, mutations, or a request asking for a fresh answer", async () => {
    await api.gql(PAGE, { id: String(houseManager.profileId) }, employer.accessToken);
    expect(fromCache(await api.gql(PAGE, { id: String(houseManager.profileId) }, employer.accessToken))).toBe(false);
    await visitorPage();
    const fresh = await api.rest("POST", "/graphql", { body: { query: PAGE, variables: { id: String(houseManager.profileId) } }, headers: { "cache-control": "no-cache" } });
    expect(fromCache(fresh)).toBe(false);
    expect(Number(fresh.headers.get("x-sql-statements"))).toBeGreaterThan(0);
    const login = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`;
    const one = await api.gql(login, { e: employer.email, p: employer.password });
    const two = await api.gql(login, { e: employer.email, p: employer.password });
    expect(fromCache(one) || fromCache(two)).toBe(false);
    expect(two.body.data.login.accessToken).toEqual(expect.any(String));
  });
});
