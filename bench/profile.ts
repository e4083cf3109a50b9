// `npx tsx bench/profile.ts`: where the server's CPU goes per request, for one read page on PostgreSQL.
// Starts the production build (`npm run build:server` first) under `node --cpu-prof` on a fresh PostgreSQL database
// with the demo data, loads the page at 50 connections, and prints (1) the server's CPU time per response, read from
// /proc (user + system, all threads), and (2) the profile's busy time split by what ran it. The CPU per response
// does not depend on how busy the rest of the machine is, so it is the figure to compare before and after a change.
// Options: --page=house-manager|home|find|search|login (default house-manager; search: the top bar's GraphQL search for
// --query=, "Kikuyu cook Nairobi" unless given; login: 16 registered accounts in turn, at
// --connections=8 unless given), --seconds=10, --connections=50, --runs=3,
// --builds=a.js,b.js (server bundles to compare, run in turn: A, B, A, B...; default dist/server/main.js),
// --argon2=65536,3,4 (memory KiB, passes, lanes for the servers' password hashes instead of the defaults),
// --keep (keep the .cpuprofile files, printed at the end), --top=20 (also the 20 functions with the most own time),
// --accept-encoding=gzip (the page's requests send this Accept-Encoding, as browsers do; default none),
// --fresh (the requests send Cache-Control: no-cache: a search's pages are found anew each time, not kept pages:
// server/src/modules/profiles/search-cache.ts),
// --get=/profiles/search?query=Wanjku (load this REST path with GET instead of a page),
// --database-url=postgres://... (profile on this database as it is, e.g. one loaded by `npm run seed -- --scale 100`,
// instead of a fresh one with the demo data; it is neither seeded nor dropped),
// --page=matches|recommended (REST: a job's matches for its owner, a house manager's recommended jobs, as
// bench/matching-at-scale.ts loads them) with --scale=100 (the database loaded by `npm run seed -- --scale N` instead).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase, SERVER_BUILD, ServerChild } from "../tests/support/processes.js";
import { load, type LoadOptions } from "./lib/load.js";
import { cpuMs } from "./lib/cpu.js";
import { FIND_FILTER, HOME, HOUSE_MANAGER_PAGE, SEARCH, TOP_BAR_SEARCH } from "./lib/pages.js";
import { DEMO_PASSWORD, EMPLOYER_EMAIL, HOUSE_MANAGER_EMAIL, MATCHED_JOB_POST } from "./matching-at-scale.js";

// Split at the first "=" only: a path's query string has its own.
const args = new Map(process.argv.slice(2).map((arg) => /^--([^=]*)=?(.*)$/s.exec(arg)!.slice(1, 3) as [string, string]));
const PAGE = args.get("page") ?? "house-manager";
const SECONDS = Number(args.get("seconds") ?? 10);
const CONNECTIONS = Number(args.get("connections") ?? (PAGE === "login" ? 8 : 50));
const RUNS = Number(args.get("runs") ?? 3);
const KEEP = args.has("keep");
const TOP = Number(args.get("top") ?? 0);
const ARGON2 = args.get("argon2")?.split(",");
const ACCEPT_ENCODING = args.get("accept-encoding");
const BUILDS = (args.get("builds") ?? SERVER_BUILD).split(",").map((file) => path.resolve(file));
const SCALE = args.has("scale") ? Number(args.get("scale")) : undefined;
const GET = args.get("get");
/** Headers every loaded request sends beside its own: --accept-encoding, and --fresh's Cache-Control. */
const EXTRA_HEADERS: Record<string, string> = {
  ...(ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {}),
  ...(args.has("fresh") ? { "cache-control": "no-cache" } : {}),
};
const DATABASE_URL = args.get("database-url");

