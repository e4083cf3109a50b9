// npm run bench: load and latency figures for the production build, on the embedded database and on PostgreSQL.
// Prints figures and writes bench/results.md; asserts nothing. Options: --seconds=8 (per operation), --connections=50,
// --only=embedded|postgres, --blocks=3 and --block-seconds=6 (the alternating blocks of the floor and login comparisons);
// --scenario=matching [--scale=100] measures search, filters, the job board and matches at scale instead (matching-at-scale.ts);
// --scenario=floor runs only the comparison with the floor and the logins beside reads, and rewrites only those two
// sections of bench/results.md (the rows of the databases it measured).
// Beside the project it runs a floor (bench/floor-server.ts: node:http and hand-written SQL on the same data) and
// compares the read pages with it in alternating blocks, project then floor, so that load from other processes on a
// shared machine falls on both alike. PostgreSQL at TEST_POSTGRES_ADMIN_URL (default 127.0.0.1:5432, user postgres) and Redis at
// BENCH_REDIS_URL (default 127.0.0.1:6379) are used when they answer; the bench creates and drops its own database.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { randomBytes, randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { createScratchDatabase, postgresProblem, redisProblem, ROOT, SERVER_BUILD, ServerChild } from "../tests/support/processes.js";
import { load, type LoadOptions, type LoadResult } from "./lib/load.js";
import { withCpu } from "./lib/cpu.js";
import { FIND_FILTER, HOME, HOUSE_MANAGER_PAGE, SEARCH } from "./lib/pages.js";
import { notificationDelays, type DelaySummary } from "./lib/notification-delay.js";
import { matchingAtScale } from "./matching-at-scale.js";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const SECONDS = Number(args.get("seconds") ?? 8);
const CONNECTIONS = Number(args.get("connections") ?? 50);
const ONLY = args.get("only");
/** Only the floor comparison and the logins beside reads (--scenario=floor). */
const FLOOR_ONLY = args.get("scenario") === "floor";
const WARM_UP_SECONDS = 2;
const BLOCKS = Number(args.get("blocks") ?? 3);
const BLOCK_SECONDS = Number(args.get("block-seconds") ?? 6);
/** Accounts the login load cycles through, so no one account's limiter is what is measured. */
const LOGIN_ACCOUNTS = 16;
const LOGIN_CONNECTIONS = 8;
const NOTIFICATIONS = 100;
const REDIS_BASE = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const DEMO_EMAIL = "wanjiku.kamau@demo.maidmatch.co.ke";
const DEMO_PASSWORD = "Karibu-MaidMatch-2026";
const FLOOR_SCRIPT = path.join(ROOT, "bench", "floor-server.ts");
const RESULTS = path.join(ROOT, "bench", "results.md");
const NOTES_MARKER = "<!-- notes: everything below this line is kept when the bench rewrites the file -->";
const BENCH_JWT_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** Limits a benchmark must not hit (it measures the server, not the abuse limits). */
const OPEN_LIMITS = {
  RATE_LOGIN_FAILURES: "1000000",
  // Each login reserves a guess on its account until the password is checked: 50 at once on one account would be refused.
  RATE_LOGIN_ACCOUNT_FAILURES: "1000000",
  RATE_REGISTRATIONS_PER_HOUR: "1000000",
  RATE_MESSAGES_PER_MINUTE: "1000000",
  RATE_CONTACT_PER_HOUR: "1000000",
  RATE_REVIEWS_PER_HOUR: "1000000",
  // The notification delay sends 100 offers from one employer to one house manager.
  RATE_CONTRACT_OFFERS_PER_HOUR: "1000000",
  CONTRACT_PENDING_PER_PAIR: "1000000",
};

interface Operation {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Sent in turn instead of `body` by the load (logins of different accounts). */
  bodies?: string[];
  read: boolean;
  /** A login: measured last (after the notification delays) and without warm-up, which would leave a backlog of hashes. */
  login?: boolean;
  connections?: number;
  timeoutSeconds?: number;
}

interface Row extends LoadResult {
  operation: string;
  statements: number;
  /** Whether a request like the load's was answered from the response cache. */
  cached: boolean;
  read: boolean;
  ratio: number;
}

/** One page measured in alternating blocks on the project and on the floor. */
/** A block's load result with the server's CPU time per response meanwhile (bench/lib/cpu.ts). */
type Measured = LoadResult & { cpuMsPerResponse: number };

interface FloorComparison {
  page: string;
  project: Measured[];
  floor: Measured[];
  projectStatements: number;
  floorStatements: number;
  /** Whether the floor's JSON equals the project's for the bench's request (or the first difference). */
  sameData: string;
}

/** Reads alone and reads with logins running beside them, in alternating blocks. */
interface LoginsBesideReads {
  readsAlone: LoadResult[];
  readsBesideLogins: LoadResult[];
  logins: LoadResult[];
  /** The server's CPU per response in the blocks with logins (reads and logins together). */
  cpuMsPerResponseBeside: number[];
}

