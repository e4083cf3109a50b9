// Applies prisma/migrations in order, recording them in Prisma's own _prisma_migrations table,
// so `prisma migrate deploy` and the server agree on what has been applied.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Serialises concurrent migrators (several replicas starting at once). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export async function applyMigrations(db: SqlRunner, migrationsDir: string, log: (msg: string) => void = () => {}): Promise<string[]> {
  if (!existsSync(migrationsDir)) throw new Error(`No migrations folder at ${migrationsDir}`);
  const names = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
  return db.withLock(async () => {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const rows = await db.query<{ migration_name: string; finished_at: Date | null }>(
      `SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) throw new Error(`Migration ${failed.migration_name} failed earlier; resolve it before starting (prisma migrate resolve)`);
    const done = new Set(rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      log(`applying migration ${name}`);
      // One multi-statement simple query runs as one implicit transaction: the migration and its record commit together.
      try {
        await db.exec(`${sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
          VALUES ('${randomUUID()}', '${checksum}', now(), '${name.replace(/'/g, "''")}', 1);`);
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  });
}
