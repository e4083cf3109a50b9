// GraphQL resolvers for profiles: the Profile interface and the fields both profile types derive from their owner.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { ProfileModel } from "../../graphql/models.js";

async function owner(profile: ProfileModel, { loaders }: GraphQLContext) {
  const user = await loaders.user.load(profile.userId);
  if (!user) throw new Error(`Profile ${profile.id} has no owner`);
  return user;
}

/** Fields shared by HouseManager and Employer, resolved the same way for both. */
const sharedProfileFields = {
  id: (profile: ProfileModel) => String(profile.id),
  userId: (profile: ProfileModel) => String(profile.userId),
  firstName: async (profile: ProfileModel, _args: unknown, context: GraphQLContext) => (await owner(profile, context)).firstName,
  lastName: async (profile: ProfileModel, _args: unknown, context: GraphQLContext) => (await owner(profile, context)).lastName,
  name: async (profile: ProfileModel, _args: unknown, context: GraphQLContext) => {
    const user = await owner(profile, context);
    return `${user.firstName} ${user.lastName}`.trim();
  },
  rating: (profile: ProfileModel) => Number(profile.rating),
};

export const profileResolvers: Resolvers = {
  Profile: {
    __resolveType: (profile) => ("isSchool" in profile ? "Employer" : "HouseManager"),
  },
  HouseManager: {
    ...sharedProfileFields,
    role: () => "house_manager",
    salary: (profile) => (profile.salary === null ? null : Number(profile.salary)),
  },
  Employer: {
    ...sharedProfileFields,
    role: () => "employer",
  },
};
