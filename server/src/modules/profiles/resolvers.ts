// GraphQL resolvers for profiles: lists, search, details, own edits, and the fields both profile types derive from their owner.
import type { Resolvers, UpdateProfileInput } from "../../graphql/resolvers-types.js";
import type { ProfileFieldName } from "../../../../shared/profiles/rules.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { ProfileModel } from "../../graphql/models.js";
import type { HouseManagerProfile, User } from "../../generated/prisma/client.js";
import type { Owner } from "./service.js";
import { alreadyLoaded, loadedIn } from "./loaded.js";
import { reviewPageKey } from "../reviews/loaders.js";
import { HOUSE_MANAGER_CARD_COLUMNS, type HouseManagerCard, type HouseManagerRead, type HouseManagerWants } from "./house-manager-reads.js";
import { parseId } from "../../lib/validate.js";
import { pageRequest, toConnection } from "./connection.js";
import { CURRENCY } from "../../lib/currency.js";
import { statusOf } from "../contracts/service.js";
import { displayName } from "../../../../shared/names.js";
import { selectedFields, type Selected } from "../../graphql/selection.js";

/** The owner now when this request's set-based read loaded it (loaded.ts), else through the user loader. */
function owner(profile: ProfileModel, context: GraphQLContext): Owner | Promise<Owner> {
  return alreadyLoaded(context)?.owners.get(profile.userId) ?? loadOwner(profile, context);
}

async function loadOwner(profile: ProfileModel, { loaders }: GraphQLContext): Promise<User> {
  const user = await loaders.user.load(profile.userId);
  if (!user) throw new Error(`Profile ${profile.id} has no owner`);
  return user;
}

/** `read(owner)` now if the owner is loaded, else once it is. */
function fromOwner<T>(profile: ProfileModel, context: GraphQLContext, read: (user: Owner) => T): T | Promise<T> {
  const user = owner(profile, context);
  return user instanceof Promise ? user.then(read) : read(user);
}

/** A public page answers null for suspended and closed accounts (docs/decisions/0011-privacy-rights-and-moderation.md), as for a missing profile. */
async function listed<T extends ProfileModel>(profile: T | null, { loaders }: GraphQLContext): Promise<T | null> {
  if (!profile) return null;
  const user = await loaders.user.load(profile.userId);
  return user && !user.suspendedAt && !user.closedAt && user.userType !== "operator" ? profile : null;
}

/** What a house manager's selection needs beside the profile and its owner. */
function wantsOf(selected: Selected): HouseManagerWants {
  const wants: HouseManagerWants = { albums: selected.has("albums"), badge: selected.has("verified") || selected.has("verifications"), contracts: selected.has("contracts") };
  const reviewArgs = selected.args("reviews") as { first?: number | null; after?: string | null } | undefined;
  if (reviewArgs) {
    // Arguments the reviews field itself refuses are left to it (its own error), not read here.
    try {
      wants.reviews = pageRequest(reviewArgs.first, reviewArgs.after, 10);
    } catch {
      // the field's resolver reports it
    }
  }
  return wants;
}

/**
 * The HouseManager fields a card (HouseManagerCard and its owner's names) answers: its own columns (a column added to
 * HOUSE_MANAGER_CARD_COLUMNS is a card field at once), the fields made from them and the owner's names, and the
 * fields that load by the profile's id. A list whose nodes select only these reads cards; one that selects any other
 * field (bio, address, ...) reads whole profiles.
 */
const CARD_FIELDS = new Set<string>([
  ...HOUSE_MANAGER_CARD_COLUMNS,
  "__typename", "role", "firstName", "lastName", "name", "currency",
  "reviews", "albums", "albumsConnection", "contracts", "contractsConnection", "verified", "verifications",
]);

function onlyCardFields(selected: Selected): boolean {
  for (const name of selected.names()) if (!CARD_FIELDS.has(name)) return false;
  return true;
}

/** Puts what the page's statement loaded where the field resolvers look for it (their DataLoaders). */
function primeHouseManagerRead(context: GraphQLContext, page: HouseManagerRead): void {
  context.loaders.houseManager.prime(page.profile.id, page.profile);
  context.loaders.user.prime(page.owner.id, page.owner);
  primeParts(context, page);
}

/**
 * The parts a read loaded and its owner's names (loaded.ts): all a card primes, as a card is not a whole row for
 * the profile and user loaders.
 */
function primeParts(context: GraphQLContext, page: HouseManagerRead<HouseManagerCard, Owner>): void {
  const { loaders } = context;
  const id = page.profile.id;
  const loaded = loadedIn(context);
  loaded.owners.set(page.owner.id, page.owner);
  if (page.albums) loaders.albumsByHouseManager.prime(id, page.albums);
  if (page.badge) loaders.badge.prime(id, page.badge);
  if (page.contracts) loaders.contractsByHouseManager.prime(id, page.contracts);
  if (page.reviews) {
    const key = { role: "house_manager" as const, profileId: id, first: page.reviews.page.first, offset: page.reviews.page.offset };
    loaders.reviewPage.prime(key, page.reviews.rows);
    loaded.reviewPages.set(reviewPageKey(key), page.reviews.rows);
    for (const [userId, reviewer] of page.reviews.reviewers) {
      loaders.reviewer.prime(userId, reviewer);
      loaded.reviewers.set(userId, reviewer);
    }
  }
}

