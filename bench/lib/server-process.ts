// Runs the production server build (dist/server/main.js) as a child process for the benchmark, and reads its memory.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_BUILD = path.join(ROOT, "dist", "server", "main.js");
export const BENCH_JWT_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/** Builds everything on a clean clone; otherwise rebuilds the server bundle only (a second), so it matches the source. */
export function ensureBuild(log: (line: string) => void): void {
  const script = existsSync(SERVER_BUILD) ? "build:server" : "build";
  log(`npm run ${script}`);
  const run = spawnSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (run.status !== 0) throw new Error(`npm run ${script} failed`);
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

/** Children still running; killed if the benchmark itself exits early. */
const running = new Set<ServerProcess>();
process.on("exit", () => running.forEach((server) => server.kill()));

export class ServerProcess {
  output = "";
  exited: number | null = null;
  private readonly child: ChildProcess;

  private constructor(readonly name: string, readonly url: string, env: Record<string, string>) {
    this.child = spawn(process.execPath, [SERVER_BUILD], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    this.child.stdout!.on("data", keep);
    this.child.stderr!.on("data", keep);
    running.add(this);
    this.child.on("exit", (code, signal) => {
      running.delete(this);
      this.exited = code ?? 128;
      if (signal) this.output += `\n(killed by ${signal})`;
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Starts `node dist/server/main.js` in production mode with the statement-count header on, and waits for /healthz. */
  static async start(name: string, env: Record<string, string>, timeoutMs = 240_000): Promise<ServerProcess> {
    const port = await freePort();
    const server = new ServerProcess(name, `http://127.0.0.1:${port}`, {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? ROOT,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      JWT_SECRET: BENCH_JWT_SECRET,
      EXPOSE_SQL_STATEMENTS: "true",
      ...env,
      PORT: String(port),
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server.exited !== null) throw new Error(`${name} exited with ${server.exited} during start-up:\n${server.output}`);
      try {
        if ((await fetch(`${server.url}/healthz`)).ok) return server;
      } catch {
        // Not listening yet (migrating or seeding).
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    server.kill();
    throw new Error(`${name} did not answer /healthz within ${timeoutMs} ms:\n${server.output}`);
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

  /** SIGTERM (graceful shutdown), then SIGKILL after 15 seconds. */
  async stop(): Promise<void> {
    if (this.exited !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (this.exited === null) this.child.kill("SIGKILL");
  }
}
