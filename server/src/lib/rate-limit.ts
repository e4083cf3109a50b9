// Rate limits for abuse-prone actions; counted in Redis when configured (shared by replicas), in memory otherwise.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { RateLimitSettings } from "../config.js";
import { RateLimitedError } from "./errors.js";

type LimitName = "loginFailures" | "registration" | "contact" | "message" | "review" | "password" | "block";

/**
 * Writes that store files or notify other people, each limited per user per hour (RateLimitSettings.writesPerHour),
 * named here as the refusal calls them. A new such write adds a name here and its setting (config.ts, README), then
 * calls `await this.deps.rateLimits.limitWrite("name", viewer)` before it stores anything.
 */
export const WRITE_LIMITS = {
  contractOffer: "contract offers",
  album: "new albums",
  albumImage: "album images",
  profilePhoto: "profile photos",
  jobPost: "job posts",
  jobApplication: "job applications",
  verificationDocument: "verification documents",
  report: "reports",
} as const;
export type WriteName = keyof typeof WRITE_LIMITS;

/** One reserved password check: a failure keeps the reservation, which is what counts it. */
export interface LoginAttempt {
  /** The password was right. */
  succeeded(): Promise<void>;
  /** The password was never checked (an internal fault): give the reservation back. */
  release(): Promise<void>;
}

function minutes(seconds: number): string {
  const mins = Math.max(1, Math.ceil(seconds / 60));
  return mins === 1 ? "1 minute" : `${mins} minutes`;
}

function loginRefusal(rejection: unknown): unknown {
  if (!(rejection instanceof RateLimiterRes)) return rejection;
  const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new RateLimitedError(`Too many failed login attempts. Please try again in ${minutes(wait)}.`, wait);
}

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  /** The in-process counters standing in while Redis is down. */
  private readonly loginInsurance: RateLimiterMemory;
  /** Failed logins per account from every address together, and the addresses that logged into an account before. */
  private readonly accountFailures: RateLimiterAbstract;
  private readonly trustedSources: RateLimiterAbstract;
  private readonly writes: Record<WriteName, RateLimiterAbstract>;

  /** `redisPrefix` namespaces the keys of deployments sharing one Redis (REDIS_PREFIX). */
  constructor(private readonly settings: RateLimitSettings, private readonly redis?: Redis, redisPrefix = "") {
    // While Redis is unreachable each process counts on its own (the insurance limiter) instead of waiting or failing.
    const make = (keyPrefix: string, points: number, duration: number, insurance?: RateLimiterMemory): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${redisPrefix}rl:${keyPrefix}`,
            points,
            duration,
            rejectIfRedisNotReady: true,
            insuranceLimiter: insurance ?? new RateLimiterMemory({ keyPrefix, points, duration }),
          })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.loginInsurance = new RateLimiterMemory({ keyPrefix: "login", points: settings.loginFailures, duration: settings.loginWindowSeconds });
    this.limiters = {
      loginFailures: make("login", settings.loginFailures, settings.loginWindowSeconds, this.loginInsurance),
      registration: make("register", settings.registrationsPerIpPerHour, 3600),
      contact: make("contact", settings.contactMessagesPerIpPerHour, 3600),
      message: make("message", settings.messagesPerUserPerMinute, 60),
      review: make("review", settings.reviewsPerUserPerHour, 3600),
      block: make("block", settings.blocksPerUserPerHour, 3600),
      password: make("password", settings.passwordPerHour, 3600),
    };
    this.writes = Object.fromEntries(
      (Object.keys(WRITE_LIMITS) as WriteName[]).map((name) => [name, make(`write-${name}`, settings.writesPerHour[name], 3600)]),
    ) as Record<WriteName, RateLimiterAbstract>;
    this.accountFailures = make("login-account", settings.loginAccountFailures, settings.loginAccountWindowSeconds);
    this.trustedSources = make("login-trusted", 1, settings.loginTrustDays * 86_400);
  }

  /**
   * Reserves one password check for `source` (email + address) before the password is verified, so that however many
   * requests arrive at once, at most the configured number of guesses per window is ever checked: the counter is
   * taken first (atomically, in Redis or in memory) and only given back when the password turns out right.
   *
   * Two locks: per account and address, and per account from every address together (guessing spread over many
   * IPs). The account-wide lock spares a `source` that logged into the account before, so an attacker cannot lock the
   * owner out of their usual device, and everyone else waits at most until the window ends. Unknown emails are counted
   * alike, so the lock tells nothing about which accounts exist.
   */
  async reserveLoginAttempt(account: string, source: string): Promise<LoginAttempt> {
    const perSource = this.limiters.loginFailures;
    try {
      await perSource.consume(source, 1);
    } catch (rejection) {
      throw loginRefusal(rejection);
    }
    try {
      await this.accountFailures.consume(account, 1);
    } catch (rejection) {
      const trusted = rejection instanceof RateLimiterRes ? await this.trustedSources.get(source).catch(() => null) : null;
      if (!trusted || trusted.consumedPoints <= 0) {
        // Refused before any check: the address keeps its reserved guess.
        await perSource.reward(source, 1).catch(() => undefined);
        throw loginRefusal(rejection);
      }
    }
    return {
      succeeded: async () => {
        // The right password clears this address' failures and gives back the account-wide guess it reserved.
        await Promise.all([this.clearLoginFailures(source), this.accountFailures.reward(account, 1), this.trustedSources.penalty(source, 1)]);
      },
      release: async () => {
        // Nothing was checked (the request failed for another reason): both reserved guesses go back.
        await Promise.all([perSource.reward(source, 1), this.accountFailures.reward(account, 1)]);
      },
    };
  }

  private async clearLoginFailures(key: string): Promise<void> {
    // DEL is the one call the limiter sends without checking the connection: it would wait out ioredis' retries.
    if (this.redis && this.redis.status !== "ready") await this.loginInsurance.delete(key);
    else await this.limiters.loginFailures.delete(key);
  }

  /** Counts one action; throws RateLimitedError with a clear message once the limit is reached. */
  async consume(name: Exclude<LimitName, "loginFailures">, key: string): Promise<void> {
    const what = {
      registration: "registrations",
      contact: "messages to the team",
      message: "messages",
      review: "reviews",
      password: "password requests",
      block: "block changes",
    }[name];
    await consumeOrRefuse(this.limiters[name], key, what);
  }

  /** Counts one write of `name` by the signed-in user (see WRITE_LIMITS); RateLimitedError (429) once over the hour's limit. */
  async limitWrite(name: WriteName, viewer: { userId: number }): Promise<void> {
    await consumeOrRefuse(this.writes[name], String(viewer.userId), WRITE_LIMITS[name]);
  }
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new RateLimitedError(`Too many ${what} from you. Please try again in ${minutes(wait)}.`, wait);
  }
}
