// Accounts: registration, login, token refresh with rotation and reuse detection, logout, and the signed-in user.
import { randomUUID } from "node:crypto";
import type { User } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ValidationError, UnauthenticatedError } from "../../lib/errors.js";
import { hashPassword, passwordNeedsRehash, passwordProblems, verifyPassword, type PasswordContext } from "../../lib/passwords.js";
import { hashRefreshToken, newRefreshToken } from "../../lib/tokens.js";
import { logger } from "../../lib/logger.js";
import { Checker, isEmail } from "../../lib/validate.js";
import { PRIVACY_VERSION } from "../privacy/policy.js";
import { requireViewer, type Caller, type ServiceDeps, type TokenCaller, type Viewer } from "../../lib/services-context.js";
import { sql, type RawBuilder } from "kysely";
import { prepareStatement } from "../../lib/reads.js";
import { emails } from "../email/outbox.js";
import { EMAIL_LANGUAGES, emailFor, isEmailLanguage, type EmailLanguage } from "../email/templates.js";
import { displayName } from "../../../../shared/names.js";

/** What authentication checks of an account (accountViewer), as accountSql reads it. */
export interface AccountState {
  userType: Viewer["userType"];
  suspended: boolean;
  closed: boolean;
}

/**
 * The account of `userId` as authentication checks it, as one SQL expression (JSON; null when there is none), for a
 * service to read with its own data in one statement (viewerOf, services-context.ts TokenCaller).
 */
export function accountSql(userId: number): RawBuilder<AccountState | null> {
  return sql<AccountState | null>`(SELECT json_build_object('userType', u."userType", 'suspended', u."suspendedAt" IS NOT NULL, 'closed', u."closedAt" IS NOT NULL) FROM "User" u WHERE u.id = ${userId})`;
}

/** The viewer of a verified token's account: a 401 when the account is gone, suspended or closed; the role comes from the row, not the token. */
export function accountViewer(userId: number, account: AccountState | null): Viewer {
  if (!account) throw new UnauthenticatedError("Invalid token.");
  if (account.suspended) throw new UnauthenticatedError(ACCOUNT_SUSPENDED);
  if (account.closed) throw new UnauthenticatedError(ACCOUNT_CLOSED);
  return { userId, userType: account.userType };
}

/** The user id a caller claims: a checked viewer's, or a verified token's whose account is not read yet. */
export function userIdOf(caller: Viewer | TokenCaller): number {
  return "tokenUserId" in caller ? caller.tokenUserId : caller.userId;
}

/** The viewer of a caller: one already checked as it is, a token's caller once her account (accountSql) is checked. */
export function viewerOf(caller: Viewer | TokenCaller, account: AccountState | null): Viewer {
  return "tokenUserId" in caller ? accountViewer(caller.tokenUserId, account) : caller;
}

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

/** Texts of account recovery and password change, shown by the client as they are. */
export const PASSWORD_MESSAGES = {
  resetRequested: "If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.",
  resetDone: "Your password has been reset. You can now log in with the new password.",
  invalidToken: "This password reset link is invalid, has expired or has been used already. Ask for a new one.",
  changed: "Your password has been changed.",
  wrongOldPassword: "Your old password was entered incorrectly. Please enter it again.",
  sameAsOld: "The new password must be different from the old one.",
} as const;

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

/**
 * The new-password rules shared by registration, reset and change: both fields present, equal, and strong enough
 * (lib/passwords), reported on `password` / `password2` in registration's shapes.
 */
function newPassword(check: Checker, input: { password?: unknown; password2?: unknown }, context: PasswordContext): { password: string } {
  const password = check.string("password", input.password, { max: 128, trim: false });
  const password2 = check.string("password2", input.password2, { max: 128, trim: false });
  if (password && password2 && password !== password2) check.add("password", "Password fields didn't match.");
  else if (password && !check.has("password")) {
    for (const problem of passwordProblems(password, context)) check.add("password", problem);
  }
  return { password };
}

export interface Preferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  /** The account's language; emails are written in it (server/src/modules/email/templates.ts). */
  language: EmailLanguage;
}