/** Fields shared by HouseManager and Employer, resolved the same way for both. */
const sharedProfileFields = {
  id: (profile: ProfileModel) => String(profile.id),
  userId: (profile: ProfileModel) => String(profile.userId),
  firstName: (profile: ProfileModel, _args: unknown, context: GraphQLContext) => fromOwner(profile, context, (user) => user.firstName),
  lastName: (profile: ProfileModel, _args: unknown, context: GraphQLContext) => fromOwner(profile, context, (user) => user.lastName),
  name: (profile: ProfileModel, _args: unknown, context: GraphQLContext) => fromOwner(profile, context, displayName),
  rating: (profile: ProfileModel) => Number(profile.rating),
  address: async (profile: ProfileModel, _args: unknown, { loaders }: GraphQLContext) => ((await loaders.addressReadable.load(profile.userId)) ? profile.address : null),
};

/** GraphQL's UpdateProfileInput names exactly the fields of shared/profiles/rules.ts, so it passes straight through. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _inputNamesTheRules: SameNames<keyof UpdateProfileInput, ProfileFieldName> = true;

export const profileResolvers: Resolvers = {
  Query: {
    // The page of profiles, their total and what the nodes select in one statement; the loaders are primed with it.
    houseManagers: async (_parent, { filter, first, after }, context, info) => {
      const input = {
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
      };
      const nodes = selectedFields(info, ["edges", "node"]);
      const page = pageRequest(first, after);
      const count = selectedFields(info).has("totalCount");
      if (onlyCardFields(nodes)) {
        const cards = await context.services.profiles.listHouseManagerCards(input, page, wantsOf(nodes), count);
        for (const read of cards.rows) primeParts(context, read);
        // The nodes' fields read only a card's columns (CARD_FIELDS), so a card stands for the whole profile.
        return toConnection({ ...cards, rows: cards.rows.map((read) => read.profile as HouseManagerProfile) });
      }
      const whole = await context.services.profiles.listHouseManagerReads(input, page, wantsOf(nodes), count);
      for (const read of whole.rows) primeHouseManagerRead(context, read);
      return toConnection({ ...whole, rows: whole.rows.map((read) => read.profile) });
    },
    // The page and what it selects in one statement; the loaders are primed with it, so the field resolvers (and the
    // rules they apply: listed owners, private addresses) read it without loading it again.
    houseManager: async (_parent, { id }, context, info) => {
      const profileId = parseId(id);
      if (profileId === undefined) return null;
      const page = await context.services.profiles.houseManagerPage(profileId, wantsOf(selectedFields(info)));
      if (!page) return null;
      primeHouseManagerRead(context, page);
      return listed(page.profile, context);
    },
    employer: async (_parent, { id }, context) => {
      const profileId = parseId(id);
      return listed(profileId === undefined ? null : await context.loaders.employer.load(profileId), context);
    },
    // Each side is fetched only when selected, with its own page (search's `first` is the default size).
    search: (_parent, { query, first }, { services, fresh }) => ({ query: services.profiles.searchText(query), first: pageRequest(first, null).first, ask: services.profiles.searchAsk(fresh) }),
  },
  Mutation: {
    updateProfile: (_parent, { input }, { services, caller }) => services.profiles.updateProfile(caller.viewer, input),
    uploadProfilePhoto: async (_parent, { file }, { services, caller }) => services.profiles.uploadPhoto(caller.viewer, (await file).buffer),
  },
  // Each side's statement reads its profiles' owners (and the house managers' badges) with them, and primes the
  // request's record of them, so names and badges need no statement of their own; as for the list, nodes selecting
  // only a card's fields read cards.
  SearchResult: {
    houseManagers: async (search, { first, after }, context, info) => {
      const page = pageRequest(first ?? search.first, after);
      if (onlyCardFields(selectedFields(info, ["edges", "node"]))) {
        const cards = await context.services.profiles.searchHouseManagers(search.query, page, "card", search.ask);
        for (const read of cards.rows) primeParts(context, read);
        // The nodes' fields read only a card's columns (CARD_FIELDS), so a card stands for the whole profile.
        return toConnection({ ...cards, rows: cards.rows.map((read) => read.profile as HouseManagerProfile) });
      }
      const whole = await context.services.profiles.searchHouseManagers(search.query, page, "whole", search.ask);
      for (const read of whole.rows) {
        context.loaders.houseManager.prime(read.profile.id, read.profile);
        primeParts(context, read);
      }
      return toConnection({ ...whole, rows: whole.rows.map((read) => read.profile) });
    },
    employers: async (search, { first, after }, context) => {
      const found = await context.services.profiles.searchEmployers(search.query, pageRequest(first ?? search.first, after), search.ask);
      const owners = loadedIn(context).owners;
      for (const { owner } of found.rows) owners.set(owner.id, owner);
      return toConnection({ ...found, rows: found.rows.map(({ owner: _owner, ...profile }) => profile) });
    },
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
