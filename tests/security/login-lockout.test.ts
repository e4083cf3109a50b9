// Login lock-out under parallel requests: a guess is reserved before its password is checked, so a burst of
// simultaneous wrong logins gets at most the configured number of checks (the rest 429 with Retry-After), and a right
// password inside the window is refused instead of resetting the count. Per account and address, per account across
// addresses, REST and the GraphQL `login` mutation (each alias counts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, GOOD_PASSWORD, type TestServer } from "../server/harness.js";
import { runCase } from "./support/cases.js";

const PER_ADDRESS = 10;
const PER_ACCOUNT = 30;

let api: TestServer;
let nextAddress = 1;

function address(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function login(email: string, password: string, ip: string) {
  return api.rest("POST", "/accounts/login/", { headers: { "x-forwarded-for": ip }, body: { email, password } });
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  // Loopback is a trusted proxy here, so each request's X-Forwarded-For is its client address.
  api = await startTestServer({ TRUST_PROXY: "loopback", RATE_LOGIN_FAILURES: String(PER_ADDRESS), RATE_LOGIN_ACCOUNT_FAILURES: String(PER_ACCOUNT) });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("login lock-out under parallel requests", () => {
  it("checks at most the per-address limit of 200 simultaneous wrong logins, and then refuses the right password", async () => {
    await runCase("authz", async () => {
      const owner = await createUser(api, "employer");
      const attacker = address();
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => login(owner.email, `wrong-guess-${i}`, attacker)));
      const counts = tally(results.map((res) => res.status));
      expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(["400", "429"]);
      expect(counts[400]).toBeLessThanOrEqual(PER_ADDRESS);
      expect(counts[429]).toBeGreaterThanOrEqual(200 - PER_ADDRESS);
      for (const res of results.filter((r) => r.status === 429)) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(res.body.non_field_errors[0]).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes?\./);
      }
      // The right password inside the window is refused too: it neither logs in nor resets the count.
      const right = await login(owner.email, GOOD_PASSWORD, attacker);
      expect(right.status).toBe(429);
      expect((await login(owner.email, "yet-another-guess", attacker)).status).toBe(429);
    });
  });

  it("checks at most the per-address limit of simultaneous GraphQL logins (aliases included), then refuses the right password", async () => {
    await runCase("authz", async () => {
      const owner = await createUser(api, "employer");
      const attacker = address();
      // Mutation fields run one after another and a failed login (non-null) ends its request: 40 requests of 5 aliases.
      const aliases = (n: number) => Array.from({ length: 5 }, (_, i) => `a${i}: login(email: $e, password: "guess-${n}-${i}") { accessToken }`).join("\n");
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          api.rest("POST", "/graphql", { headers: { "x-forwarded-for": attacker }, body: { query: `mutation($e: String!) { ${aliases(n)} }`, variables: { e: owner.email } } }),
        ),
      );
      const codes = responses.flatMap((res) => (res.body.errors ?? []).map((error: any) => error.extensions?.code as string));
      const checked = codes.filter((code) => code === "BAD_USER_INPUT").length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(PER_ADDRESS);
      expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(codes.length - checked);
      const right = await api.rest("POST", "/graphql", {
        headers: { "x-forwarded-for": attacker },
        body: { query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, variables: { e: owner.email, p: GOOD_PASSWORD } },
      });
      expect(right.body.errors?.[0]?.extensions?.code, JSON.stringify(right.body)).toBe("RATE_LIMITED");
      expect(right.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
      expect(right.body.data?.login ?? null).toBeNull();
    });
  });

  it("checks at most the per-account limit of 200 simultaneous wrong logins from 200 addresses", async () => {
    await runCase("authz", async () => {
      const owner = await createUser(api, "employer");
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => login(owner.email, `spread-guess-${i}`, address())));
      const counts = tally(results.map((res) => res.status));
      expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(["400", "429"]);
      expect(counts[400]).toBeLessThanOrEqual(PER_ACCOUNT);
      for (const res of results.filter((r) => r.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // A new address with the right password is refused; the owner's own device (it logged in before) is not.
      expect((await login(owner.email, GOOD_PASSWORD, address())).status).toBe(429);
      expect((await login(owner.email, GOOD_PASSWORD, "127.0.0.1")).status).toBe(200);
    });
  });

  it("still lets the owner in after a few failures, and a success clears that address' count", async () => {
    await runCase("authz", async () => {
      const owner = await createUser(api, "employer");
      const ip = address();
      for (let i = 0; i < PER_ADDRESS - 1; i += 1) expect((await login(owner.email, `typo-${i}`, ip)).status).toBe(400);
      expect((await login(owner.email, GOOD_PASSWORD, ip)).status).toBe(200);
      for (let i = 0; i < PER_ADDRESS - 1; i += 1) expect((await login(owner.email, `typo-again-${i}`, ip)).status).toBe(400);
      expect((await login(owner.email, GOOD_PASSWORD, ip)).status).toBe(200);
    });
  });
});