interface DatabaseRun {
  label: string;
  rows: Row[];
  floor?: FloorComparison[];
  loginsBesideReads?: LoginsBesideReads;
  rssMiB: number;
  /** Statements of the home query for 2 and for 20 house managers (each with 3 reviews): constant when there is no N+1. */
  homeStatements: { two: number; twenty: number };
  searchMatches: number;
  delays: Array<{ path: string; summary: DelaySummary }>;
}

const log = (line: string) => console.log(line);

/** Builds everything on a clean clone; otherwise rebuilds the server bundle only (a second), so it matches the source. */
function ensureBuild(): void {
  const script = existsSync(SERVER_BUILD) ? "build:server" : "build";
  log(`npm run ${script}`);
  const run = spawnSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (run.status !== 0) throw new Error(`npm run ${script} failed`);
}

/** Starts `node dist/server/main.js` in production mode with the statement-count header on, and waits for /healthz. */
function startServer(name: string, env: Record<string, string>): Promise<ServerChild> {
  return ServerChild.start({
    name,
    entry: "build",
    readyPath: "/healthz",
    readyTimeoutMs: 240_000,
    pollMs: 200,
    stopTimeoutMs: 15_000,
    env: { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "silent", JWT_SECRET: BENCH_JWT_SECRET, EXPOSE_SQL_STATEMENTS: "true", ...env },
  });
}
const gqlBody = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

/** One request; `fresh` asks past the response cache (Cache-Control: no-cache), so the statements are the query's own. */
async function call(base: string, operation: Pick<Operation, "method" | "path" | "body">, fresh = true): Promise<{ statements: number; cached: boolean; body: any }> {
  const headers: Record<string, string> = fresh ? { "cache-control": "no-cache" } : {};
  if (operation.body) headers["content-type"] = "application/json";
  const res = await fetch(base + operation.path, { method: operation.method, headers, body: operation.body ?? null });
  const body = await res.json();
  if (!res.ok || body?.errors) throw new Error(`${operation.method} ${operation.path} answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  const header = res.headers.get("x-sql-statements");
  return { statements: header === null ? NaN : Number(header), cached: res.headers.get("x-response-cache") === "hit", body };
}

/** The operations of the issue's list, against the demo data of `base`. */
async function operations(base: string): Promise<{ list: Operation[]; homeStatements: DatabaseRun["homeStatements"]; searchMatches: number }> {
  const login = await call(base, { method: "POST", path: "/accounts/login/", body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }) });
  const logins = await loginBodies(base);
  const me = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${login.body.accessToken}` }, body: gqlBody("query { me { profile { id } } }", {}) });
  const houseManagerId = (await me.json()).data.me.profile.id as string;
  const filter = FIND_FILTER;
  const list: Operation[] = [
    { name: "GET /healthz (ceiling)", method: "GET", path: "/healthz", read: false },
    { name: "home: houseManagers(first: 2) with reviews(first: 3)", method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 2 }), read: true },
    { name: "house manager page: details, reviews, albums, contracts", method: "POST", path: "/graphql", body: gqlBody(HOUSE_MANAGER_PAGE, { id: houseManagerId }), read: true },
    { name: 'search: houseManagers(filter: Nairobi, rating >= 3, experience >= 2)', method: "POST", path: "/graphql", body: gqlBody(SEARCH, { filter, first: 12 }), read: true },
    { name: "REST GET /profiles/housemanagers/", method: "GET", path: "/profiles/housemanagers/", read: true },
    { name: `login: POST /accounts/login/ at ${LOGIN_CONNECTIONS} connections, ${LOGIN_ACCOUNTS} accounts in turn`, method: "POST", path: "/accounts/login/", body: logins[0]!, bodies: logins, read: false, login: true, connections: LOGIN_CONNECTIONS, timeoutSeconds: 60 },
    { name: `login at ${CONNECTIONS} connections (for comparison)`, method: "POST", path: "/accounts/login/", body: logins[0]!, bodies: logins, read: false, login: true, timeoutSeconds: 60 },
  ];
  const two = (await call(base, { method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 2 }) })).statements;
  const twenty = await call(base, { method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 20 }) });
  if (twenty.body.data.houseManagers.edges.length !== 20) throw new Error("the demo data has fewer than 20 house managers");
  const search = await call(base, { method: "POST", path: "/graphql", body: gqlBody(SEARCH, { filter, first: 12 }) });
  return { list, homeStatements: { two, twenty: twenty.statements }, searchMatches: search.body.data.houseManagers.totalCount };
}

/**
 * Login bodies for LOGIN_ACCOUNTS accounts registered through the API (hashed with the server's argon2 settings, like
 * the demo seed's), created once per server: logins cycle through them.
 */
