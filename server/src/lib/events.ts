// Live events for subscriptions: in-process by default, Redis pub/sub when REDIS_URL is set (shared by replicas).
// Delivery is at most once: services write rows first and publish ids after the commit; clients refetch after reconnecting.
import { PubSub } from "graphql-subscriptions";
import { Redis } from "ioredis";
import { logger } from "./logger.js";

/** Channel names, one per recipient so a subscriber only ever receives its own events. */
export const channels = {
  notifications: (userId: number) => `notifications:${userId}`,
  messages: (userId: number) => `messages:${userId}`,
};

export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe<T>(channel: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
  readonly kind: "memory" | "redis";
}

export function memoryEventBus(): EventBus {
  const pubsub = new PubSub();
  return {
    kind: "memory",
    publish: (channel, payload) => pubsub.publish(channel, payload),
    subscribe: <T>(channel: string) => pubsub.asyncIterableIterator<T>(channel),
    close: async () => {},
  };
}

/**
 * Redis pub/sub with an in-process fallback. Every subscriber of this process listens on a local PubSub; the process
 * subscribes once per channel in Redis and forwards what arrives to the local PubSub. A publish goes through Redis
 * while Redis is up (so the local subscribers get it exactly once, through Redis, like other replicas' subscribers),
 * and straight to the local PubSub while it is down, so a single replica keeps delivering its own events.
 * Redis pub/sub channels ignore the database index in REDIS_URL: `prefix` keeps deployments sharing a Redis apart.
 * (ioredis directly rather than graphql-redis-subscriptions' RedisPubSub: a SUBSCRIBE failing while Redis is down
 * leaves an unhandled rejection inside RedisPubSub, which would end the process.)
 */
export function redisEventBus(redisUrl: string, prefix = ""): EventBus {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const [name, client] of [["publisher", publisher], ["subscriber", subscriber]] as const) {
    client.on("error", (error: Error) => logger.warn(`redis ${name}: ${error.message}`));
  }
  const local = new PubSub();
  /** Local subscriber count per channel, and whether Redis confirmed (or is confirming) the channel's subscription. */
  const wanted = new Map<string, { count: number; subscribed: boolean; pending: boolean }>();
  let closed = false;

  subscriber.on("message", (redisChannel: string, message: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    const channel = redisChannel.slice(prefix.length);
    if (!wanted.has(channel)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      logger.warn("unreadable event from redis", { channel });
      return;
    }
    void local.publish(channel, payload);
  });

  const subscribeInRedis = (channel: string): void => {
    const entry = wanted.get(channel);
    // While the connection is down the channel waits for the "ready" event below.
    if (!entry || entry.subscribed || entry.pending || closed || subscriber.status !== "ready") return;
    entry.pending = true;
    subscriber.subscribe(prefix + channel).then(
      () => {
        entry.pending = false;
        entry.subscribed = true;
        // The last local subscriber left while Redis was answering (and nobody came back): let go of the channel.
        if (!wanted.has(channel) && !closed) subscriber.unsubscribe(prefix + channel).catch(() => {});
      },
      (error: Error) => {
        entry.pending = false;
        logger.warn("redis subscribe failed; retried when redis is ready", { channel, error: error.message });
      },
    );
  };
  // ioredis re-subscribes confirmed channels after a reconnect by itself; this picks up those that never got through.
  subscriber.on("ready", () => {
    for (const channel of wanted.keys()) subscribeInRedis(channel);
  });

  const release = (channel: string): void => {
    const entry = wanted.get(channel);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    wanted.delete(channel);
    if (entry.subscribed && !closed) subscriber.unsubscribe(prefix + channel).catch(() => {});
  };

  return {
    kind: "redis",
    publish: async (channel, payload) => {
      // Sampled before publishing: while the subscriber connection is down, this process's subscribers cannot get
      // the event through Redis, so they get it directly (and other replicas through Redis).
      const subscriberUp = subscriber.status === "ready";
      let viaRedis = false;
      if (publisher.status === "ready") {
        try {
          await publisher.publish(prefix + channel, JSON.stringify(payload));
          viaRedis = true;
        } catch (error) {
          logger.warn("event not published to redis; delivered in this process only", { channel, error: (error as Error).message });
        }
      }
      if (!viaRedis || !subscriberUp) await local.publish(channel, payload);
    },
    subscribe: <T>(channel: string): AsyncIterableIterator<T> => {
      const inner = local.asyncIterableIterator<T>(channel);
      const entry = wanted.get(channel) ?? { count: 0, subscribed: false, pending: false };
      entry.count += 1;
      wanted.set(channel, entry);
      subscribeInRedis(channel);
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release(channel);
      };
      const iterator: AsyncIterableIterator<T> = {
        next: () => inner.next(),
        return: async () => {
          done();
          return inner.return ? inner.return() : { done: true, value: undefined };
        },
        throw: async (error?: unknown) => {
          done();
          return inner.throw ? inner.throw(error) : Promise.reject(error);
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },
    close: async () => {
      closed = true;
      wanted.clear();
      // QUIT waits for Redis; while Redis is down it would wait for a reconnect, so it gets a second at most.
      await Promise.race([Promise.allSettled([publisher.quit(), subscriber.quit()]), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
