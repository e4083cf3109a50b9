// `npm run seed`: wipes the configured database and loads the demo data again.
import { loadConfig } from "../../server/src/config.js";
import { openDatabase } from "../../server/src/lib/db.js";
import { hashPassword } from "../../server/src/lib/passwords.js";
import { clearDatabase, seedDemoData, DEMO_PASSWORD } from "./demo-data.js";

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, log: console.log });
try {
  await clearDatabase(database.prisma);
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.argon2);
  const counts = await seedDemoData(database.prisma, { mediaDir: config.mediaDir, passwordHash, log: console.log });
  console.log(`Seeded the ${database.kind} database in ${Date.now() - started} ms:`, counts);
} finally {
  await database.close();
}