const loginAccounts = new Map<string, string[]>();
async function loginBodies(base: string): Promise<string[]> {
  const known = loginAccounts.get(base);
  if (known) return known;
  const bodies: string[] = [];
  const tag = randomBytes(3).toString("hex");
  for (let i = 0; i < LOGIN_ACCOUNTS; i++) {
    const username = `benchlogin${tag}${i}`;
    const password = "Bench-Login-Passw0rd";
    const email = `${username}@example.co.ke`;
    const body = JSON.stringify({ email, username, first_name: "Bench", last_name: "Login", password, password2: password, user_type: "employer" });
    const res = await fetch(`${base}/accounts/registration/`, { method: "POST", headers: { "content-type": "application/json" }, body });
    if (res.status !== 201) throw new Error(`registering a bench account answered ${res.status}: ${await res.text()}`);
    bodies.push(JSON.stringify({ email, password }));
  }
  loginAccounts.set(base, bodies);
  return bodies;
}

/**
 * `before` runs first, on the idle server (the notification delays: one mutation at a time, no concurrent load); then
 * each operation is loaded in turn, the logins last; `logins: false` leaves them out. Memory is read at the end.
 */
async function measure<T>(label: string, server: ServerChild, options: { before?: () => Promise<T>; logins?: boolean } = {}): Promise<Omit<DatabaseRun, "delays"> & { before?: T }> {
  const before = options.before ? await options.before() : undefined;
  const { list, homeStatements, searchMatches } = await operations(server.url);
  const rows: Row[] = [];
  const run = async (operation: Operation) => {
    const { statements } = await call(server.url, operation);
    const options: LoadOptions = {
      url: server.url + operation.path,
      method: operation.method,
      headers: operation.body ? { "content-type": "application/json" } : {},
      ...(operation.body !== undefined ? { body: operation.body } : {}),
      ...(operation.bodies ? { bodies: operation.bodies } : {}),
      connections: operation.connections ?? CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: operation.timeoutSeconds ?? 10,
    };
    if (!operation.login) await load({ ...options, seconds: WARM_UP_SECONDS });
    const result = await load(options);
    const { cached } = await call(server.url, operation, false);
    rows.push({ ...result, operation: operation.name, statements, cached, read: operation.read, ratio: NaN });
    log(`  ${label} | ${operation.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${statements} statements${cached ? " (served from the response cache)" : ""}${result.failures ? `, ${result.failures} failures` : ""}`);
  };
  for (const operation of list.filter((item) => !item.login)) await run(operation);
  if (options.logins !== false) for (const operation of list.filter((item) => item.login)) await run(operation);
  const ceiling = rows[0]!.rps;
  for (const row of rows) row.ratio = row.rps / ceiling;
  return { label, rows, rssMiB: server.rssMiB(), homeStatements, searchMatches, before };
}

/** The floor server (bench/floor-server.ts) on a free port: FLOOR_DATABASE_URL or FLOOR_PGLITE_DIR. */
function startFloor(env: Record<string, string>): Promise<ServerChild> {
  return ServerChild.start({ name: "floor", entry: { script: FLOOR_SCRIPT }, readyPath: "/healthz", readyTimeoutMs: 60_000, stopTimeoutMs: 10_000, env });
}

/** The pages compared with the floor: the bench's own requests, sent unchanged to both servers. */
const FLOOR_PAGES = [
  { page: "house manager page", operation: "house manager page", floorStatements: 4 },
  { page: "home", operation: "home", floorStatements: 2 },
  { page: "Find House Girl", operation: "search", floorStatements: 1 },
];

