// A small structured logger: one JSON line per event on stderr; internal errors get an id to quote to support.
import { randomUUID } from "node:crypto";

type Level = "debug" | "info" | "warn" | "error";
const quiet = process.env.LOG_LEVEL === "silent";

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (quiet) return;
  if (level === "debug" && process.env.LOG_LEVEL !== "debug") return;
  process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }) + "\n");
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
  /** Logs an unexpected error with its stack under a new id, and returns the id. */
  errorWithId(message: string, error: unknown, fields?: Record<string, unknown>): string {
    const errorId = randomUUID();
    const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
    write("error", message, { errorId, ...detail, ...fields });
    return errorId;
  },
};
