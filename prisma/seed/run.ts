// `npm run seed`: wipes the configured database and loads the demo data again.
import argon2 from "argon2";
import { loadConfig } from "../../server/src/config.js";
import { openDatabase } from "../../server/src/lib/db.js";
import { clearDatabase, seedDemoData, DEMO_PASSWORD } from "./demo-data.js";

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, log: console.log });
try {
  await clearDatabase(database.prisma);
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, ...config.argon2 });
  const counts = await seedDemoData(database.prisma, { mediaDir: config.mediaDir, passwordHash, log: console.log });
  console.log(`Seeded the ${database.kind} database in ${Date.now() - started} ms:`, counts);
} finally {
  await database.close();
}
