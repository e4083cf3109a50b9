// Live events for subscriptions: in-process by default, Redis pub/sub when REDIS_URL is set (shared by replicas).
// Delivery is at most once: services write rows first and publish ids after the commit; clients refetch after reconnecting.
import { PubSub } from "graphql-subscriptions";
import { RedisPubSub } from "graphql-redis-subscriptions";
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

export function redisEventBus(redisUrl: string): EventBus {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const [name, client] of [["publisher", publisher], ["subscriber", subscriber]] as const) {
    client.on("error", (error: Error) => logger.warn(`redis ${name}: ${error.message}`));
  }
  const pubsub = new RedisPubSub({ publisher, subscriber });
  return {
    kind: "redis",
    publish: async (channel, payload) => {
      try {
        await pubsub.publish(channel, payload);
      } catch (error) {
        // The write is committed already; a lost live event is recovered by the client's next fetch.
        logger.warn("event not published", { channel, error: (error as Error).message });
      }
    },
    subscribe: <T>(channel: string) => pubsub.asyncIterableIterator(channel) as AsyncIterableIterator<T>,
    close: async () => {
      await pubsub.close();
    },
  };
}
