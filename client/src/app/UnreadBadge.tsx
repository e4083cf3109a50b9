// The red unread-notifications badge: one query, then live counts from the notificationAdded subscription (no polling).
import { useEffect } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { UnreadBadgeCountDocument, UnreadBadgeNotificationAddedDocument } from "../gql/graphql";
import { onSocketReconnected } from "./ws-events";

export function UnreadBadge() {
  const { data, refetch } = useQuery(UnreadBadgeCountDocument, { fetchPolicy: "cache-and-network" });
  useSubscription(UnreadBadgeNotificationAddedDocument, {
    onData: ({ client, data: event }) => {
      const count = event.data?.notificationAdded.unreadCount;
      if (typeof count === "number") {
        client.cache.writeQuery({ query: UnreadBadgeCountDocument, data: { unreadNotificationCount: count } });
      }
    },
  });
  // Events sent while the socket was down are lost: ask again after a reconnect.
  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);

  const count = data?.unreadNotificationCount ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true" data-testid="unread-badge">
        {count > 99 ? "99+" : count}
      </span>
      <span className="visually-hidden">, {count} unread</span>
    </>
  );
}
