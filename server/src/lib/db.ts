// Opens the database (embedded PGlite under ./data, or a PostgreSQL server), migrates it, and returns one Prisma client.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";
import { DEFAULT_PGLITE_SHARED_BUFFERS, ROOT_DIR } from "../config.js";
import { applyMigrations, type SqlRunner } from "./migrate.js";
import { preparedStatements } from "./pglite-prepared.js";
import { createReads, preparedName, type Reads } from "./reads.js";

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** Typed single-statement reads (Kysely) on the same connections: lib/reads.ts. */
  reads: Reads;
  kind: "embedded" | "postgresql";
  /**
   * Grows after every statement through this client that may write, and after every transaction that wrote ends
   * (commit or rollback): a response read while it stayed the same saw no write of this process (lib/response-cache).
   */
  writeGeneration(): number;
  /** Answers when the database serves queries; throws otherwise. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction commits, on every replica).
   * Best effort: a lost connection is retried, so callers keep a slow poll as a safety net. Returns the stop function.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Counts SQL statements per async context (one HTTP request), for tests and the benchmark. */
export const statementCounter = new AsyncLocalStorage<{ count: number }>();

type AdapterFactory = { connect(): Promise<object> };

/** A plain SELECT, or a WITH query whose parts are SELECTs (no data-modifying part): everything else counts as a possible write. */
const isRead = (sql: unknown): boolean => typeof sql === "string" && /^\s*(SELECT|WITH)\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i.test(sql);

/**
 * Counts a statement of the Kysely reads like Prisma's (a statement that is not a plain SELECT moves the write
 * generation). The reads' texts repeat (each is compiled once per shape, lib/reads.ts), so each is classified once:
 * the two patterns over a list page's statement were about 1% of its CPU.
 */
function countingReads(writes: { generation: number }) {
  const classified = new Map<string, boolean>();
  return (sql: string) => {
    const counter = statementCounter.getStore();
    if (counter) counter.count += 1;
    let read = classified.get(sql);
    if (read === undefined) {
      read = isRead(sql);
      if (classified.size >= 500) classified.clear();
      classified.set(sql, read);
    }
    if (!read) writes.generation += 1;
  };
}

/**
 * Wraps a driver adapter factory so every statement it runs is counted in the current request's context, and every
 * write moves `writes.generation` on once it is done (for a transaction: once it commits or rolls back).
 */
