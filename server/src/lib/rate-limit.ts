// Rate limits for abuse-prone actions; counted in Redis when configured (shared by replicas), in memory otherwise.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { RateLimitSettings } from "../config.js";
import { RateLimitedError } from "./errors.js";

type LimitName = "loginFailures" | "registration" | "contact" | "message" | "review" | "verification" | "report" | "block";

function minutes(seconds: number): string {
  const mins = Math.max(1, Math.ceil(seconds / 60));
  return mins === 1 ? "1 minute" : `${mins} minutes`;
}

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  /** The in-process counters standing in while Redis is down. */
  private readonly loginInsurance: RateLimiterMemory;
  /** Failed logins per account from every address together, and the addresses that logged into an account before. */
  private readonly accountFailures: RateLimiterAbstract;
  private readonly trustedSources: RateLimiterAbstract;

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
      verification: make("verification", settings.verificationsPerUserPerDay, 86_400),
      report: make("report", settings.reportsPerUserPerHour, 3600),
      block: make("block", settings.blocksPerUserPerHour, 3600),
    };
    this.accountFailures = make("login-account", settings.loginAccountFailures, settings.loginAccountWindowSeconds);
    this.trustedSources = make("login-trusted", 1, settings.loginTrustDays * 86_400);
  }

  /** Refuses a login attempt for an account that has failed too often recently. */
  async assertLoginAllowed(key: string): Promise<void> {
    const state = await this.limiters.loginFailures.get(key);
    if (state && state.consumedPoints >= this.settings.loginFailures) {
      const wait = Math.ceil(state.msBeforeNext / 1000);
      throw new RateLimitedError(`Too many failed login attempts. Please try again in ${minutes(wait)}.`, wait);
    }
  }

  async recordLoginFailure(key: string): Promise<void> {
    await this.limiters.loginFailures.penalty(key, 1);
  }

  /**
   * Refuses a login to an account that failed too often from all addresses together (guessing spread over many IPs),
   * unless `source` (email + address) logged into it before: an attacker cannot lock the owner out of their usual
   * device, and everyone else waits at most until the window ends. Unknown emails are counted alike, so the lock
   * tells nothing about which accounts exist.
   */
  async assertAccountLoginAllowed(account: string, source: string): Promise<void> {
    const state = await this.accountFailures.get(account);
    if (!state || state.consumedPoints < this.settings.loginAccountFailures) return;
    const trusted = await this.trustedSources.get(source);
    if (trusted && trusted.consumedPoints > 0) return;
    const wait = Math.ceil(state.msBeforeNext / 1000);
    throw new RateLimitedError(`Too many failed login attempts. Please try again in ${minutes(wait)}.`, wait);
  }

  async recordAccountLoginFailure(account: string): Promise<void> {
    await this.accountFailures.penalty(account, 1);
  }

  /** Remembers that `source` (email + address) logged in successfully, for the account-wide lock above. */
  async trustLoginSource(source: string): Promise<void> {
    await this.trustedSources.penalty(source, 1);
  }

  async clearLoginFailures(key: string): Promise<void> {
    // DEL is the one call the limiter sends without checking the connection: it would wait out ioredis' retries.
    if (this.redis && this.redis.status !== "ready") await this.loginInsurance.delete(key);
    else await this.limiters.loginFailures.delete(key);
  }

  /** Counts one action; throws RateLimitedError with a clear message once the limit is reached. */
  async consume(name: Exclude<LimitName, "loginFailures">, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key, 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.ceil(rejection.msBeforeNext / 1000);
      const what = {
        registration: "registrations",
        contact: "messages to the team",
        message: "messages",
        review: "reviews",
        verification: "verification documents",
        report: "reports",
        block: "block changes",
      }[name];
      throw new RateLimitedError(`Too many ${what} from you. Please try again in ${minutes(wait)}.`, wait);
    }
  }
}
