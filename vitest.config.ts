// Test projects: server tests drive a real HTTP server and database; client tests render components in jsdom.
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";

// Apollo, graphql-tools and graphql-ws load graphql's CommonJS build; server code under vitest would otherwise load
// the ESM build, and graphql refuses a schema "from another realm". One copy for the server-side projects.
const graphqlAlias = { resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }] } };

/** Test files that compare timings: run alone, after everything else (the security-timing project). */
const TIMING_FILES = ["tests/security/login-timing.test.ts"];

/** A project of tests that run in Node, each file in its own process, with the server quiet and in test mode. */
function nodeProject(test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration {
  return { ...graphqlAlias, test: { environment: "node", pool: "forks", env: { LOG_LEVEL: "silent", NODE_ENV: "test" }, ...test } };
}

/**
 * Test files at once: vitest's default is one fewer than the cores, which is one file at a time on a 2-core machine,
 * yet the server files spend much of their time waiting on the database and HTTP. Two at once there took the
 * embedded pass from 751 to 595 s and the PostgreSQL pass from 431 to 354 s, the same machine at the same hour
 * (November 2026, `npm test`'s two commands run each way); timing comparisons still run alone (security-timing).
 */
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      nodeProject({ name: "server", include: ["tests/server/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 120_000 }),
      nodeProject({
        name: "security",
        include: ["tests/security/**/*.test.ts"],
        exclude: TIMING_FILES,
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // Counts the cases each file ran and prints the tests/security summary line at the end of the run.
        globalSetup: ["tests/security/summary.ts"],
      }),
      // Security checks that compare timings: they start after every other project has finished (groupOrder) and
      // run one file at a time, so no CPU-heavy neighbour skews what they measure.
      nodeProject({
        name: "security-timing",
        include: TIMING_FILES,
        fileParallelism: false,
        sequence: { groupOrder: 1 },
        testTimeout: 60_000,
        hookTimeout: 120_000,
        globalSetup: ["tests/security/summary.ts"],
      }),
      nodeProject({ name: "e2e", include: ["tests/e2e/**/*.test.ts"], fileParallelism: false, testTimeout: 60_000, hookTimeout: 180_000 }),
      {
        plugins: [react()],
        test: {
          name: "client",
          include: ["tests/client/**/*.test.tsx", "tests/client/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["tests/client/setup.ts"],
        },
      },
    ],
  },
});
