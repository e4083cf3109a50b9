// No user enumeration through login time: an unknown email takes about as long as a wrong password (both verify one
// argon2 hash). A comparison of timings, so it runs alone: the security-timing project (vitest.config.ts) starts only
// after every other test file has finished, one file at a time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, unique, type TestServer } from "../server/harness.js";
import { runCase } from "./support/cases.js";

let quiet: TestServer;

function login(server: TestServer, email: string, password: string) {
  return server.rest("POST", "/accounts/login/", { body: { email, password } });
}

beforeAll(async () => {
  quiet = await startTestServer({ RATE_LOGIN_ACCOUNT_FAILURES: "100000" });
}, 120_000);

afterAll(async () => {
  await quiet?.close();
});

describe("login timing", () => {
  it("takes about as long for an unknown email as for a wrong password", async () => {
    await runCase("authz", async () => {
      const owner = await createUser(quiet, "employer");
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await login(quiet, email, "Some-Password-1");
        expect(res.status).toBe(400);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      await time(`${unique("warm")}@example.co.ke`);
      await time(owner.email);
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        unknown.push(await time(`${unique("nobody")}@example.co.ke`));
        wrong.push(await time(owner.email));
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
      const ratio = median(unknown) / median(wrong);
      // Without the dummy hash an unknown email answers ~10x faster; with it both verify one argon2 hash.
      expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, wrong ${median(wrong).toFixed(1)} ms`).toBeGreaterThan(0.5);
      expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, wrong ${median(wrong).toFixed(1)} ms`).toBeLessThan(2);
    });
  });
});
