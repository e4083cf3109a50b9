// `npx tsx bench/account-read.ts`: CPU and wall time per call of the account read every signed-in request makes
// (AccountService.authenticate, server/src/modules/accounts/service.ts), through Prisma's findUnique as it was and as
// the prepared Kysely statement it is now, one call at a time on a scratch PostgreSQL database (TEST_POSTGRES_ADMIN_URL,
// default 127.0.0.1:5432, user postgres), in alternating rounds. Prints figures; asserts nothing. Options: --calls=3000 --rounds=3.
import { cpuUsage } from "node:process";
import { sql } from "kysely";
import { openDatabase } from "../server/src/lib/db.js";
import { prepareStatement } from "../server/src/lib/reads.js";
import { accountSql } from "../server/src/modules/accounts/service.js";
import { createScratchDatabase } from "../tests/support/processes.js";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const CALLS = Number(args.get("calls") ?? 3000);
const ROUNDS = Number(args.get("rounds") ?? 3);

const scratch = await createScratchDatabase("maidmatch_account_read");
const db = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "" });
try {
  const { id } = await db.prisma.user.create({ data: { email: "bench@example.com", username: "bench", passwordHash: "-", firstName: "Bench", lastName: "Mark" } });
  const ways = {
    "Prisma findUnique": () => db.prisma.user.findUnique({ where: { id }, select: { userType: true, suspendedAt: true, closedAt: true } }),
    "prepared Kysely statement": async () => {
      const statement = sql`SELECT ${accountSql(id)} AS account`.compile(db.reads);
      prepareStatement(statement.sql);
      return (await db.reads.executeQuery(statement)).rows[0];
    },
  };
  console.log(`account read, ${CALLS} calls one at a time per round, after ${CALLS / 10} unmeasured; load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)}`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, call] of Object.entries(ways)) {
      for (let i = 0; i < CALLS / 10; i++) await call();
      const cpu = cpuUsage();
      const wall = performance.now();
      for (let i = 0; i < CALLS; i++) await call();
      const used = cpuUsage(cpu);
      console.log(`round ${round}, ${name}: CPU ${((used.user + used.system) / CALLS).toFixed(0)} µs per call, wall ${(((performance.now() - wall) * 1000) / CALLS).toFixed(0)} µs`);
    }
  }
} finally {
  await db.close();
  await scratch.drop();
}
