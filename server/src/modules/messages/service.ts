// Direct messages between users: sending (to a user or to a profile's owner), conversations, the inbox, and live delivery.
import type { Message, Prisma } from "../../generated/prisma/client.js";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { channels } from "../../lib/events.js";
import { parseId } from "../../lib/validate.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent, type ProfileRole } from "../notifications/service.js";
import { mapEvents, publishAll, type MessagePublished } from "../notifications/live.js";
import { assertNotBlocked } from "../moderation/blocks.js";
import { connectionOf, decodeCursor, pageSize, type Connection } from "../notifications/paging.js";
import { emails } from "../email/outbox.js";
import { emailFor, excerpt } from "../email/templates.js";
import { displayName } from "../../../../shared/names.js";

export const MAX_MESSAGE_LENGTH = 2_000;

/** Texts matched by the client (docs/product.md, "Validation and texts") and by the tests. */
export const MESSAGE_ERRORS = {
  login: "Please log in to send a message",
  empty: "Message cannot be empty",
  tooLong: `Message cannot be longer than ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
  toSelf: "You cannot send a message to yourself",
  recipientRequired: "Recipient is required",
  recipientNotFound: "Recipient not found",
  houseManagerNotFound: "House manager not found",
  employerNotFound: "Employer not found",
} as const;

const DEFAULT_CONVERSATION_PAGE = 30;
/** A conversation sends its recipient at most one email in this time. */
export const MESSAGE_EMAIL_EVERY_SECONDS = 3600;

/** The same topic for both directions of a conversation. */
function conversationTopic(a: number, b: number): string {
  return `conversation:${Math.min(a, b)}-${Math.max(a, b)}`;
}
const DEFAULT_INBOX_PAGE = 50;
const DEFAULT_CONVERSATIONS_PAGE = 20;
/** The REST conversation list is a plain array of the most recent conversations, up to this many by default. */
export const REST_CONVERSATIONS_DEFAULT = 50;

/** One conversation of the list: the other person and the last message between them. */
export interface ConversationSummary {
  /** The last message's id (the paging key). */
  id: number;
  /** The other person's user id. */
  userId: number;
  name: string;
  username: string;
  role: ProfileRole;
  profileId: number | null;
  image: string | null;
  imageThumb: string | null;
  unreadCount: number;
  lastMessage: Message;
}

interface ConversationRow {
  id: number;
  content: string;
  createdAt: Date;
  senderId: number;
  recipientId: number;
  readAt: Date | null;
  other: number;
  unreadCount: number;
  totalCount: number;
  firstName: string;
  lastName: string;
  username: string;
  userType: string;
  houseManagerId: number | null;
  houseManagerImage: string | null;
  houseManagerThumb: string | null;
  employerId: number | null;
  employerImage: string | null;
  employerThumb: string | null;
}
/** The REST inbox is a plain array (docs/decisions/0005-notifications-and-messages.md): the newest messages up to this many, returned oldest first like a chat. */
export const REST_INBOX_DEFAULT = 200;
export const REST_INBOX_MAX = 1_000;

function between(a: number, b: number): Prisma.MessageWhereInput {
  return { OR: [{ senderId: a, recipientId: b }, { senderId: b, recipientId: a }] };
}

function involving(userId: number): Prisma.MessageWhereInput {
  return { OR: [{ senderId: userId }, { recipientId: userId }] };
}

export class MessageService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Sends a message to a user id. Checks run cheapest first; the rate limit counts only messages that would be
   * sent. The message and the recipient's notification commit together; the live events follow the commit.
   */
  async send(viewer: Viewer | undefined, input: { recipient?: unknown; content?: unknown }): Promise<Message> {
    const sender = requireViewer(viewer, MESSAGE_ERRORS.login);
    const content = this.content(input.content);
    if (input.recipient === undefined || input.recipient === null || input.recipient === "") throw new ValidationError(MESSAGE_ERRORS.recipientRequired);
    const recipientId = parseId(typeof input.recipient === "string" ? input.recipient.trim() : input.recipient);
    if (recipientId === sender.userId) throw new ValidationError(MESSAGE_ERRORS.toSelf);
    const recipient = recipientId === undefined ? null : await this.deps.prisma.user.findUnique({ where: { id: recipientId }, select: { id: true } });
    if (!recipient) throw new NotFoundError(MESSAGE_ERRORS.recipientNotFound);
    return this.deliver(sender, recipient.id, content);
  }

  /** Sends a message to the owner of a profile (the contact form on a public page). */
  async contactProfile(viewer: Viewer | undefined, role: ProfileRole, rawProfileId: unknown, rawContent: unknown): Promise<Message> {
    const sender = requireViewer(viewer, MESSAGE_ERRORS.login);
    const content = this.content(rawContent);
    const profileId = parseId(typeof rawProfileId === "string" ? rawProfileId.trim() : rawProfileId);
    const where = { where: { id: profileId ?? 0 }, select: { userId: true } };
    const owner =
      profileId === undefined
        ? null
        : role === "house_manager"
          ? await this.deps.prisma.houseManagerProfile.findUnique(where)
          : await this.deps.prisma.employerProfile.findUnique(where);
    if (!owner) throw new NotFoundError(role === "house_manager" ? MESSAGE_ERRORS.houseManagerNotFound : MESSAGE_ERRORS.employerNotFound);
    if (owner.userId === sender.userId) throw new ValidationError(MESSAGE_ERRORS.toSelf);
    return this.deliver(sender, owner.userId, content);
  }

  /** Messages between the viewer and one other user, newest first. */
  async conversation(viewer: Viewer | undefined, rawWithUserId: unknown, args: { first?: number | null; after?: string | null }): Promise<Connection<Message>> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    const other = parseId(rawWithUserId);
    if (other === undefined) throw new ValidationError("Invalid user id");
    return this.page(between(userId, other), args, DEFAULT_CONVERSATION_PAGE);
  }

  /**
   * The viewer's conversations, the most recent first: the other person, the last message and how many of their
   * messages the viewer has not read. One SQL statement whatever the page size (DISTINCT ON picks each conversation's
   * last message; the unread counts are one grouped scan); pages are keyed on the last message's id.
   */
  async conversations(viewer: Viewer | undefined, args: { first?: number | null; after?: string | null }): Promise<Connection<ConversationSummary>> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    const size = pageSize(args.first, DEFAULT_CONVERSATIONS_PAGE);
    const after = decodeCursor("conversation", args.after);
    const rows = await this.deps.prisma.$queryRaw<ConversationRow[]>`
      WITH mine AS (
        SELECT DISTINCT ON (m."other") m."id", m."content", m."createdAt", m."senderId", m."recipientId", m."readAt", m."other"
        FROM (
          SELECT "id", "content", "createdAt", "senderId", "recipientId", "readAt",
                 CASE WHEN "senderId" = ${userId} THEN "recipientId" ELSE "senderId" END AS "other"
          FROM "Message" WHERE "senderId" = ${userId} OR "recipientId" = ${userId}
        ) m
        ORDER BY m."other", m."id" DESC
      ),
      unread AS (
        SELECT "senderId" AS "other", count(*)::int AS "count" FROM "Message"
        WHERE "recipientId" = ${userId} AND "readAt" IS NULL GROUP BY "senderId"
      )
      SELECT mine."id", mine."content", mine."createdAt", mine."senderId", mine."recipientId", mine."readAt", mine."other",
             COALESCE(unread."count", 0)::int AS "unreadCount",
             (SELECT count(*)::int FROM mine) AS "totalCount",
             u."firstName", u."lastName", u."username", u."userType"::text AS "userType",
             hm."id" AS "houseManagerId", hm."image" AS "houseManagerImage", hm."imageThumb" AS "houseManagerThumb",
             ep."id" AS "employerId", ep."image" AS "employerImage", ep."imageThumb" AS "employerThumb"
      FROM mine
      JOIN "User" u ON u."id" = mine."other"
      LEFT JOIN unread ON unread."other" = mine."other"
      LEFT JOIN "HouseManagerProfile" hm ON hm."userId" = u."id"
      LEFT JOIN "EmployerProfile" ep ON ep."userId" = u."id"
      WHERE ${after ?? null}::int IS NULL OR mine."id" < ${after ?? null}::int
      ORDER BY mine."id" DESC
      LIMIT ${size + 1}`;
    const summaries = rows.map((row): ConversationSummary => {
      const houseManager = row.userType === "house_manager";
      return {
        id: row.id,
        userId: row.other,
        name: displayName(row),
        username: row.username,
        role: houseManager ? "house_manager" : "employer",
        profileId: houseManager ? row.houseManagerId : row.employerId,
        image: (houseManager ? row.houseManagerImage : row.employerImage) ?? null,
        imageThumb: (houseManager ? row.houseManagerThumb : row.employerThumb) ?? null,
        unreadCount: row.unreadCount,
        lastMessage: { id: row.id, content: row.content, createdAt: row.createdAt, senderId: row.senderId, recipientId: row.recipientId, readAt: row.readAt },
      };
    });
    return connectionOf("conversation", summaries, size, after, rows[0]?.totalCount ?? (after === undefined ? 0 : await this.conversationCount(userId)));
  }

  /**
   * Marks every message the other user sent the viewer as read, and the viewer's message notifications from them:
   * opening a thread settles what pointed at it. Returns how many messages changed.
   */
  async markConversationRead(viewer: Viewer | undefined, rawWithUserId: unknown): Promise<{ userId: number; marked: number; unreadNotifications: number }> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    const other = parseId(typeof rawWithUserId === "string" ? rawWithUserId.trim() : rawWithUserId);
    if (other === undefined) throw new ValidationError("Invalid user id");
    const now = new Date();
    const [messages, , unreadNotifications] = await this.deps.prisma.$transaction([
      this.deps.prisma.message.updateMany({ where: { recipientId: userId, senderId: other, readAt: null }, data: { readAt: now } }),
      this.deps.prisma.notification.updateMany({ where: { recipientId: userId, senderId: other, type: "message", isRead: false }, data: { isRead: true } }),
      this.deps.prisma.notification.count({ where: { recipientId: userId, isRead: false } }),
    ]);
    return { userId: other, marked: messages.count, unreadNotifications };
  }

  private async conversationCount(userId: number): Promise<number> {
    const [row] = await this.deps.prisma.$queryRaw<Array<{ count: number }>>`
      SELECT count(DISTINCT CASE WHEN "senderId" = ${userId} THEN "recipientId" ELSE "senderId" END)::int AS "count"
      FROM "Message" WHERE "senderId" = ${userId} OR "recipientId" = ${userId}`;
    return row?.count ?? 0;
  }

  /** Every message the viewer sent or received, newest first. */
  async inbox(viewer: Viewer | undefined, args: { first?: number | null; after?: string | null }): Promise<Connection<Message>> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    return this.page(involving(userId), args, DEFAULT_INBOX_PAGE);
  }

  /** The REST inbox: the newest messages sent or received, in chat order (oldest first). */
  async recentInbox(viewer: Viewer | undefined, limit: unknown): Promise<Message[]> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    let take = REST_INBOX_DEFAULT;
    if (limit !== undefined && limit !== "") {
      const parsed = typeof limit === "string" && /^\d{1,5}$/.test(limit) ? Number(limit) : NaN;
      if (!(parsed >= 1 && parsed <= REST_INBOX_MAX)) throw new ValidationError(`limit must be between 1 and ${REST_INBOX_MAX}`);
      take = parsed;
    }
    const rows = await this.deps.prisma.message.findMany({ where: involving(userId), orderBy: { id: "desc" }, take });
    return rows.reverse();
  }

  /**
   * New messages between the viewer and `withUserId`, in both directions. Events arrive on the viewer's own
   * channel; each message is loaded and checked to be between exactly these two users before it is sent.
   */
  subscribe(viewer: Viewer | undefined, rawWithUserId: unknown): AsyncIterableIterator<Message> {
    const { userId } = requireViewer(viewer, MESSAGE_ERRORS.login);
    const other = parseId(rawWithUserId);
    if (other === undefined) throw new ValidationError("Invalid user id");
    const source = this.deps.events.subscribe<MessagePublished>(channels.messages(userId));
    return mapEvents(source, async (event) => {
      const id = parseId(event?.messageId);
      if (id === undefined) return null;
      const message = await this.deps.prisma.message.findUnique({ where: { id } });
      const matches = message && ((message.senderId === userId && message.recipientId === other) || (message.senderId === other && message.recipientId === userId));
      return matches ? message : null;
    });
  }

  private content(raw: unknown): string {
    if (typeof raw !== "string" || raw.trim() === "") throw new ValidationError(MESSAGE_ERRORS.empty);
    const content = raw.trim();
    if (content.length > MAX_MESSAGE_LENGTH) throw new ValidationError(MESSAGE_ERRORS.tooLong);
    return content;
  }

  private async deliver(sender: Viewer, recipientId: number, content: string): Promise<Message> {
    await assertNotBlocked(this.deps.prisma, sender.userId, recipientId);
    await this.deps.rateLimits.consume("message", String(sender.userId));
    const { prisma, events } = this.deps;
    const { message, notification } = await prisma.$transaction(async (tx) => {
      const people = await tx.user.findMany({ where: { id: { in: [sender.userId, recipientId] } }, select: { id: true, firstName: true, lastName: true, username: true } });
      const author = people.find((person) => person.id === sender.userId);
      const recipient = people.find((person) => person.id === recipientId);
      // A token outliving its account (deleted user) cannot send.
      if (!author) throw new UnauthenticatedError();
      if (!recipient) throw new NotFoundError(MESSAGE_ERRORS.recipientNotFound);
      const message = await tx.message.create({ data: { senderId: sender.userId, recipientId, content } });
      const notification = await createNotification(tx, { recipientId, senderId: sender.userId, type: "message", message: `${displayName(author)} sent you a message`, messageId: message.id });
      // One email per conversation per hour, however many messages arrive in it.
      await emails.enqueue(tx, {
        userId: recipientId,
        topic: conversationTopic(sender.userId, recipientId),
        throttleSeconds: MESSAGE_EMAIL_EVERY_SECONDS,
        ...emailFor("message", { name: displayName(recipient), from: displayName(author), excerpt: excerpt(content), senderUserId: sender.userId }),
      });
      return { message, notification };
    });
    const payload: MessagePublished = { messageId: message.id };
    await publishAll(events, [
      notificationEvent(notification),
      { channel: channels.messages(sender.userId), payload },
      { channel: channels.messages(recipientId), payload },
    ]);
    return message;
  }

  private async page(where: Prisma.MessageWhereInput, args: { first?: number | null; after?: string | null }, fallback: number): Promise<Connection<Message>> {
    const size = pageSize(args.first, fallback);
    const after = decodeCursor("message", args.after);
    const [rows, totalCount] = await Promise.all([
      this.deps.prisma.message.findMany({ where: after !== undefined ? { AND: [where, { id: { lt: after } }] } : where, orderBy: { id: "desc" }, take: size + 1 }),
      this.deps.prisma.message.count({ where }),
    ]);
    return connectionOf("message", rows, size, after, totalCount);
  }
}
