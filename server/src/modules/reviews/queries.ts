// Batched review reads shared by the DataLoaders and the REST routes: each answers many profiles or reviewers in one statement.
import type { PrismaClient, Review } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { ProfileRole } from "../profiles/service.js";

export const FORMER_MEMBER = "Former member";

/** Who wrote a review, as a link target: docs/decisions/0002-ids-and-links.md makes reviewer_id the reviewer's profile id. */
export interface ReviewerInfo {
  userId: number;
  username: string;
  role: ProfileRole;
  profileId: number;
}

export type ReviewWithReviewer = Review & { reviewer: ReviewerInfo };

/** The column a review uses to point at a profile of the given role (fixed names, never user input). */
export function reviewTargetColumn(role: ProfileRole): "houseManagerId" | "employerId" {
  return role === "house_manager" ? "houseManagerId" : "employerId";
}

/** Recomputes a profile's mean and count from its visible reviews (never incremented, so it cannot drift). */
export async function recomputeRating(tx: Prisma.TransactionClient, role: ProfileRole, profileId: number) {
  const column = reviewTargetColumn(role);
  const stats = await tx.review.aggregate({ where: { [column]: profileId, hiddenAt: null }, _avg: { rating: true }, _count: { _all: true } });
  const summary = { rating: (stats._avg.rating ?? 0).toFixed(2), reviewCount: stats._count._all };
  return role === "house_manager"
    ? tx.houseManagerProfile.update({ where: { id: profileId }, data: summary })
    : tx.employerProfile.update({ where: { id: profileId }, data: summary });
}

/** Reviewers by user id, with the profile their link opens, in one statement. */
export async function loadReviewers(prisma: PrismaClient, userIds: readonly number[]): Promise<Map<number, ReviewerInfo>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await prisma.$queryRaw<Array<{ id: number; username: string; userType: string; houseManagerId: number | null; employerId: number | null; closed: boolean }>>`
    SELECT u.id, u.username, u."userType"::text AS "userType", hm.id AS "houseManagerId", e.id AS "employerId", (u."closedAt" IS NOT NULL) AS closed
    FROM "User" u
    LEFT JOIN "HouseManagerProfile" hm ON hm."userId" = u.id
    LEFT JOIN "EmployerProfile" e ON e."userId" = u.id
    WHERE u.id IN (${Prisma.join(ids)})`;
  const found = new Map<number, ReviewerInfo>();
  for (const row of rows) {
    const role: ProfileRole = row.userType === "house_manager" ? "house_manager" : "employer";
    const profileId = role === "house_manager" ? row.houseManagerId : row.employerId;
    // A closed account's reviews stay, shown from "Former member" (docs/decisions/0011-privacy-rights-and-moderation.md).
    if (profileId !== null) found.set(row.id, { userId: row.id, username: row.closed ? FORMER_MEMBER : row.username, role, profileId });
  }
  return found;
}

/**
 * The same page (newest first) of reviews for many profiles in one statement: ROW_NUMBER per profile, so the
 * home page's "3 latest reviews of each of N house managers" costs one query whatever N is. Returns up to
 * first + 1 rows per profile; the extra row only tells that more follow.
 */
export async function loadReviewPages(
  prisma: PrismaClient,
  role: ProfileRole,
  profileIds: readonly number[],
  page: { first: number; offset: number },
): Promise<Map<number, Review[]>> {
  const pages = new Map<number, Review[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return pages;
  const column = Prisma.raw(`"${reviewTargetColumn(role)}"`);
  const rows = await prisma.$queryRaw<Review[]>`
    SELECT id, "reviewerId", "houseManagerId", "employerId", rating, comment, "createdAt", "hiddenAt"
    FROM (
      SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.${column} ORDER BY r."createdAt" DESC, r.id DESC) AS position
      FROM "Review" r
      WHERE r.${column} IN (${Prisma.join([...new Set(profileIds)])}) AND r."hiddenAt" IS NULL
    ) ranked
    WHERE position > ${page.offset} AND position <= ${page.offset + page.first + 1}
    ORDER BY ${column}, position`;
  for (const row of rows) {
    const profileId = role === "house_manager" ? row.houseManagerId : row.employerId;
    if (profileId !== null) pages.get(profileId)?.push({ ...row, rating: Number(row.rating), createdAt: new Date(row.createdAt) });
  }
  return pages;
}
