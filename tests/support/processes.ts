// Plumbing shared by the tests and the bench: free ports, scratch PostgreSQL databases, and MaidMatch servers as child processes.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { Redis } from "ioredis";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** The production server bundle (`npm run build:server`). */
export const SERVER_BUILD = path.join(ROOT, "dist", "server", "main.js");
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
/** The Redis the tests may use (TEST_REDIS_URL, README "Tests"); each test keeps to its own database index or key prefix. */
export const REDIS_TEST_URL = (process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/+$/, "");

/** Host and port of a postgresql:// or redis:// URL, with the service's default port. */
export function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || defaultPort) };
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Why PostgreSQL's admin connection fails, or undefined when it answers within 3 seconds. */
export async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why Redis at `url` does not answer a PING, or undefined when it does within 3 seconds. */
export async function redisProblem(url: string): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    redis.disconnect();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops this database (and only this one), closing its connections first. */
  drop(): Promise<void>;
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, uniquely named PostgreSQL database (`<prefix>_<time>_<random>`), created through the admin connection. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await asAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface ServerChildOptions {
  /** Used in error messages ("the server", "replica A"). */
  name: string;
  /** "source": server/src/main.ts through tsx; "build": the production bundle dist/server/main.js; or another script (TypeScript runs through tsx): the bench's floor server, an older build to compare with. */
  entry: "source" | "build" | { script: string };
  port: number;
  /** Set over `base`; PORT is always `port`. */
  env: Record<string, string>;
  /** The environment `env` is merged over; by default only PATH and HOME. */
  base?: Record<string, string>;
  /** Options for node before the script (e.g. --cpu-prof for a profile). */
  nodeArgs?: string[];
  /** Answers 2xx once the server serves requests. */
  readyPath: "/healthz" | "/readyz";
  readyTimeoutMs?: number;
  pollMs?: number;
  /** How long stop() waits after SIGTERM before it sends SIGKILL. */
  stopTimeoutMs?: number;
}

/** Children still running; killed if this process exits first. */
const running = new Set<ServerChild>();
let exitHook = false;

/** One MaidMatch server process on 127.0.0.1:`port`, with its recent output and its exit. */
export class ServerChild {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code, or the signal's name, once the process has ended. */
  readonly exited: Promise<number | string>;
  /** The exit code or signal's name; undefined while the process runs. */
  exitStatus: number | string | undefined;
  private recent = "";
  private readonly options: ServerChildOptions;

  /** Spawns the server; see ready() and start(). */
  constructor(options: ServerChildOptions) {
    this.options = options;
    this.name = options.name;
    this.url = `http://127.0.0.1:${options.port}`;
    const base = options.base ?? { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? ROOT };
    // `node --import tsx` rather than `npx tsx`: the tsx CLI runs the server in a grandchild process, so a SIGKILL sent
    // to it would kill only the wrapper and leave the server running.
    const args =
      options.entry === "source" ? ["--import", "tsx", path.join(ROOT, "server", "src", "main.ts")] : options.entry === "build" ? [SERVER_BUILD] : options.entry.script.endsWith(".ts") ? ["--import", "tsx", options.entry.script] : [options.entry.script];
    this.child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], { cwd: ROOT, env: { ...base, ...options.env, PORT: String(options.port) }, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      this.recent = (this.recent + chunk.toString()).slice(-4000);
    };
    this.child.stdout!.on("data", keep);
    this.child.stderr!.on("data", keep);
    running.add(this);
    if (!exitHook) {
      exitHook = true;
      process.on("exit", () => running.forEach((server) => server.kill()));
    }
    this.exited = new Promise((resolve) =>
      this.child.once("exit", (code, signal) => {
        running.delete(this);
        this.exitStatus = code ?? signal ?? "unknown";
        if (signal) this.recent += `\n(killed by ${signal})`;
        resolve(this.exitStatus);
      }),
    );
  }

  /** Spawns the server (on a free port unless one is given) and waits until it is ready. */
  static async start(options: Omit<ServerChildOptions, "port"> & { port?: number }): Promise<ServerChild> {
    const server = new ServerChild({ ...options, port: options.port ?? (await freePort()) });
    await server.ready();
    return server;
  }

  /** The last 4000 characters the process wrote to stdout and stderr. */
  output(): string {
    return this.recent;
  }

  /** Waits until `readyPath` answers 2xx; kills the process and throws if it exits or times out first. */
  async ready(): Promise<void> {
    const { readyPath, readyTimeoutMs = 90_000, pollMs = 100 } = this.options;
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      if (this.exitStatus !== undefined) throw new Error(`${this.name} exited with ${this.exitStatus} during start-up:\n${this.recent}`);
      try {
        if ((await fetch(this.url + readyPath)).ok) return;
      } catch {
        // Not listening yet (migrating or seeding).
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    this.kill();
    throw new Error(`${this.name} did not answer ${readyPath} within ${readyTimeoutMs} ms:\n${this.recent}`);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Resident memory of the server process in MiB (VmRSS from /proc; NaN where /proc is missing). */
  rssMiB(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, "utf8");
      const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
      return kib / 1024;
    } catch {
      return NaN;
    }
  }

  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within `stopTimeoutMs` (default 10 seconds). */
  async stop(): Promise<void> {
    if (this.exitStatus !== undefined) return;
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), this.options.stopTimeoutMs ?? 10_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** SIGKILL, unless it has already exited. */
  kill(): void {
    if (this.exitStatus === undefined) this.child.kill("SIGKILL");
  }
}

/**
 * Every per-address and per-user rate limit raised out of reach, for servers under test that make many accounts and
 * writes from one address; the tests of a limit set that one limit back themselves.
 */
export const UNLIMITED_RATES: Record<string, string> = Object.fromEntries(
  [
    "RATE_REGISTRATIONS_PER_HOUR",
    "RATE_LOGIN_FAILURES",
    "RATE_LOGIN_ACCOUNT_FAILURES",
    "RATE_CONTACT_PER_HOUR",
    "RATE_MESSAGES_PER_MINUTE",
    "RATE_REVIEWS_PER_HOUR",
    "RATE_CONTRACT_OFFERS_PER_HOUR",
    "RATE_ALBUMS_PER_HOUR",
    "RATE_ALBUM_IMAGES_PER_HOUR",
    "RATE_PROFILE_PHOTOS_PER_HOUR",
    "RATE_JOB_POSTS_PER_HOUR",
    "RATE_JOB_APPLICATIONS_PER_HOUR",
    "RATE_PASSWORD_PER_HOUR",
    "CONTRACT_PENDING_PER_PAIR",
  ].map((name) => [name, "100000"]),
);
