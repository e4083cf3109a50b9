// GraphQL resolvers for reviews: a profile's reviews (batched per request), submitting one, and the reviewer's link fields.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { ProfileModel, ReviewModel } from "../../graphql/models.js";
import { NotFoundError } from "../../lib/errors.js";
import { parseId } from "../../lib/validate.js";
import { pageRequest, toConnection } from "../profiles/connection.js";
import { PROFILE_NOT_FOUND, type ProfileRole } from "../profiles/service.js";

/** A page of a profile's reviews; the total is the profile's count, kept in step with its reviews. */
async function reviewsOf(role: ProfileRole, profile: ProfileModel, args: { first?: number | null; after?: string | null }, { loaders }: GraphQLContext) {
  const page = pageRequest(args.first, args.after, 10);
  const rows = await loaders.reviewPage.load({ role, profileId: profile.id, ...page });
  return toConnection({ rows, totalCount: profile.reviewCount, ...page });
}

async function reviewerOf(review: ReviewModel, { loaders }: GraphQLContext) {
  const reviewer = await loaders.reviewer.load(review.reviewerId);
  if (!reviewer) throw new Error(`Review ${review.id} has no reviewer profile`);
  return reviewer;
}

export const reviewResolvers: Resolvers = {
  Query: {
    reviews: async (_parent, { role, profileId, first, after }, context) => {
      const id = parseId(profileId);
      const profile = id === undefined ? null : role === "house_manager" ? await context.loaders.houseManager.load(id) : await context.loaders.employer.load(id);
      if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
      return reviewsOf(role, profile, { first, after }, context);
    },
  },
  Mutation: {
    submitReview: (_parent, { role, profileId, rating, comment }, { services, caller }) => services.reviews.submit(caller, role, profileId, { rating, comment }),
  },
  HouseManager: {
    reviews: (profile, args, context) => reviewsOf("house_manager", profile, args, context),
  },
  Employer: {
    reviews: (profile, args, context) => reviewsOf("employer", profile, args, context),
  },
  Review: {
    id: (review) => String(review.id),
    reviewerId: async (review, _args, context) => String((await reviewerOf(review, context)).profileId),
    reviewerRole: async (review, _args, context) => (await reviewerOf(review, context)).role,
    reviewerUsername: async (review, _args, context) => (await reviewerOf(review, context)).username,
  },
};
