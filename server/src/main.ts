// Process entry point: read settings, start the server, and shut down gracefully on SIGTERM or SIGINT.
import { loadConfig } from "./config.js";
import { logger } from "./lib/logger.js";
import { startServer } from "./server.js";

const started = Date.now();
try {
  const config = loadConfig();
  const server = await startServer(config);
  logger.info("MaidMatch is ready", { url: server.url, database: server.database.kind, startupMs: Date.now() - started });
  console.log(`MaidMatch is running at http://localhost:${server.port} (${server.database.kind} database)`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        logger.errorWithId("shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  logger.errorWithId("start-up failed", error);
  console.error(`MaidMatch could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
