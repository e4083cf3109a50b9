// `npm run seed`: wipes the configured database and loads the demo data again. `npm run seed -- --scale 100` then adds
// 99 more copies' worth of people, jobs and reviews (prisma/seed/scale.ts) for the bench.
import { loadConfig } from "../../server/src/config.js";
import { openDatabase } from "../../server/src/lib/db.js";
import { hashPassword } from "../../server/src/lib/passwords.js";
import { analyzeTables, clearDatabase, seedDemoData, DEMO_PASSWORD } from "./demo-data.js";
import { seedScale } from "./scale.js";

/** `--scale N` (or `--scale=N`): how many times the demo data to load; 1 is the demo alone. */
function scaleArgument(args: string[]): number {
  const at = args.findIndex((arg) => arg === "--scale" || arg.startsWith("--scale="));
  if (at < 0) return 1;
  const raw = args[at]!.includes("=") ? args[at]!.split("=")[1] : args[at + 1];
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error(`--scale must be a whole number from 1 to 1000, not ${raw}`);
  return scale;
}

const scale = scaleArgument(process.argv.slice(2));

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, pgliteSharedBuffers: config.pgliteSharedBuffers, log: console.log });
try {
  await clearDatabase(database.prisma);
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.argon2);
  const counts = await seedDemoData(database.prisma, { mediaDir: config.mediaDir, passwordHash, log: console.log });
  const scaled = scale > 1 ? await seedScale(database.prisma, { scale, passwordHash, log: console.log }) : null;
  if (scaled) await analyzeTables(database.prisma);
  console.log(`Seeded the ${database.kind} database in ${Date.now() - started} ms:`, counts, ...(scaled ? [scaled] : []));
} finally {
  await database.close();
}
