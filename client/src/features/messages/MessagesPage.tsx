// /messages/ lists the signed-in user's conversations (newest first, with unread counts); /messages/{userId} opens one
// thread, full-screen on a phone and beside the list on wide screens. The thread is live and marks itself read.
import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ConversationListDocument, type ConversationListQuery } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatDateTime, formatShortWhen } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { Spinner } from "../../shared/Spinner";
import { useSession } from "../../shared/session-context";
import { onSocketReconnected } from "../../app/ws-events";
import { ChatThread } from "./ChatModal";
import { CONVERSATION_TEXTS as T } from "./conversation-texts";
import "./messages.css";
import { LoadMoreButton, useLoadMore } from "../../shared/LoadMore";
import { personName } from "../../shared/value-labels";

const PAGE = 20;

type ConversationNode = ConversationListQuery["conversations"]["edges"][number]["node"];

function ConversationRow({ conversation, active, myId }: { conversation: ConversationNode; active: boolean; myId: string | undefined }) {
  const last = conversation.lastMessage;
  return (
    <li>
      <Link to={`/messages/${conversation.userId}`} className={`conversation${active ? " is-active" : ""}${conversation.unreadCount ? " conversation--unread" : ""}`} aria-current={active ? "page" : undefined}>
        <ProfileImage src={conversation.imageThumb ?? conversation.image} name={conversation.name} size={48} />
        <span className="conversation__body">
          <span className="conversation__top">
            <span className="conversation__name">{personName(conversation.name)}</span>
            <time className="conversation__time" dateTime={last.createdAt} title={formatDateTime(last.createdAt)}>
              {formatShortWhen(last.createdAt)}
            </time>
          </span>
          <span className="conversation__last">
            {last.senderId === myId ? `${T.you}: ` : ""}
            {last.content}
          </span>
        </span>
        {conversation.unreadCount > 0 && (
          <span className="badge conversation__badge" aria-label={T.unread(conversation.unreadCount)}>
            {conversation.unreadCount}
          </span>
        )}
      </Link>
    </li>
  );
}

export default function MessagesPage() {
  const { userId: openId } = useParams();
  const { user } = useSession();
  const { t } = useTranslation("messages");
  const { data, loading, error, fetchMore, refetch } = useQuery(ConversationListDocument, { variables: { first: PAGE }, fetchPolicy: "cache-and-network" });
  // The list refreshes after a reconnect and when a thread is left (its last message may have changed).
  useEffect(() => onSocketReconnected(() => void refetch().catch(() => undefined)), [refetch]);
  useEffect(() => {
    if (!openId) void refetch().catch(() => undefined);
  }, [openId, refetch]);

  const conversations = data?.conversations.edges.map((edge) => edge.node) ?? [];
  // The next page joins the list through its cache rule (app/cache.ts).
  const more = useLoadMore(fetchMore, data?.conversations.pageInfo.endCursor);
  const open = openId ? conversations.find((conversation) => conversation.userId === openId) : undefined;

  let list;
  if (!data && loading) {
    list = (
      <p className="conversations__state">
        <Spinner size="sm" label="" /> {T.loading}
      </p>
    );
  } else if (!data && error) {
    list = <Alert>{T.loadFailed}</Alert>;
  } else if (conversations.length === 0) {
    list = <p className="conversations__state muted">{T.empty}</p>;
  } else {
    list = (
      <>
        <ul className="conversations__list">
          {conversations.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} active={conversation.userId === openId} myId={user?.userId} />
          ))}
        </ul>
        {more.failed && <Alert>{T.loadFailed}</Alert>}
        {data?.conversations.pageInfo.hasNextPage && (
          <LoadMoreButton loading={more.loading} onLoad={more.load}>
            {T.more}
          </LoadMoreButton>
        )}
      </>
    );
  }

  return (
    <section className={`container page messages-page${openId ? " messages-page--thread" : ""}`}>
      <title>{open ? t("pageTitleWith", { name: open.name }) : t("pageTitle")}</title>
      <div className="messages-page__list">
        <h1>{T.title}</h1>
        <p className="muted">{T.intro}</p>
        {list}
      </div>
      <div className="messages-page__thread">
        {openId ? (
          <>
            <header className="thread__header">
              <Link to="/messages/" className="icon-btn thread__back" aria-label={T.back}>
                <Icon name="chevron-left" size={22} />
              </Link>
              {open && <ProfileImage src={open.imageThumb ?? open.image} name={open.name} size={40} />}
              <h2 className="thread__name">{open?.name ?? (loading ? "" : T.title)}</h2>
              {open?.profileId && (
                <Link className="thread__profile" to={`/profile/${open.role}/${open.profileId}`}>
                  {T.viewProfile}
                </Link>
              )}
            </header>
            <ChatThread key={openId} withUserId={openId} name={open?.name ?? ""} />
          </>
        ) : (
          <p className="muted thread__placeholder">{T.chooseConversation}</p>
        )}
      </div>
    </section>
  );
}
