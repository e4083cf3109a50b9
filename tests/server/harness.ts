// Starts a real MaidMatch server for a test file, on a fresh database: embedded PGlite in memory by default,
// or a new PostgreSQL database when TEST_DATABASE=postgres (dropped again on close).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { loadConfig } from "../../server/src/config.js";
import { startServer, type RunningServer } from "../../server/src/server.js";
import { createScratchDatabase, UNLIMITED_RATES } from "../support/processes.js";

export const TEST_JWT_SECRET = "test-secret-0123456789-abcdefghij-klmnopqrstuvwxyz";

export const usingPostgres = process.env.TEST_DATABASE === "postgres";

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  mediaDir: string;
  /** Sends a REST request with an optional JSON body and bearer token. */
  rest<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; raw?: string | Buffer | FormData; headers?: Record<string, string> }): Promise<HttpResult<T>>;
  /** Sends a GraphQL operation; returns the HTTP status and the parsed body. */
  gql<_T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<HttpResult<any>>;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-test-"));
  const mediaDir = path.join(dataDir, "media");
  const database = usingPostgres ? await createScratchDatabase("maidmatch_test") : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    JWT_SECRET: TEST_JWT_SECRET,
    PGLITE_DIR: "memory://",
    MEDIA_DIR: mediaDir,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "false",
    ...UNLIMITED_RATES,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const server = await startServer(config);
  const url = `http://127.0.0.1:${server.port}`;

  async function request(method: string, pathname: string, init: { body?: BodyInit; headers: Record<string, string> }): Promise<HttpResult> {
    const response = await fetch(url + pathname, { method, body: init.body ?? null, headers: init.headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body, headers: response.headers };
  }

  return {
    url,
    server,
    mediaDir,
    rest(method, pathname, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: BodyInit | undefined;
      if (options.raw !== undefined) body = options.raw as BodyInit;
      else if (options.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = JSON.stringify(options.body);
      }
      return request(method, pathname, { body, headers });
    },
    gql(query, variables, token) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      return request("POST", "/graphql", { body: JSON.stringify({ query, variables }), headers });
    },
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique suffix for emails and usernames within a run. */
export function unique(prefix = "user"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${randomBytes(2).toString("hex")}`;
}

export const GOOD_PASSWORD = "Sunrise-Kitchen-47";

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  accessToken: string;
  refresh: string;
  userType: "employer" | "house_manager" | "school";
}

/** Registers and logs in a user through the REST API. */
export async function createUser(api: TestServer, userType: TestUser["userType"] = "employer", names: { first?: string; last?: string } = {}): Promise<TestUser> {
  const username = unique(userType.replace("_", ""));
  const email = `${username}@example.co.ke`;
  const registered = await api.rest("POST", "/accounts/registration/", {
    body: { email, username, first_name: names.first ?? "Amani", last_name: names.last ?? "Wekesa", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: userType },
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await api.rest("POST", "/accounts/login/", { body: { email, password: GOOD_PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: login.body.user_id, email, username, password: GOOD_PASSWORD, accessToken: login.body.accessToken, refresh: login.body.refresh, userType };
}
