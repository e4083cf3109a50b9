// Access tokens (short-lived signed JWTs) and refresh tokens (opaque random values, stored only as hashes).
import { createHash, createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { UnauthenticatedError } from "./errors.js";

export interface AccessClaims {
  userId: number;
  userType: "employer" | "house_manager" | "school" | "operator";
}

const ISSUER = "maidmatch";
const AUDIENCE = "maidmatch-api";
/** Seconds of clock difference between replicas tolerated on `exp`, `iat` and `nbf`. */
const CLOCK_SKEW_SECONDS = 15;
/** At most this many verified tokens are remembered (verify); past it they are forgotten all at once. */
const VERIFIED_KEPT = 10_000;

export class AccessTokens {
  /**
   * The HMAC key, imported once: given raw bytes, jose imports them as a key on every sign and verify, a cost each
   * authenticated request paid (bench/results.md, "The GraphQL layer's own cost").
   */
  private readonly key: KeyObject;
  /**
   * Tokens verified lately, with their claims and the second (since the epoch) from which they are expired. A token's
   * verification depends only on its text, this key and the time: a token seen again (every request of a session
   * sends the same one) is answered from here until it expires, as jwtVerify would answer it, without the HMAC, the
   * base64 and the JSON again (about 0.1 ms of Node's CPU per authenticated request).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiredFrom: number }>();

  constructor(secret: string, private readonly lifetimeSeconds: number) {
    this.key = createSecretKey(Buffer.from(secret, "utf8"));
  }

  async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + this.lifetimeSeconds) * 1000);
    const token = await new SignJWT({ typ: claims.userType })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** Verifies a token; any fault (forged, expired, malformed) is an UnauthenticatedError. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    // jose's own test of `exp`: expired when exp <= now - tolerance, now in whole seconds.
    if (known && Math.floor(Date.now() / 1000) < known.expiredFrom) return { ...known.claims };
    try {
      // A token without an expiry would be valid forever: `exp` is required, as are the issuer and audience set by sign().
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ["HS256"],
        requiredClaims: ["exp", "iat", "sub", "iss", "aud"],
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      const userId = Number(payload.sub);
      const userType = payload.typ;
      if (!Number.isInteger(userId) || userId <= 0 || (userType !== "employer" && userType !== "house_manager" && userType !== "school" && userType !== "operator")) {
        throw new UnauthenticatedError("Invalid token.");
      }
      // Only tokens whose verdict can change with time alone through `exp` (ours never carry `nbf`).
      if (payload.nbf === undefined && typeof payload.exp === "number") {
        if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
        this.verified.set(token, { claims: { userId, userType }, expiredFrom: payload.exp + CLOCK_SKEW_SECONDS });
      }
      return { userId, userType };
    } catch (error) {
      if (error instanceof UnauthenticatedError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new UnauthenticatedError("Token has expired.");
      throw new UnauthenticatedError("Invalid token.");
    }
  }
}

/** Reads the token from an `Authorization: Bearer <token>` value; undefined when absent. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== "string" || header.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) throw new UnauthenticatedError("Authorization header must be 'Bearer <token>'.");
  return match[1];
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