/** The first place two JSON values differ, or "yes". */
function sameData(a: unknown, b: unknown, at = "data"): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return "yes";
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const difference = sameData((a as any)[key], (b as any)[key], `${at}.${key}`);
      if (difference !== "yes") return difference;
    }
  }
  return `no, at ${at}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** Blocks of BLOCK_SECONDS, `a` then `b`, BLOCKS times, after a warm-up of each. */
async function alternate<T>(a: () => Promise<T>, b: () => Promise<T>, warmUp: () => Promise<unknown>): Promise<{ a: T[]; b: T[] }> {
  await warmUp();
  const results = { a: [] as T[], b: [] as T[] };
  for (let block = 0; block < BLOCKS; block++) {
    results.a.push(await a());
    results.b.push(await b());
  }
  return results;
}

/** Each FLOOR_PAGES page on the project and on the floor, in alternating blocks at CONNECTIONS connections. */
async function compareWithFloor(label: string, project: ServerChild, floor: ServerChild): Promise<FloorComparison[]> {
  const { list } = await operations(project.url);
  const comparisons: FloorComparison[] = [];
  for (const { page, operation: prefix, floorStatements } of FLOOR_PAGES) {
    const operation = list.find((item) => item.name.startsWith(prefix))!;
    const mine = await call(project.url, operation);
    const theirs = await call(floor.url, operation);
    const options = (url: string, seconds: number): LoadOptions => ({ url: url + operation.path, method: "POST", headers: { "content-type": "application/json" }, body: operation.body!, connections: CONNECTIONS, seconds });
    const { a, b } = await alternate(
      () => withCpu(project.pid, () => load(options(project.url, BLOCK_SECONDS))),
      () => withCpu(floor.pid, () => load(options(floor.url, BLOCK_SECONDS))),
      () => Promise.all([load(options(project.url, WARM_UP_SECONDS)), load(options(floor.url, WARM_UP_SECONDS))]),
    );
    const comparison = { page, project: a, floor: b, projectStatements: mine.statements, floorStatements, sameData: sameData(mine.body.data, theirs.body.data) };
    comparisons.push(comparison);
    log(`  ${label} | ${page}: project ${spread(a, "rps")} req/s, p95 ${spread(a, "p95")} ms; floor ${spread(b, "rps")} req/s, p95 ${spread(b, "p95")} ms; ratio ${ratio(a, b, "rps")}; CPU per response ${spread(a, "cpuMsPerResponse")} vs ${spread(b, "cpuMsPerResponse")} ms; same data: ${comparison.sameData}`);
  }
  return comparisons;
}

/**
 * The house manager page at CONNECTIONS connections alone, then with LOGIN_CONNECTIONS connections logging in beside
 * it (accounts in turn), in alternating blocks: what logins cost the reads, and the logins' own rate and latency.
 */
async function loginsBesideReads(label: string, server: ServerChild): Promise<LoginsBesideReads> {
  const { list } = await operations(server.url);
  const page = list.find((item) => item.name.startsWith("house manager page"))!;
  const login = list.find((item) => item.login && item.connections === LOGIN_CONNECTIONS)!;
  const reads = (seconds: number) => load({ url: server.url + page.path, method: "POST", headers: { "content-type": "application/json" }, body: page.body!, connections: CONNECTIONS, seconds });
  const logins = (seconds: number) =>
    load({ url: server.url + login.path, method: "POST", headers: { "content-type": "application/json" }, body: login.body!, bodies: login.bodies!, connections: LOGIN_CONNECTIONS, seconds, timeoutSeconds: 60 });
  const besides: LoadResult[] = [];
  const cpuBeside: number[] = [];
  const { a, b } = await alternate(
    () => reads(BLOCK_SECONDS),
    async () => {
      const { read, logged, cpuMsPerResponse } = await withCpu(server.pid, async () => {
        const [read, logged] = await Promise.all([reads(BLOCK_SECONDS), logins(BLOCK_SECONDS)]);
        return { read, logged, responses: read.responses + logged.responses };
      });
      besides.push(logged);
      cpuBeside.push(cpuMsPerResponse);
      return read;
    },
    () => Promise.all([reads(WARM_UP_SECONDS), logins(WARM_UP_SECONDS)]),
  );
  log(`  ${label} | house manager page alone ${spread(a, "rps")} req/s; beside logins ${spread(b, "rps")} req/s (${ratio(b, a, "rps")}); logins ${spread(besides, "rps")}/s, p95 ${spread(besides, "p95")} ms`);
  return { readsAlone: a, readsBesideLogins: b, logins: besides, cpuMsPerResponseBeside: cpuBeside };
}

/** Median of the finite values (a block that completed no request has no CPU per response or p95); NaN if none. */
const median = (values: number[]) => {
  const finite = values.filter(Number.isFinite).sort((x, y) => x - y);
  return finite.length ? finite[Math.floor(finite.length / 2)]! : NaN;
};
const finiteRange = (values: number[], digits: number) => {
  const finite = values.filter(Number.isFinite);
  return finite.length ? `${Math.min(...finite).toFixed(digits)}-${Math.max(...finite).toFixed(digits)}` : "n/a";
};
/** "median (min-max)" of one figure over blocks. */
function spread<T extends LoadResult>(results: T[], key: "rps" | "p95" | "cpuMsPerResponse"): string {
  const values = results.map((result) => (result as unknown as Record<string, number>)[key]!);
  const digits = key === "rps" ? 0 : key === "p95" ? 1 : 2;
  return `${ms(median(values), digits)} (${finiteRange(values, digits)})`;
}
/** Ratio of the medians of `a` to `b`, with the range of the block-by-block ratios. */
function ratio<T extends LoadResult>(a: T[], b: T[], key: "rps" | "p95" | "cpuMsPerResponse"): string {
  const value = (result: T) => (result as unknown as Record<string, number>)[key]!;
  const pairs = a.map((result, index) => value(result) / value(b[index]!));
  return `${ms(median(a.map(value)) / median(b.map(value)), 2)}x (blocks ${finiteRange(pairs, 2)})`;
}

async function reachable(): Promise<{ postgres?: string; redis?: string }> {
  return { postgres: await postgresProblem(), redis: await redisProblem(REDIS_BASE) };
}

/** The embedded database as deployed (response cache on); then the same reads with RESPONSE_CACHE=false, for the queries' own cost. */
async function embeddedRuns(): Promise<DatabaseRun[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-bench-"));
  log("embedded database (PGlite on disk), demo data: starting and seeding ...");
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: "true", ...OPEN_LIMITS };
  try {
    if (FLOOR_ONLY) {
      // The floor's copy needs the seeded data: a first start seeds it, then the copy is taken as below.
      const seeding = await startServer("embedded", env);
      await seeding.stop();
      cpSync(path.join(dataDir, "db"), path.join(dataDir, "floor-db"), { recursive: true });
      const label = "embedded, RESPONSE_CACHE=false";
      const server = await startServer(label, { ...env, RESPONSE_CACHE: "false" });
      const floor = await startFloor({ FLOOR_PGLITE_DIR: path.join(dataDir, "floor-db") }).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      });
      try {
        return [{ label, rows: [], rssMiB: server.rssMiB(), homeStatements: { two: NaN, twenty: NaN }, searchMatches: NaN, delays: [], floor: await compareWithFloor(label, server, floor) }];
      } finally {
        await Promise.allSettled([server.stop(), floor.stop()]);
      }
    }
    const server = await startServer("embedded", env);
    let cached: DatabaseRun;
    try {
      const { before: single, ...run } = await measure("embedded", server, {
        before: () => {
          log("  notification delay, single process (in-process events) ...");
          return notificationDelays({ subscribeTo: server.url, mutateThrough: server.url, count: NOTIFICATIONS });
        },
      });
      cached = { ...run, delays: [{ path: "single process, in-process events (embedded database)", summary: single! }] };
    } finally {
      await server.stop();
    }
    // The floor reads a copy of the same database with PGlite in its own process: the same engine, driven directly.
    cpSync(path.join(dataDir, "db"), path.join(dataDir, "floor-db"), { recursive: true });
    log("embedded database, RESPONSE_CACHE=false (every request runs its queries), and the floor on a copy of its data ...");
    const uncachedServer = await startServer("embedded, no response cache", { ...env, RESPONSE_CACHE: "false" });
    const floor = await startFloor({ FLOOR_PGLITE_DIR: path.join(dataDir, "floor-db") }).catch(async (error: unknown) => {
      await uncachedServer.stop();
      throw error;
    });
    try {
      const label = "embedded, RESPONSE_CACHE=false";
      const { before: _, ...run } = await measure(label, uncachedServer, { logins: false });
      const comparisons = await compareWithFloor(label, uncachedServer, floor);
      return [cached, { ...run, delays: [], floor: comparisons }];
    } finally {
      await Promise.allSettled([uncachedServer.stop(), floor.stop()]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(withRedis: boolean): Promise<DatabaseRun> {
  const database = await createScratchDatabase("maidmatch_bench");
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-bench-"));
  const redisDb = randomInt(1, 16);
  const redisPrefix = `maidmatch-bench-${randomBytes(4).toString("hex")}:`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dataDir, "data"),
    MEDIA_DIR: path.join(dataDir, "media"),
    DOCUMENTS_DIR: path.join(dataDir, "documents"),
    SEED_DEMO_DATA: "true",
    ...OPEN_LIMITS,
    ...(withRedis ? { REDIS_URL: `${REDIS_BASE}/${redisDb}`, REDIS_PREFIX: redisPrefix } : {}),
  };
  const servers: ServerChild[] = [];
  try {
    log(`PostgreSQL (${database.name})${withRedis ? " with Redis" : ""}, demo data: starting and seeding ...`);
    const a = await startServer("postgresql A", env);
    servers.push(a);
    const label = withRedis ? "postgresql + redis" : "postgresql";
    const floor = await startFloor({ FLOOR_DATABASE_URL: database.url });
    servers.push(floor);
    if (FLOOR_ONLY) {
      log("  the floor (node-postgres, hand-written SQL) against the project, alternating blocks ...");
      const comparisons = await compareWithFloor(label, a, floor);
      await floor.stop();
      log("  logins beside reads, alternating blocks ...");
      const besides = await loginsBesideReads(label, a);
      return { label, rows: [], rssMiB: a.rssMiB(), homeStatements: { two: NaN, twenty: NaN }, searchMatches: NaN, delays: [], floor: comparisons, loginsBesideReads: besides };
    }
    const { before: delays, ...run } = await measure(label, a, {
      before: async () => {
        const delays: DatabaseRun["delays"] = [];
        if (withRedis) {
          const b = await startServer("postgresql B", env);
          servers.push(b);
          log("  notification delay, one replica through Redis, and across two replicas through Redis ...");
          delays.push({ path: "single process, through Redis (PostgreSQL)", summary: await notificationDelays({ subscribeTo: a.url, mutateThrough: a.url, count: NOTIFICATIONS }) });
          delays.push({ path: "across two replicas through Redis (PostgreSQL): mutation on B, subscriber on A", summary: await notificationDelays({ subscribeTo: a.url, mutateThrough: b.url, count: NOTIFICATIONS }) });
          await b.stop();
        } else {
          delays.push({ path: "single process, in-process events (PostgreSQL)", summary: await notificationDelays({ subscribeTo: a.url, mutateThrough: a.url, count: NOTIFICATIONS }) });
        }
        return delays;
      },
    });
    log("  the floor (node-postgres, hand-written SQL) against the project, alternating blocks ...");
    const comparisons = await compareWithFloor(label, a, floor);
    await floor.stop();
    log("  logins beside reads, alternating blocks ...");
    const besides = await loginsBesideReads(label, a);
    return { ...run, label, delays: delays!, floor: comparisons, loginsBesideReads: besides };
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await database.drop();
    if (withRedis) {
      const redis = new Redis(`${REDIS_BASE}/${redisDb}`);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

function machine(): string {
  const memory = `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  return `${cpus().length} cores (nproc; ${cpus()[0]?.model.trim() ?? "unknown CPU"}), ${memory} memory, Node.js ${process.version}, ${process.platform}`;
}