/** An account's preferences as the API shows them (a stored language outside the list reads as English). */
export function preferencesOf(user: { emailNotifications: boolean; smsNotifications: boolean; language: string }): Preferences {
  return { emailNotifications: user.emailNotifications, smsNotifications: user.smsNotifications, language: isEmailLanguage(user.language) ? user.language : "en" };
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
    const { password } = newPassword(check, input, { email, username, firstName, lastName });
    let userType: UserType = "employer";
    if (input.user_type !== undefined && input.user_type !== null && input.user_type !== "") {
      if (typeof input.user_type === "string" && (USER_TYPES as readonly string[]).includes(input.user_type)) userType = input.user_type as UserType;
      // Only plain values are quoted back: String() of a JSON object like { "toString": 0 } throws.
      else check.add("user_type", ["string", "number", "boolean"].includes(typeof input.user_type) ? `"${String(input.user_type).slice(0, 50)}" is not a valid choice.` : "Not a valid choice.");
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
          // Creating an account accepts the privacy notice: which version and when are kept (docs/decisions/0011-privacy-rights-and-moderation.md).
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

    // The guess is reserved before the password is checked (see RateLimits.reserveLoginAttempt): parallel requests
    // cannot all be checked against a count read before any of them failed.
    const attempt = await this.deps.rateLimits.reserveLoginAttempt(email, `${email}|${caller.ip}`);
    let user: User | null;
    let valid: boolean;
    try {
      user = await this.deps.prisma.user.findUnique({ where: { email } });
      valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await this.dummyPasswordHash(), password), false);
    } catch (error) {
      await attempt.release().catch(() => undefined);
      throw error;
    }
    if (!user || !valid) throw ValidationError.nonField(INVALID_LOGIN);
    await attempt.succeeded();
    await this.upgradeHash(user, password);
    // Only after the password is right, so the answer tells nothing about an account to someone without it.
    if (user.suspendedAt) throw ValidationError.nonField(ACCOUNT_SUSPENDED);
    if (user.closedAt) throw ValidationError.nonField(INVALID_LOGIN);
    return this.issueSession(user, randomUUID());
  }

  /**
   * Re-hashes a password just verified when its hash was made with other settings (README, ARGON2_* settings).
   * Only while the stored hash is still the one verified: a password changed meanwhile is not overwritten. A failure
   * here does not fail the login: the old hash still works, and the next login tries again.
   */
  private async upgradeHash(user: User, password: string): Promise<void> {
    if (!passwordNeedsRehash(user.passwordHash, this.deps.config.argon2)) return;
    try {
      const passwordHash = await hashPassword(password, this.deps.config.argon2);
      await this.deps.prisma.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash } });
    } catch (error) {
      logger.warn("password hash not upgraded", { userId: user.id, error: (error as Error).message });
    }
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
   * Starts account recovery: the same answer whether or not the email has an account (no enumeration). For an
   * account, a single-use token valid for an hour is stored hashed and its link emailed in the same transaction.
   */
  async requestPasswordReset(input: { email?: unknown }, caller: Caller): Promise<{ message: string }> {
    const check = new Checker();
    const email = check.string("email", input.email, { max: 254 }).toLowerCase();
    if (email && !check.has("email") && !isEmail(email)) check.add("email", "Enter a valid email address.");
    check.throwIfAny();
    await this.deps.rateLimits.consume("password", `reset:${caller.ip}`);
    await this.deps.rateLimits.consume("password", `reset-email:${email}`);
    const user = await this.deps.prisma.user.findUnique({ where: { email } });
    if (user) {
      const { token, hash } = newRefreshToken();
      await this.deps.prisma.$transaction(async (tx) => {
        await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000) } });
        await emails.enqueue(tx, {
          userId: user.id,
          ignorePreference: true,
          ...emailFor("password_reset", { name: displayName(user), token, validMinutes: RESET_TOKEN_MINUTES }),
        });
      });
    }
    return { message: PASSWORD_MESSAGES.resetRequested };
  }

  /**
   * Sets a new password from a reset link. The token is claimed once (a second use is refused), every refresh token
   * of the account is revoked (other devices sign in again), and other outstanding reset links stop working.
   */
  async confirmPasswordReset(input: { token?: unknown; password?: unknown; password2?: unknown }, caller: Caller): Promise<{ message: string }> {
    await this.deps.rateLimits.consume("password", `confirm:${caller.ip}`);
    const check = new Checker();
    const token = check.string("token", input.token, { max: 200 });
    const stored = token && !check.has("token") ? await this.deps.prisma.passwordResetToken.findUnique({ where: { tokenHash: hashRefreshToken(token) }, include: { user: true } }) : null;
    const usable = stored && !stored.usedAt && stored.expiresAt.getTime() > Date.now() ? stored : null;
    if (token && !check.has("token") && !usable) check.add("token", PASSWORD_MESSAGES.invalidToken);
    const user = usable?.user;
    const { password } = newPassword(check, input, user ? { email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName } : {});
    check.throwIfAny();
    const passwordHash = await hashPassword(password, this.deps.config.argon2);
    await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.passwordResetToken.updateMany({ where: { id: usable!.id, usedAt: null }, data: { usedAt: new Date() } });
      if (claimed.count !== 1) throw ValidationError.fields({ token: [PASSWORD_MESSAGES.invalidToken] });
      await tx.user.update({ where: { id: usable!.userId }, data: { passwordHash } });
      await tx.refreshToken.updateMany({ where: { userId: usable!.userId, revokedAt: null }, data: { revokedAt: new Date() } });
      await tx.passwordResetToken.updateMany({ where: { userId: usable!.userId, usedAt: null }, data: { usedAt: new Date() } });
    });
    return { message: PASSWORD_MESSAGES.resetDone };
  }

  /**
   * Changes the signed-in user's password after checking the old one. Every refresh token is revoked and a new
   * session is returned, so this device stays signed in and every other one signs in again.
   */
  async changePassword(viewer: Viewer | undefined, input: { old_password?: unknown; password?: unknown; password2?: unknown }): Promise<Session & { message: string }> {
    const user = await this.requireUser(viewer);
    await this.deps.rateLimits.consume("password", `change:${user.id}`);
    const check = new Checker();
    const oldPassword = check.string("old_password", input.old_password, { max: 128, trim: false });
    const { password } = newPassword(check, input, { email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName });
    if (oldPassword && !check.has("old_password") && !(await verifyPassword(user.passwordHash, oldPassword))) check.add("old_password", PASSWORD_MESSAGES.wrongOldPassword);
    if (password && oldPassword && password === oldPassword && !check.has("password")) check.add("password", PASSWORD_MESSAGES.sameAsOld);
    check.throwIfAny();
    const passwordHash = await hashPassword(password, this.deps.config.argon2);
    const session = await this.deps.prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
      return this.issueSession(updated, randomUUID(), tx);
    });
    return { ...session, message: PASSWORD_MESSAGES.changed };
  }

  /** The signed-in user's notification preferences. */
  async preferences(viewer: Viewer | undefined): Promise<Preferences> {
    const user = await this.requireUser(viewer);
    return preferencesOf(user);
  }

  /** Saves the notification preferences (and the language) given (absent ones stay as they are). */
  async updatePreferences(viewer: Viewer | undefined, input: { emailNotifications?: unknown; smsNotifications?: unknown; language?: unknown }): Promise<Preferences> {
    const { userId } = requireViewer(viewer);
    const check = new Checker();
    const data: Partial<Preferences> = {};
    if (input.language !== undefined && input.language !== null) {
      if (isEmailLanguage(input.language)) data.language = input.language;
      else check.add("language", `Must be one of: ${EMAIL_LANGUAGES.join(", ")}.`);
    }
    for (const [field, key] of [["email_notifications", "emailNotifications"], ["sms_notifications", "smsNotifications"]] as const) {
      const value = input[key];
      if (value === undefined || value === null) continue;
      if (typeof value !== "boolean") check.add(field, "Must be true or false.");
      else data[key] = value;
    }
    check.throwIfAny();
    const user = await this.deps.prisma.user.update({ where: { id: userId }, data, select: { emailNotifications: true, smsNotifications: true, language: true } }).catch(() => null);
    if (!user) throw new UnauthenticatedError();
    return preferencesOf(user);
  }

  /**
   * Establishes the viewer from a bearer token. One primary-key read per authenticated request checks that the account
   * still exists and is neither suspended nor closed, so a suspension stops live tokens at once; the role comes from the
   * row, not the token. The read is a prepared Kysely statement (lib/reads.ts), not Prisma's findUnique: every signed-in
   * request pays for it, and through Prisma's query compiler it cost about 0.5 ms of CPU against 0.07 ms
   * (bench/results.md, "Notes, seventh round").
   */
  async authenticate(accessToken: string): Promise<Viewer> {
    const claims = await this.deps.tokens.verify(accessToken);
    const { reads } = this.deps;
    const statement = sql<{ account: AccountState | null }>`SELECT ${accountSql(claims.userId)} AS account`.compile(reads);
    prepareStatement(statement.sql);
    const { rows } = await reads.executeQuery(statement);
    return accountViewer(claims.userId, rows[0]?.account ?? null);
  }

  /** The token's caller, its account not read yet (TokenCaller): a forged, expired or malformed token is a 401 here. */
  async tokenCaller(accessToken: string): Promise<TokenCaller> {
    return { tokenUserId: (await this.deps.tokens.verify(accessToken)).userId };
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

