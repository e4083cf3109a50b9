// The chat with one user: the conversation oldest at the top (older pages on demand), a send box that never sends blank
// text, and new messages from the messageAdded subscription written into the cached conversation (no polling).
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { useSession } from "../../shared/session-context";
import { onSocketReconnected } from "../../app/ws-events";
import {
  ChatConversationDocument,
  ChatMessageAddedDocument,
  ChatSendMessageDocument,
  MarkConversationReadDocument,
  UnreadBadgeCountDocument,
  type ChatConversationQuery,
  type ChatMessageFragment,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatDateTime } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { LoadingLine, Spinner } from "../../shared/Spinner";
import { MESSAGE_TEXT, sendErrorMessage } from "./message-texts";
import { ReportButton } from "../trust";
import { Button } from "../../shared/Button";
import { personName } from "../../shared/value-labels";

/** Messages per page of the conversation. */
export const CHAT_PAGE_SIZE = 30;

/** The conversation with one new message on top (newest first, as the server orders it); unchanged if already there. */
function withMessage(previous: ChatConversationQuery, message: ChatMessageFragment): ChatConversationQuery {
  const edges = previous.conversation.edges;
  if (edges.some((edge) => edge.node.id === message.id)) return previous;
  const edge = { __typename: "MessageEdge", cursor: `live:${message.id}`, node: { __typename: "Message", ...message } };
  return { ...previous, conversation: { ...previous.conversation, edges: [edge, ...edges] } };
}

function addToCache(cache: ApolloCache, withUserId: string, message: ChatMessageFragment) {
  cache.updateQuery({ query: ChatConversationDocument, variables: { withUserId, first: CHAT_PAGE_SIZE } }, (previous) =>
    previous ? withMessage(previous, message) : previous,
  );
}

export interface ChatModalProps {
  /** The other person's user id. */
  withUserId: string;
  name: string;
  onClose: () => void;
}

/** Marks the thread read while it is open: on opening and whenever the other person's message arrives. */
function useMarkRead(withUserId: string, newestFromOther: string | undefined) {
  const [markRead] = useMutation(MarkConversationReadDocument);
  useEffect(() => {
    if (!newestFromOther) return;
    void markRead({
      variables: { withUserId },
      update: (cache, result) => {
        const payload = result.data?.markConversationRead;
        if (!payload) return;
        cache.modify({ id: cache.identify({ __typename: "Conversation", id: withUserId }), fields: { unreadCount: () => 0 } });
        cache.writeQuery({ query: UnreadBadgeCountDocument, data: { unreadNotificationCount: payload.unreadNotificationCount } });
      },
    }).catch(() => undefined);
  }, [markRead, withUserId, newestFromOther]);
}

