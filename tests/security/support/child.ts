// The security tests' settings for a scratch database and for the real server entry point (server/src/main.ts) run as a
// child process, so tests can SIGKILL or SIGTERM it.
import { TEST_JWT_SECRET } from "../../server/harness.js";
import { createScratchDatabase, ServerChild, UNLIMITED_RATES, type ScratchDatabase } from "../../support/processes.js";

/** Starts the server on `port` with `env` on top of quiet test settings, and waits until it serves requests (/readyz). */
export function startServerProcess(port: number, env: Record<string, string>): Promise<ServerChild> {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_URL|REDIS_URL|REDIS_PREFIX|PGLITE_DIR|DATA_DIR|MEDIA_DIR|DOCUMENTS_DIR|PORT|HOST|CORS_ORIGINS|TRUST_PROXY|RATE_.*)$/.test(key)) base[key] = value;
  }
  return ServerChild.start({
    name: "the server",
    entry: "source",
    port,
    base,
    readyPath: "/readyz",
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: "false",
      ...UNLIMITED_RATES,
      ...env,
    },
  });
}

/** A fresh PostgreSQL database for one test, dropped again by `drop`. */
export function createDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase("maidmatch_test_sec");
}
