// Direct messages between users: sending (to a user or to a profile's owner), conversations, the inbox, and live delivery.
import type { Message, Prisma } from "../../generated/prisma/client.js";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { channels } from "../../lib/events.js";
import { parseId } from "../../lib/validate.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { createNotification, displayName, notificationEvent, type ProfileRole } from "../notifications/service.js";
import { mapEvents, publishAll, type MessagePublished } from "../notifications/live.js";
import { assertNotBlocked } from "../moderation/blocks.js";
import { connectionOf, decodeCursor, pageSize, type Connection } from "../notifications/paging.js";
import { emails } from "../email/outbox.js";
import { emailFor, excerpt } from "../email/templates.js";

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
      const notification = await createNotification(tx, { recipientId, senderId: sender.userId, type: "message", message: `${displayName(author)} sent you a message` });
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
