// GraphQL resolvers for reports and blocks: thin adapters onto ReportService and BlockService.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import { displayName } from "../../../../shared/names.js";

export const moderationResolvers: Resolvers = {
  Query: {
    blockedUsers: (_parent, _args, { services, caller }) => services.blocks.list(caller.viewer),
    operatorReports: (_parent, { status }, { services, caller }) => services.reports.list(caller.viewer, status ?? undefined),
  },
  Mutation: {
    reportContent: (_parent, { input }, { services, caller }) => services.reports.create(caller.viewer, input),
    resolveReport: (_parent, { id, action, note }, { services, caller }) => services.reports.resolve(caller.viewer, id, { action, note }),
    blockUser: (_parent, { userId }, { services, caller }) => services.blocks.block(caller.viewer, userId),
    unblockUser: async (_parent, { userId }, { services, caller }) => {
      await services.blocks.unblock(caller.viewer, userId);
      return { success: true, message: "Block lifted." };
    },
  },
  Report: {
    id: (report) => String(report.id),
    targetId: (report) => String(report.targetId),
  },
  OperatorReport: {
    id: (report) => String(report.id),
    targetId: (report) => String(report.targetId),
    reporterId: (report) => String(report.reporterId),
    targetUserId: (report) => String(report.targetUserId),
    action: (report) => (report.action as "dismiss" | "hide_review" | "suspend_user" | null) ?? null,
  },
  ReportedContent: {
    id: (content) =>
      content.kind === "profile" ? `${content.role}:${content.profileId}` : content.kind === "review" ? `review:${content.reviewId}` : content.kind === "message" ? `message:${content.messageId}` : "gone",
    kind: (content) => content.kind,
    name: (content) => (content.kind === "profile" ? content.name : content.kind === "review" ? content.reviewerUsername : null),
    text: (content) => (content.kind === "profile" ? content.bio || content.description : content.kind === "review" ? content.comment : content.kind === "message" ? content.content : null),
    rating: (content) => (content.kind === "review" ? content.rating : null),
    profileRole: (content) => (content.kind === "profile" ? content.role : null),
    profileId: (content) => (content.kind === "profile" ? String(content.profileId) : null),
    hidden: (content) => (content.kind === "review" ? content.hidden : null),
    createdAt: (content) => (content.kind === "review" || content.kind === "message" ? content.createdAt : null),
  },
  BlockedUser: {
    id: (user) => String(user.userId),
    userId: (user) => String(user.userId),
    name: (user) => displayName(user),
  },
};
