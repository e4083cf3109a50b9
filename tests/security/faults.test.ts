// Faults: every write touching several rows is one transaction (a fault injected by a database trigger into its last
// statement leaves nothing behind); SIGKILL in a burst of writes loses no acknowledged write and leaves no contract
// without its notification; SIGTERM lets an in-flight request finish and exits 0; with PostgreSQL cut off requests get
// 503 and the server recovers by itself; with Redis cut off the server keeps serving and delivering live events.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Redis } from "ioredis";
import { createUser, startTestServer, usingPostgres, GOOD_PASSWORD, type TestServer, type TestUser } from "../server/harness.js";
import { createPerson, makeImage, uploadGql, type Person } from "../server/profile-helpers.js";
import { openDatabase } from "../../server/src/lib/db.js";
import { contractFields, eventually, filesUnder, formData } from "./support/api.js";
import { runCase } from "./support/cases.js";
import { freePort, hostAndPort, POSTGRES_ADMIN_URL, REDIS_TEST_URL, type ServerChild } from "../support/processes.js";
import { createDatabase, startServerProcess } from "./support/child.js";
import { reachable, startProxy, type TcpProxy } from "./support/proxy.js";

// The services the README documents for tests: TEST_POSTGRES_ADMIN_URL and TEST_REDIS_URL (local defaults otherwise).
const POSTGRES = hostAndPort(POSTGRES_ADMIN_URL, 5432);
const REDIS = hostAndPort(REDIS_TEST_URL, 6379);
const postgresUp = await reachable(POSTGRES.host, POSTGRES.port);
const redisUp = await reachable(REDIS.host, REDIS.port);
/** In CI the services are part of the contract: a missing one is a failure, not a skip. */
if (process.env.CI && (!postgresUp || !redisUp)) throw new Error(`CI needs PostgreSQL (${postgresUp}) and Redis (${redisUp}) for the fault tests`);

