// GraphQL resolvers for the operators' inbox and audit log, and for closing one's own account.
import type { Resolvers } from "../../graphql/resolvers-types.js";

export const operatorResolvers: Resolvers = {
  Query: {
    operatorContactMessages: (_parent, { status }, { services, caller }) => services.operators.contactMessages(caller.viewer, status ?? undefined),
    auditLog: (_parent, _args, { services, caller }) => services.operators.audit(caller.viewer),
  },
  Mutation: {
    handleContactMessage: (_parent, { id, note }, { services, caller }) => services.operators.handleContactMessage(caller.viewer, id, note),
    deleteAccount: async (_parent, { password }, { services, caller }) => {
      await services.privacy.deleteAccount(caller.viewer, password);
      return { success: true, message: "Your account is closed." };
    },
  },
  ContactMessage: {
    id: (message) => String(message.id),
  },
  AuditEntry: {
    id: (entry) => String(entry.id),
    operatorId: (entry) => String(entry.operatorId),
    operator: (entry) => entry.operatorName,
    targetId: (entry) => String(entry.targetId),
  },
};
