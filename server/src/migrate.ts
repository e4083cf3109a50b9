// `npm run migrate`: applies pending migrations to the configured database and exits (a deploy step; start-up does the same).
import { loadConfig } from "./config.js";
import { openDatabase } from "./lib/db.js";

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, pgliteSharedBuffers: config.pgliteSharedBuffers, log: (message) => console.log(message) });
  await database.close();
  console.log(`The ${database.kind} database is up to date.`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
