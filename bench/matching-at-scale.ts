// `npm run bench -- --scenario=matching [--scale=100] [--connections=50] [--seconds=8]`: search, Find House Girl's
// filters, the job board and a job's matches on PostgreSQL loaded with `npm run seed -- --scale N` (prisma/seed/scale.ts).
// Prints p50/p95/p99 per operation and the plans PostgreSQL chose (EXPLAIN ANALYZE) for the search, and writes them
// into bench/results.md between the matching-at-scale markers (the rest of the file is left alone).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createScratchDatabase, ROOT, ServerChild } from "../tests/support/processes.js";
import { load } from "./lib/load.js";
import { cpuMs } from "./lib/cpu.js";
import { createReads, preparedName } from "../server/src/lib/reads.js";
import { MatchingService } from "../server/src/modules/matching/service.js";
import { ProfileService } from "../server/src/modules/profiles/service.js";
import { REST_SEARCH_PAGE_SIZE } from "../server/src/rest/profiles.js";
import { orderedWalkPays } from "../server/src/modules/profiles/word-rarity.js";
import type { ServiceDeps } from "../server/src/lib/services-context.js";
import { addDays, nairobiToday } from "../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

const RESULTS = path.join(ROOT, "bench", "results.md");
const START = "<!-- matching-at-scale: start (npm run bench -- --scenario=matching rewrites this section) -->";
const END = "<!-- matching-at-scale: end -->";
export const EMPLOYER_EMAIL = "brian.otieno@demo.maidmatch.co.ke";
export const HOUSE_MANAGER_EMAIL = "wanjiku.kamau@demo.maidmatch.co.ke";
export const DEMO_PASSWORD = "Karibu-MaidMatch-2026";
/** The job whose matches the load asks for, as its owner posts it (bench/profile.ts --page=matches posts it too). */
export const MATCHED_JOB_POST = { title: "Live-in house manager", city: "Nairobi", location: "Kasarani", availability: "Live-in", skills: ["Cooking", "Childcare"], languages: ["Kikuyu"], children: 2, pay: 20000, payment_day: "Monthly", days_per_month: 26, start_date: JOB_START };

interface Options {
  scale: number;
  connections: number;
  seconds: number;
  jwtSecret: string;
  openLimits: Record<string, string>;
}