describe("multi-row writes are atomic (a fault injected into their last statement)", () => {
  let api: TestServer;
  let employer: Person;
  let houseManager: Person;

  beforeAll(async () => {
    api = await startTestServer();
    [employer, houseManager] = await Promise.all([createPerson(api, "employer"), createPerson(api, "house_manager")]);
    await api.server.database.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION security_injected_fault() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$ LANGUAGE plpgsql`,
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  /** Runs `fn` while every insert or update of `table` matching `when` fails inside the database. */
  async function withFault<T>(table: string, event: "INSERT" | "UPDATE", when: string, fn: () => Promise<T>): Promise<T> {
    const prisma = api.server.database.prisma;
    const name = `security_fault_${randomBytes(4).toString("hex")}`;
    await prisma.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE ${event} ON "${table}" FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION security_injected_fault()`);
    try {
      return await fn();
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER ${name} ON "${table}"`);
    }
  }

  async function state() {
    const prisma = api.server.database.prisma;
    return JSON.stringify({
      users: await prisma.user.findMany({ orderBy: { id: "asc" } }),
      houseManagers: await prisma.houseManagerProfile.findMany({ orderBy: { id: "asc" } }),
      employers: await prisma.employerProfile.findMany({ orderBy: { id: "asc" } }),
      contracts: await prisma.contract.findMany({ orderBy: { id: "asc" } }),
      notifications: await prisma.notification.findMany({ orderBy: { id: "asc" } }),
      messages: await prisma.message.findMany({ orderBy: { id: "asc" } }),
      reviews: await prisma.review.findMany({ orderBy: { id: "asc" } }),
      albums: await prisma.album.findMany({ orderBy: { id: "asc" } }),
      images: await prisma.albumImage.findMany({ orderBy: { id: "asc" } }),
      media: filesUnder(api.server.config.mediaDir),
      documents: filesUnder(api.server.config.documentsDir),
    });
  }

  /** The request fails as an internal error (500, or INTERNAL_SERVER_ERROR) and leaves every row and file as it was. */
  async function expectNothingWritten(table: string, event: "INSERT" | "UPDATE", when: string, send: () => Promise<{ status: number; body: any }>) {
    await runCase("fault", async () => {
      const before = await state();
      const res = await withFault(table, event, when, send);
      const failed = res.status === 500 || res.body?.errors?.[0]?.extensions?.code === "INTERNAL_SERVER_ERROR";
      expect(failed, JSON.stringify(res.body)).toBe(true);
      expect(JSON.stringify(res.body)).not.toMatch(/injected fault|trigger|SQL/i);
      expect(await state()).toBe(before);
    });
  }

  it("creating a contract: no contract and no stored document without its notification", async () => {
    await expectNothingWritten("Notification", "INSERT", `NEW."recipientId" = ${houseManager.id}`, () =>
      api.rest("POST", "/profiles/create_contract/", { raw: formData(contractFields(employer.profileId, houseManager.profileId)), token: employer.accessToken }),
    );
  });

  it("sending a message: no message without its notification", async () => {
    await expectNothingWritten("Notification", "INSERT", `NEW."recipientId" = ${houseManager.id}`, () =>
      api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Habari" } }),
    );
  });

  it("reviewing: no review and no changed rating without the notification", async () => {
    await expectNothingWritten("Notification", "INSERT", `NEW."recipientId" = ${houseManager.id}`, () =>
      api.rest("POST", `/profiles/reviews_submit/employer/${houseManager.profileId}/`, { token: employer.accessToken, body: { rating: 5, comment: "Great" } }),
    );
  });

  it("accepting a contract: it stays Pending without the employer's notification", async () => {
    const created = await api.rest("POST", "/profiles/create_contract/", { raw: formData(contractFields(employer.profileId, houseManager.profileId)), token: employer.accessToken });
    expect(created.status).toBe(201);
    await expectNothingWritten("Notification", "INSERT", `NEW."recipientId" = ${employer.id}`, () =>
      api.rest("PUT", `/profiles/contract_accept/${created.body.contract.id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } }),
    );
  });

  it("adding an album image: no image row and no file without the album's new cover", async () => {
    const album = await api.gql(`mutation { createAlbum(title: "Cooking") { id } }`, {}, houseManager.accessToken);
    const albumId = album.body.data.createAlbum.id;
    await expectNothingWritten("Album", "UPDATE", `NEW.id = ${albumId}`, async () =>
      uploadGql(api, houseManager.accessToken, `mutation($a: ID!, $f: Upload!) { addAlbumImage(albumId: $a, file: $f) { id } }`, { a: albumId }, "f", {
        data: await makeImage("jpeg", 100, 80),
        name: "cake.jpg",
        type: "image/jpeg",
      }),
    );
  });

  it("editing names and profile together: neither changes alone", async () => {
    await expectNothingWritten("HouseManagerProfile", "UPDATE", `NEW.id = ${houseManager.profileId}`, () =>
      api.rest("PATCH", "/profiles/profile/", { token: houseManager.accessToken, body: { first_name: "Changed", bio: "Changed too" } }),
    );
  });

  it("registering: no user without a profile", async () => {
    await expectNothingWritten("EmployerProfile", "INSERT", "true", () =>
      api.rest("POST", "/accounts/registration/", {
        body: { email: "half@example.co.ke", username: "halfwritten", first_name: "Half", last_name: "Written", password: GOOD_PASSWORD, password2: GOOD_PASSWORD },
      }),
    );
  });

  it("refreshing tokens: a fault storing the new token leaves the old one usable", async () => {
    await runCase("fault", async () => {
      const user = await createUser(api, "employer");
      const res = await withFault("RefreshToken", "INSERT", `NEW."userId" = ${user.id}`, () => api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } }));
      expect(res.status).toBe(500);
      const retry = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    });
  });
});

