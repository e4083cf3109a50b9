// `npm run lighthouse`: Lighthouse (npm registry) in Debian's Chromium, mobile profile (Lighthouse's default: a
// mid-range phone, simulated slow 4G and 4x CPU slowdown), against the built app served two ways: as `npm start`
// serves it (development settings) and as production (NODE_ENV=production), each with the demo data, on the home
// page, Find House Girl and a house manager's page. Prints the four scores of each and where each report was written.
// It builds first when dist/ is missing (`npm run build`). It measures; it asserts nothing.
// Options: --runs=1 (runs per page; the median score is printed), --keep (keep the HTML and JSON reports),
// --target=start|production (only one of the two servers), --page=home|find|house-manager (only that page).
import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { ROOT, SERVER_BUILD, ServerChild } from "../tests/support/processes.js";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const RUNS = Number(args.get("runs") ?? 1);
const KEEP = args.has("keep");
const TARGET = args.get("target");
const PAGE = args.get("page");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!existsSync(SERVER_BUILD) || !existsSync(path.join(ROOT, "dist", "client", "index.html"))) {
  console.log("Building the app first (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const loadAtStart = loadavg();
const reports = mkdtempSync(path.join(tmpdir(), "maidmatch-lighthouse-"));
const servers = [
  { key: "start", label: "as npm start serves it", env: {} as Record<string, string> },
  { key: "production", label: "production", env: { NODE_ENV: "production", SEED_DEMO_DATA: "true", JWT_SECRET: "lighthouse-only-secret-0123456789-abcdefghijklmnop" } as Record<string, string> },
].filter((server) => !TARGET || server.key === TARGET);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"] });
const rows: string[][] = [];
try {
  for (const { label, env } of servers) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-lighthouse-data-"));
    const server = await ServerChild.start({
      name: `the server (${label})`,
      entry: "build",
      readyPath: "/readyz",
      env: { HOST: "127.0.0.1", PGLITE_DIR: "memory://", DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, "media"), DOCUMENTS_DIR: path.join(dataDir, "documents"), ...env },
    });
    try {
      const list = (await (
        await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ houseManagers(first: 1) { edges { node { id } } } }" }) })
      ).json()) as { data: { houseManagers: { edges: Array<{ node: { id: string } }> } } };
      const houseManagerId = list.data.houseManagers.edges[0]!.node.id;
      const pages = { home: "/", find: "/findhousegirl/", "house-manager": `/profile/house_manager/${houseManagerId}` } as Record<string, string>;
      for (const [pageKey, page] of Object.entries(pages)) {
        if (PAGE && pageKey !== PAGE) continue;
        const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
        for (let run = 0, failed = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: ["html", "json"], logLevel: "error", onlyCategories: [...CATEGORIES] });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          // A run Lighthouse itself could not complete (NO_NAVSTART and the like, on a busy machine) has no scores: it is
          // reported and run again (twice at most per page), rather than counted as zeros in the median.
          if (result.lhr.runtimeError) {
            console.log(`  ${page} run ${run + 1}: Lighthouse failed (${result.lhr.runtimeError.code})${failed < 2 ? ", running it again" : ""}`);
            if (failed < 2) {
              failed += 1;
              run -= 1;
            }
            continue;
          }
          for (const category of CATEGORIES) scores[category]!.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
          const audit = (id: string) => result.lhr.audits[id];
          const failing = CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
            (result.lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1).map((ref) => ref.id),
          );
          console.log(
            `  ${page} run ${run + 1}: FCP ${audit("first-contentful-paint")?.displayValue}, LCP ${audit("largest-contentful-paint")?.displayValue}, ` +
              `TBT ${audit("total-blocking-time")?.displayValue}, CLS ${audit("cumulative-layout-shift")?.displayValue}${failing.length ? `; failing: ${failing.join(", ")}` : ""}`,
          );
          const file = path.join(reports, `${label.replace(/\W+/g, "-")}${page.replace(/\W+/g, "-")}${run}`);
          const [html, json] = result.report as string[];
          writeFileSync(`${file}.html`, html!);
          writeFileSync(`${file}.json`, json!);
        }
        if (scores.performance!.length === 0) {
          rows.push([label, page, ...CATEGORIES.map(() => "failed")]);
          continue;
        }
        rows.push([label, page, ...CATEGORIES.map((category) => String(median(scores[category]!)))]);
        console.log(`${label} ${page}: ${CATEGORIES.map((category) => `${category} ${median(scores[category]!)}`).join(", ")}`);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await chrome.kill();
}

// Lighthouse simulates a slow phone by multiplying the CPU time it observed by 4, so other work on the machine inflates
// total blocking time: the load average is printed with the figures.
const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(" / ");
console.log(`\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile profile, ${RUNS} run(s) per page (median)`);
console.log(`Load average (1 / 5 / 15 min) at the start ${load(loadAtStart)}, at the end ${load(loadavg())}\n`);
console.log("| server | page | performance | accessibility | best practices | SEO |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
if (KEEP) console.log(`\nReports: ${reports}`);
else rmSync(reports, { recursive: true, force: true });
