// Per-request DataLoaders for reviews: a page of reviews per profile and reviewer links, each batch one SQL statement.
import DataLoader from "dataloader";
import type { PrismaClient, Review } from "../../generated/prisma/client.js";
import type { ProfileRole } from "../profiles/service.js";
import { loadReviewers, loadReviewPages, type ReviewerInfo } from "./queries.js";

export interface ReviewPageKey {
  role: ProfileRole;
  profileId: number;
  first: number;
  offset: number;
}

export function createReviewLoaders(prisma: PrismaClient) {
  return {
    reviewer: new DataLoader<number, ReviewerInfo | null>(async (userIds) => {
      const found = await loadReviewers(prisma, userIds);
      return userIds.map((id) => found.get(id) ?? null);
    }),
    /** Up to first + 1 reviews of a profile, newest first; profiles asking for the same page share one query. */
    reviewPage: new DataLoader<ReviewPageKey, Review[], string>(
      async (keys) => {
        const groups = new Map<string, ReviewPageKey[]>();
        for (const key of keys) {
          const group = `${key.role}:${key.first}:${key.offset}`;
          groups.set(group, [...(groups.get(group) ?? []), key]);
        }
        const results = new Map<string, Review[]>();
        await Promise.all(
          [...groups.values()].map(async (group) => {
            const [{ role, first, offset }] = group as [ReviewPageKey, ...ReviewPageKey[]];
            const pages = await loadReviewPages(prisma, role, group.map((key) => key.profileId), { first, offset });
            for (const key of group) results.set(reviewPageKey(key), pages.get(key.profileId) ?? []);
          }),
        );
        return keys.map((key) => results.get(reviewPageKey(key)) ?? []);
      },
      { cacheKeyFn: reviewPageKey },
    ),
  };
}

export function reviewPageKey(key: ReviewPageKey): string {
  return `${key.role}:${key.profileId}:${key.first}:${key.offset}`;
}