const QUERIES: Record<string, { query: string; variables: (houseManagerId: string) => Record<string, unknown> }> = {
  "house-manager": { query: HOUSE_MANAGER_PAGE, variables: (id) => ({ id }) },
  home: { query: HOME, variables: () => ({ first: 2 }) },
  find: { query: SEARCH, variables: () => ({ filter: FIND_FILTER, first: 12 }) },
  search: { query: TOP_BAR_SEARCH, variables: () => ({ query: args.get("query") ?? "Kikuyu cook Nairobi", first: 20 }) },
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a profile node's own time belongs to, from its script's path or its native name. */
function category(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === "(idle)") return "idle";
  if (functionName === "(garbage collector)") return "GC";
  if (functionName === "(program)") return "V8/native (program)";
  if (url.startsWith("wasm://") || /query_compiler|\.wasm/.test(url)) return "Prisma query compiler (WebAssembly)";
  if (/@prisma|generated\/prisma|adapter-pg/.test(url)) return "Prisma runtime (JS)";
  if (/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/.test(url)) return "pg driver";
  if (/node_modules\/graphql\//.test(url)) return "graphql-js (parse, validate, execute)";
  if (/@escape\.tech|graphql-armor/.test(url)) return "graphql-armor";
  if (/@apollo|@as-integrations|@graphql-tools/.test(url)) return "Apollo Server";
  if (/node_modules\/(express|body-parser|router|compression|helmet|cors|on-finished|raw-body|finalhandler|send|serve-static|accepts|negotiator|type-is|content-type|iconv-lite|qs|vary|mime)/.test(url)) return "express and middleware";
  if (/node_modules\/dataloader/.test(url)) return "DataLoader";
  if (/node_modules\/kysely/.test(url)) return "Kysely (building the set-based reads' SQL)";
  if (/node_modules\/(ioredis|rate-limiter-flexible)/.test(url)) return "Redis client";
  if (/dist\/server|server\/src/.test(url)) return "project code";
  if (url.startsWith("node:") || url === "" ) {
    if (/^(stringify|parse)$/.test(functionName) && url === "") return "JSON (native)";
    if (/writev|writeBuffer|writeUtf8String|Writable|_write/.test(functionName)) return "socket writes (node)";
    return url === "" ? `native: ${functionName || "(anonymous)"}` : "node core (http, net, streams)";
  }
  return `other: ${url.replace(/^.*node_modules\//, "").split("/")[0]}`;
}

/** Own time per function (name and script), over all runs. */
const functions = new Map<string, number>();

function split(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const key = category(node);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    times.set(key, (times.get(key) ?? 0) + ms);
    if (key !== "idle") {
      const name = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/dist\//, "dist/")} [${key}]`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
  });
  return times;
}


const database = DATABASE_URL ? { url: DATABASE_URL, drop: async () => {} } : await createScratchDatabase("maidmatch_profile");
const dir = mkdtempSync(path.join(tmpdir(), "maidmatch-profile-"));
const results: Array<{ build: string; cpuPerResponse: number; rps: number; p95: number; split: Map<string, number>; responses: number }> = [];
const env = {
  NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "silent", JWT_SECRET: "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz", DATABASE_URL: database.url,
  DATA_DIR: path.join(dir, "data"), MEDIA_DIR: path.join(dir, "media"), DOCUMENTS_DIR: path.join(dir, "documents"), SEED_DEMO_DATA: SCALE || DATABASE_URL ? "false" : "true", RESPONSE_CACHE: "false",
  RATE_REGISTRATIONS_PER_HOUR: "1000000", RATE_LOGIN_FAILURES: "1000000", RATE_LOGIN_ACCOUNT_FAILURES: "1000000",
  ...(ARGON2 ? { ARGON2_MEMORY_KIB: ARGON2[0]!, ARGON2_TIME_COST: ARGON2[1]!, ARGON2_PARALLELISM: ARGON2[2]! } : {}),
};

