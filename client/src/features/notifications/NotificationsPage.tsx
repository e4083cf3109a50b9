// /notifications/: the signed-in user's notifications, newest first. New ones appear live (the top bar's subscription
// writes them into this list), Read marks one after a confirmation, View Details opens the contract or the message.
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { liveTexts } from "../../i18n";
import { localiseNotificationMessage } from "./notification-texts";
import { onSocketReconnected } from "../../app/ws-events";
import { MarkNotificationReadDocument, NotificationsListDocument, type NotificationItemFragment, type NotificationType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { LoadMoreButton, useLoadMore } from "../../shared/LoadMore";
import { formatDate, formatDateTime, formatMoney } from "../../shared/format";
import { Modal } from "../../shared/Modal";
import { PageSpinner } from "../../shared/Spinner";
import { ContractDetailsModal } from "../contracts";
import { countOneRead } from "./notification-cache";
import { Button } from "../../shared/Button";
import { profilePath } from "../../shared/profile-links";
import "./notifications.css";
import { useConfirm, useToast } from "../../shared/feedback";
import englishNotificationsTexts from "../../i18n/locales/en/notifications.json";
import { personName } from "../../shared/value-labels";

/** Notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATION_TEXT = liveTexts(englishNotificationsTexts.texts, "notifications:texts");

/** Every notification type has its label (notifications.json "types"); a type added later shows as sent. */
const TYPE_LABELS = liveTexts(englishNotificationsTexts.types, "notifications:types") satisfies Record<NotificationType, string>;

const PAY_PERIOD: Record<string, string> = liveTexts(englishNotificationsTexts.payPeriod, "notifications:payPeriod");

function isContractNotification(notification: NotificationItemFragment): notification is NotificationItemFragment & { contractId: string } {
  return Boolean(notification.contractId) && (notification.type.startsWith("contract") || notification.type === "payment");
}

function Sender({ notification }: { notification: NotificationItemFragment }) {
  const name = notification.senderName ? personName(notification.senderName) : "MaidMatch";
  if (notification.senderRole && notification.senderId) {
    return <Link to={profilePath(notification.senderRole, notification.senderId)}>{name}</Link>;
  }
  return <>{name}</>;
}

/** The fields of one notification (docs/product.md, "Notifications"), in the list and in the details modal. */
function NotificationFields({ notification }: { notification: NotificationItemFragment }) {
  const { t } = useTranslation("notifications");
  return (
    <dl className="details notification__fields">
      <div className="details__row">
        <dt>{t("fields.type")}</dt>
        <dd>{TYPE_LABELS[notification.type] ?? notification.type}</dd>
      </div>
      <div className="details__row">
        <dt>{t("fields.message")}</dt>
        <dd className="details__text">
          {localiseNotificationMessage(notification.message)}
          {notification.type === "message" && notification.messageText && <q className="notification__quote">{notification.messageText}</q>}
          {notification.type === "message" && notification.senderUserId && (
            <Link className="notification__reply" to={`/messages/${notification.senderUserId}`}>
              {t("reply")}
            </Link>
          )}
        </dd>
      </div>
      {notification.contractSummary && (
        // The offer's own pay and dates tell two offers from the same employer apart before opening either.
        <div className="details__row">
          <dt>{t("fields.offer")}</dt>
          <dd className="notification__offer">
            <span>
              {formatMoney(notification.contractSummary.paymentAmount)} {PAY_PERIOD[notification.contractSummary.paymentDay]}
            </span>{" "}
            <span>
              {formatDate(notification.contractSummary.startDate)} – {formatDate(notification.contractSummary.endDate)}
            </span>
          </dd>
        </div>
      )}
      <div className="details__row">
        <dt>{t("fields.sender")}</dt>
        <dd>
          <Sender notification={notification} />
        </dd>
      </div>
      <div className="details__row">
        <dt>{t("fields.status")}</dt>
        <dd>
          <span className={`status-pill ${notification.isRead ? "status-pill--read" : "status-pill--unread"}`}>{notification.isRead ? t("readStatus") : t("unread")}</span>
        </dd>
      </div>
      <div className="details__row">
        <dt>{t("fields.received")}</dt>
        <dd>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </dd>
      </div>
    </dl>
  );
}

export default function NotificationsPage() {
  const { data, loading, error, fetchMore, refetch } = useQuery(NotificationsListDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const [markRead] = useMutation(MarkNotificationReadDocument);
  const [marking, setMarking] = useState<string | null>(null);
  const [open, setOpen] = useState<NotificationItemFragment | null>(null);
  const confirm = useConfirm();
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useTranslation(["notifications", "common"]);

  useEffect(() => {
    if (error) console.error("Failed to fetch notifications", error);
  }, [error]);
  // Events sent while the socket was down are lost: ask again after a reconnect.
  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);

  const connection = data?.notifications;
  // The page joins the cached list (app/cache.ts), skipping notifications already shown.
  const more = useLoadMore(fetchMore, connection?.pageInfo.endCursor, (failure) => {
    console.error("Failed to fetch more notifications", failure);
    toast(t("moreFailed"), "error");
  });
  const notifications = connection?.edges.map((edge) => edge.node) ?? [];
  // The modal follows the cached notification, so its Read button goes once it is read.
  const openNotification = open ? (notifications.find((n) => n.id === open.id) ?? open) : null;

  async function read(notification: NotificationItemFragment) {
    if (marking) return;
    if (!(await confirm({ message: NOTIFICATION_TEXT.confirmRead, confirmLabel: t("markAsRead") }))) return;
    setMarking(notification.id);
    const wasUnread = !notification.isRead;
    try {
      await markRead({
        variables: { id: notification.id },
        update: (cache) => {
          if (wasUnread) countOneRead(cache);
        },
      });
      toast(NOTIFICATION_TEXT.marked);
    } catch (failure) {
      console.error("Failed to mark the notification read", failure);
      toast(NOTIFICATION_TEXT.markFailed, "error");
    } finally {
      setMarking(null);
    }
  }

  // Accepting or declining an offer marks its notification read on the server (contracts/service.ts): the list and the
  // bell follow without another request.
  function answered(notification: NotificationItemFragment) {
    if (notification.isRead) return;
    client.cache.modify({ id: client.cache.identify(notification), fields: { isRead: () => true } });
    countOneRead(client.cache);
  }



  const readButton = (notification: NotificationItemFragment, inModal = false) =>
    notification.isRead ? null : (
      <Button
        variant="ghost" size={inModal ? undefined : "sm"}
        onClick={() => void read(notification)}
        disabled={marking === notification.id}
      >
        {t("read")}
      </Button>
    );

  let body;
  if (!connection && (loading || !error)) {
    body = <PageSpinner label={t("loading")} />;
  } else if (!connection) {
    body = (
      <div className="notifications__error">
        <Alert>{t("failed")}</Alert>
        <Button variant="ghost" size="sm" onClick={() => void refetch().catch(() => undefined)}>
          {t("common:shared.tryAgain")}
        </Button>
      </div>
    );
  } else if (notifications.length === 0) {
    body = <p className="muted notifications__empty">{t("empty")}</p>;
  } else {
    body = (
      <>
        <ul className="notification-list" aria-label={t("listLabel")}>
          {notifications.map((notification) => (
            <li key={notification.id} className={`card notification${notification.isRead ? "" : " notification--unread"}`}>
              <NotificationFields notification={notification} />
              <div className="notification__actions">
                <Button variant="primary" size="sm" onClick={() => setOpen(notification)} aria-haspopup="dialog">
                  {t("viewDetails")}
                </Button>
                {readButton(notification)}
              </div>
            </li>
          ))}
        </ul>
        {connection.pageInfo.hasNextPage && (
          <LoadMoreButton loading={more.loading} onLoad={more.load} className="notifications__more">
            {t("loadMore")}
          </LoadMoreButton>
        )}
      </>
    );
  }

  return (
    <section className="container page notifications">
      <title>{t("title")}</title>
      <header className="notifications__head">
        <h1>{t("heading")}</h1>
        {connection && (
          <p className="muted" aria-live="polite">
            {t("unreadCount", { count: connection.unreadCount })}
          </p>
        )}
      </header>
      {body}
      {openNotification &&
        (isContractNotification(openNotification) ? (
          <ContractDetailsModal
            contractId={openNotification.contractId}
            onClose={() => setOpen(null)}
            actions={readButton(openNotification, true)}
            onAnswered={() => answered(openNotification)}
          />
        ) : (
          <Modal
            open
            title={t("detailsTitle")}
            onClose={() => setOpen(null)}
            actions={
              <>
                {readButton(openNotification, true)}
                <Button variant="ghost" onClick={() => setOpen(null)}>
                  {t("close")}
                </Button>
              </>
            }
          >
            <NotificationFields notification={openNotification} />
          </Modal>
        ))}
    </section>
  );
}
