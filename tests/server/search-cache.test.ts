// The search's kept pages (server/src/modules/profiles/search-cache.ts): a page found again while nothing it shows has
// changed costs one small statement, and every write it shows is in the next search, made through this server or
// straight on the database as another replica would make it (the version is counted by triggers:
// prisma/migrations/20261129120000_listed_profiles_version). A certificate's badge lapses with the day, written or not.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, usingPostgres, type TestServer } from "./harness.js";
import { createPerson, submitReview, type Person } from "./profile-helpers.js";
import { createOperatorUser, daysFromToday, goodConduct, ID_DOCUMENT, submitVerification } from "./trust-helpers.js";

let api: TestServer;
let other: pg.Client | undefined;
let njambi: Person;

interface Item {
  id: number;
  name: string;
  rating: number;
  verified: boolean;
  verifications: Array<{ kind: string; verified_at: string; expires_at: string | null }>;
}

/** The REST search's house managers and how many statements the server ran for it (X-SQL-Statements). */
async function search(query: string, headers: Record<string, string> = {}): Promise<{ items: Item[]; statements: number }> {
  const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`, { headers });
  expect(res.status).toBe(200);
  return { items: res.body.house_manager as Item[], statements: Number(res.headers.get("x-sql-statements")) };
}

const found = async (query: string, person: Person) => (await search(query)).items.find((item) => item.id === person.profileId);

/** A write made on the database itself, as another replica's would be: no service of this server hears of it. */
async function writeElsewhere(text: string, values: unknown[]): Promise<void> {
  if (other) await other.query(text, values);
  else await api.server.database.prisma.$executeRawUnsafe(text, ...values);
}

beforeAll(async () => {
  // Visitors' answers are kept whole on the embedded database (lib/response-cache.ts): off, so each search reaches the service.
  api = await startTestServer({ RESPONSE_CACHE: "false", EXPOSE_SQL_STATEMENTS: "true" });
  if (usingPostgres) {
    other = new pg.Client({ connectionString: api.server.config.databaseUrl });
    await other.connect();
  }
  njambi = await createPerson(api, "house_manager", { city: "Nyeri", location: "Ruring'u", skills: "Cooking", language: "Kikuyu" }, { first: "Njambi", last: "Gathoni" });
}, 60_000);

afterAll(async () => {
  await other?.end();
  await api?.close();
});

describe("a search's kept page", () => {
  it("is read with one statement while nothing it shows changed, and found anew when the request asks for no-cache", async () => {
    const first = await search("Nyeri");
    expect(first.items.map((item) => item.id)).toContain(njambi.profileId);
    expect(first.statements).toBeGreaterThan(1);
    const again = await search("Nyeri");
    expect(again.items).toEqual(first.items);
    expect(again.statements).toBe(1);
    const fresh = await search("Nyeri", { "cache-control": "no-cache" });
    expect(fresh.items).toEqual(first.items);
    expect(fresh.statements).toBeGreaterThan(1);
  });

  it("keeps GraphQL's pages too, reading the version once for both sides, and finds them anew when asked to", async () => {
    const query = `query($q: String!) { search(query: $q, first: 10) { houseManagers { totalCount edges { node { id name } } } employers { totalCount } } }`;
    const ask = (headers: Record<string, string> = {}) => api.rest("POST", "/graphql", { body: { query, variables: { q: "Nyeri" } }, headers });
    const first = await ask();
    expect(first.body.data.search.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toContain(njambi.profileId);
    expect(Number(first.headers.get("x-sql-statements"))).toBe(3);
    const again = await ask();
    expect(again.body).toEqual(first.body);
    expect(Number(again.headers.get("x-sql-statements"))).toBe(1);
    const fresh = await ask({ "cache-control": "no-cache" });
    expect(fresh.body).toEqual(first.body);
    expect(Number(fresh.headers.get("x-sql-statements"))).toBe(3);
  });

  it("is not found anew for a write it does not show (an owner's notification settings)", async () => {
    await search("Nyeri");
    await writeElsewhere(`UPDATE "User" SET "emailNotifications" = NOT "emailNotifications", "language" = 'sw' WHERE id = $1`, [njambi.id]);
    expect((await search("Nyeri")).statements).toBe(1);
  });

  it("shows a name changed, a rating moved and a new house manager at the next search, however they were written", async () => {
    expect((await found("Nyeri", njambi))?.name).toBe("Njambi Gathoni");
    await writeElsewhere(`UPDATE "User" SET "firstName" = 'Wambui' WHERE id = $1`, [njambi.id]);
    expect((await found("Nyeri", njambi))?.name).toBe("Wambui Gathoni");

    const employer = await createPerson(api, "employer");
    expect((await submitReview(api, employer, njambi.profileId, 4, "Kind and careful")).status).toBe(201);
    expect((await found("Nyeri", njambi))?.rating).toBe(4);

    const wairimu = await createPerson(api, "house_manager", { city: "Nyeri", location: "Skuta", skills: "Laundry" }, { first: "Wairimu", last: "Maina" });
    expect(await found("Nyeri", wairimu)).toBeDefined();
    await writeElsewhere(`UPDATE "HouseManagerProfile" SET "city" = 'Nanyuki' WHERE id = $1`, [wairimu.profileId]);
    expect(await found("Nyeri", wairimu)).toBeUndefined();
    expect(await found("Nanyuki", wairimu)).toBeDefined();
  });

  it("drops a suspended owner and brings her back when lifted", async () => {
    expect(await found("Nyeri", njambi)).toBeDefined();
    await writeElsewhere(`UPDATE "User" SET "suspendedAt" = now() WHERE id = $1`, [njambi.id]);
    expect(await found("Nyeri", njambi)).toBeUndefined();
    await writeElsewhere(`UPDATE "User" SET "suspendedAt" = NULL WHERE id = $1`, [njambi.id]);
    expect(await found("Nyeri", njambi)).toBeDefined();
  });

  it("shows checks approved and their dates changed, and a certificate's badge lapses with the day", async () => {
    const operator = await createOperatorUser(api);
    const muthoni = await createPerson(api, "house_manager", { city: "Othaya", location: "Othaya town", skills: "Childcare" }, { first: "Muthoni", last: "Kariuki" });
    expect((await found("Othaya", muthoni))?.verified).toBe(false);
    // A certificate issued 360 days ago counts for five days more.
    const ids: number[] = [];
    for (const form of [ID_DOCUMENT, goodConduct(daysFromToday(-360))]) {
      const res = await submitVerification(api, muthoni.accessToken, form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.id);
    }
    for (const id of ids) expect((await api.rest("POST", `/operator/verifications/${id}/approve/`, { token: operator.accessToken })).status).toBe(200);
    const verified = await found("Othaya", muthoni);
    expect(verified?.verified).toBe(true);

    // A second look at her identity document, its approval dated again: her row's facts stay, the date she sees moves.
    await writeElsewhere(`UPDATE "Verification" SET "reviewedAt" = '2026-01-02T03:04:05Z' WHERE id = $1`, [ids[0]]);
    expect((await found("Othaya", muthoni))?.verifications.find((check) => check.kind === "id_document")?.verified_at).toBe("2026-01-02T03:04:05.000Z");

    const kept = await search("Othaya");
    expect(kept.statements).toBe(1);
    // Ten days on, nothing written: the certificate has lapsed and the kept page is not shown.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 86_400_000 });
    try {
      const later = await search("Othaya");
      expect(later.statements).toBeGreaterThan(1);
      const item = later.items.find((row) => row.id === muthoni.profileId);
      expect(item?.verified).toBe(false);
      expect(item?.verifications.map((check) => check.kind)).toEqual(["id_document"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives searches asked at once one answer found once", async () => {
    await writeElsewhere(`UPDATE "HouseManagerProfile" SET "experience" = "experience" + 1 WHERE id = $1`, [njambi.profileId]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => search("Nyeri")));
    for (const answer of answers) expect(answer.items).toEqual(answers[0]!.items);
    // One found the page (the version, then its statements); the others read the version and waited for it.
    expect(answers.filter((answer) => answer.statements > 1)).toHaveLength(1);
  });
});

// Two commits that count versions in opposite orders: on PostgreSQL each transaction's counts run at its commit, in
// the order its rows changed. The counting locks every version row in name order at its first count, so one waits
// for the other; counting only the row it needs, these two deadlocked and PostgreSQL failed one of them.
describe.runIf(usingPostgres)("the versions' counts", () => {
  it("let two transactions that count the same versions in opposite orders both commit", async () => {
    const url = api.server.config.databaseUrl!;
    const [one, two] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([one.connect(), two.connect()]);
    try {
      const wanjiru = await createPerson(api, "house_manager", { city: "Embu", location: "Majengo" }, { first: "Wanjiru", last: "Nyaga" });
      const before = await versions();
      await one.query("BEGIN");
      await two.query("BEGIN");
      // SET CONSTRAINTS ALL IMMEDIATE runs a transaction's deferred counts at once, as its commit would.
      await one.query(`UPDATE "HouseManagerProfile" SET "bio" = 'Patient with toddlers' WHERE id = $1`, [njambi.profileId]);
      await one.query(`SET CONSTRAINTS ALL IMMEDIATE`);
      // The other counts a place, then a profile: it waits for the first, which holds every version row.
      await two.query(`INSERT INTO "HouseManagerPlace" ("city", "location") VALUES ('Embu', 'Blue Valley')`);
      const twoCommits = (async () => {
        await two.query(`SET CONSTRAINTS ALL IMMEDIATE`);
        await two.query(`UPDATE "HouseManagerProfile" SET "bio" = 'Cooks for large families' WHERE id = $1`, [wanjiru.profileId]);
        await two.query(`SET CONSTRAINTS ALL IMMEDIATE`);
        await two.query("COMMIT");
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Now the first counts a place too.
      await one.query(`INSERT INTO "HouseManagerPlace" ("city", "location") VALUES ('Embu', 'Kangaru')`);
      await one.query(`SET CONSTRAINTS ALL IMMEDIATE`);
      await one.query("COMMIT");
      await twoCommits;
      const after = await versions();
      expect(after.ListedProfiles - before.ListedProfiles).toBe(2);
      expect(after.HouseManagerPlace - before.HouseManagerPlace).toBe(2);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
  });
});

async function versions(): Promise<{ ListedProfiles: number; HouseManagerPlace: number }> {
  const { rows } = await other!.query(`SELECT name, version::int AS version FROM "TableVersion" WHERE name IN ('ListedProfiles', 'HouseManagerPlace')`);
  return Object.fromEntries(rows.map((row: { name: string; version: number }) => [row.name, row.version])) as { ListedProfiles: number; HouseManagerPlace: number };
}
