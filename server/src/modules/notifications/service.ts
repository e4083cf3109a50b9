// Notifications: written by other services in the same transaction as their cause; listed, marked read and delivered live here.
import type { Notification, NotificationType, Prisma, UserType } from "../../generated/prisma/client.js";
import { NotFoundError, ValidationError } from "../../lib/errors.js";
import { channels } from "../../lib/events.js";
import { parseId } from "../../lib/validate.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import type { Reads } from "../../lib/reads.js";
import { connectionOf, decodeCursor, pageSize, type Connection } from "./paging.js";
import { mapEvents, type NotificationPublished } from "./live.js";
import { displayName } from "../../../../shared/names.js";
import { sql } from "kysely";

export type ProfileRole = "employer" | "house_manager";

/** A school is an employer on the marketplace: links go to /profile/employer/{id}. */
export function roleOf(userType: UserType): ProfileRole {
  return userType === "house_manager" ? "house_manager" : "employer";
}


/** What a notification says about its sender: role and profile id build the link /profile/{role}/{id}. */
export interface SenderInfo {
  role: ProfileRole;
  profileId: number | null;
  name: string;
}

/** The contract an offer's notification is about, as its row shows it (pay and dates). */
export interface NotifiedContract {
  id: number;
  paymentAmount: number;
  paymentDay: string;
  startDate: string;
  endDate: string;
  status: string;
}

/**
 * A notification of a list, with what its row shows read in the same statement: its resolvers use these instead of
 * loading them again (notifications/resolvers.ts). A notification from elsewhere (a subscription event) has none.
 */
export type ListedNotification = Notification & {
  listed?: { sender: SenderInfo | null; messageText: string | null; contract: NotifiedContract | null };
};

/** A notification as NotificationService's lists and markRead return it: with its sender, message text and contract. */
export type NotificationRow = Notification & { listed: NonNullable<ListedNotification["listed"]> };

/** The viewer's notifications newest first, each joined to its sender, the sender's profile, the message and the contract it is about. */
function listing(reads: Reads, userId: number) {
  return reads
    .selectFrom("Notification as n")
    .leftJoin("User as s", "s.id", "n.senderId")
    .leftJoin("HouseManagerProfile as hm", "hm.userId", "n.senderId")
    .leftJoin("EmployerProfile as ep", "ep.userId", "n.senderId")
    .leftJoin("Message as m", "m.id", "n.messageId")
    .leftJoin("Contract as k", "k.id", "n.contractId")
    .where("n.recipientId", "=", userId)
    .orderBy("n.id", "desc")
    .selectAll("n")
    .select(["s.firstName", "s.lastName", "s.username", "s.userType", "hm.id as houseManagerId", "ep.id as employerId", "m.content as messageText"])
    .select([
      "k.id as contractRowId",
      "k.paymentAmount",
      "k.paymentDay",
      "k.status as contractStatus",
      sql<string>`k."startDate"::text`.as("contractStart"),
      sql<string>`k."endDate"::text`.as("contractEnd"),
    ]);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listing>["execute"]>>[number];

/** A row of listing() as the notification and what its row shows: the one place its sender is shaped. */
function listedRow(row: ListingRow): NotificationRow {
  const { firstName, lastName, username, userType, houseManagerId, employerId, messageText, contractRowId, paymentAmount, paymentDay, contractStatus, contractStart, contractEnd, ...notification } = row;
  const role = userType === null ? null : roleOf(userType);
  const sender =
    notification.senderId === null || role === null
      ? null
      : { role, profileId: role === "house_manager" ? houseManagerId : employerId, name: displayName({ firstName: firstName ?? "", lastName: lastName ?? "", username: username ?? "" }) };
  const contract =
    contractRowId === null
      ? null
      : { id: contractRowId, paymentAmount: Number(paymentAmount), paymentDay: paymentDay!, startDate: contractStart!, endDate: contractEnd!, status: contractStatus! };
  return { ...(notification as Notification), listed: { sender, messageText, contract } };
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

  /**
   * The viewer's notifications, newest first, with the total (of this filter) and unread counts: one statement, each
   * row with its sender, message text, contract and both counts; a second only for a page with no rows.
   */
  async list(
    viewer: Viewer | undefined,
    args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
  ): Promise<Connection<ListedNotification> & { unreadCount: number }> {
    const { userId } = requireViewer(viewer);
    const size = pageSize(args.first, DEFAULT_PAGE);
    const after = decodeCursor("notification", args.after);
    const unreadOnly = Boolean(args.unreadOnly);
    const counted = (onlyUnread: boolean) =>
      this.deps.reads
        .selectFrom("Notification as c")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("c.recipientId", "=", userId)
        .$if(onlyUnread, (query) => query.where("c.isRead", "=", false));
    const rows = await listing(this.deps.reads, userId)
      .$if(unreadOnly, (query) => query.where("n.isRead", "=", false))
      .$if(after !== undefined, (query) => query.where("n.id", "<", after!))
      .limit(size + 1)
      .select([counted(unreadOnly).as("totalCount"), counted(true).as("unreadCount")])
      .execute();
    const counts = rows[0] ?? (await this.deps.reads.selectNoFrom([counted(unreadOnly).as("totalCount"), counted(true).as("unreadCount")]).executeTakeFirstOrThrow());
    const listed = rows.map(({ totalCount: _total, unreadCount: _unread, ...row }) => listedRow(row));
    return { ...connectionOf("notification", listed, size, after, Number(counts.totalCount)), unreadCount: Number(counts.unreadCount) };
  }

  async unreadCount(viewer: Viewer | undefined): Promise<number> {
    const { userId } = requireViewer(viewer);
    return this.deps.prisma.notification.count({ where: { recipientId: userId, isRead: false } });
  }

  /** The newest notifications with their senders, for the REST list that polling clients read. */
  async recent(viewer: Viewer | undefined, limit: unknown): Promise<NotificationRow[]> {
    const { userId } = requireViewer(viewer);
    let take = REST_LIST_DEFAULT;
    if (limit !== undefined && limit !== "") {
      const parsed = typeof limit === "string" && /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
      if (!(parsed >= 1 && parsed <= REST_LIST_MAX)) throw new ValidationError(`limit must be between 1 and ${REST_LIST_MAX}`);
      take = parsed;
    }
    // One statement: each notification with its sender's name and profile ids and what it is about.
    const rows = await listing(this.deps.reads, userId).limit(take).execute();
    return rows.map(listedRow);
  }

  /**
   * Marks one of the viewer's notifications read. Someone else's notification answers 404, like a missing one,
   * so ids cannot be probed. Marking read twice is harmless.
   */
  async markRead(viewer: Viewer | undefined, rawId: unknown, isRead: unknown = true): Promise<NotificationRow> {
    const { userId } = requireViewer(viewer);
    // Notifications only go from Unread to Read (docs/decisions/0005-notifications-and-messages.md); a request to mark one unread is refused, not ignored.
    if (isRead !== undefined && isRead !== true && isRead !== "true") throw new ValidationError("is_read must be true");
    const id = parseId(rawId);
    const updated = id === undefined ? { count: 0 } : await this.deps.prisma.notification.updateMany({ where: { id, recipientId: userId }, data: { isRead: true } });
    if (updated.count === 0 || id === undefined) throw new NotFoundError("Notification not found");
    const row = await listing(this.deps.reads, userId).where("n.id", "=", id).executeTakeFirst();
    if (!row) throw new NotFoundError("Notification not found");
    return listedRow(row);
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
