// The red unread-notifications count: one query, then live counts from the notificationAdded subscription (no polling).
// useUnreadCount is the tab's only notificationAdded subscription (the top bar calls it once): each event also goes into
// the cached notifications list. UnreadBadge only draws a count, so the phone's bell and the menu's can both show it.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useSubscription } from "@apollo/client/react";
import { addLiveNotification } from "../features/notifications/notification-cache";
import { UnreadBadgeCountDocument, UnreadBadgeNotificationAddedDocument } from "../gql/graphql";
import { onSocketReconnected } from "./ws-events";

/** The unread count, kept live while `signedIn`. Call once per tab. */
export function useUnreadCount(signedIn: boolean): number {
  const { data, refetch } = useQuery(UnreadBadgeCountDocument, { fetchPolicy: "cache-and-network", skip: !signedIn });
  useSubscription(UnreadBadgeNotificationAddedDocument, {
    skip: !signedIn,
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (added) addLiveNotification(client.cache, added.notification, added.unreadCount);
    },
  });
  // Events sent while the socket was down are lost: ask again after a reconnect.
  useEffect(() => (signedIn ? onSocketReconnected(() => void refetch().catch(() => undefined)) : undefined), [refetch, signedIn]);

  return signedIn ? (data?.unreadNotificationCount ?? 0) : 0;
}

export function UnreadBadge({ count, testId = "unread-badge" }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true" data-testid={testId}>
        {count > 99 ? "99+" : count}
      </span>
      <span className="visually-hidden">{t("shared.unreadCount", { count })}</span>
    </>
  );
}
