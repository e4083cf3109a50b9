// npm run bench: load and latency figures for the production build, on the embedded database and on PostgreSQL.
// Prints figures and writes bench/results.md; asserts nothing. Options: --seconds=8 (per operation), --connections=50,
// --only=embedded|postgres. PostgreSQL at TEST_POSTGRES_ADMIN_URL (default 127.0.0.1:5432, user postgres) and Redis at
// BENCH_REDIS_URL (default 127.0.0.1:6379) are used when they answer; the bench creates and drops its own database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { randomBytes, randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { createScratchDatabase, postgresProblem, redisProblem, ROOT, SERVER_BUILD, ServerChild } from "../tests/support/processes.js";
import { load, type LoadOptions, type LoadResult } from "./lib/load.js";
import { notificationDelays, type DelaySummary } from "./lib/notification-delay.js";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const SECONDS = Number(args.get("seconds") ?? 8);
const CONNECTIONS = Number(args.get("connections") ?? 50);
const ONLY = args.get("only");
const WARM_UP_SECONDS = 2;
const NOTIFICATIONS = 100;
const REDIS_BASE = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const DEMO_EMAIL = "wanjiku.kamau@demo.maidmatch.co.ke";
const DEMO_PASSWORD = "Karibu-MaidMatch-2026";
const RESULTS = path.join(ROOT, "bench", "results.md");
const NOTES_MARKER = "<!-- notes: everything below this line is kept when the bench rewrites the file -->";
const BENCH_JWT_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** Limits a benchmark must not hit (it measures the server, not the abuse limits). */
const OPEN_LIMITS = {
  RATE_LOGIN_FAILURES: "1000000",
  RATE_REGISTRATIONS_PER_HOUR: "1000000",
  RATE_MESSAGES_PER_MINUTE: "1000000",
  RATE_CONTACT_PER_HOUR: "1000000",
  RATE_REVIEWS_PER_HOUR: "1000000",
};

const HOME = `query Home($first: Int!) {
  houseManagers(first: $first) {
    edges { cursor node { id name image imageThumb location rating experience
      reviews(first: 3) { edges { node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const HOUSE_MANAGER_PAGE = `query HouseManagerPage($id: ID!) {
  houseManager(id: $id) {
    id userId firstName lastName name image imageThumb location rating reviewCount bio age gender hobbies description
    availability maritalStatus tribe language salary city address education experience skills certificate
    albums { id title coverImage }
    reviews(first: 10) { totalCount edges { cursor node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } pageInfo { hasNextPage endCursor } }
    contracts { id status employerName endDate }
  }
}`;
const SEARCH = `query Find($filter: HouseManagerFilter, $first: Int!) {
  houseManagers(filter: $filter, first: $first) {
    totalCount
    edges { node { id name image imageThumb location rating experience availability } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Operation {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
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

interface DatabaseRun {
  label: string;
  rows: Row[];
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
  const me = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${login.body.accessToken}` }, body: gqlBody("query { me { profile { id } } }", {}) });
  const houseManagerId = (await me.json()).data.me.profile.id as string;
  const filter = { location: "Nairobi", minRating: 3, minExperience: 2 };
  const list: Operation[] = [
    { name: "GET /healthz (ceiling)", method: "GET", path: "/healthz", read: false },
    { name: "home: houseManagers(first: 2) with reviews(first: 3)", method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 2 }), read: true },
    { name: "house manager page: details, reviews, albums, contracts", method: "POST", path: "/graphql", body: gqlBody(HOUSE_MANAGER_PAGE, { id: houseManagerId }), read: true },
    { name: 'search: houseManagers(filter: Nairobi, rating >= 3, experience >= 2)', method: "POST", path: "/graphql", body: gqlBody(SEARCH, { filter, first: 12 }), read: true },
    { name: "REST GET /profiles/housemanagers/", method: "GET", path: "/profiles/housemanagers/", read: true },
    { name: "login: POST /accounts/login/ (argon2id, 64 MiB)", method: "POST", path: "/accounts/login/", body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }), read: false, login: true, timeoutSeconds: 60 },
    { name: "login at 4 connections (for comparison)", method: "POST", path: "/accounts/login/", body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }), read: false, login: true, connections: 4, timeoutSeconds: 60 },
  ];
  const two = (await call(base, { method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 2 }) })).statements;
  const twenty = await call(base, { method: "POST", path: "/graphql", body: gqlBody(HOME, { first: 20 }) });
  if (twenty.body.data.houseManagers.edges.length !== 20) throw new Error("the demo data has fewer than 20 house managers");
  const search = await call(base, { method: "POST", path: "/graphql", body: gqlBody(SEARCH, { filter, first: 12 }) });
  return { list, homeStatements: { two, twenty: twenty.statements }, searchMatches: search.body.data.houseManagers.totalCount };
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

async function reachable(): Promise<{ postgres?: string; redis?: string }> {
  return { postgres: await postgresProblem(), redis: await redisProblem(REDIS_BASE) };
}

/** The embedded database as deployed (response cache on); then the same reads with RESPONSE_CACHE=false, for the queries' own cost. */
async function embeddedRuns(): Promise<DatabaseRun[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-bench-"));
  log("embedded database (PGlite on disk), demo data: starting and seeding ...");
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: "true", ...OPEN_LIMITS };
  try {
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
    log("embedded database, RESPONSE_CACHE=false (every request runs its queries) ...");
    const uncachedServer = await startServer("embedded, no response cache", { ...env, RESPONSE_CACHE: "false" });
    try {
      const { before: _, ...run } = await measure("embedded, RESPONSE_CACHE=false", uncachedServer, { logins: false });
      return [cached, { ...run, delays: [] }];
    } finally {
      await uncachedServer.stop();
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
    return { ...run, label, delays: delays! };
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

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");

function machine(): string {
  const memory = `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  return `${cpus().length} cores (nproc; ${cpus()[0]?.model.trim() ?? "unknown CPU"}), ${memory} memory, Node.js ${process.version}, ${process.platform}`;
}

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
    const { two, twenty } = run.homeStatements;
    lines.push(`| statements constant in list size (${run.label}) | home query: ${two} for 2 house managers, ${twenty} for 20 | ${two === twenty ? "yes" : "**no**"} |`);
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
  lines.push("", "## Notification delay (createContract sent to the house manager's subscription notified; 100 offers one after another, on the idle server before the load runs, after 10 unmeasured)", "", "| path | median ms | p95 ms | max ms | HTTP response median ms |", "|---|---:|---:|---:|---:|");
  for (const run of runs) for (const delay of run.delays) lines.push(`| ${delay.path} | ${ms(delay.summary.median)} | ${ms(delay.summary.p95)} | ${ms(delay.summary.max)} | ${ms(delay.summary.responseMedian)} |`);
  lines.push("", "## Server memory and query shape", "", "| database | resident memory after the load (VmRSS) | home query statements, 2 vs 20 house managers | search matches |", "|---|---:|---|---:|");
  for (const run of runs) lines.push(`| ${run.label} | ${run.rssMiB.toFixed(0)} MiB | ${run.homeStatements.two} vs ${run.homeStatements.twenty} | ${run.searchMatches} |`);
  lines.push("", "## Targets (issue 5, point 5)", "", ...targets(runs), "");
  return lines.join("\n");
}

async function main(): Promise<void> {
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