/** The embedded database's uncached reads before the set-based reads ran at 104-152 req/s (issue 15): the highest, so the target is the strictest. */
const EMBEDDED_BEFORE_RPS = 152;

function targets(runs: DatabaseRun[]): string[] {
  const lines = ["| target | measured | met |", "|---|---|---|"];
  const embedded = runs.find((run) => run.label === "embedded");
  if (embedded) {
    const reads = embedded.rows.filter((row) => row.read);
    const worst = reads.reduce((a, b) => (a.ratio < b.ratio ? a : b));
    lines.push(`| every read >= 25% of /healthz (embedded) | lowest: ${worst.operation}, ${(worst.ratio * 100).toFixed(1)}% | ${worst.ratio >= 0.25 ? "yes" : "**no**"} |`);
  }
  for (const run of runs) {
    const page = run.rows.find((row) => row.operation.startsWith("house manager page"));
    if (page) lines.push(`| house manager page p95 < 50 ms at ${CONNECTIONS} connections (${run.label}) | ${ms(page.p95)} ms | ${page.p95 < 50 ? "yes" : "**no**"} |`);
  }
  for (const run of runs) {
    for (const delay of run.delays) {
      const limit = delay.path.startsWith("across") ? 250 : 100;
      lines.push(`| notification p95 < ${limit} ms, ${delay.path} | ${ms(delay.summary.p95)} ms | ${delay.summary.p95 < limit ? "yes" : "**no**"} |`);
    }
  }
  for (const run of runs) {
    for (const c of run.floor ?? []) {
      const r = median(c.project.map((x) => x.rps)) / median(c.floor.map((x) => x.rps));
      const p95 = median(c.project.map((x) => x.p95));
      if (run.label.startsWith("postgresql")) {
        lines.push(`| ${c.page} >= 0.7x the floor's throughput with p95 < 80 ms (${run.label}) | ${r.toFixed(2)}x, p95 ${ms(p95)} ms | ${r >= 0.7 && p95 < 80 ? "yes" : "**no**"} |`);
      } else {
        // The issue's target on the embedded database is against its own uncached figures before the set-based reads
        // (104-152 req/s); the floor's ratio is shown beside it. The floor there is PGlite driven directly with named
        // statements, as the project runs them.
        const rps = median(c.project.map((x) => x.rps));
        lines.push(`| ${c.page} >= 3x the uncached ${EMBEDDED_BEFORE_RPS} req/s before the set-based reads, so >= ${3 * EMBEDDED_BEFORE_RPS} req/s (${run.label}) | ${rps.toFixed(0)} req/s (${r.toFixed(2)}x its floor), p95 ${ms(p95)} ms | ${rps >= 3 * EMBEDDED_BEFORE_RPS ? "yes" : "**no**"} |`);
      }
    }
    const besides = run.loginsBesideReads;
    if (besides) {
      const rate = median(besides.logins.map((x) => x.rps));
      const p95 = median(besides.logins.map((x) => x.p95));
      const kept = median(besides.readsBesideLogins.map((x) => x.rps)) / median(besides.readsAlone.map((x) => x.rps));
      lines.push(`| >= 50 logins/s with p95 < 300 ms at ${LOGIN_CONNECTIONS} connections, beside reads (${run.label}) | ${rate.toFixed(0)}/s, p95 ${ms(p95)} ms | ${rate >= 50 && p95 < 300 ? "yes" : "**no**"} |`);
      lines.push(`| reads beside those logins keep >= 90% of their throughput (${run.label}) | ${(kept * 100).toFixed(0)}% | ${kept >= 0.9 ? "yes" : "**no**"} |`);
    }
    const login = run.rows.find((row) => row.operation.startsWith("login: "));
    if (login) lines.push(`| >= 50 logins/s with p95 < 300 ms at ${LOGIN_CONNECTIONS} connections, alone (${run.label}) | ${login.rps.toFixed(0)}/s, p95 ${ms(login.p95)} ms | ${login.rps >= 50 && login.p95 < 300 ? "yes" : "**no**"} |`);
  }
  for (const run of runs) {
    const { two, twenty } = run.homeStatements;
    lines.push(`| statements constant in list size (${run.label}) | home query: ${two} for 2 house managers, ${twenty} for 20 | ${two === twenty ? "yes" : "**no**"} |`);
  }
  return lines;
}

