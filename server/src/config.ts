// Every server setting, read from the environment and validated once at start-up.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_CURRENCY_SYMBOL } from "../../shared/money.js";

/** The repository root: two levels above both server/src/config.ts and dist/server/main.js. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface RateLimitSettings {
  /** Writes that store files or notify others, per user per hour (lib/rate-limit.ts WRITE_LIMITS). */
  writesPerHour: { contractOffer: number; album: number; albumImage: number; profilePhoto: number; jobPost: number; jobApplication: number; verificationDocument: number; report: number };
  /** Failed logins per account (email + IP) per window. */
  loginFailures: number;
  loginWindowSeconds: number;
  /** Failed logins per account (email) from all addresses together per window: slows guessing spread over many IPs. */
  loginAccountFailures: number;
  loginAccountWindowSeconds: number;
  /** Days an address that logged into an account stays exempt from that account-wide lock. */
  loginTrustDays: number;
  registrationsPerIpPerHour: number;
  contactMessagesPerIpPerHour: number;
  messagesPerUserPerMinute: number;
  reviewsPerUserPerHour: number;
  blocksPerUserPerHour: number;
  /** Password reset requests per address and per email, reset confirmations per address, changes per account. */
  passwordPerHour: number;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** postgresql://... for a server; undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  pgliteDir: string;
  /** The embedded database's shared_buffers, a PostgreSQL memory size ("32MB"). */
  pgliteSharedBuffers: string;
  redisUrl: string | undefined;
  /** Prepended to Redis keys and pub/sub channels (channels ignore the database index of REDIS_URL). */
  redisPrefix: string;
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  publicUrl: string | undefined;
  mediaDir: string;
  /** Private uploads (contract documents); never served statically. */
  documentsDir: string;
  dataDir: string;
  clientDir: string;
  /** Shown before amounts in generated documents (KSh unless CURRENCY_SYMBOL says otherwise). */
  currencySymbol: string;
  corsOrigins: string[];
  /** express's `trust proxy`: false, a number of proxies in front, or addresses/names such as "loopback". */
  trustProxy: boolean | number | string;
  introspection: boolean;
  landingPage: boolean;
  seedDemoData: boolean;
  rateLimits: RateLimitSettings;
  /** Pending contract offers one employer may have out to one house manager at once. */
  contractPendingPerPair: number;
  jsonBodyLimit: string;
  webSockets: {
    /** Open WebSocket connections from one client address; more are refused with 429 at the upgrade. */
    maxConnectionsPerAddress: number;
    /** Operations running at once on one connection (subscriptions, and queries or mutations in flight). */
    maxOperationsPerConnection: number;
  };
  /** Arrays and objects nested inside each other in any JSON the server reads (bodies, multipart fields, socket messages). */
  jsonMaxDepth: number;
  logRequests: boolean;
  /** The X-SQL-Statements response header (statements run for the request), for tests and the benchmark. */
  exposeSqlStatements: boolean;
  /** Visitors' read responses kept in memory until the next write (embedded database only). */
  responseCache: boolean;
  /** Hours between checks for lapsed Certificates of Good Conduct (also checked at start-up); 0 turns the timer off. */
  lapseCheckHours: number;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  email: {
    /** smtp:// or smtps:// URL; unset writes every email to outboxDir instead. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** Safety-net poll for retries and missed wake-ups; new emails go out at once on commit. */
    pollSeconds: number;
    /** First retry delay while SMTP fails; doubles each attempt, at most an hour. */
    retrySeconds: number;
    maxAttempts: number;
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

/**
 * The embedded database's buffer cache. PGlite sets aside all of PostgreSQL's shared memory in its WebAssembly heap when
 * it starts, and keeps it: at PostgreSQL's default of 128MB the built server held about 100 MiB more after the bench's
 * load than at 32MB, with the same throughput on the demo data (25 MB of tables and indexes; bench/results.md, tenth
 * round). A database loaded at scale can ask for more.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = "32MB";

/** A PostgreSQL memory size in whole kB, MB or GB ("32MB"). */
function memorySize(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^[1-9][0-9]*(kB|MB|GB)$/.test(raw)) throw new Error(`${name} must be a size such as 32MB (a whole number with kB, MB or GB), got "${raw}"`);
  return raw;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Development keeps one generated secret under ./data so sessions survive restarts; production must set JWT_SECRET. */
function jwtSecretFor(env: NodeJS.ProcessEnv, nodeEnv: Config["nodeEnv"], dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
    return given;
  }
  if (nodeEnv === "production") throw new Error("JWT_SECRET is required in production");
  if (nodeEnv === "test") return randomBytes(32).toString("hex");
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function smtpUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.SMTP_URL || undefined;
  if (url && !/^smtps?:\/\//.test(url)) throw new Error("SMTP_URL must start with smtp:// or smtps://");
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV ?? "development") as Config["nodeEnv"];
  if (!["development", "production", "test"].includes(nodeEnv)) throw new Error(`NODE_ENV must be development, production or test`);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? "data");
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  if (env.DATABASE_URL && !databaseUrl) throw new Error("DATABASE_URL must be a postgresql:// URL (leave it unset for the embedded database)");
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new Error("PUBLIC_URL must start with http:// or https://");
  const production = nodeEnv === "production";
  const mediaDir = path.resolve(ROOT_DIR, env.MEDIA_DIR ?? path.join(dataDir, "media"));
  const documentsDir = path.resolve(ROOT_DIR, env.DOCUMENTS_DIR ?? path.join(dataDir, "documents"));
  // Everything under the media folder is served publicly: private documents must live elsewhere.
  if (documentsDir === mediaDir || documentsDir.startsWith(mediaDir + path.sep)) {
    throw new Error(`DOCUMENTS_DIR (${documentsDir}) must not be inside MEDIA_DIR (${mediaDir}), which is served publicly`);
  }
  return {
    nodeEnv,
    port: int(env, "PORT", 4000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl,
    pgliteDir: env.PGLITE_DIR === "memory://" ? "memory://" : path.resolve(ROOT_DIR, env.PGLITE_DIR ?? path.join(dataDir, "db")),
    pgliteSharedBuffers: memorySize(env, "PGLITE_SHARED_BUFFERS", DEFAULT_PGLITE_SHARED_BUFFERS),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? "maidmatch:",
    jwtSecret: jwtSecretFor(env, nodeEnv, dataDir),
    accessTokenSeconds: int(env, "ACCESS_TOKEN_SECONDS", 15 * 60, 10),
    refreshTokenDays: int(env, "REFRESH_TOKEN_DAYS", 30, 1),
    publicUrl,
    mediaDir,
    documentsDir,
    dataDir,
    clientDir: path.resolve(ROOT_DIR, env.CLIENT_DIR ?? path.join("dist", "client")),
    currencySymbol: env.CURRENCY_SYMBOL || DEFAULT_CURRENCY_SYMBOL,
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY ? (/^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY) : false,
    introspection: bool(env, "GRAPHQL_INTROSPECTION", !production),
    landingPage: bool(env, "GRAPHQL_LANDING_PAGE", !production),
    seedDemoData: bool(env, "SEED_DEMO_DATA", nodeEnv === "development"),
    rateLimits: {
      writesPerHour: {
        contractOffer: int(env, "RATE_CONTRACT_OFFERS_PER_HOUR", 20, 1),
        album: int(env, "RATE_ALBUMS_PER_HOUR", 10, 1),
        albumImage: int(env, "RATE_ALBUM_IMAGES_PER_HOUR", 60, 1),
        profilePhoto: int(env, "RATE_PROFILE_PHOTOS_PER_HOUR", 20, 1),
        jobPost: int(env, "RATE_JOB_POSTS_PER_HOUR", 10, 1),
        jobApplication: int(env, "RATE_JOB_APPLICATIONS_PER_HOUR", 30, 1),
        // A house manager sends two documents, a few more after a rejection; each reaches the operators' queue.
        verificationDocument: int(env, "RATE_VERIFICATION_DOCUMENTS_PER_HOUR", 10, 1),
        report: int(env, "RATE_REPORTS_PER_HOUR", 20, 1),
      },
      loginFailures: int(env, "RATE_LOGIN_FAILURES", 10, 1),
      loginWindowSeconds: int(env, "RATE_LOGIN_WINDOW_SECONDS", 15 * 60, 1),
      loginAccountFailures: int(env, "RATE_LOGIN_ACCOUNT_FAILURES", 50, 1),
      loginAccountWindowSeconds: int(env, "RATE_LOGIN_ACCOUNT_WINDOW_SECONDS", 60 * 60, 1),
      // At most 24 days: the in-memory limiter expires keys with setTimeout, which overflows past 2^31 ms (24.8 days).
      loginTrustDays: Math.min(int(env, "RATE_LOGIN_TRUST_DAYS", 14, 1), 24),
      registrationsPerIpPerHour: int(env, "RATE_REGISTRATIONS_PER_HOUR", 50, 1),
      contactMessagesPerIpPerHour: int(env, "RATE_CONTACT_PER_HOUR", 10, 1),
      messagesPerUserPerMinute: int(env, "RATE_MESSAGES_PER_MINUTE", 60, 1),
      reviewsPerUserPerHour: int(env, "RATE_REVIEWS_PER_HOUR", 20, 1),
      blocksPerUserPerHour: int(env, "RATE_BLOCKS_PER_HOUR", 60, 1),
      passwordPerHour: int(env, "RATE_PASSWORD_PER_HOUR", 10, 1),
    },
    jsonBodyLimit: env.JSON_BODY_LIMIT ?? "100kb",
    jsonMaxDepth: int(env, "JSON_MAX_DEPTH", 32, 4),
    contractPendingPerPair: int(env, "CONTRACT_PENDING_PER_PAIR", 3, 1),
    webSockets: {
      maxConnectionsPerAddress: int(env, "WS_MAX_CONNECTIONS_PER_ADDRESS", 50, 1),
      maxOperationsPerConnection: int(env, "WS_MAX_OPERATIONS_PER_CONNECTION", 25, 1),
    },
    logRequests: bool(env, "LOG_REQUESTS", false),
    exposeSqlStatements: bool(env, "EXPOSE_SQL_STATEMENTS", !production),
    responseCache: bool(env, "RESPONSE_CACHE", true),
    lapseCheckHours: int(env, "LAPSE_CHECK_HOURS", 24, 0),
    // OWASP's argon2id minimum (Password Storage Cheat Sheet), chosen by measurement: bench/results.md, "Logins".
    // Hashes made with other settings are upgraded at the next successful login (accounts service, upgradeHash).
    argon2: {
      memoryCost: int(env, "ARGON2_MEMORY_KIB", nodeEnv === "test" ? 8192 : 19456, 1024),
      timeCost: int(env, "ARGON2_TIME_COST", 2, 1),
      parallelism: int(env, "ARGON2_PARALLELISM", 1, 1),
    },
    email: {
      smtpUrl: smtpUrlOf(env),
      from: env.EMAIL_FROM || "MaidMatch <no-reply@maidmatch.co.ke>",
      outboxDir: path.resolve(ROOT_DIR, env.EMAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
      pollSeconds: int(env, "EMAIL_POLL_SECONDS", 10, 1),
      retrySeconds: int(env, "EMAIL_RETRY_SECONDS", 30, 1),
      maxAttempts: int(env, "EMAIL_MAX_ATTEMPTS", 10, 1),
    },
  };
}
