// `npx tsx bench/search-plans.ts --database-url=<a database loaded by npm run seed -- --scale 100> [--query=Wanjku]...
// [--runs=300]`: the search's statement (REST's, both sides) as the server prepares it, its plan with EXPLAIN (ANALYZE,
// BUFFERS) planned for its values (custom) and kept for any (generic), and the mean time of `runs` executions of each,
// on one connection: PostgreSQL's side of a search without the HTTP load of bench/matching-at-scale.ts.
import pg from "pg";
import { createReads, preparedName } from "../server/src/lib/reads.js";
import { ProfileService } from "../server/src/modules/profiles/service.js";
import { REST_SEARCH_PAGE_SIZE } from "../server/src/rest/profiles.js";
import { orderedWalkPays } from "../server/src/modules/profiles/word-rarity.js";
import type { ServiceDeps } from "../server/src/lib/services-context.js";

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, "").split("=")[0]!, arg.split("=").slice(1).join("=")]));
const queries = process.argv.filter((arg) => arg.startsWith("--query=")).map((arg) => arg.slice("--query=".length));
const url = args.get("database-url");
if (!url) throw new Error("--database-url is required");
const runs = Number(args.get("runs") ?? 300);

const client = new pg.Client({ connectionString: url });
await client.connect();
let label = "";
const reads = createReads(
  async () => ({
    query: async (text, parameters) => {
      // What is not the search itself (the words' statistics, read once: word-rarity.ts) just runs.
      if (!preparedName(text) && parameters.length === 0) return client.query(text);
      const name = preparedName(text) ?? "search";
      const values = parameters.map((value) => (typeof value === "number" ? String(value) : client.escapeLiteral(String(value)))).join(", ");
      await client.query(`DEALLOCATE ALL`);
      await client.query(`PREPARE "${name}" AS ${text}`);
      for (const mode of ["force_custom_plan", "force_generic_plan"]) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        const execute = `EXECUTE "${name}"(${values})`;
        await client.query(execute);
        const started = process.hrtime.bigint();
        for (let run = 0; run < runs; run++) await client.query(execute);
        const meanMs = Number(process.hrtime.bigint() - started) / 1e6 / runs;
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${execute}`);
        console.log(`-- ${label}, ${mode}: ${meanMs.toFixed(3)} ms a run (mean of ${runs}, with the round trip)`);
        console.log(rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n"));
      }
      await client.query(`RESET plan_cache_mode`);
      return client.query(text, [...parameters]);
    },
    release: () => {},
  }),
  () => {},
);
const profiles = new ProfileService({ reads } as unknown as ServiceDeps);
try {
  // The server reads the words' statistics once, in the background (word-rarity.ts); so does this, before the plans.
  const statisticsRead = Date.now() + 5_000;
  while (!orderedWalkPays(reads, "HouseManagerProfile", ["nairobi"], 100) && Date.now() < statisticsRead) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const query of queries.length ? queries : ["Wanjku", "Kikuyu cook Nairobi"]) {
    label = `search '${query}'`;
    const found = await profiles.search(query, { first: REST_SEARCH_PAGE_SIZE, offset: 0 });
    console.log(`-- ${label}: ${found.houseManagers.length} house managers, ${found.employers.length} employers; first: ${found.houseManagers.slice(0, 3).map((read) => `${read.owner.firstName} ${read.owner.lastName}`).join(", ")}`);
  }
} finally {
  await client.end();
}
