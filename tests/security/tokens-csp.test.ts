// Access tokens: one without `exp`, or without (or with another) issuer or audience, is refused on every door (REST,
// GraphQL over HTTP, the WebSocket); a small clock skew is tolerated, no more. CSP: `connect-src` names only the app's
// own origin (no `ws:`/`wss:` to any host), and in Chromium the page still opens its own WebSocket while one to another
// host is blocked.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import WebSocket from "ws";
import { chromium } from "playwright-core";
import { createUser, startTestServer, TEST_JWT_SECRET, type TestServer, type TestUser } from "../server/harness.js";
import { runCase } from "./support/cases.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KEY = new TextEncoder().encode(TEST_JWT_SECRET);

let api: TestServer;
let withPublicUrl: TestServer;
let user: TestUser;

beforeAll(async () => {
  [api, withPublicUrl] = await Promise.all([startTestServer(), startTestServer({ PUBLIC_URL: "https://maidmatch.example/" })]);
  user = await createUser(api, "employer");
}, 120_000);

afterAll(async () => {
  await Promise.all([api?.close(), withPublicUrl?.close()]);
});

interface Claims {
  exp?: number;
  iat?: number;
  iss?: string;
  aud?: string;
}

function token(claims: Claims): Promise<string> {
  const jwt = new SignJWT({ typ: "employer" }).setProtectedHeader({ alg: "HS256" }).setSubject(String(user.id));
  if (claims.iss !== undefined) jwt.setIssuer(claims.iss);
  if (claims.aud !== undefined) jwt.setAudience(claims.aud);
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(KEY);
}

/** Whether each door accepts the token: REST, GraphQL over HTTP, and a WebSocket connection. */
async function doors(bearer: string): Promise<{ rest: number; graphql: number; socket: "acked" | number }> {
  const rest = await api.rest("GET", "/profiles/profile/", { token: bearer });
  const graphql = await api.gql(`{ me { id } }`, {}, bearer);
  const socket = await new Promise<"acked" | number>((resolve) => {
    const ws = new WebSocket(`${api.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    ws.once("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${bearer}` } })));
    ws.on("message", (data) => {
      if (JSON.parse(String(data)).type === "connection_ack") {
        resolve("acked");
        ws.close();
      }
    });
    ws.once("close", (code) => resolve(code));
  });
  return { rest: rest.status, graphql: graphql.status, socket };
}

describe("access tokens", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const good = () => ({ iss: "maidmatch", aud: "maidmatch-api", iat: now(), exp: now() + 600 });

  it("accepts a token as the server signs it, and one expired within the clock skew", async () => {
    await runCase("authz", async () => {
      expect(await doors(await token(good()))).toEqual({ rest: 200, graphql: 200, socket: "acked" });
      const justExpired = await token({ ...good(), iat: now() - 600, exp: now() - 5 });
      const result = await doors(justExpired);
      expect(result.rest).toBe(200);
      expect(result.graphql).toBe(200);
    });
  });

  const refused: Array<[string, () => Claims]> = [
    ["without exp (valid forever)", () => ({ ...good(), exp: undefined })],
    ["expired beyond the clock skew", () => ({ ...good(), iat: now() - 600, exp: now() - 60 })],
    ["without an issuer", () => ({ ...good(), iss: undefined })],
    ["from another issuer", () => ({ ...good(), iss: "someone-else" })],
    ["without an audience", () => ({ ...good(), aud: undefined })],
    ["for another audience", () => ({ ...good(), aud: "another-api" })],
    ["without iat", () => ({ ...good(), iat: undefined })],
  ];

  it.each(refused)("refuses a token %s on REST, GraphQL and the WebSocket", async (_name, claims) => {
    await runCase("authz", async () => {
      expect(await doors(await token(claims()))).toEqual({ rest: 401, graphql: 401, socket: 4403 });
    });
  });
});

describe("Content-Security-Policy connect-src", () => {
  function connectSrc(csp: string | null): string[] {
    const part = (csp ?? "").split(";").map((p) => p.trim()).find((p) => p.startsWith("connect-src "));
    return part ? part.split(/\s+/).slice(1) : [];
  }

  it("names only the app's own origin: no ws: or wss: to any host", async () => {
    await runCase("authz", async () => {
      expect(connectSrc((await api.rest("GET", "/healthz")).headers.get("content-security-policy"))).toEqual(["'self'"]);
      expect(connectSrc((await withPublicUrl.rest("GET", "/healthz")).headers.get("content-security-policy"))).toEqual(["'self'", "wss://maidmatch.example"]);
    });
  });

  it.runIf(existsSync(CHROMIUM))("lets Chromium open the page's own WebSocket and blocks one to another host", async () => {
    await runCase("authz", async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
      try {
        const page = await browser.newPage();
        await page.goto(`${api.url}/healthz`);
        const port = new URL(api.url).port;
        // A string, not a function: the test runner's transform would add helpers the page does not have.
        const outcome = (url: string) =>
          page.evaluate(`new Promise((resolve) => {
            document.addEventListener("securitypolicyviolation", (event) => resolve("blocked " + event.violatedDirective), { once: true });
            try {
              const socket = new WebSocket(${JSON.stringify(url)}, "graphql-transport-ws");
              socket.onopen = () => { socket.close(); resolve("open"); };
              socket.onerror = () => setTimeout(() => resolve("error"), 200);
            } catch (error) {
              resolve("blocked " + error.name);
            }
          })`) as Promise<string>;
        expect(await outcome(`ws://127.0.0.1:${port}/graphql`)).toBe("open");
        // Same server, other host name: another origin, refused by the policy before any connection.
        expect(await outcome(`ws://localhost:${port}/graphql`)).toMatch(/^blocked/);
      } finally {
        await browser.close();
      }
    });
  }, 60_000);
});
