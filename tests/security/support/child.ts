// Runs the real server entry point (server/src/main.ts) as a child process, so tests can SIGKILL or SIGTERM it.
// `node --import tsx` rather than `npx tsx`: the tsx CLI runs the server in a grandchild process, so a SIGKILL sent to
// it would kill only the wrapper and leave the server running.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { TEST_JWT_SECRET } from "../../server/harness.js";

export const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
export const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  output(): string;
}

/** Starts the server on `port` with `env` on top of quiet test settings, and waits until it serves requests. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(DATABASE_URL|REDIS_URL|REDIS_PREFIX|PGLITE_DIR|DATA_DIR|MEDIA_DIR|DOCUMENTS_DIR|PORT|HOST|CORS_ORIGINS|TRUST_PROXY|RATE_.*)$/.test(key)) base[key] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "src", "main.ts")], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: "false",
      RATE_REGISTRATIONS_PER_HOUR: "100000",
      RATE_LOGIN_FAILURES: "100000",
      RATE_LOGIN_ACCOUNT_FAILURES: "100000",
      RATE_CONTACT_PER_HOUR: "100000",
      RATE_MESSAGES_PER_MINUTE: "100000",
      RATE_REVIEWS_PER_HOUR: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let ended: number | string | undefined;
  void exited.then((value) => (ended = value));
  for (;;) {
    if (ended !== undefined) throw new Error(`the server exited (${ended}) while starting:\n${output.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become ready:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, output: () => output };
}

/** A fresh PostgreSQL database for one test, dropped again by `drop`. */
export async function createDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `maidmatch_test_sec_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
