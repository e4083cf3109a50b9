// Notifications: written by other services in the same transaction as their cause; listed, marked read and delivered live here.
import type { Notification, NotificationType, Prisma, UserType } from "../../generated/prisma/client.js";
import { NotFoundError, ValidationError } from "../../lib/errors.js";
import { channels } from "../../lib/events.js";
import { parseId } from "../../lib/validate.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { connectionOf, decodeCursor, pageSize, type Connection } from "./paging.js";
import { mapEvents, type NotificationPublished } from "./live.js";

export type ProfileRole = "employer" | "house_manager";

/** A school is an employer on the marketplace: links go to /profile/employer/{id}. */
export function roleOf(userType: UserType): ProfileRole {
  return userType === "house_manager" ? "house_manager" : "employer";
}

export function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** What a notification says about its sender: role and profile id build the link /profile/{role}/{id}. */
export interface SenderInfo {
  role: ProfileRole;
  profileId: number | null;
  name: string;
}

/** The sender columns the REST list needs, fetched with the notifications in batched queries. */
export const SENDER_SELECT = {
  firstName: true,
  lastName: true,
  username: true,
  userType: true,
  houseManager: { select: { id: true } },
  employer: { select: { id: true } },
} as const satisfies Prisma.UserSelect;

export type NotificationWithSender = Notification & {
  sender: Prisma.UserGetPayload<{ select: typeof SENDER_SELECT }> | null;
  /** The text of the message a `message` notification is about. */
  about?: { content: string } | null;
};

/** What the REST list includes with each notification. */
const WITH_SENDER = { sender: { select: SENDER_SELECT }, about: { select: { content: true } } } as const satisfies Prisma.NotificationInclude;

export function senderInfo(sender: NotificationWithSender["sender"]): SenderInfo | null {
  if (!sender) return null;
  const role = roleOf(sender.userType);
  return { role, profileId: (role === "house_manager" ? sender.houseManager?.id : sender.employer?.id) ?? null, name: displayName(sender) };
}

export interface NewNotification {
  recipientId: number;
  /** Null for notifications from MaidMatch itself (verification results, lapsed certificates). */
  senderId: number | null;
  type: NotificationType;
  message: string;
  contractId?: number;
  /** The message a `message` notification is about. */
  messageId?: number;
  /** The job post an `application` or `job_match` notification is about. */
  jobId?: number;
}

/** Writes a notification inside the caller's transaction; publish `notificationEvent(row)` once it commits. */
export function createNotification(tx: Prisma.TransactionClient, data: NewNotification): Promise<Notification> {
  return tx.notification.create({ data: { ...data, contractId: data.contractId ?? null, messageId: data.messageId ?? null, jobId: data.jobId ?? null } });
}

/** The live event of a committed notification: only its id travels, on the recipient's own channel. */
export function notificationEvent(notification: Pick<Notification, "id" | "recipientId">): { channel: string; payload: NotificationPublished } {
  return { channel: channels.notifications(notification.recipientId), payload: { notificationId: notification.id } };
}

export interface NotificationEventView {
  notification: Notification;
  unreadCount: number;
}

const DEFAULT_PAGE = 20;
/** The REST list returns a plain array (docs/product.md, "REST calls"); it is capped so a long history cannot make every poll heavy. */
export const REST_LIST_DEFAULT = 100;
export const REST_LIST_MAX = 500;

export class NotificationService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The viewer's notifications, newest first, with the total (of this filter) and unread counts. */
  async list(
    viewer: Viewer | undefined,
    args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
  ): Promise<Connection<Notification> & { unreadCount: number }> {
    const { userId } = requireViewer(viewer);
    const size = pageSize(args.first, DEFAULT_PAGE);
    const after = decodeCursor("notification", args.after);
    const where: Prisma.NotificationWhereInput = { recipientId: userId, ...(args.unreadOnly ? { isRead: false } : {}) };
    const [rows, totalCount, unreadCount] = await Promise.all([
      this.deps.prisma.notification.findMany({
        where: { ...where, ...(after !== undefined ? { id: { lt: after } } : {}) },
        orderBy: { id: "desc" },
        take: size + 1,
      }),
      this.deps.prisma.notification.count({ where }),
      this.unreadCount(viewer),
    ]);
    return { ...connectionOf("notification", rows, size, after, totalCount), unreadCount };
  }

  async unreadCount(viewer: Viewer | undefined): Promise<number> {
    const { userId } = requireViewer(viewer);
    return this.deps.prisma.notification.count({ where: { recipientId: userId, isRead: false } });
  }

  /** The newest notifications with their senders, for the REST list that polling clients read. */
  async recent(viewer: Viewer | undefined, limit: unknown): Promise<NotificationWithSender[]> {
    const { userId } = requireViewer(viewer);
    let take = REST_LIST_DEFAULT;
    if (limit !== undefined && limit !== "") {
      const parsed = typeof limit === "string" && /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
      if (!(parsed >= 1 && parsed <= REST_LIST_MAX)) throw new ValidationError(`limit must be between 1 and ${REST_LIST_MAX}`);
      take = parsed;
    }
    return this.deps.prisma.notification.findMany({
      where: { recipientId: userId },
      orderBy: { id: "desc" },
      take,
      include: WITH_SENDER,
    });
  }

  /**
   * Marks one of the viewer's notifications read. Someone else's notification answers 404, like a missing one,
   * so ids cannot be probed. Marking read twice is harmless.
   */
  async markRead(viewer: Viewer | undefined, rawId: unknown, isRead: unknown = true): Promise<NotificationWithSender> {
    const { userId } = requireViewer(viewer);
    // Notifications only go from Unread to Read (docs/decisions/0005-notifications-and-messages.md); a request to mark one unread is refused, not ignored.
    if (isRead !== undefined && isRead !== true && isRead !== "true") throw new ValidationError("is_read must be true");
    const id = parseId(rawId);
    const updated = id === undefined ? { count: 0 } : await this.deps.prisma.notification.updateMany({ where: { id, recipientId: userId }, data: { isRead: true } });
    if (updated.count === 0 || id === undefined) throw new NotFoundError("Notification not found");
    const row = await this.deps.prisma.notification.findUnique({ where: { id }, include: WITH_SENDER });
    if (!row) throw new NotFoundError("Notification not found");
    return row;
  }

  /**
   * Each new notification of the viewer with the unread count after it. The channel is the viewer's own,
   * and each row is checked against the viewer again before it is sent.
   */
  subscribe(viewer: Viewer | undefined): AsyncIterableIterator<NotificationEventView> {
    const signedIn = requireViewer(viewer);
    const { userId } = signedIn;
    const source = this.deps.events.subscribe<NotificationPublished>(channels.notifications(userId));
    return mapEvents(source, async (event) => {
      const id = parseId(event?.notificationId);
      if (id === undefined) return null;
      const notification = await this.deps.prisma.notification.findUnique({ where: { id } });
      if (!notification || notification.recipientId !== userId) return null;
      return { notification, unreadCount: await this.unreadCount(signedIn) };
    });
  }
}
