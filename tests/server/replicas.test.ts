// Several replicas behind one PostgreSQL database and one Redis: two server processes on two ports share live events,
// sessions, refresh-token rotation, rate limits and uploaded files. Also: with Redis unreachable, one replica keeps
// serving and delivers its own events in process.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Redis } from "ioredis";
import { GOOD_PASSWORD, TEST_JWT_SECRET, createUser, startTestServer, unique, type TestServer, type TestUser } from "./harness.js";
import { formData } from "../support/forms.js";
import { DELIVERY_WAIT_MS, deliveredAfter, until } from "../support/timing.js";
import { createScratchDatabase, freePort, UNLIMITED_RATES, POSTGRES_ADMIN_URL, postgresProblem, REDIS_TEST_URL, redisProblem, ServerChild, type ScratchDatabase } from "../support/processes.js";

const REDIS_BASE = REDIS_TEST_URL;
const NOTIFICATION_ADDED = `subscription { notificationAdded { unreadCount notification { id type contractId } } }`;
const LOGIN_FAILURES = 3;

/** Why the two-process test cannot run here, or undefined when PostgreSQL and Redis both answer. */
async function unavailable(): Promise<string | undefined> {
  const problems: string[] = [];
  const postgres = await postgresProblem();
  if (postgres) problems.push(`PostgreSQL at ${POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, "//")}: ${postgres}`);
  const redis = await redisProblem(REDIS_BASE);
  if (redis) problems.push(`Redis at ${REDIS_BASE}: ${redis}`);
  return problems.length ? problems.join("; ") : undefined;
}

const missing = await unavailable();
if (missing && process.env.CI) throw new Error(`The multi-replica test needs PostgreSQL and Redis in CI. ${missing}`);
if (missing) console.warn(`Skipping the multi-replica test (set TEST_POSTGRES_ADMIN_URL / TEST_REDIS_URL to include it): ${missing}`);

interface HttpResult {
  status: number;
  body: any;
}

/** One server process of the pair (server/src/main.ts, ready on /healthz), driven over HTTP like a client would. */
class Replica extends ServerChild {
  constructor(name: string, port: number, env: Record<string, string>) {
    super({ name: `replica ${name}`, entry: "source", port, env, readyPath: "/healthz" });
  }

  async request(method: string, pathname: string, options: { body?: unknown; form?: FormData; token?: string } = {}): Promise<HttpResult> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.url + pathname, { method, headers, body: body ?? null });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a document download): keep the text.
    }
    return { status: response.status, body: parsed };
  }

  gql(query: string, variables: Record<string, unknown>, token?: string): Promise<HttpResult> {
    return this.request("POST", "/graphql", { body: { query, variables }, token });
  }
}

interface Arrival {
  at: number;
  type: string;
  contractId: string | null;
}

/** Subscribes to notificationAdded on the server at `url` as the holder of `token`; the client joins `sockets`. */
function subscribeNotifications(url: string, token: string, sockets: Client[]): Arrival[] {
  const arrivals: Arrival[] = [];
  const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  sockets.push(client);
  client.subscribe<{ notificationAdded: { notification: { type: string; contractId: string | null } } }>(
    { query: NOTIFICATION_ADDED },
    {
      next: (result) => {
        const notification = result.data?.notificationAdded.notification;
        if (notification) arrivals.push({ at: performance.now(), type: notification.type, contractId: notification.contractId });
      },
      error: () => {},
      complete: () => {},
    },
  );
  return arrivals;
}

