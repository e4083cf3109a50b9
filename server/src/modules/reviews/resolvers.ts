// GraphQL resolvers for reviews: a profile's reviews (batched per request), submitting one, and the reviewer's link fields.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { GraphQLContext } from "../../graphql/context.js";
import type { ProfileModel, ReviewModel } from "../../graphql/models.js";
import { NotFoundError } from "../../lib/errors.js";
import { parseId } from "../../lib/validate.js";
import { pageRequest, toConnection } from "../profiles/connection.js";
import { PROFILE_NOT_FOUND, type ProfileRole } from "../profiles/service.js";
import { alreadyLoaded, loadedReviewPage } from "../profiles/loaded.js";
import type { ReviewerInfo } from "./queries.js";

/**
 * A page of a profile's reviews; the total is the profile's count, kept in step with its reviews. At once when this
 * request's set-based read loaded the page (profiles/loaded.ts), else through the loader.
 */
function reviewsOf(role: ProfileRole, profile: ProfileModel, args: { first?: number | null; after?: string | null }, context: GraphQLContext) {
  const page = pageRequest(args.first, args.after, 10);
  const key = { role, profileId: profile.id, ...page };
  const connection = (rows: ReviewModel[]) => toConnection({ rows, totalCount: profile.reviewCount, ...page });
  const loaded = loadedReviewPage(context, key);
  return loaded ? connection(loaded) : context.loaders.reviewPage.load(key).then(connection);
}

function reviewer(review: ReviewModel, found: ReviewerInfo | null): ReviewerInfo {
  if (!found) throw new Error(`Review ${review.id} has no reviewer profile`);
  return found;
}

/** `read(reviewer)` now when this request's set-based read loaded the reviewer, else once the loader has. */
function fromReviewer<T>(review: ReviewModel, context: GraphQLContext, read: (reviewer: ReviewerInfo) => T): T | Promise<T> {
  const reviewers = alreadyLoaded(context)?.reviewers;
  if (reviewers?.has(review.reviewerId)) return read(reviewer(review, reviewers.get(review.reviewerId)!));
  return context.loaders.reviewer.load(review.reviewerId).then((found) => read(reviewer(review, found)));
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
    reviewerId: (review, _args, context) => fromReviewer(review, context, (found) => String(found.profileId)),
    reviewerRole: (review, _args, context) => fromReviewer(review, context, (found) => found.role),
    reviewerUsername: (review, _args, context) => fromReviewer(review, context, (found) => found.username),
  },
};
