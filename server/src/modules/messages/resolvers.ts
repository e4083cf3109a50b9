// GraphQL resolvers for messages: thin adapters onto MessageService; senders come through DataLoaders.
import type { Message } from "../../generated/prisma/client.js";
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { freshLoaders } from "../notifications/resolvers.js";
import { displayName } from "../../../../shared/names.js";

export const messageResolvers: Resolvers = {
  Query: {
    conversation: (_parent, { withUserId, ...page }, { services, caller }) => services.messages.conversation(caller.viewer, withUserId, page),
    inbox: (_parent, page, { services, caller }) => services.messages.inbox(caller.viewer, page),
    conversations: (_parent, page, { services, caller }) => services.messages.conversations(caller.viewer, page),
  },
  Mutation: {
    sendMessage: (_parent, { recipientId, content }, { services, caller }) => services.messages.send(caller.viewer, { recipient: recipientId, content }),
    markConversationRead: async (_parent, { withUserId }, { services, caller }) => {
      const result = await services.messages.markConversationRead(caller.viewer, withUserId);
      return { userId: String(result.userId), marked: result.marked, unreadNotificationCount: result.unreadNotifications };
    },
    contactProfile: (_parent, { role, profileId, content }, { services, caller }) => services.messages.contactProfile(caller.viewer, role, profileId, content),
  },
  Subscription: {
    messageAdded: {
      subscribe: (_parent, { withUserId }, { services, caller }) => services.messages.subscribe(caller.viewer, withUserId),
      resolve: (message: Message, _args: unknown, context: GraphQLContext) => {
        freshLoaders(context);
        return message;
      },
    },
  },
  Message: {
    id: (message) => String(message.id),
    senderId: (message) => String(message.senderId),
    recipientId: (message) => String(message.recipientId),
    senderUsername: async (message, _args, { loaders }) => (await loaders.user.load(message.senderId))?.username ?? "",
    senderName: async (message, _args, { loaders }) => {
      const sender = await loaders.user.load(message.senderId);
      return sender ? displayName(sender) : "";
    },
  },
  Conversation: {
    id: (conversation) => String(conversation.userId),
    userId: (conversation) => String(conversation.userId),
    profileId: (conversation) => (conversation.profileId === null ? null : String(conversation.profileId)),
  },
};