/** The conversation with one user: in the chat modal and full-screen on /messages/{userId}. */
export function ChatThread({ withUserId, name }: { withUserId: string; name: string }) {
  const { t } = useTranslation("messages");
  const id = useId();
  const { user } = useSession();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const variables = { withUserId, first: CHAT_PAGE_SIZE };
  const { data, loading, error: loadError, fetchMore, subscribeToMore, refetch } = useQuery(ChatConversationDocument, {
    variables,
    fetchPolicy: "cache-and-network",
  });
  const [send, { loading: sending }] = useMutation(ChatSendMessageDocument);

  useEffect(
    () =>
      subscribeToMore({
        document: ChatMessageAddedDocument,
        variables: { withUserId },
        updateQuery: (_unsafe, { complete, previousData, subscriptionData }) => {
          if (!complete) return undefined;
          return withMessage(previousData, subscriptionData.data.messageAdded);
        },
        onError: (failure) => console.error("Live messages stopped", failure),
      }),
    [subscribeToMore, withUserId],
  );
  // Messages sent while the socket was down are lost: ask again after a reconnect.
  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  useEffect(() => {
    if (loadError) console.error("Failed to fetch the conversation", loadError);
  }, [loadError]);

  const edges = data?.conversation.edges ?? [];
  const messages = [...edges].reverse().map((edge) => edge.node);
  const newestId = edges[0]?.node.id;
  const pageInfo = data?.conversation.pageInfo;
  useMarkRead(withUserId, edges.find((edge) => edge.node.senderId === withUserId)?.node.id);

  // A new message at the bottom brings it into view; loading older ones keeps the reader where they were.
  const heightBefore = useRef<number | null>(null);
  useLayoutEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newestId]);
  useLayoutEffect(() => {
    const node = list.current;
    if (node && heightBefore.current !== null && !loadingOlder) {
      node.scrollTop += node.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [edges.length, loadingOlder]);

  async function loadOlder() {
    if (!pageInfo?.endCursor || loadingOlder) return;
    heightBefore.current = list.current?.scrollHeight ?? null;
    setLoadingOlder(true);
    try {
      // Older messages join the cached conversation (app/cache.ts), skipping any already shown.
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (failure) {
      console.error("Failed to fetch older messages", failure);
    } finally {
      setLoadingOlder(false);
    }
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const content = text.trim();
    // Blank text is never sent (docs/product.md, "Validation and texts").
    if (!content || sending) return;
    setError(null);
    // The box empties as the message goes (it shows in the thread as soon as the cache has it), and gets the text back if
    // sending fails, unless something new was typed meanwhile.
    setText("");
    try {
      await send({
        variables: { recipientId: withUserId, content },
        update: (cache, result) => {
          if (result.data) addToCache(cache, withUserId, result.data.sendMessage);
        },
      });
    } catch (failure) {
      setText((typed) => typed || content);
      setError(sendErrorMessage(failure));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  let history;
  if (!data && loading) {
    history = <LoadingLine className="chat__state">{t("chat.loadingMessages")}</LoadingLine>;
  } else if (!data && loadError) {
    history = <Alert>{t("chat.loadFailed")}</Alert>;
  } else if (messages.length === 0) {
    history = <p className="chat__state muted">{t("chat.none", { name })}</p>;
  } else {
    history = (
      <>
        {pageInfo?.hasNextPage && (
          <div className="chat__older">
            <Button variant="ghost" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
              {loadingOlder ? t("chat.loading") : t("chat.older")}
            </Button>
          </div>
        )}
        <ol ref={list} className="chat__list" aria-label={t("chat.conversationWith", { name })}>
          {messages.map((message) => {
            const mine = message.senderId === user?.userId;
            return (
              <li key={message.id} className={`chat__message${mine ? " chat__message--mine" : ""}`}>
                <span className="chat__author">{mine ? t("chat.you") : personName(message.senderName || name)}</span>
                <p className="chat__text">{message.content}</p>
                <time className="chat__time" dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt)}
                </time>
                {!mine && <ReportButton targetType="message" targetId={message.id} what={i18n.t("trust:report.theMessageFrom", { name: message.senderUsername })} className="link-btn small chat__report" />}
              </li>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div className="chat">
      <div className="chat__history" aria-live="polite" aria-busy={loading}>
        {history}
      </div>
      <form className="chat__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t("chat.messageTo", { name })}
        </label>
        <textarea
          id={`${id}-text`}
          data-autofocus
          className="chat__input"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("chat.placeholder")}
        />
        <Button className="chat__send" type="submit" disabled={sending}>
          {sending ? <Spinner size="sm" label="" /> : <Icon name="chevron-right" />}
          <span className="chat__send-text">{t("chat.send")}</span>
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

export default function ChatModal({ withUserId, name, onClose }: ChatModalProps) {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation("messages");
  return (
    <Modal open title={t("chat.title", { name })} onClose={onClose}>
      {isLoggedIn ? (
        <ChatThread withUserId={withUserId} name={name} />
      ) : (
        <Alert>
          <span>{MESSAGE_TEXT.login}</span> <Link to="/login">{t("chat.login")}</Link>
        </Alert>
      )}
    </Modal>
  );
}
