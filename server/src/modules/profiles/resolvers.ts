// GraphQL resolvers for profiles: lists, search, details, own edits, and the fields both profile types derive from their owner.
import type { Resolvers, UpdateProfileInput } from "../../graphql/resolvers-types.js";
import type { ProfileFieldName } from "../../../../shared/profiles/rules.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { ProfileModel } from "../../graphql/models.js";
import { parseId } from "../../lib/validate.js";
import { pageRequest, toConnection } from "./connection.js";
import { CURRENCY } from "../../lib/currency.js";
import { statusOf } from "../contracts/service.js";
import { displayName } from "../../../../shared/names.js";

async function owner(profile: ProfileModel, { loaders }: GraphQLContext) {
  const user = await loaders.user.load(profile.userId);
  if (!user) throw new Error(`Profile ${profile.id} has no owner`);
  return user;
}

/** A public page answers null for suspended and closed accounts (docs/decisions/0011-privacy-rights-and-moderation.md), as for a missing profile. */
async function listed<T extends ProfileModel>(profile: T | null, { loaders }: GraphQLContext): Promise<T | null> {
  if (!profile) return null;
  const user = await loaders.user.load(profile.userId);
  return user && !user.suspendedAt && !user.closedAt && user.userType !== "operator" ? profile : null;
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
  address: async (profile: ProfileModel, _args: unknown, { loaders }: GraphQLContext) => ((await loaders.addressReadable.load(profile.userId)) ? profile.address : null),
};

/** GraphQL's UpdateProfileInput names exactly the fields of shared/profiles/rules.ts, so it passes straight through. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _inputNamesTheRules: SameNames<keyof UpdateProfileInput, ProfileFieldName> = true;

export const profileResolvers: Resolvers = {
  Query: {
    houseManagers: async (_parent, { filter, first, after }, { services }) =>
      toConnection(
        await services.profiles.listHouseManagers(
          {
            location: filter?.location,
            rating: filter?.minRating,
            experience: filter?.minExperience,
            skills: filter?.skills,
            languages: filter?.languages,
            availability: filter?.availability,
            maxSalary: filter?.maxSalary,
            near: filter?.near,
            radiusKm: filter?.radiusKm,
            verified: filter?.verified,
          },
          pageRequest(first, after),
        ),
      ),
    houseManager: async (_parent, { id }, context) => {
      const profileId = parseId(id);
      return listed(profileId === undefined ? null : await context.loaders.houseManager.load(profileId), context);
    },
    employer: async (_parent, { id }, context) => {
      const profileId = parseId(id);
      return listed(profileId === undefined ? null : await context.loaders.employer.load(profileId), context);
    },
    // Each side is fetched only when selected, with its own page (search's `first` is the default size).
    search: (_parent, { query, first }, { services }) => ({ query: services.profiles.searchText(query), first: pageRequest(first, null).first }),
  },
  Mutation: {
    updateProfile: (_parent, { input }, { services, caller }) => services.profiles.updateProfile(caller.viewer, input),
    uploadProfilePhoto: async (_parent, { file }, { services, caller }) => services.profiles.uploadPhoto(caller.viewer, (await file).buffer),
  },
  SearchResult: {
    houseManagers: async (search, { first, after }, { services }) =>
      toConnection(await services.profiles.searchHouseManagers(search.query, pageRequest(first ?? search.first, after))),
    employers: async (search, { first, after }, { services }) =>
      toConnection(await services.profiles.searchEmployers(search.query, pageRequest(first ?? search.first, after))),
  },
  Profile: {
    __resolveType: (profile) => ("isSchool" in profile ? "Employer" : "HouseManager"),
  },
  HouseManager: {
    ...sharedProfileFields,
    role: () => "house_manager",
    salary: (profile) => (profile.salary === null ? null : Number(profile.salary)),
    currency: () => CURRENCY,
    contracts: (profile, _args, { loaders }) => loaders.contractsByHouseManager.load(profile.id),
    contractsConnection: async (profile, { first, after }, { loaders }) =>
      toConnection(await loaders.contractPageByHouseManager.load({ houseManagerId: profile.id, ...pageRequest(first, after) })),
    verified: async (profile, _args, { loaders }) => (await loaders.badge.load(profile.id)).verified,
    verifications: async (profile, _args, { loaders }) => (await loaders.badge.load(profile.id)).verifications,
  },
  VerificationBadge: {
    id: (check) => String(check.id),
    expiresAt: (check) => (check.expiresAt ? check.expiresAt.toISOString().slice(0, 10) : null),
  },
  Employer: {
    ...sharedProfileFields,
    role: () => "employer",
  },
  // The block's rows come from publicContractBlocks (HouseManager.contracts) or as contract rows (the paged
  // contractsConnection): both read the same status and name.
  ContractSummary: {
    id: (contract) => String(contract.id),
    status: (contract) => ("employerName" in contract ? contract.status : statusOf(contract)),
    employerName: async (contract, _args, { loaders }) => {
      if ("employerName" in contract) return contract.employerName;
      const employer = await loaders.employer.load(contract.employerId);
      const user = employer ? await loaders.user.load(employer.userId) : null;
      return user ? displayName(user) : "";
    },
  },
};
