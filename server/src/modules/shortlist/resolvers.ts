// GraphQL resolvers for the shortlist: thin adapters onto ShortlistService.
import type { Resolvers } from "../../graphql/resolvers-types.js";

export const shortlistResolvers: Resolvers = {
  Query: {
    shortlist: (_parent, _args, { services, caller }) => services.shortlist.list(caller.viewer),
  },
  Mutation: {
    addToShortlist: (_parent, { houseManagerId }, { services, caller }) => services.shortlist.save(caller.viewer, houseManagerId),
    removeFromShortlist: async (_parent, { houseManagerId }, { services, caller }) => {
      await services.shortlist.remove(caller.viewer, houseManagerId);
      return { success: true, message: "Removed from your shortlist." };
    },
  },
};
