// The red unread-notifications badge: one query, then live counts from the notificationAdded subscription (no polling).
// It is the tab's only notificationAdded subscription: each event also goes into the cached notifications list.
import { useEffect } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { addLiveNotification } from "../features/notifications/notification-cache";
import { UnreadBadgeCountDocument, UnreadBadgeNotificationAddedDocument } from "../gql/graphql";
import { onSocketReconnected } from "./ws-events";

export function UnreadBadge() {
  const { data, refetch } = useQuery(UnreadBadgeCountDocument, { fetchPolicy: "cache-and-network" });
  useSubscription(UnreadBadgeNotificationAddedDocument, {
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (added) addLiveNotification(client.cache, added.notification, added.unreadCount);
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