/** The "Against the floor" and "Logins beside reads" sections (each only where a run has its figures), each from its "## " heading. */
function floorSections(runs: DatabaseRun[]): string[] {
  const lines: string[] = [];
  const compared = runs.filter((run) => run.floor?.length);
  if (compared.length) {
    lines.push(
      "",
      `## Against the floor (${BLOCKS} blocks of ${BLOCK_SECONDS} s each, project and floor alternating, ${CONNECTIONS} connections, response cache off)`,
      "",
      "The floor is `bench/floor-server.ts`: node:http and hand-written SQL answering the same request bodies with the same JSON (checked: \"same data\"), all of a page's statements at once. PostgreSQL: node-postgres, a pool of 10 like the project's, on the same database. Embedded: PGlite in the floor's own process on a copy of the same data, so the ratio is the project's cost over the same engine driven directly. Figures: median over the blocks (min-max); ratio: project median / floor median (the range of the block-by-block ratios). Server CPU per response: the server process's user + system time (all threads, from /proc) during a block over the responses of that block; it moves least with the machine's other load.",
      "",
      "| database | page | project req/s | floor req/s | throughput ratio | project p95 ms | floor p95 ms | p95 ratio | server CPU ms per response, project | floor | CPU ratio | statements project / floor | same data |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const run of compared) {
      for (const c of run.floor!) {
        lines.push(`| ${run.label} | ${c.page} | ${spread(c.project, "rps")} | ${spread(c.floor, "rps")} | ${ratio(c.project, c.floor, "rps")} | ${spread(c.project, "p95")} | ${spread(c.floor, "p95")} | ${ratio(c.project, c.floor, "p95")} | ${spread(c.project, "cpuMsPerResponse")} | ${spread(c.floor, "cpuMsPerResponse")} | ${ratio(c.project, c.floor, "cpuMsPerResponse")} | ${c.projectStatements} / ${c.floorStatements} | ${c.sameData} |`);
      }
    }
  }
  const besides = runs.filter((run) => run.loginsBesideReads);
  if (besides.length) {
    lines.push(
      "",
      `## Logins beside reads (${BLOCKS} blocks of ${BLOCK_SECONDS} s: the house manager page at ${CONNECTIONS} connections alone, then with ${LOGIN_CONNECTIONS} connections logging in beside it, ${LOGIN_ACCOUNTS} accounts in turn)`,
      "",
      "| database | page alone req/s | page beside logins req/s | reads kept | logins/s | login p50 ms | login p95 ms | login failures | server CPU ms per response, blocks with logins |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const run of besides) {
      const { readsAlone, readsBesideLogins, logins, cpuMsPerResponseBeside } = run.loginsBesideReads!;
      const p50 = median(logins.map((result) => result.p50)).toFixed(1);
      lines.push(`| ${run.label} | ${spread(readsAlone, "rps")} | ${spread(readsBesideLogins, "rps")} | ${ratio(readsBesideLogins, readsAlone, "rps")} | ${spread(logins, "rps")} | ${p50} | ${spread(logins, "p95")} | ${logins.reduce((sum, result) => sum + result.failures, 0)} | ${median(cpuMsPerResponseBeside).toFixed(2)} |`);
    }
  }
  return lines;
}

