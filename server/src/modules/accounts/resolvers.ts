// GraphQL resolvers for accounts and the User type: thin adapters onto AccountService.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import { preferencesOf } from "./service.js";

export const accountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { services, caller }) => services.accounts.currentUser(caller.viewer),
  },
  Mutation: {
    register: (_parent, { input }, { services, caller }) =>
      services.accounts.register(
        {
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          username: input.username,
          password: input.password,
          password2: input.password2,
          user_type: input.userType ?? undefined,
        },
        caller,
      ),
    login: (_parent, args, { services, caller }) => services.accounts.login(args, caller),
    refreshToken: (_parent, args, { services }) => services.accounts.refresh({ refresh: args.refreshToken }),
    logout: async (_parent, args, { services }) => {
      await services.accounts.logout({ refresh: args.refreshToken });
      return { success: true, message: "Logged out" };
    },
    requestPasswordReset: async (_parent, { email }, { services, caller }) => ({ success: true, ...(await services.accounts.requestPasswordReset({ email }, caller)) }),
    resetPassword: async (_parent, args, { services, caller }) => ({ success: true, ...(await services.accounts.confirmPasswordReset(args, caller)) }),
    changePassword: (_parent, args, { services, caller }) =>
      services.accounts.changePassword(caller.viewer, { old_password: args.oldPassword, password: args.password, password2: args.password2 }),
    updateNotificationPreferences: (_parent, { input }, { services, caller }) => services.accounts.updatePreferences(caller.viewer, input),
  },
  User: {
    id: (user) => String(user.id),
    // Email is private: only the user themselves reads it.
    email: (user, _args, { caller, authenticatedUserIds }) =>
      caller.viewer?.userId === user.id || authenticatedUserIds.has(user.id) ? user.email : null,
    notificationPreferences: (user, _args, { caller }) =>
      caller.viewer?.userId === user.id ? preferencesOf(user) : null,
    profile: async (user, _args, { loaders }) =>
      user.userType === "house_manager" ? loaders.houseManagerByUser.load(user.id) : loaders.employerByUser.load(user.id),
  },
  AuthPayload: {
    accessExpiry: (session) => session.accessExpiry,
    user: (session, _args, { authenticatedUserIds }) => {
      authenticatedUserIds.add(session.user.id);
      return session.user;
    },
  },
};