/** Login bodies of 16 accounts registered through the API (hashed with the server's settings). */
async function loginBodies(base: string): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < 16; i++) {
    const username = `profilelogin${Date.now().toString(36)}${i}`;
    const password = "Bench-Login-Passw0rd";
    const email = `${username}@example.co.ke`;
    const res = await fetch(`${base}/accounts/registration/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, username, first_name: "Bench", last_name: "Login", password, password2: password }) });
    if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
    bodies.push(JSON.stringify({ email, password }));
  }
  return bodies;
}
/** A GET of a job's matches (the job posted once, by its owner) or of a house manager's recommended jobs, signed in. */
let matchedJobId: number | undefined;
async function signedInGet(base: string): Promise<{ url: string; method: "GET"; headers: Record<string, string>; connections: number }> {
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/accounts/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    return { authorization: `Bearer ${(await res.json()).accessToken}` };
  };
  if (PAGE === "recommended") return { url: `${base}/profiles/recommended_jobs/`, method: "GET", headers: await signIn(HOUSE_MANAGER_EMAIL), connections: CONNECTIONS };
  const owner = await signIn(EMPLOYER_EMAIL);
  if (matchedJobId === undefined) {
    const res = await fetch(`${base}/profiles/jobs/`, { method: "POST", headers: { "content-type": "application/json", ...owner }, body: JSON.stringify(MATCHED_JOB_POST) });
    matchedJobId = (await res.json()).id as number;
  }
  return { url: `${base}/profiles/jobs/${matchedJobId}/matches/`, method: "GET", headers: owner, connections: CONNECTIONS };
}

try {
  if (SCALE) {
    // The scaled data (prisma/seed/scale.ts), as bench/matching-at-scale.ts loads it.
    const seeded = spawnSync("npx", ["tsx", "prisma/seed/run.ts", "--scale", String(SCALE)], { env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
    if (seeded.status !== 0) throw new Error("the scaled seed failed");
  }
  // Seeded by a server outside the profile; the profiled ones find the data there.
  else if (!DATABASE_URL) await (await ServerChild.start({ name: "seeding server", entry: "build", readyPath: "/healthz", readyTimeoutMs: 240_000, env })).stop();
  for (let index = 0; index < RUNS * BUILDS.length; index++) {
    const run = index;
    const build = BUILDS[index % BUILDS.length]!;
    const profileDir = path.join(dir, `run-${run}`);
    const server = await ServerChild.start({
      name: "profiled server",
      entry: { script: build },
      nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
      readyPath: "/healthz",
      readyTimeoutMs: 240_000,
      stopTimeoutMs: 30_000,
      env,
    });
    try {
      const list = await (await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query { houseManagers(first: 1) { edges { node { id } } } }" }) })).json();
      const id = list.data.houseManagers.edges[0].node.id as string;
      const bodies = PAGE === "login" ? await loginBodies(server.url) : undefined;
      const options: Omit<LoadOptions, "seconds"> = GET
        ? { url: `${server.url}${GET}`, method: "GET", headers: EXTRA_HEADERS, connections: CONNECTIONS }
        : PAGE === "matches" || PAGE === "recommended"
        ? await signedInGet(server.url)
        : bodies
        ? { url: `${server.url}/accounts/login/`, method: "POST" as const, headers: { "content-type": "application/json" }, body: bodies[0]!, bodies, connections: CONNECTIONS, timeoutSeconds: 60 }
        : {
            url: `${server.url}/graphql`,
            method: "POST" as const,
            headers: { "content-type": "application/json", ...EXTRA_HEADERS },
            body: JSON.stringify({ query: QUERIES[PAGE]!.query, variables: QUERIES[PAGE]!.variables(id) }),
            connections: CONNECTIONS,
          };
      await load({ ...options, seconds: 3 });
      const before = cpuMs(server.pid);
      const result = await load({ ...options, seconds: SECONDS });
      const used = cpuMs(server.pid) - before;
      await server.stop();
      const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
      const profile = JSON.parse(readFileSync(path.join(profileDir, file!), "utf8")) as CpuProfile;
      results.push({ build, cpuPerResponse: used / result.responses, rps: result.rps, p95: result.p95, split: split(profile), responses: result.responses });
      console.log(`run ${run + 1} (${path.relative(process.cwd(), build)}): ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.failures} failures, server CPU ${(used / result.responses).toFixed(2)} ms per response`);
    } finally {
      await server.stop();
    }
  }
} finally {
  await database.drop();
  if (!KEEP) rmSync(dir, { recursive: true, force: true });
  else console.log(`profiles kept in ${dir}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits: number) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
console.log(`\n${GET ? `GET ${GET}` : `${PAGE}${PAGE === "login" ? "" : " page"}`}, PostgreSQL${SCALE ? ` at scale ${SCALE}` : ""}, response cache off, ${CONNECTIONS} connections, ${RUNS} runs of ${SECONDS} s per build${ACCEPT_ENCODING ? `, Accept-Encoding: ${ACCEPT_ENCODING}` : ""}${args.has("fresh") ? ", Cache-Control: no-cache" : ""}, builds in turn`);
for (const build of BUILDS) {
  const mine = results.filter((result) => result.build === build);
  const cpu = mine.map((result) => result.cpuPerResponse);
  console.log(`\n${path.relative(process.cwd(), build)}: server CPU per response ${range(cpu, 2)} ms; ${range(mine.map((r) => r.rps), 0)} req/s; p95 ${range(mine.map((r) => r.p95), 1)} ms`);
  // Shares of the main thread's busy time (the profile covers start-up and warm-up too), and in ms per response: the
  // share times the CPU per response (which includes libuv's threads, so the ms are an upper bound for the main thread).
  const shares = new Map<string, number[]>();
  for (const [index, result] of mine.entries()) {
    const busy = [...result.split].filter(([key]) => key !== "idle").reduce((sum, [, value]) => sum + value, 0);
    for (const [key, value] of result.split) {
      if (key === "idle") continue;
      if (!shares.has(key)) shares.set(key, mine.map(() => 0));
      shares.get(key)![index] = value / busy;
    }
  }
  console.log("| part | share of busy time | ms per response |\n|---|---:|---:|");
  for (const [key, values] of [...shares].sort((a, b) => median(b[1]) - median(a[1]))) {
    if (median(values) < 0.005) continue;
    console.log(`| ${key} | ${(median(values) * 100).toFixed(1)}% (${(Math.min(...values) * 100).toFixed(1)}-${(Math.max(...values) * 100).toFixed(1)}) | ${(median(values) * median(cpu)).toFixed(2)} |`);
  }
}
if (TOP > 0) {
  const busy = [...functions.values()].reduce((sum, value) => sum + value, 0);
  console.log(`\ntop ${TOP} functions by own time (all runs):`);
  for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
