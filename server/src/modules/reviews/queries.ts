// Batched review reads shared by the DataLoaders and the REST routes: each answers many profiles or reviewers in one statement.
import type { PrismaClient, Review } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { ProfileRole } from "../profiles/service.js";

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

/** Reviewers by user id, with the profile their link opens, in one statement. */
export async function loadReviewers(prisma: PrismaClient, userIds: readonly number[]): Promise<Map<number, ReviewerInfo>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await prisma.$queryRaw<Array<{ id: number; username: string; userType: string; houseManagerId: number | null; employerId: number | null }>>`
    SELECT u.id, u.username, u."userType"::text AS "userType", hm.id AS "houseManagerId", e.id AS "employerId"
    FROM "User" u
    LEFT JOIN "HouseManagerProfile" hm ON hm."userId" = u.id
    LEFT JOIN "EmployerProfile" e ON e."userId" = u.id
    WHERE u.id IN (${Prisma.join(ids)})`;
  const found = new Map<number, ReviewerInfo>();
  for (const row of rows) {
    const role: ProfileRole = row.userType === "house_manager" ? "house_manager" : "employer";
    const profileId = role === "house_manager" ? row.houseManagerId : row.employerId;
    if (profileId !== null) found.set(row.id, { userId: row.id, username: row.username, role, profileId });
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
    SELECT id, "reviewerId", "houseManagerId", "employerId", rating, comment, "createdAt"
    FROM (
      SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.${column} ORDER BY r."createdAt" DESC, r.id DESC) AS position
      FROM "Review" r
      WHERE r.${column} IN (${Prisma.join([...new Set(profileIds)])})
    ) ranked
    WHERE position > ${page.offset} AND position <= ${page.offset + page.first + 1}
    ORDER BY ${column}, position`;
  for (const row of rows) {
    const profileId = role === "house_manager" ? row.houseManagerId : row.employerId;
    if (profileId !== null) pages.get(profileId)?.push({ ...row, rating: Number(row.rating), createdAt: new Date(row.createdAt) });
  }
  return pages;
}