async function json(url: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(url, { ...init, headers: { "content-type": "application/json", ...(init.headers ?? {}) } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

export async function matchingAtScale(options: Options): Promise<void> {
  const log = (line: string) => console.log(line);
  const database = await createScratchDatabase("maidmatch_bench_scale");
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-bench-scale-"));
  const env = { DATABASE_URL: database.url, DATA_DIR: path.join(dataDir, "data"), MEDIA_DIR: path.join(dataDir, "media"), DOCUMENTS_DIR: path.join(dataDir, "documents") };
  let server: ServerChild | undefined;
  try {
    log(`seeding ${database.name} with npm run seed -- --scale ${options.scale} ...`);
    const seeded = spawnSync("npx", ["tsx", "prisma/seed/run.ts", "--scale", String(options.scale)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
    if (seeded.status !== 0) throw new Error("the scaled seed failed");
    server = await ServerChild.start({
      name: "server",
      entry: "build",
      readyPath: "/healthz",
      readyTimeoutMs: 240_000,
      pollMs: 200,
      stopTimeoutMs: 15_000,
      env: { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "silent", JWT_SECRET: options.jwtSecret, SEED_DEMO_DATA: "false", RESPONSE_CACHE: "false", ...options.openLimits, ...env },
    });
    const base = server.url;
    const login = await json(`${base}/accounts/login/`, { method: "POST", body: JSON.stringify({ email: EMPLOYER_EMAIL, password: DEMO_PASSWORD }) });
    const auth = { authorization: `Bearer ${login.accessToken}` };
    const houseManagerLogin = await json(`${base}/accounts/login/`, { method: "POST", body: JSON.stringify({ email: HOUSE_MANAGER_EMAIL, password: DEMO_PASSWORD }) });
    const houseManagerAuth = { authorization: `Bearer ${houseManagerLogin.accessToken}` };
    const job = await json(`${base}/profiles/jobs/`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify(MATCHED_JOB_POST),
    });
    const counts = await json(`${base}/profiles/jobs/?city=Nairobi`);
    const operations: Array<{ name: string; path: string; headers?: Record<string, string> }> = [
      { name: "search 'Wanjku' (misspelt)", path: "/profiles/search?query=Wanjku" },
      { name: "search 'Kikuyu cook Nairobi'", path: `/profiles/search?query=${encodeURIComponent("Kikuyu cook Nairobi")}` },
      { name: "search 'Nairobi' (a town most profiles name)", path: "/profiles/search?query=Nairobi" },
      // The same searches asking for their pages found anew (profiles/search-cache.ts): what each costs when its kept
      // page is not current, as after a write to a profile, a check or an owner.
      ...[["'Wanjku'", "Wanjku"], ["'Kikuyu cook Nairobi'", "Kikuyu cook Nairobi"], ["'Nairobi'", "Nairobi"]].map(([label, query]) => ({
        name: `search ${label}, found anew (Cache-Control: no-cache)`,
        path: `/profiles/search?query=${encodeURIComponent(query!)}`,
        headers: { "cache-control": "no-cache" },
      })),
      { name: "Find House Girl: skills, language, live-in, salary, near Kasarani 10 km", path: "/profiles/find_house_manager/?skills=Cooking,Childcare&languages=Kikuyu&availability=Live-in&max_salary=20000&near=Kasarani&radius_km=10" },
      { name: "job board, Nairobi, page 1", path: "/profiles/jobs/?city=Nairobi" },
      { name: "a job's matches (owner)", path: `/profiles/jobs/${job.id}/matches/`, headers: auth },
      { name: "recommended jobs (a house manager)", path: "/profiles/recommended_jobs/", headers: houseManagerAuth },
    ];
    const first = await json(`${base}${operations[0]!.path}`);
    log(`'Wanjku' first: ${first.house_manager[0]?.name}; open jobs in Nairobi on page 1: ${counts.length}`);
    const rows: string[] = [];
    const loadBefore = loadAverage();
    // CPU per response of the server (Node) and of the PostgreSQL backends serving its connections, read from /proc:
    // unlike latency, it hardly moves with the rest of the machine's load.
    const monitor = new pg.Client({ connectionString: database.url });
    await monitor.connect();
    const serverPid = server.pid;
    const backendsCpuMs = async () => {
      const { rows: backends } = await monitor.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
      return new Map(backends.map(({ pid }: { pid: number }) => [pid, cpuMs(pid)]));
    };
    for (const operation of operations) {
      await load({ url: base + operation.path, headers: operation.headers, connections: options.connections, seconds: 2 });
      const [nodeBefore, postgresBefore] = [cpuMs(serverPid), await backendsCpuMs()];
      const result = await load({ url: base + operation.path, headers: operation.headers, connections: options.connections, seconds: options.seconds });
      const [nodeAfter, postgresAfter] = [cpuMs(serverPid), await backendsCpuMs()];
      const postgresMs = [...postgresAfter].reduce((sum, [pid, after]) => sum + after - (postgresBefore.get(pid) ?? after), 0);
      const perResponse = (ms: number) => (result.responses ? ms / result.responses : NaN).toFixed(1);
      const line = `| ${operation.name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.failures} | ${perResponse(nodeAfter - nodeBefore)} + ${perResponse(postgresMs)} |`;
      log(line);
      rows.push(line);
    }
    await monitor.end();
    const loadAfter = loadAverage();
    const sizes = await sizesOf(database.url);
    const plans = await plansOf(database.url, job.id);
    const section = [
      START,
      "",
      `## Matching at scale (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)`,
      "",
      `Command: \`npm run build && npm run bench -- --scenario=matching --scale=${options.scale} --connections=${options.connections} --seconds=${options.seconds}\`: PostgreSQL loaded by \`npm run seed -- --scale ${options.scale}\` (${sizes}), production build, response cache off (the search keeps its pages while nothing they show is written: the "found anew" rows ask for them afresh), autocannon with ${options.connections} connections for ${options.seconds} s per operation after 2 s of warm-up, on the same shared machine as the load generator.`,
      "",
      `Load average (1 min) of the machine (${cpus().length} cores) when the measuring began: ${loadBefore}; when it ended: ${loadAfter}. CPU per response: the server's Node process + the PostgreSQL backends of its connections, in ms.`,
      "",
      "| operation | req/s | p50 ms | p95 ms | p99 ms | failures | CPU ms per response (Node + PostgreSQL) |",
      "|---|---:|---:|---:|---:|---:|---:|",
      ...rows,
      "",
      "Plans (EXPLAIN ANALYZE) of the search's candidate lookups, Find House Girl's filter, a job's matches and a house manager's recommended jobs:",
      "",
      "```text",
      plans,
      "```",
      "",
      END,
    ].join("\n");
    const previous = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "";
    const next = previous.includes(START) ? previous.slice(0, previous.indexOf(START)) + section + previous.slice(previous.indexOf(END) + END.length) : `${previous.trimEnd()}\n\n${section}\n`;
    writeFileSync(RESULTS, next);
    log(`\n${section}`);
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sizesOf(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT (SELECT count(*) FROM "HouseManagerProfile") AS hm, (SELECT count(*) FROM "EmployerProfile") AS em, (SELECT count(*) FROM "JobPost") AS jobs, (SELECT count(*) FROM "Review") AS reviews, (SELECT count(*) FROM "Verification" WHERE status = 'approved') AS checks`);
    const r = rows[0];
    return `${r.hm} house managers, ${r.em} employers and schools, ${r.jobs} jobs, ${r.reviews} reviews, ${r.checks} approved checks`;
  } finally {
    await client.end();
  }
}

/**
 * The plans PostgreSQL chose (EXPLAIN ANALYZE) for the statements the services themselves send: the services run on
 * reads whose every statement is explained before it runs, so what is shown cannot drift from what is served.
 */
const loadAverage = () => loadavg()[0]!.toFixed(1);

async function plansOf(databaseUrl: string, jobId: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out: string[] = [];
  let label = "";
  const prepared = new Set<string>();
  const planOf = async (text: string, parameters: readonly unknown[] = []) => {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, [...parameters]);
    return rows.map((row: Record<string, string>) => row["QUERY PLAN"]!);
  };
  // Each statement runs once first: a new session's first full-text query loads the dictionaries and its first plans
  // fill the catalog caches (tens of ms), which the server's pooled connections paid long before. A statement the
  // server prepares (lib/reads.ts) is prepared here too and run six times, so the plan shown is the one a connection
  // keeps (PostgreSQL plans a prepared statement afresh five times, then may keep a generic plan).
  const explained = createReads(
    async () => ({
      query: async (text, parameters) => {
        const name = preparedName(text);
        const literal = (value: unknown) =>
          typeof value === "number" ? String(value) : client.escapeLiteral(Array.isArray(value) ? `{${value.map((item: unknown) => `"${String(item).replace(/[\\"]/g, "\\$&")}"`).join(",")}}` : (value as string));
        const isText = (value: unknown) => typeof value === "string" || typeof value === "number";
        if (name && parameters.every((value) => isText(value) || (Array.isArray(value) && value.every(isText)))) {
          if (!prepared.has(name)) await client.query(`PREPARE "${name}" AS ${text}`);
          prepared.add(name);
          const execute = parameters.length ? `EXECUTE "${name}"(${parameters.map(literal).join(", ")})` : `EXECUTE "${name}"`;
          for (let run = 0; run < 6; run++) await client.query(execute);
          out.push(`-- ${label} (prepared, after six runs)`, ...(await planOf(execute)));
        } else {
          await client.query(text, [...parameters]);
          out.push(`-- ${label}`, ...(await planOf(text, parameters)));
        }
        return client.query(text, [...parameters]);
      },
      release: () => {},
    }),
    () => {},
  );
  // Only the reads are used by these paths (search, the list, a job's matches).
  const deps = { reads: explained } as unknown as ServiceDeps;
  const profiles = new ProfileService(deps);
  try {
    // The search reads the words' statistics in the background when first asked (word-rarity.ts): the server had them
    // long before the load, so they are read first here too, for the plans to be the server's.
    label = "the search words' statistics (read once, in the background)";
    const statisticsRead = Date.now() + 5_000;
    while (!orderedWalkPays(explained, "HouseManagerProfile", ["nairobi"], 100) && Date.now() < statisticsRead) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const query of ["Wanjku", "Kikuyu cook Nairobi", "Nairobi"]) {
      label = `search '${query}'`;
      await profiles.search(query, { first: REST_SEARCH_PAGE_SIZE, offset: 0 });
    }
    label = "Find House Girl: skills, language, live-in, salary, near Kasarani 10 km";
    await profiles.listHouseManagerReads(FIND_FILTER, { first: 100, offset: 0 }, { badge: true }, false);
    label = "a job's matches";
    const userIdOf = async (email: string) => (await client.query(`SELECT id FROM "User" WHERE email = $1`, [email])).rows[0].id as number;
    const matching = new MatchingService(deps);
    await matching.matchesOf({ userId: await userIdOf(EMPLOYER_EMAIL), userType: "employer" }, jobId);
    label = "recommended jobs";
    await matching.recommendedJobs({ userId: await userIdOf(HOUSE_MANAGER_EMAIL), userType: "house_manager" });
    return out.join("\n");
  } finally {
    await client.end();
  }
}

/** Find House Girl's filter of the load's request. */
const FIND_FILTER = { skills: "Cooking,Childcare", languages: "Kikuyu", availability: "Live-in", maxSalary: "20000", near: "Kasarani", radiusKm: "10" };
