// Runs the server and security test suites again on a real PostgreSQL server (a fresh database per test file).
// Where no server answers, it says so and skips, except in CI, where that is a failure.
import { spawnSync } from "node:child_process";
import pg from "pg";

const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  const message = `PostgreSQL is not reachable at ${adminUrl.replace(/\/\/[^@]*@/, "//")} (${error.message}).`;
  if (process.env.CI) {
    console.error(`${message} CI needs it for the server tests.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the PostgreSQL run of the server and security tests; set TEST_POSTGRES_ADMIN_URL to point at a server.`);
  process.exit(0);
}
console.log("Server and security tests on PostgreSQL:");
const run = spawnSync("npx", ["vitest", "run", "--project", "server", "--project", "security", "--project", "security-timing"], { stdio: "inherit", env: { ...process.env, TEST_DATABASE: "postgres" } });
process.exit(run.status ?? 1);
