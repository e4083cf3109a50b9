// Starts MaidMatch: database, services, GraphQL over HTTP and WebSocket, REST and the client, on one port.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./lib/db.js";
import { AccessTokens } from "./lib/tokens.js";
import { RateLimits } from "./lib/rate-limit.js";
import { logger } from "./lib/logger.js";
import { hashPassword } from "./lib/passwords.js";
import { createServices, type Services } from "./services.js";
import { createGraphQLServers } from "./graphql/server.js";
import { clientAddress, createRequestHandler } from "./app.js";
import { Redis } from "ioredis";
import { memoryEventBus, redisEventBus } from "./lib/events.js";
import { FolderStore } from "./lib/storage.js";
import { EmailSender, appUrlOf } from "./modules/email/sender.js";

export interface RunningServer {
  url: string;
  config: Config;
  port: number;
  httpServer: Server;
  database: Database;
  services: Services;
  /** Sends the queued emails (SMTP or ./data/outbox). */
  emails: EmailSender;
  close(): Promise<void>;
}

/** Seeds the demo data set into an empty database (first start in development). */
async function seedIfEmpty(config: Config, database: Database): Promise<void> {
  if (!config.seedDemoData) return;
  if ((await database.prisma.user.count()) > 0) return;
  const started = Date.now();
  const { seedDemoData, DEMO_PASSWORD } = await import("../../prisma/seed/demo-data.js");
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.argon2);
  const counts = await seedDemoData(database.prisma, { mediaDir: config.mediaDir, passwordHash, log: (msg: string) => logger.info(msg) });
  logger.info("demo data seeded", { ...counts, ms: Date.now() - started });
}

/**
 * Lapsed Certificates of Good Conduct: checked once at start-up and then every LAPSE_CHECK_HOURS. The badge itself is
 * computed at read time, so it drops the moment a certificate lapses; this only tells the owner, once per certificate
 * (see VerificationService.notifyLapsed), so replicas and restarts never tell twice.
 */
function startLapseChecks(config: Config, services: Services): NodeJS.Timeout | undefined {
  const check = () => {
    services.verifications.notifyLapsed().then(
      (told) => told > 0 && logger.info("lapsed certificates notified", { told }),
      (error: Error) => logger.warn("lapse check failed", { error: error.message }),
    );
  };
  check();
  if (config.lapseCheckHours === 0) return undefined;
  const timer = setInterval(check, config.lapseCheckHours * 3_600_000);
  timer.unref();
  return timer;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, pgliteSharedBuffers: config.pgliteSharedBuffers, log: (msg) => logger.info(msg) });
  try {
    await seedIfEmpty(config, database);
    const tokens = new AccessTokens(config.jwtSecret, config.accessTokenSeconds);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    redis?.on("error", (error: Error) => logger.warn(`redis: ${error.message}`));
    const rateLimits = new RateLimits(config.rateLimits, redis, config.redisPrefix);
    const events = config.redisUrl ? redisEventBus(config.redisUrl, config.redisPrefix) : memoryEventBus();
    const media = new FolderStore(config.mediaDir);
    const documents = new FolderStore(config.documentsDir);
    const services = createServices({ prisma: database.prisma, reads: database.reads, config, tokens, rateLimits, events, media, documents });

    const httpServer = createServer();
    const graphql = createGraphQLServers(config, httpServer);
    await graphql.apollo.start();
    const { app, handle } = createRequestHandler({ config, services, database, apollo: graphql.apollo });
    httpServer.on("request", handle);
    // Slow clients must not hold connections forever; keep-alive outlives a typical proxy's idle timeout.
    httpServer.requestTimeout = 60_000;
    httpServer.headersTimeout = 20_000;
    httpServer.keepAliveTimeout = 65_000;
    const webSockets = graphql.attachWebSockets(httpServer, "/graphql", services, database.prisma, (request) => clientAddress(app, request));
    const lapseTimer = startLapseChecks(config, services);

    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const port = (httpServer.address() as AddressInfo).port;
    const emails = new EmailSender(database, config.email, () => appUrlOf({ publicUrl: config.publicUrl, port }));
    await emails.start();
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      config,
      port,
      httpServer,
      database,
      services,
      emails,
      close: () => {
        // Stops accepting, lets in-flight requests finish (Apollo's drain plugin), then closes the database.
        closing ??= (async () => {
          if (lapseTimer) clearInterval(lapseTimer);
          await webSockets.close().catch(() => {});
          await graphql.apollo.stop();
          await emails.stop();
          // The drain plugin has usually closed the server already; close() on a closed server would wait forever for
          // a 'close' event that has passed, and the database would never be closed.
          await new Promise<void>((resolve) => (httpServer.listening ? httpServer.close(() => resolve()) : resolve()));
          await events.close().catch(() => {});
          redis?.disconnect();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