function report(runs: DatabaseRun[], skipped: string[], startedAt: Date, elapsedSeconds: number): string {
  const lines = [
    "# MaidMatch benchmark",
    "",
    `- date: ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC (took ${elapsedSeconds.toFixed(0)} s)`,
    `- machine: ${machine()}`,
    `- command: \`npm run bench\` (bench/run.ts): production build (\`node dist/server/main.js\`, NODE_ENV=production, EXPOSE_SQL_STATEMENTS=true), demo data seeded on a fresh database, autocannon with ${CONNECTIONS} connections for ${SECONDS} s per operation after ${WARM_UP_SECONDS} s of warm-up, load generator on the same machine`,
    "- req/s counts 2xx responses; latencies are over every 2xx response; SQL statements: the X-SQL-Statements header of one request sent with `Cache-Control: no-cache` (past the response cache); from cache: whether the load's requests were answered by the response cache (embedded database, visitors' reads, emptied by any write)",
    ...skipped.map((line) => `- skipped: ${line}`),
    "",
    "## Throughput and latency",
    "",
    "| database | operation | req/s | of /healthz | p50 ms | p95 ms | p99 ms | SQL statements | from cache | failures |",
    "|---|---|---:|---:|---:|---:|---:|---:|:---:|---:|",
  ];
  for (const run of runs) {
    for (const row of run.rows) {
      lines.push(`| ${run.label} | ${row.operation} | ${row.rps.toFixed(0)} | ${(row.ratio * 100).toFixed(1)}% | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${Number.isNaN(row.statements) ? "n/a" : row.statements} | ${row.cached ? "yes" : "no"} | ${row.failures} |`);
    }
  }
  lines.push(...floorSections(runs));
  lines.push("", "## Notification delay (createContract sent to the house manager's subscription notified; 100 offers one after another, on the idle server before the load runs, after 10 unmeasured)", "", "| path | median ms | p95 ms | max ms | HTTP response median ms |", "|---|---:|---:|---:|---:|");
  for (const run of runs) for (const delay of run.delays) lines.push(`| ${delay.path} | ${ms(delay.summary.median)} | ${ms(delay.summary.p95)} | ${ms(delay.summary.max)} | ${ms(delay.summary.responseMedian)} |`);
  lines.push("", "## Server memory and query shape", "", "| database | resident memory after the load (VmRSS) | home query statements, 2 vs 20 house managers | search matches |", "|---|---:|---|---:|");
  for (const run of runs) lines.push(`| ${run.label} | ${run.rssMiB.toFixed(0)} MiB | ${run.homeStatements.two} vs ${run.homeStatements.twenty} | ${run.searchMatches} |`);
  lines.push("", "## Targets", "", ...targets(runs), "");
  return lines.join("\n");
}

