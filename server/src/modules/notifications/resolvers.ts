// GraphQL resolvers for notifications: thin adapters onto NotificationService; senders come through DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { NotificationModel } from "../../graphql/models.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { displayName, roleOf, type NotificationEventView } from "./service.js";
import { isoDay } from "../../../../shared/dates.js";

/**
 * A subscription keeps one context (and its DataLoaders) for as long as it runs: forget cached rows before each
 * event so it shows current names, and so the cache cannot grow for the life of the socket.
 */
export function freshLoaders({ loaders }: GraphQLContext): void {
  for (const loader of Object.values(loaders)) loader.clearAll();
}

function sender(notification: NotificationModel, { loaders }: GraphQLContext) {
  return notification.senderId === null ? Promise.resolve(null) : loaders.user.load(notification.senderId);
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
    messageText: async (notification, _args, { loaders }) =>
      notification.messageId === null ? null : ((await loaders.message.load(notification.messageId))?.content ?? null),
    // The recipient is a party to the contract (contracts/service.ts notifies only the parties), so its terms are theirs to see.
    contractSummary: async (notification, _args, { loaders }) => {
      if (notification.contractId === null) return null;
      const contract = await loaders.contract.load(notification.contractId);
      return contract
        ? {
            id: String(contract.id),
            paymentAmount: Number(contract.paymentAmount),
            currency: "KES",
            paymentDay: contract.paymentDay,
            startDate: isoDay(contract.startDate),
            endDate: isoDay(contract.endDate),
            status: contract.status,
          }
        : null;
    },
    senderName: async (notification, _args, context) => {
      const user = await sender(notification, context);
      return user ? displayName(user) : null;
    },
    senderRole: async (notification, _args, context) => {
      const user = await sender(notification, context);
      return user ? roleOf(user.userType) : null;
    },
    // The sender's profile id, so /profile/{senderRole}/{senderId} opens (docs/decisions/0002-ids-and-links.md).
    senderId: async (notification, _args, context) => {
      const user = await sender(notification, context);
      if (!user) return null;
      const profile = roleOf(user.userType) === "house_manager" ? await context.loaders.houseManagerByUser.load(user.id) : await context.loaders.employerByUser.load(user.id);
      return profile ? String(profile.id) : null;
    },
  },
};
