// Accounts: registration, login, token refresh with rotation and reuse detection, logout, and the signed-in user.
import { randomUUID } from "node:crypto";
import type { User } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ValidationError, UnauthenticatedError } from "../../lib/errors.js";
import { hashPassword, passwordProblems, verifyPassword } from "../../lib/passwords.js";
import { hashRefreshToken, newRefreshToken } from "../../lib/tokens.js";
import { Checker, isEmail } from "../../lib/validate.js";
import { PRIVACY_VERSION } from "../privacy/policy.js";
import type { Caller, ServiceDeps, Viewer } from "../../lib/services-context.js";

export const USER_TYPES = ["employer", "house_manager", "school"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const INVALID_LOGIN = "Invalid email or password";
export const ACCOUNT_SUSPENDED = "This account is suspended. Contact MaidMatch through the contact page if you think this is a mistake.";
export const ACCOUNT_CLOSED = "This account has been closed.";
export const REGISTERED_MESSAGE = "Registration successful. You can now log in.";
const USERNAME = /^[\w.@+-]+$/;

export interface RegisterInput {
  email?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  username?: unknown;
  password?: unknown;
  password2?: unknown;
  user_type?: unknown;
}

export interface Session {
  accessToken: string;
  accessExpiry: Date;
  refreshToken: string;
  user: User;
}

export class AccountService {
  /** A hash to verify against when the email is unknown, so both paths take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: ServiceDeps) {}

  async register(input: RegisterInput, caller: Caller): Promise<{ message: string; user: User }> {
    await this.deps.rateLimits.consume("registration", caller.ip);
    const check = new Checker();
    const email = check.string("email", input.email, { max: 254 }).toLowerCase();
    if (email && !check.has("email") && !isEmail(email)) check.add("email", "Enter a valid email address.");
    const username = check.string("username", input.username, { max: 150 });
    if (username && !check.has("username") && !USERNAME.test(username)) {
      check.add("username", "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.");
    }
    const firstName = check.string("first_name", input.first_name, { max: 150 });
    const lastName = check.string("last_name", input.last_name, { max: 150 });
    const password = check.string("password", input.password, { max: 128, trim: false });
    const password2 = check.string("password2", input.password2, { max: 128, trim: false });
    let userType: UserType = "employer";
    if (input.user_type !== undefined && input.user_type !== null && input.user_type !== "") {
      if (typeof input.user_type === "string" && (USER_TYPES as readonly string[]).includes(input.user_type)) userType = input.user_type as UserType;
      // Only plain values are quoted back: String() of a JSON object like { "toString": 0 } throws.
      else check.add("user_type", ["string", "number", "boolean"].includes(typeof input.user_type) ? `"${String(input.user_type).slice(0, 50)}" is not a valid choice.` : "Not a valid choice.");
    }
    if (password && password2 && password !== password2) check.add("password", "Password fields didn't match.");
    else if (password && !check.has("password")) {
      for (const problem of passwordProblems(password, { email, username, firstName, lastName })) check.add("password", problem);
    }
    if (email && !check.has("email") && (await this.deps.prisma.user.findUnique({ where: { email }, select: { id: true } }))) {
      check.add("email", "A user with that email already exists.");
    }
    if (username && !check.has("username") && (await this.deps.prisma.user.findFirst({ where: { username: { equals: username, mode: "insensitive" } }, select: { id: true } }))) {
      check.add("username", "A user with that username already exists.");
    }
    check.throwIfAny();

    const passwordHash = await hashPassword(password, this.deps.config.argon2);
    try {
      const user = await this.deps.prisma.user.create({
        data: {
          email,
          username,
          firstName,
          lastName,
          passwordHash,
          userType,
          // Creating an account accepts the privacy notice: which version and when are kept (docs/privacy.md).
          consents: { create: { policyVersion: PRIVACY_VERSION } },
          ...(userType === "house_manager" ? { houseManager: { create: {} } } : { employer: { create: { isSchool: userType === "school" } } }),
        },
      });
      return { message: REGISTERED_MESSAGE, user };
    } catch (error) {
      // Two registrations racing for the same email or username: the unique index decides.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        const target = String((error.meta as { target?: unknown } | undefined)?.target ?? "");
        throw ValidationError.fields(
          target.includes("username") ? { username: ["A user with that username already exists."] } : { email: ["A user with that email already exists."] },
        );
      }
      throw error;
    }
  }

  async login(input: { email?: unknown; password?: unknown }, caller: Caller): Promise<Session> {
    const check = new Checker();
    const email = check.string("email", input.email, { max: 254 }).toLowerCase();
    const password = check.string("password", input.password, { max: 128, trim: false });
    check.throwIfAny();

    // Two locks: per account and address (10 per 15 minutes), and per account from every address together.
    const limitKey = `${email}|${caller.ip}`;
    await this.deps.rateLimits.assertLoginAllowed(limitKey);
    await this.deps.rateLimits.assertAccountLoginAllowed(email, limitKey);
    const user = await this.deps.prisma.user.findUnique({ where: { email } });
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await this.dummyPasswordHash(), password), false);
    if (!user || !valid) {
      await Promise.all([this.deps.rateLimits.recordLoginFailure(limitKey), this.deps.rateLimits.recordAccountLoginFailure(email)]);
      throw ValidationError.nonField(INVALID_LOGIN);
    }
    await this.deps.rateLimits.clearLoginFailures(limitKey);
    await this.deps.rateLimits.trustLoginSource(limitKey);
    // Only after the password is right, so the answer tells nothing about an account to someone without it.
    if (user.suspendedAt) throw ValidationError.nonField(ACCOUNT_SUSPENDED);
    if (user.closedAt) throw ValidationError.nonField(INVALID_LOGIN);
    return this.issueSession(user, randomUUID());
  }

  /** Exchanges a refresh token for new tokens. A token used twice revokes its whole family (RFC 9700 4.14.2). */
  async refresh(input: { refresh?: unknown }): Promise<Session> {
    const token = typeof input.refresh === "string" ? input.refresh.trim() : "";
    if (!token) throw ValidationError.fields({ refresh: ["This field is required."] });
    const stored = await this.deps.prisma.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(token) }, include: { user: true } });
    if (!stored) throw new UnauthenticatedError("Token is invalid or expired");
    if (stored.revokedAt || stored.usedAt) {
      await this.revokeFamily(stored.familyId);
      throw new UnauthenticatedError("Token is invalid or expired");
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw new UnauthenticatedError("Token is invalid or expired");
    if (stored.user.suspendedAt || stored.user.closedAt) throw new UnauthenticatedError(stored.user.suspendedAt ? ACCOUNT_SUSPENDED : ACCOUNT_CLOSED);
    // Only one caller can mark the token used; a concurrent second use counts as reuse. Marking the old token used and
    // storing its successor is one transaction: a fault between the two must not leave the user with neither.
    const session = await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.refreshToken.updateMany({ where: { id: stored.id, usedAt: null, revokedAt: null }, data: { usedAt: new Date() } });
      return claimed.count === 1 ? this.issueSession(stored.user, stored.familyId, tx) : null;
    });
    if (!session) {
      await this.revokeFamily(stored.familyId);
      throw new UnauthenticatedError("Token is invalid or expired");
    }
    return session;
  }

  /** Revokes the refresh token's family; unknown tokens are ignored so logout always succeeds. */
  async logout(input: { refresh?: unknown }): Promise<void> {
    if (typeof input.refresh !== "string" || !input.refresh) return;
    const stored = await this.deps.prisma.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(input.refresh.trim()) } });
    if (stored) await this.revokeFamily(stored.familyId);
  }

  /**
   * Establishes the viewer from a bearer token. One primary-key read per authenticated request checks that the account
   * still exists and is neither suspended nor closed, so a suspension stops live tokens at once; the role comes from the
   * row, not the token.
   */
  async authenticate(accessToken: string): Promise<Viewer> {
    const claims = await this.deps.tokens.verify(accessToken);
    const user = await this.deps.prisma.user.findUnique({ where: { id: claims.userId }, select: { userType: true, suspendedAt: true, closedAt: true } });
    if (!user) throw new UnauthenticatedError("Invalid token.");
    if (user.suspendedAt) throw new UnauthenticatedError(ACCOUNT_SUSPENDED);
    if (user.closedAt) throw new UnauthenticatedError(ACCOUNT_CLOSED);
    return { userId: claims.userId, userType: user.userType };
  }

  /** Revokes every refresh token of a user (suspension, closing the account). */
  async revokeAllSessions(userId: number, db: Prisma.TransactionClient = this.deps.prisma): Promise<void> {
    await db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  async currentUser(viewer: Viewer | undefined): Promise<User | null> {
    if (!viewer) return null;
    return this.deps.prisma.user.findUnique({ where: { id: viewer.userId } });
  }

  async requireUser(viewer: Viewer | undefined): Promise<User> {
    const user = await this.currentUser(viewer);
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  private async issueSession(user: User, familyId: string, db: Prisma.TransactionClient = this.deps.prisma): Promise<Session> {
    const { token: accessToken, expiresAt } = await this.deps.tokens.sign({ userId: user.id, userType: user.userType });
    const refresh = newRefreshToken();
    await db.refreshToken.create({
      data: {
        userId: user.id,
        tokenHash: refresh.hash,
        familyId,
        expiresAt: new Date(Date.now() + this.deps.config.refreshTokenDays * 86_400_000),
      },
    });
    return { accessToken, accessExpiry: expiresAt, refreshToken: refresh.token, user };
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.deps.prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomUUID(), this.deps.config.argon2);
    return this.dummyHash;
  }
}

