// Cache writes shared by the top bar's live subscription and the notifications page, so the badge and the list agree without polling.
import type { ApolloCache, Reference } from "@apollo/client";
import { NotificationItemFragmentDoc, UnreadBadgeCountDocument, type NotificationItemFragment } from "../../gql/graphql";

/** A cached NotificationConnection as stored (nodes are references). */
interface StoredConnection {
  edges: ReadonlyArray<{ node: Reference }>;
  totalCount?: number;
  unreadCount?: number;
  [field: string]: unknown;
}

function isConnection(value: unknown): value is StoredConnection {
  return Boolean(value && typeof value === "object" && Array.isArray((value as StoredConnection).edges));
}

/**
 * A notification pushed by notificationAdded: stores it, sets the unread count, and puts it at the top of every
 * cached list of notifications (one per filter: app/cache.ts merges the pages of each).
 */
export function addLiveNotification(cache: ApolloCache, notification: NotificationItemFragment, unreadCount: number): void {
  cache.writeQuery({ query: UnreadBadgeCountDocument, data: { unreadNotificationCount: unreadCount } });
  const ref = cache.writeFragment({ fragment: NotificationItemFragmentDoc, data: { ...notification, __typename: "Notification" } as NotificationItemFragment });
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      notifications(existing: unknown, { readField }) {
        if (!ref || !isConnection(existing)) return existing;
        if (existing.edges.some((edge) => readField("id", edge.node) === notification.id)) return existing;
        return {
          ...existing,
          edges: [{ __typename: "NotificationEdge", cursor: `live:${notification.id}`, node: ref }, ...existing.edges],
          ...(typeof existing.totalCount === "number" ? { totalCount: existing.totalCount + 1 } : {}),
          ...(typeof existing.unreadCount === "number" ? { unreadCount } : {}),
        };
      },
    },
  });
}

/** One unread notification became read: the badge count and the lists' unread counts go down by one. */
export function countOneRead(cache: ApolloCache): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      unreadNotificationCount: (count: unknown) => (typeof count === "number" ? Math.max(0, count - 1) : count),
      notifications(existing: unknown) {
        if (!isConnection(existing) || typeof existing.unreadCount !== "number") return existing;
        return { ...existing, unreadCount: Math.max(0, existing.unreadCount - 1) };
      },
    },
  });
}
