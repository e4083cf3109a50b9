// `npm run create-operator -- <email> <password>`: makes (or promotes) an operator account on the configured database.
import { loadConfig } from "../server/src/config.js";
import { openDatabase } from "../server/src/lib/db.js";
import { createOperator } from "../server/src/modules/operators/service.js";

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error("Usage: npm run create-operator -- <email> <password>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, pgliteSharedBuffers: config.pgliteSharedBuffers, log: () => {} });
try {
  const { id, created } = await createOperator(database.prisma, config, email, password);
  console.log(`${created ? "Created" : "Promoted"} operator ${email.trim().toLowerCase()} (user id ${id}) on the ${database.kind} database.`);
} catch (error) {
  console.error(`Could not make the operator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
