// Set-based reads through Kysely (docs/decisions/0013-set-based-reads.md): typed from prisma/schema.prisma by
// prisma-kysely (server/src/generated/kysely, made by `prisma generate`), run on the same connections as Prisma.
// Prisma keeps the schema, the migrations and every write; these are single read statements, never transactions.
import { createHash } from "node:crypto";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from "kysely";
import type { DB } from "../generated/kysely/types.js";

export type Reads = Kysely<DB>;

/**
 * Statements to run as named prepared statements on PostgreSQL, so that each connection parses and plans them once
 * instead of on every request: for the house manager page's statement that was most of its cost inside PostgreSQL
 * (bench/results.md, "Against the floor"). Only statements whose text is fixed for a shape of request are registered,
 * so a connection keeps a bounded set; past the bound a statement simply runs unnamed. On PGlite they run under
 * their names too (lib/pglite-prepared.ts).
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED_STATEMENTS = 200;

/** Marks `sql` to be prepared (by a name made from its text, so one name never stands for two texts). */
export function prepareStatement(sql: string): void {
  if (preparedNames.has(sql) || preparedNames.size >= MAX_PREPARED_STATEMENTS) return;
  preparedNames.set(sql, `mm_${createHash("sha1").update(sql).digest("base64url")}`);
}

/** The prepared statement's name for `sql`, if it was marked. */
export function preparedName(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/** Runs one statement: node-postgres's pool (a free client per statement), or PGlite (one session, one statement at a time). */
export interface StatementRunner {
  query(sql: string, parameters: readonly unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>;
  release(): void;
}

/**
 * Kysely over `connect` with Kysely's PostgreSQL dialect (the SQL is PostgreSQL's on both databases); `beforeEach`
 * sees every statement first (the statement counter and the write generation of lib/db.ts).
 */
export function createReads(connect: () => Promise<StatementRunner>, beforeEach: (sql: string) => void): Reads {
  const pool: PostgresPool = {
    connect: async () => {
      const runner = await connect();
      const client = {
        query: async (sql: string, parameters: readonly unknown[]) => {
          beforeEach(sql);
          const result = await runner.query(sql, parameters);
          return { command: "SELECT", rowCount: result.rowCount ?? result.rows.length, rows: result.rows } as PostgresQueryResult<unknown>;
        },
        release: () => runner.release(),
      };
      return client as unknown as PostgresPoolClient;
    },
    end: async () => {},
  };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