describe("process faults", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "maidmatch-faults-"));
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let server: ServerChild | undefined;
  let env: Record<string, string>;
  let port: number;
  /** Writes the server answered 2xx for: id → text (and, for contracts, the employer's token to read it back). */
  const acked = { messages: new Map<number, string>(), contracts: new Map<number, { text: string; token: string }>() };
  let people: { employers: Array<{ id: number; token: string; profileId: number }>; houseManagers: Array<{ id: number; token: string; profileId: number }> };

  /** Whether the current server process is still running. */
  let running = false;

  /** Starts the server on this block's data; `running` turns false when that process exits. */
  async function start(): Promise<void> {
    const started = await startServerProcess(port, env);
    server = started;
    running = true;
    void started.exited.then(() => {
      if (server === started) running = false;
    });
  }

  beforeAll(async () => {
    port = await freePort();
    if (usingPostgres) database = await createDatabase();
    env = {
      DATA_DIR: path.join(dir, "data"),
      MEDIA_DIR: path.join(dir, "data", "media"),
      ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(dir, "db") }),
    };
    await start();
    // The people every test here writes as; each test starts from them and a running or stopped server as it needs.
    people = {
      employers: await Promise.all([person("employer", 1), person("employer", 2)]),
      houseManagers: await Promise.all([person("house_manager", 1), person("house_manager", 2), person("house_manager", 3)]),
    };
  }, 120_000);

  afterAll(async () => {
    if (running) server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function call(method: string, pathname: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
    const res = await fetch(server!.url + pathname, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  async function person(type: "employer" | "house_manager", n: number) {
    const username = `fault${type.replace("_", "")}${n}${randomBytes(2).toString("hex")}`;
    const email = `${username}@example.co.ke`;
    const registered = await call("POST", "/accounts/registration/", { email, username, first_name: "Fault", last_name: `Person${n}`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: type });
    expect(registered.status).toBe(201);
    const login = await call("POST", "/accounts/login/", { email, password: GOOD_PASSWORD });
    const me = await fetch(`${server!.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${login.body.accessToken}` },
      body: JSON.stringify({ query: "{ me { profile { id } } }" }),
    });
    return { id: login.body.user_id as number, token: login.body.accessToken as string, profileId: Number((await me.json()).data.me.profile.id) };
  }

  it(`SIGKILL in a burst of writes loses no acknowledged write and leaves no contract without its notification (${usingPostgres ? "PostgreSQL" : "embedded PGlite on disk"})`, async () => {
    await runCase("fault", async () => {
      if (!running) await start();
      const TOTAL = 240;
      const KILL_AFTER = 50;
      let next = 0;
      let killed = false;
      let attempted = 0;
      const worker = async () => {
        while (next < TOTAL) {
          const i = next++;
          const from = people.employers[i % 2]!;
          const to = people.houseManagers[i % 3]!;
          const text = `burst-${i}-${randomBytes(3).toString("hex")}`;
          attempted += 1;
          try {
            if (i % 2 === 0) {
              const res = await call("POST", "/profiles/send_message/", { recipient: to.id, content: text }, from.token);
              if (res.status === 201) acked.messages.set(res.body.id, text);
            } else {
              const res = await call(
                "POST",
                "/profiles/create_contract/",
                { house_manager: to.profileId, employer: from.profileId, terms: text, start_date: "2026-03-01", end_date: "2027-02-28", payment_day: "Monthly", payment_amount: "9000", days_per_month: "22" },
                from.token,
              );
              if (res.status === 201) acked.contracts.set(res.body.contract.id, { text, token: from.token });
            }
          } catch {
            // The server died under this request: not acknowledged, so it may or may not have been kept.
          }
          if (!killed && acked.messages.size + acked.contracts.size >= KILL_AFTER) {
            killed = true;
            server!.child.kill("SIGKILL");
          }
          if (killed) return;
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      expect(killed).toBe(true);
      expect(await server!.exited).toBe("SIGKILL");
      expect(acked.messages.size).toBeGreaterThan(10);
      expect(acked.contracts.size).toBeGreaterThan(10);
      expect(attempted).toBeLessThan(TOTAL);

      // Restart on the same data: every acknowledged write is there, unchanged.
      await start();
      const inboxes = await Promise.all(people.employers.map((e) => call("GET", "/profiles/inbox/?limit=1000", undefined, e.token)));
      const stored = new Map<number, string>(inboxes.flatMap((inbox) => (inbox.body as Array<{ id: number; content: string }>).map((m) => [m.id, m.content] as const)));
      for (const [id, text] of acked.messages) expect(stored.get(id), `message ${id}`).toBe(text);
      for (const [id, { text, token }] of acked.contracts) {
        const contract = await call("GET", `/profiles/contract_notification/${id}/`, undefined, token);
        expect(contract.status, `contract ${id}`).toBe(200);
        expect(contract.body.terms).toBe(text);
      }
    });
  }, 180_000);

  it("SIGTERM lets an in-flight request finish with 2xx, then exits 0", async () => {
    await runCase("fault", async () => {
      if (!running) await start();
      const from = people.employers[0]!;
      const to = people.houseManagers[0]!;
      const body = Buffer.from(JSON.stringify({ recipient: to.id, content: "sent while the server was stopping" }));
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${server!.url}/profiles/send_message/`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": body.length, authorization: `Bearer ${from.token}` },
        });
        req.on("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        });
        req.on("error", reject);
        // Half the body now, SIGTERM while the request is in flight, the rest afterwards.
        req.write(body.subarray(0, 20));
        setTimeout(() => {
          server!.child.kill("SIGTERM");
          setTimeout(() => req.end(body.subarray(20)), 400);
        }, 300);
      });
      const started = Date.now();
      const result = await response;
      expect(result.status, result.body).toBe(201);
      expect(await server!.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(15_000);
      // A stopped server accepts nothing new.
      await expect(fetch(`${server!.url}/healthz`)).rejects.toThrow();
      // The request answered during shutdown is on disk.
      await withStoredData(async (db) => {
        expect(await db.prisma.message.count({ where: { content: "sent while the server was stopping" } })).toBe(1);
      });
    });
  }, 60_000);

  /** Stops the server if it runs (the embedded database has one user at a time), then opens its data directly. */
  async function withStoredData(check: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>): Promise<void> {
    if (running) {
      server!.child.kill("SIGTERM");
      await server!.exited;
    }
    const db = await openDatabase(database ? { databaseUrl: database.url, pgliteDir: "" } : { pgliteDir: env.PGLITE_DIR! });
    try {
      await check(db);
    } finally {
      await db.close();
    }
  }

  it("the data on disk: every contract has its notification, every message its notification", async () => {
    await runCase("fault", async () => {
      // Whatever the tests before it left (or none of it): the invariants hold on the stored data.
      await withStoredData(async (db) => {
        const orphans = await db.prisma.$queryRawUnsafe<Array<{ id: number }>>(
          `SELECT c.id FROM "Contract" c WHERE NOT EXISTS (SELECT 1 FROM "Notification" n WHERE n."contractId" = c.id AND n.type = 'contract')`,
        );
        expect(orphans).toEqual([]);
        const pairs = async (sql: string) =>
          Object.fromEntries((await db.prisma.$queryRawUnsafe<Array<{ s: number; r: number; n: number }>>(sql)).map((row) => [`${row.s}->${row.r}`, row.n]));
        const messages = await pairs(`SELECT "senderId" AS s, "recipientId" AS r, count(*)::int AS n FROM "Message" GROUP BY 1, 2`);
        const notified = await pairs(`SELECT "senderId" AS s, "recipientId" AS r, count(*)::int AS n FROM "Notification" WHERE type = 'message' GROUP BY 1, 2`);
        expect(notified).toEqual(messages);
        const contracts = await db.prisma.contract.findMany({ where: { id: { in: [...acked.contracts.keys()] } } });
        expect(contracts).toHaveLength(acked.contracts.size);
      });
    });
  }, 60_000);
});

describe.runIf(postgresUp)("PostgreSQL cut off (a TCP proxy between the server and the database)", () => {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let api: TestServer;
  let employer: TestUser;
  let houseManager: TestUser;

  beforeAll(async () => {
    database = await createDatabase();
    proxy = await startProxy(POSTGRES.host, POSTGRES.port);
    const url = new URL(database.url);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    api = await startTestServer({ DATABASE_URL: url.toString() });
    [employer, houseManager] = await Promise.all([createUser(api, "employer"), createUser(api, "house_manager")]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    await api?.close();
    await proxy?.close();
    await database?.drop();
  });

  it("answers 503 with a clear error while it is gone, keeps running, and recovers by itself", async () => {
    await runCase("fault", async () => {
      await proxy.cut();
      const started = Date.now();
      const [list, loginRes, send, graph, mutation, ready, health] = await Promise.all([
        api.rest("GET", "/profiles/housemanagers/"),
        api.rest("POST", "/accounts/login/", { body: { email: employer.email, password: GOOD_PASSWORD } }),
        api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "while down" } }),
        api.gql(`{ houseManagers { totalCount } }`),
        api.gql(`mutation($to: ID!) { sendMessage(recipientId: $to, content: "while down") { id } }`, { to: String(houseManager.id) }, employer.accessToken),
        api.rest("GET", "/readyz"),
        api.rest("GET", "/healthz"),
      ]);
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const res of [list, loginRes, send]) {
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.body.error).toMatch(/temporarily unavailable/i);
        expect(JSON.stringify(res.body)).not.toMatch(/ECONN|Prisma|127\.0\.0\.1|P10\d\d/);
      }
      for (const res of [graph, mutation]) {
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
        expect(res.headers.get("retry-after")).toBeTruthy();
      }
      expect(ready.status).toBe(503);
      expect(health.status).toBe(200);

      await proxy.restore();
      await eventually(async () => expect((await api.rest("GET", "/profiles/housemanagers/")).status).toBe(200), 15_000);
      const after = await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "back again" } });
      expect(after.status).toBe(201);
      expect((await api.gql(`{ houseManagers { totalCount } }`)).body.data.houseManagers.totalCount).toBe(1);
      // Nothing was half-written while it was gone.
      expect(await api.server.database.prisma.message.count()).toBe(1);
      expect(await api.server.database.prisma.notification.count()).toBe(1);
    });
  }, 60_000);
});

describe.runIf(redisUp)("Redis cut off (a TCP proxy between the server and Redis)", () => {
  let proxy: TcpProxy;
  let api: TestServer;
  let employer: TestUser;
  let houseManager: TestUser;
  let client: Client;
  const prefix = `maidmatch-security-${randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    proxy = await startProxy(REDIS.host, REDIS.port);
    const proxied = new URL(REDIS_TEST_URL);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    api = await startTestServer({ REDIS_URL: proxied.toString(), REDIS_PREFIX: prefix });
    [employer, houseManager] = await Promise.all([createUser(api, "employer"), createUser(api, "house_manager")]);
    client = createClient({ url: `${api.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${houseManager.accessToken}` } });
  }, 120_000);

  afterAll(async () => {
    await client?.dispose();
    await proxy?.restore();
    await api?.close();
    await proxy?.close();
    // The shared Redis keeps nothing of this test (rate-limit keys live up to 14 days).
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("keeps serving, limiting and delivering live events in-process while Redis is gone, and after it returns", async () => {
    await runCase("fault", async () => {
      const received: string[] = [];
      client.subscribe(
        { query: `subscription { notificationAdded { notification { id message } } }` },
        { next: (result) => received.push(JSON.stringify(result)), error: (error) => received.push(`error ${String(error)}`), complete: () => {} },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const send = (content: string) => api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content } });
      expect((await send("before")).status).toBe(201);
      await eventually(async () => expect(received).toHaveLength(1), 5000, 20);

      await proxy.cut();
      const started = Date.now();
      expect((await send("while redis is down")).status).toBe(201);
      expect((await api.rest("POST", "/accounts/login/", { body: { email: employer.email, password: GOOD_PASSWORD } })).status).toBe(200);
      expect((await api.rest("POST", "/accounts/login/", { body: { email: employer.email, password: "wrong-password-1" } })).status).toBe(400);
      expect((await api.rest("GET", "/profiles/housemanagers/")).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      await eventually(async () => expect(received).toHaveLength(2), 5000, 20);

      await proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await send("after redis returned")).status).toBe(201);
      await eventually(async () => expect(received).toHaveLength(3), 8000, 20);
      expect(received.join("\n")).not.toMatch(/error/);
    });
  }, 60_000);
});