describe.skipIf(Boolean(missing))("two replicas on one PostgreSQL database and one Redis", () => {
  const redisDb = randomInt(1, 16);
  const redisPrefix = `maidmatch-test-${randomBytes(4).toString("hex")}:`;
  const sharedDir = mkdtempSync(path.join(tmpdir(), "maidmatch-replicas-"));
  const replicas: Replica[] = [];
  const sockets: Client[] = [];
  let a: Replica;
  let b: Replica;
  let database: ScratchDatabase | undefined;
  const killAll = () => replicas.forEach((replica) => replica.kill());

  async function register(via: Replica, userType: TestUser["userType"], first: string, last: string): Promise<TestUser & { profileId: string }> {
    const username = unique(userType.replace("_", ""));
    const email = `${username}@example.co.ke`;
    const registered = await via.request("POST", "/accounts/registration/", {
      body: { email, username, first_name: first, last_name: last, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: userType },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const login = await via.request("POST", "/accounts/login/", { body: { email, password: GOOD_PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const me = await via.gql("query { me { profile { id } } }", {}, login.body.accessToken);
    return { id: login.body.user_id, email, username, password: GOOD_PASSWORD, accessToken: login.body.accessToken, refresh: login.body.refresh, userType, profileId: me.body.data.me.profile.id };
  }

  /** The first arrival from index `from` on that matches, or an error after `timeoutMs`. */
  async function waitFor(arrivals: Arrival[], predicate: (arrival: Arrival) => boolean, timeoutMs: number, from = 0): Promise<Arrival> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const hit = arrivals.slice(from).find(predicate);
      if (hit) return hit;
      if (performance.now() > deadline) throw new Error(`no matching notification within ${timeoutMs} ms; got ${JSON.stringify(arrivals)}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  /** Events published before a subscription is live are not replayed: ping through `via` until one arrives. */
  async function warmUp(arrivals: Arrival[], via: Replica, from: TestUser, to: TestUser): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const before = arrivals.length;
      expect((await via.request("POST", "/profiles/send_message/", { token: from.accessToken, body: { recipient: to.id, content: `ping ${attempt}` } })).status).toBe(201);
      try {
        await waitFor(arrivals, (arrival) => arrival.type === "message", 300, before);
        return;
      } catch {
        // Not live yet.
      }
    }
    throw new Error("the subscription never became live");
  }

  function contractForm(employer: { profileId: string }, houseManager: { profileId: string }, terms: string): FormData {
    return formData({
      house_manager: houseManager.profileId,
      employer: employer.profileId,
      terms,
      start_date: "2026-03-01",
      end_date: "2026-12-31",
      payment_day: "Monthly",
      payment_amount: "16000",
      is_renewable: "false",
      days_per_month: "24",
      contract_document: { data: Buffer.from(`%PDF-1.4\n% ${terms}\n%%EOF\n`), name: "offer.pdf", type: "application/pdf" },
    });
  }

  beforeAll(async () => {
    database = await createScratchDatabase("maidmatch_test_replicas");
    const env = {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATABASE_URL: database.url,
      REDIS_URL: `${REDIS_BASE}/${redisDb}`,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: "false",
      DATA_DIR: path.join(sharedDir, "data"),
      // One shared volume for uploads, as a deployment of several replicas needs.
      MEDIA_DIR: path.join(sharedDir, "media"),
      DOCUMENTS_DIR: path.join(sharedDir, "documents"),
      ...UNLIMITED_RATES,
      RATE_LOGIN_FAILURES: String(LOGIN_FAILURES),
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // Both start together on an empty database: the migrator's advisory lock lets exactly one apply the migrations.
    a = new Replica("A", portA, env);
    b = new Replica("B", portB, env);
    replicas.push(a, b);
    try {
      await Promise.all([a.ready(), b.ready()]);
    } catch (error) {
      killAll();
      throw error;
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(sockets.map((socket) => socket.dispose()));
    await Promise.allSettled(replicas.map((replica) => replica.stop()));
    await database?.drop();
    // Only this run's keys: its own prefix in its own database index.
    const redis = new Redis(`${REDIS_BASE}/${redisDb}`);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(sharedDir, { recursive: true, force: true });
  }, 60_000);

  it("delivers to a subscriber on A, within 1 second and once, the notification of a contract offered through B", async () => {
    const employer = await register(b, "employer", "Grace", "Wanjiru");
    const houseManager = await register(a, "house_manager", "Achieng", "Otieno");
    const arrivals = subscribeNotifications(a.url, houseManager.accessToken, sockets);
    // The pings go through B too, so the subscription is live across replicas before the measured offer.
    await warmUp(arrivals, b, employer, houseManager);

    // Watch the Redis traffic of this run: the event must travel under this run's prefix.
    const watcher = new Redis(`${REDIS_BASE}/${redisDb}`);
    const seenChannels: string[] = [];
    watcher.on("pmessage", (_pattern: string, channel: string) => seenChannels.push(channel));
    await watcher.psubscribe(`${redisPrefix}*`);

    const created = await b.request("POST", "/profiles/create_contract/", { form: contractForm(employer, houseManager, "Cooking and cleaning"), token: employer.accessToken });
    const ackedAt = performance.now();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const contractId = String(created.body.contract.id);
    const delivered = await waitFor(arrivals, (arrival) => arrival.type === "contract", DELIVERY_WAIT_MS);
    expect(delivered.at - ackedAt, deliveredAfter(delivered.at, ackedAt)).toBeLessThan(1000);
    expect(delivered.contractId).toBe(contractId);

    // The same offer through A (the subscriber's own replica) also arrives exactly once: Redis is the only path.
    const local = await a.request("POST", "/profiles/create_contract/", { form: contractForm(employer, houseManager, "Laundry"), token: employer.accessToken });
    expect(local.status).toBe(201);
    await waitFor(arrivals, (arrival) => arrival.contractId === String(local.body.contract.id), DELIVERY_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrivals.filter((arrival) => arrival.type === "contract").map((arrival) => arrival.contractId)).toEqual([contractId, String(local.body.contract.id)]);
    expect(seenChannels).toContain(`${redisPrefix}notifications:${houseManager.id}`);
    watcher.disconnect();

    // The document uploaded through B is on the shared volume: A serves it to the house manager.
    const document = await a.request("GET", `/profiles/contract_document/${contractId}/`, { token: houseManager.accessToken });
    expect(document.status).toBe(200);
    expect(String(document.body)).toContain("Cooking and cleaning");
  });

  it("accepts on B an access token issued by a login on A", async () => {
    const user = await register(a, "employer", "Baraka", "Mwangi");
    const login = await a.request("POST", "/accounts/login/", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const me = await b.gql("query { me { id username } }", {}, login.body.accessToken);
    expect(me.body.data.me).toEqual({ id: String(user.id), username: user.username });
  });

  it("refuses on B a refresh token already rotated on A, and revokes its family", async () => {
    const user = await register(a, "house_manager", "Mercy", "Njeri");
    const rotated = await a.request("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } });
    expect(rotated.status).toBe(200);
    expect((await b.request("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } })).status).toBe(401);
    // Reuse revoked the whole family, whichever replica is asked next.
    expect((await a.request("POST", "/accounts/token/refresh/", { body: { refresh: rotated.body.refresh } })).status).toBe(401);
  });

  it("counts failed logins across replicas", async () => {
    const user = await register(a, "employer", "Otieno", "Kiprop");
    const attempt = (via: Replica, password: string) => via.request("POST", "/accounts/login/", { body: { email: user.email, password } });
    expect((await attempt(a, "wrong-password-1")).status).toBe(400);
    expect((await attempt(a, "wrong-password-2")).status).toBe(400);
    expect((await attempt(b, "wrong-password-3")).status).toBe(400);
    const locked = await attempt(a, user.password);
    expect(locked.status).toBe(429);
    expect((await attempt(b, user.password)).status).toBe(429);
    // The counter lives in this run's Redis database under this run's prefix.
    const redis = new Redis(`${REDIS_BASE}/${redisDb}`);
    const keys = await redis.keys(`${redisPrefix}rl:login*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe("one replica with Redis unreachable", () => {
  let api: TestServer;
  const sockets: Client[] = [];

  beforeAll(async () => {
    // A port with nothing listening: Redis never becomes ready.
    api = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LOGIN_FAILURES: String(LOGIN_FAILURES) });
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((socket) => socket.dispose()));
    await api?.close();
  });

  it("keeps serving, delivers its own events in process, and still limits logins", async () => {
    const [employer, houseManager] = await Promise.all([createUser(api, "employer"), createUser(api, "house_manager")]);
    const arrivals = subscribeNotifications(api.url, houseManager.accessToken, sockets);
    let live = false;
    for (let attempt = 0; attempt < 50 && !live; attempt += 1) {
      const sent = await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: `ping ${attempt}` } });
      expect(sent.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 100));
      live = arrivals.length > 0;
    }
    expect(live).toBe(true);
    const before = arrivals.length;
    const sent = await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Habari" } });
    const ackedAt = performance.now();
    expect(sent.status).toBe(201);
    await until(() => arrivals.length > before);
    expect(arrivals.length).toBe(before + 1);
    expect(arrivals.at(-1)!.at - ackedAt, deliveredAfter(arrivals.at(-1)!.at, ackedAt)).toBeLessThan(1000);

    // Rate limits fall back to this process's own counters.
    const attempt = (password: string) => api.rest("POST", "/accounts/login/", { body: { email: employer.email, password } });
    for (let i = 0; i < LOGIN_FAILURES; i += 1) expect((await attempt(`wrong-password-${i}`)).status).toBe(400);
    expect((await attempt(employer.password)).status).toBe(429);
  });
});

/**
 * A Redis server of this test's own (so it can be stopped and started). Undefined where redis-server is not installed
 * (outside CI only); one that is installed but does not answer is a failure, never a silent skip.
 */
async function ownRedis(port: number): Promise<ChildProcess | undefined> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  let missing = false;
  child.once("error", () => {
    missing = true;
  });
  for (const deadline = Date.now() + 10_000; !missing && child.exitCode === null && Date.now() < deadline; ) {
    const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on("error", () => {});
    const up = await client.connect().then(
      () => client.ping().then(() => true),
      () => false,
    );
    client.disconnect();
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  if (missing && !process.env.CI) return undefined;
  throw new Error(`redis-server on port ${port} did not answer within 10 s (exit ${child.exitCode ?? "none"}):\n${stderr}`);
}

function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

describe("one replica through a Redis restart", () => {
  let api: TestServer;
  let redisPort: number;
  let redis: ChildProcess | undefined;
  const sockets: Client[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await ownRedis(redisPort);
    if (!redis) return;
    api = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((socket) => socket.dispose()));
    await api?.close();
    await stopProcess(redis);
  });

  it("delivers every event exactly once while Redis is up, down, and up again", async (context) => {
    if (!redis) return context.skip("redis-server is not installed");
    const [employer, houseManager] = await Promise.all([createUser(api, "employer"), createUser(api, "house_manager")]);
    const contents: string[] = [];
    const client = createClient({ url: `${api.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${houseManager.accessToken}` }, retryAttempts: 0 });
    sockets.push(client);
    client.subscribe<{ messageAdded: { content: string } }>(
      { query: `subscription M($with: ID!) { messageAdded(withUserId: $with) { content } }`, variables: { with: String(employer.id) } },
      { next: (result) => void (result.data && contents.push(result.data.messageAdded.content)), error: () => {}, complete: () => {} },
    );
    const send = async (content: string) => expect((await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content } })).status).toBe(201);
    const arrived = async (content: string) => {
      for (const deadline = performance.now() + 2000; !contents.includes(content); ) {
        if (performance.now() > deadline) throw new Error(`"${content}" did not arrive; got ${JSON.stringify(contents)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const watcher = new Redis(`redis://127.0.0.1:${redisPort}`, { retryStrategy: () => 100, maxRetriesPerRequest: 1 });
    watcher.on("error", () => {});
    const subscribedInRedis = async () => {
      for (const deadline = performance.now() + 10_000; ; ) {
        const numsub = (await watcher.pubsub("NUMSUB", `maidmatch:messages:${houseManager.id}`).catch(() => [])) as Array<string | number>;
        if (Number(numsub[1] ?? 0) > 0) return;
        if (performance.now() > deadline) throw new Error("the server never subscribed in Redis");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // Up: the subscription is live (through Redis) once a ping arrives.
    await subscribedInRedis();
    for (let attempt = 0; !contents.some((content) => content.startsWith("ping")); attempt += 1) {
      if (attempt > 50) throw new Error("the subscription never became live");
      await send(`ping ${attempt}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await send("while up");
    await arrived("while up");

    // Down: delivered in this process.
    await stopProcess(redis);
    await send("while down 1");
    await send("while down 2");
    await arrived("while down 2");

    // Up again on the same port: the server reconnects and subscribes again, and Redis carries the events once more.
    redis = await ownRedis(redisPort);
    await subscribedInRedis();
    await send("up again");
    await arrived("up again");
    await new Promise((resolve) => setTimeout(resolve, 300));
    watcher.disconnect();
    expect(contents.filter((content) => !content.startsWith("ping"))).toEqual(["while up", "while down 1", "while down 2", "up again"]);
  });
});
