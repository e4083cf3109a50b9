// What this request's set-based reads already loaded (house-manager-reads.ts), beside the DataLoaders they prime, so
// that a field needing only those rows answers at once instead of with a promise: graphql-js then completes a list of
// profiles, or a page of reviews, without a promise per row. Keyed by the request's GraphQL context; the loaders stay
// the source for everything not loaded here.
import type { Review } from "../../generated/prisma/client.js";
import type { Owner } from "./service.js";
import type { ReviewerInfo } from "../reviews/queries.js";
import { reviewPageKey, type ReviewPageKey } from "../reviews/loaders.js";

export interface Loaded {
  /** Profiles' owners by user id (their names: a list of cards reads no more of them). */
  owners: Map<number, Owner>;
  /** Reviewers by user id (null: a reviewer whose profile is gone). */
  reviewers: Map<number, ReviewerInfo | null>;
  /** Pages of reviews by reviewPageKey. */
  reviewPages: Map<string, Review[]>;
}

const loaded = new WeakMap<object, Loaded>();

/** The request's record, made on first use. */
export function loadedIn(context: object): Loaded {
  let record = loaded.get(context);
  if (!record) loaded.set(context, (record = { owners: new Map(), reviewers: new Map(), reviewPages: new Map() }));
  return record;
}

/** The request's record if a read made one. */
export function alreadyLoaded(context: object): Loaded | undefined {
  return loaded.get(context);
}

export function loadedReviewPage(context: object, key: ReviewPageKey): Review[] | undefined {
  return loaded.get(context)?.reviewPages.get(reviewPageKey(key));
}