/**
 * --scenario=floor: replaces the "Against the floor" and "Logins beside reads" sections of bench/results.md with this
 * run's, keeping the rows of databases it did not measure, and says under each heading which run made them.
 */
function writeFloorSections(runs: DatabaseRun[], skipped: string[], startedAt: Date, elapsedSeconds: number): void {
  const fresh = floorSections(runs).join("\n");
  console.log(fresh);
  let text = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "";
  const measured = new Set(runs.map((run) => run.label));
  const source = `Rows of ${[...measured].join(", ")} from \`npm run bench -- ${process.argv.slice(2).join(" ")}\` on ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC (took ${elapsedSeconds.toFixed(0)} s; only these sections were measured)${skipped.length ? `; skipped: ${skipped.join("; ")}` : ""}.`;
  for (const title of ["## Against the floor", "## Logins beside reads"]) {
    const at = fresh.indexOf(title);
    if (at < 0) continue;
    const next = fresh.indexOf("\n## ", at + 1);
    const section = fresh.slice(at, next < 0 ? undefined : next).trimEnd().split("\n");
    const start = text.indexOf(title);
    if (start < 0) {
      text = text.replace(NOTES_MARKER, `${section.join("\n")}\n\n${NOTES_MARKER}`);
      continue;
    }
    const end = text.indexOf("\n## ", start + 1);
    const old = text.slice(start, end < 0 ? undefined : end).trimEnd().split("\n");
    // Rows of other databases stay, after this run's.
    const kept = old.filter((line) => line.startsWith("| ") && !line.startsWith("| database") && ![...measured].some((label) => line.startsWith(`| ${label} |`)));
    const [heading, ...rest] = section;
    const body = rest.filter((line) => !line.startsWith("Rows of "));
    const tableEnd = body.length;
    const merged = [heading!, ...body.slice(0, tableEnd), ...kept, "", source];
    text = text.slice(0, start) + merged.join("\n") + "\n" + (end < 0 ? "" : text.slice(end));
  }
  writeFileSync(RESULTS, text);
  console.log(`The floor sections written to ${path.relative(process.cwd(), RESULTS)}.`);
}

async function main(): Promise<void> {
  if (args.get("scenario") === "matching") {
    // Search, filters, the job board and matches at scale (bench/matching-at-scale.ts); the other figures are left alone.
    ensureBuild();
    await matchingAtScale({ scale: Number(args.get("scale") ?? 100), connections: CONNECTIONS, seconds: SECONDS, jwtSecret: BENCH_JWT_SECRET, openLimits: OPEN_LIMITS });
    return;
  }
  const startedAt = new Date();
  const started = performance.now();
  ensureBuild();
  if (!existsSync(SERVER_BUILD)) throw new Error("dist/server/main.js is missing after the build");
  const runs: DatabaseRun[] = [];
  const skipped: string[] = [];
  if (ONLY !== "postgres") runs.push(...(await embeddedRuns()));
  if (ONLY !== "embedded") {
    const problems = await reachable();
    if (problems.postgres) skipped.push(`PostgreSQL (${problems.postgres})`);
    else {
      if (problems.redis) skipped.push(`Redis (${problems.redis}): PostgreSQL measured without it, no cross-replica figure`);
      runs.push(await postgresRun(!problems.redis));
    }
  }
  if (FLOOR_ONLY) {
    writeFloorSections(runs, skipped, startedAt, (performance.now() - started) / 1000);
    return;
  }
  const text = report(runs, skipped, startedAt, (performance.now() - started) / 1000);
  const previous = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "";
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : `${NOTES_MARKER}\n`;
  writeFileSync(RESULTS, `${text}\n${notes}`);
  console.log(`\n${text}`);
  console.log(`Written to ${path.relative(process.cwd(), RESULTS)}.`);
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
