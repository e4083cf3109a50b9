// Rate limits for abuse-prone actions; counted in Redis when configured (shared by replicas), in memory otherwise.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { RateLimitSettings } from "../config.js";
import { RateLimitedError } from "./errors.js";

type LimitName = "loginFailures" | "registration" | "contact" | "message" | "review";

function minutes(seconds: number): string {
  const mins = Math.max(1, Math.ceil(seconds / 60));
  return mins === 1 ? "1 minute" : `${mins} minutes`;
}

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(private readonly settings: RateLimitSettings, redis?: Redis) {
    const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${keyPrefix}`, points, duration, insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }) })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.limiters = {
      loginFailures: make("login", settings.loginFailures, settings.loginWindowSeconds),
      registration: make("register", settings.registrationsPerIpPerHour, 3600),
      contact: make("contact", settings.contactMessagesPerIpPerHour, 3600),
      message: make("message", settings.messagesPerUserPerMinute, 60),
      review: make("review", settings.reviewsPerUserPerHour, 3600),
    };
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

  async clearLoginFailures(key: string): Promise<void> {
    await this.limiters.loginFailures.delete(key);
  }

  /** Counts one action; throws RateLimitedError with a clear message once the limit is reached. */
  async consume(name: Exclude<LimitName, "loginFailures">, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key, 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.ceil(rejection.msBeforeNext / 1000);
      const what = { registration: "registrations", contact: "messages to the team", message: "messages", review: "reviews" }[name];
      throw new RateLimitedError(`Too many ${what} from you. Please try again in ${minutes(wait)}.`, wait);
    }
  }
}
