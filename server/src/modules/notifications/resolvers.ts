// GraphQL resolvers for notifications: thin adapters onto NotificationService; senders come through DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { NotificationModel } from "../../graphql/models.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { roleOf, type NotificationEventView, type SenderInfo } from "./service.js";
import type { ContractStatus, PaymentDay } from "../../graphql/resolvers-types.js";
import { isoDay } from "../../../../shared/dates.js";
import { displayName } from "../../../../shared/names.js";

/**
 * A subscription keeps one context (and its DataLoaders) for as long as it runs: forget cached rows before each
 * event so it shows current names, and so the cache cannot grow for the life of the socket.
 */
export function freshLoaders({ loaders }: GraphQLContext): void {
  for (const loader of Object.values(loaders)) loader.clearAll();
}

/** Who sent a notification: read with the list, else through the loaders (a live event). */
async function sender(notification: NotificationModel, { loaders }: GraphQLContext): Promise<SenderInfo | null> {
  if (notification.listed) return notification.listed.sender;
  const user = notification.senderId === null ? null : await loaders.user.load(notification.senderId);
  if (!user) return null;
  const role = roleOf(user.userType);
  const profile = role === "house_manager" ? await loaders.houseManagerByUser.load(user.id) : await loaders.employerByUser.load(user.id);
  return { role, profileId: profile?.id ?? null, name: displayName(user) };
}

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_parent, args, { services, caller }) => services.notifications.list(caller.viewer, args),
    unreadNotificationCount: (_parent, _args, { services, caller }) => services.notifications.unreadCount(caller.viewer),
  },
  Mutation: {
    markNotificationRead: (_parent, { id }, { services, caller }) => services.notifications.markRead(caller.viewer, id),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, { services, caller }) => services.notifications.subscribe(caller.viewer),
      resolve: (event: NotificationEventView, _args: unknown, context: GraphQLContext) => {
        freshLoaders(context);
        return event;
      },
    },
  },
  Notification: {
    id: (notification) => String(notification.id),
    contractId: (notification) => (notification.contractId === null ? null : String(notification.contractId)),
    jobId: (notification) => (notification.jobId === null ? null : String(notification.jobId)),
    senderUserId: (notification) => (notification.senderId === null ? null : String(notification.senderId)),
    messageText: async (notification, _args, { loaders }) => {
      if (notification.listed) return notification.listed.messageText;
      return notification.messageId === null ? null : ((await loaders.message.load(notification.messageId))?.content ?? null);
    },
    // The recipient is a party to the contract (contracts/service.ts notifies only the parties), so its terms are theirs to see.
    contractSummary: async (notification, _args, { loaders }) => {
      if (notification.contractId === null) return null;
      const contract = notification.listed
        ? notification.listed.contract
        : await loaders.contract.load(notification.contractId).then((row) => row && { ...row, paymentAmount: Number(row.paymentAmount), startDate: isoDay(row.startDate), endDate: isoDay(row.endDate) });
      return contract ? { ...contract, id: String(contract.id), currency: "KES", paymentDay: contract.paymentDay as PaymentDay, status: contract.status as ContractStatus } : null;
    },
    senderName: async (notification, _args, context) => (await sender(notification, context))?.name ?? null,
    senderRole: async (notification, _args, context) => (await sender(notification, context))?.role ?? null,
    // The sender's profile id, so /profile/{senderRole}/{senderId} opens (docs/decisions/0002-ids-and-links.md).
    senderId: async (notification, _args, context) => {
      const profileId = (await sender(notification, context))?.profileId;
      return profileId == null ? null : String(profileId);
    },
  },
};
