// GraphQL resolvers for the contact form: a thin adapter onto ContactService.
import type { Resolvers } from "../../graphql/resolvers-types.js";

export const contactResolvers: Resolvers = {
  Mutation: {
    contactMaidMatch: (_parent, args, { services, caller }) => services.contact.submit(caller, args),
  },
};
