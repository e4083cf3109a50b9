// Access tokens: a token verified once is remembered (lib/tokens.ts), and the remembered verdict is the one jwtVerify gives.
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { createSecretKey } from "node:crypto";
import { AccessTokens } from "../../server/src/lib/tokens.js";
import { UnauthenticatedError } from "../../server/src/lib/errors.js";

const SECRET = "access-tokens-test-secret-0123456789-abcdefghij";

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens verified again", () => {
  it("gives the same claims the second time, and a copy the caller may change", async () => {
    const tokens = new AccessTokens(SECRET, 300);
    const { token } = await tokens.sign({ userId: 7, userType: "employer" });
    const first = await tokens.verify(token);
    expect(first).toEqual({ userId: 7, userType: "employer" });
    first.userId = 8;
    expect(await tokens.verify(token)).toEqual({ userId: 7, userType: "employer" });
  });

  it("refuses a remembered token once it expires, as jwtVerify does, after the clock tolerance", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-25T03:00:00Z"));
    const tokens = new AccessTokens(SECRET, 60);
    const { token } = await tokens.sign({ userId: 3, userType: "house_manager" });
    expect(await tokens.verify(token)).toEqual({ userId: 3, userType: "house_manager" });
    // Expired at 03:01:00; jose tolerates 15 s of clock difference.
    vi.setSystemTime(new Date("2026-11-25T03:01:14Z"));
    expect(await tokens.verify(token)).toEqual({ userId: 3, userType: "house_manager" });
    vi.setSystemTime(new Date("2026-11-25T03:01:15Z"));
    await expect(tokens.verify(token)).rejects.toThrow(new UnauthenticatedError("Token has expired."));
    // A fresh verifier (nothing remembered) agrees at both instants.
    const fresh = new AccessTokens(SECRET, 60);
    await expect(fresh.verify(token)).rejects.toThrow(new UnauthenticatedError("Token has expired."));
    vi.setSystemTime(new Date("2026-11-25T03:01:14Z"));
    expect(await new AccessTokens(SECRET, 60).verify(token)).toEqual({ userId: 3, userType: "house_manager" });
  });

  it("never takes another key's token for a remembered one", async () => {
    const tokens = new AccessTokens(SECRET, 300);
    const { token } = await tokens.sign({ userId: 5, userType: "school" });
    await tokens.verify(token);
    const other = new AccessTokens(`${SECRET}-other`, 300);
    await expect(other.verify(token)).rejects.toThrow(new UnauthenticatedError("Invalid token."));
    // Same claims, forged signature.
    const [header, payload] = token.split(".");
    await expect(tokens.verify(`${header}.${payload}.${"A".repeat(43)}`)).rejects.toThrow(new UnauthenticatedError("Invalid token."));
  });

  it("does not remember a token that carries nbf", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-25T03:00:00Z"));
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ typ: "employer" }).setProtectedHeader({ alg: "HS256" }).setSubject("9").setIssuer("maidmatch").setAudience("maidmatch-api")
      .setIssuedAt(now).setNotBefore(now).setExpirationTime(now + 300).sign(createSecretKey(Buffer.from(SECRET, "utf8")));
    const tokens = new AccessTokens(SECRET, 300);
    expect(await tokens.verify(token)).toEqual({ userId: 9, userType: "employer" });
    // The clock set back before nbf (beyond the tolerance): verified again, and refused.
    vi.setSystemTime(new Date("2026-11-25T02:59:00Z"));
    await expect(tokens.verify(token)).rejects.toThrow(UnauthenticatedError);
  });
});
