// Live-event helpers for subscriptions: publish ids after a commit, and turn a channel of ids into loaded rows.
import type { EventBus } from "../../lib/events.js";
import { logger } from "../../lib/logger.js";

/** The event every notification publishes on channels.notifications(recipientUserId) (shared with the reviews module). */
export interface NotificationPublished {
  notificationId: number;
}

/** The event every message publishes on channels.messages(userId) of both its sender and its recipient. */
export interface MessagePublished {
  messageId: number;
}

/**
 * Publishes after the commit. The rows are already saved, so a lost event is only a late update
 * (clients refetch): it must never turn a successful request into an error.
 */
export async function publishAll(events: EventBus, items: Array<{ channel: string; payload: unknown }>): Promise<void> {
  await Promise.all(
    items.map(async ({ channel, payload }) => {
      try {
        await events.publish(channel, payload);
      } catch (error) {
        logger.warn("event not published", { channel, error: (error as Error).message });
      }
    }),
  );
}

/**
 * Maps a channel's events to loaded rows, skipping events whose row is gone or not the subscriber's.
 * A hand-written iterator rather than an async generator: a generator waiting on `next()` cannot be
 * returned until another event arrives, so an unsubscribe would leak the channel subscription.
 */
export function mapEvents<E, T>(source: AsyncIterator<E>, load: (event: E) => Promise<T | null>): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        const step = await source.next();
        if (step.done) return { done: true, value: undefined };
        try {
          const value = await load(step.value);
          if (value !== null) return { done: false, value };
        } catch (error) {
          // One event that cannot be loaded (a database hiccup) must not end the subscription.
          logger.warn("live event dropped", { error: (error as Error).message });
        }
      }
    },
    async return(): Promise<IteratorResult<T>> {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