function counting<F extends AdapterFactory>(factory: F, writes: { generation: number }): F {
  const countCalls = <T extends object>(target: T, transaction?: { wrote: boolean }): T =>
    new Proxy(target, {
      get(obj, prop, receiver) {
        const value = Reflect.get(obj, prop, receiver);
        if (typeof value !== "function") return value;
        if (prop === "queryRaw" || prop === "executeRaw" || prop === "executeScript") {
          return async (...args: unknown[]) => {
            const counter = statementCounter.getStore();
            if (counter) counter.count += 1;
            const write = prop === "executeScript" || !isRead((args[0] as { sql?: unknown } | undefined)?.sql);
            if (write && transaction) transaction.wrote = true;
            try {
              return await value.apply(obj, args);
            } finally {
              if (write) writes.generation += 1;
            }
          };
        }
        if (prop === "startTransaction") {
          return async (...args: unknown[]) => countCalls(await value.apply(obj, args), { wrote: false });
        }
        if (transaction && (prop === "commit" || prop === "rollback")) {
          return async (...args: unknown[]) => {
            try {
              return await value.apply(obj, args);
            } finally {
              if (transaction.wrote) writes.generation += 1;
            }
          };
        }
        return value.bind(obj);
      },
    });
  return new Proxy(factory, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (prop === "connect" && typeof value === "function") return async () => countCalls(await value.apply(obj));
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, "prisma", "migrations");

/** What differs between the two engines; openDatabase builds the rest the same way for both. */
interface Engine {
  kind: Database["kind"];
  runner: SqlRunner;
  adapter: PrismaPg;
  /** One statement, for the reads: no connection is held across statements. */
  query: (sql: string, parameters: readonly unknown[]) => Promise<{ rows: unknown[] }>;
  listen: Database["listen"];
  close: () => Promise<void>;
}

async function databaseOn(engine: Engine, log: (msg: string) => void): Promise<Database> {
  await applyMigrations(engine.runner, MIGRATIONS_DIR, log);
  const writes = { generation: 0 };
  const prisma = new PrismaClient({ adapter: counting(engine.adapter, writes) });
  const reads = createReads(async () => ({ query: (sql, parameters) => engine.query(sql, [...parameters]) as never, release: () => {} }), countingReads(writes));
  return {
    prisma,
    reads,
    kind: engine.kind,
    writeGeneration: () => writes.generation,
    ping: async () => void (await engine.query("SELECT 1", [])),
    listen: engine.listen,
    close: async () => {
      await prisma.$disconnect();
      await engine.close();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string; pgliteSharedBuffers?: string; log?: (msg: string) => void }): Promise<Database> {
  const log = options.log ?? (() => {});
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on("error", (error: Error) => log(`database pool: ${error.message}`));
    return databaseOn({
      kind: "postgresql",
      runner: {
        exec: async (sql) => void (await pool.query(sql)),
        query: async (sql, params) => (await pool.query(sql, params)).rows,
        withLock: async (fn) => {
          const client = await pool.connect();
          try {
            await client.query("SELECT pg_advisory_lock(727073)");
            return await fn();
          } finally {
            await client.query("SELECT pg_advisory_unlock(727073)").catch(() => {});
            client.release();
          }
        },
      },
      adapter: new PrismaPg(pool),
      // pool.query checks a client out, watches it for a dropped connection and returns it; the reads' statements are
      // prepared per connection under their names (lib/reads.ts).
      query: (sql, parameters) => {
        const name = preparedName(sql);
        return pool.query(name ? { name, text: sql, values: [...parameters] } : { text: sql, values: [...parameters] });
      },
      listen: (channel, onNotify) => listenOnPool(databaseUrl, channel, onNotify, log),
      close: async () => void (await pool.end().catch(() => {})),
    }, log);
  }

  // "memory://" keeps the whole database in memory (tests); anything else is a folder on disk.
  if (!options.pgliteDir.startsWith("memory://")) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm ships with PGlite as an extension to load; the search migration creates it (forgiving search).
  const lite = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = ${options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`] });
  const runPrepared = preparedStatements(lite);
  return databaseOn({
    kind: "embedded",
    runner: {
      exec: async (sql) => void (await lite.exec(sql)),
      query: async (sql, params) => (await lite.query(sql, params)).rows as never,
      withLock: (fn) => fn(),
    },
    // The community adapter is built against an older @prisma/driver-adapter-utils; the runtime interface is the same.
    adapter: new PrismaPGlite(lite) as unknown as PrismaPg,
    // PGlite is one session that runs one statement at a time (its own queue): every read "connection" is that session.
    // The statements marked for preparing run under their names there too (lib/pglite-prepared.ts).
    query: (sql, parameters) => {
      const name = preparedName(sql);
      return name ? runPrepared(name, sql, parameters) : lite.query(sql, [...parameters]);
    },
    listen: async (channel, onNotify) => {
      const stop = await lite.listen(channel, () => onNotify());
      return () => stop();
    },
    close: () => lite.close(),
  }, log);
}

/**
 * LISTEN on a dedicated connection (outside the pool, which would hand it to queries), reconnecting after an error.
 * The channel name is an identifier chosen by this code, never user input.
 */
async function listenOnPool(url: string, channel: string, onNotify: () => void, log: (msg: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 2000).unref();
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on("error", (error: Error) => {
      log(`database listener: ${error.message}`);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      client = next;
      // A notification may have been missed while disconnected: let the caller look once.
      onNotify();
    } catch (error) {
      log(`database listener: ${(error as Error).message}`);
      await next.end().catch(() => {});
      scheduleRetry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
