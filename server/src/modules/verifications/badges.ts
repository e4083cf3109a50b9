// Verification badges of house managers (docs/decisions/0008-operators-and-trust.md): what "verified" means, computed for many profiles in one query.
import { sql, type RawBuilder } from "kysely";
import type { Prisma, PrismaClient, Verification } from "../../generated/prisma/client.js";

/** A Certificate of Good Conduct counts for this many months after its issue date. */
export const GOOD_CONDUCT_MONTHS = 12;

export interface BadgeCheck {
  /** The approved verification's id. */
  id: number;
  kind: "id_document" | "good_conduct";
  /** When an operator approved it. */
  verifiedAt: Date;
  /** When it stops counting (a certificate 12 months after issue); null for an identity document. */
  expiresAt: Date | null;
}

export interface Badge {
  verified: boolean;
  verifications: BadgeCheck[];
}

export const NO_BADGE: Badge = { verified: false, verifications: [] };

/** The earliest issue date a certificate may have to still count today (a calendar date, UTC). */
export function goodConductCutoff(now = new Date()): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - GOOD_CONDUCT_MONTHS, now.getUTCDate()));
  return cutoff;
}

/**
 * The UTC day (days since the epoch) badges are read for: goodConductCutoff moves only when it does, so an answer kept
 * with its badges stands for that day and no later (profiles/search-cache.ts, lib/response-cache.ts).
 */
export function badgeDay(now = Date.now()): number {
  return Math.floor(now / 86_400_000);
}

export function expiryOf(issuedOn: Date): Date {
  return new Date(Date.UTC(issuedOn.getUTCFullYear(), issuedOn.getUTCMonth() + GOOD_CONDUCT_MONTHS, issuedOn.getUTCDate()));
}

/**
 * "Verified now" of the house manager profile aliased `profile`, as SQL: an approved identity document and an approved
 * certificate issued within GOOD_CONDUCT_MONTHS (on or after goodConductCutoff), read from the facts of her checks her
 * row keeps (prisma/migrations/20261129100000_checks_on_the_profile), as badgeOf reads them from the checks themselves.
 * The cutoff (today's unless given) is a value: statements of one shape are the same text every day.
 */
export function verifiedNowSql(profile: string, cutoff = goodConductCutoff()): RawBuilder<boolean> {
  // Never NULL (no certificate): a fit sums it, and a list shows it.
  return sql<boolean>`(${sql.ref(`${profile}.identityApproved`)} AND coalesce(${sql.ref(`${profile}.goodConductIssuedOn`)} >= ${cutoff}, false))`;
}

/**
 * Whether the house manager profile aliased `profile` has any approved check, as SQL: when not, her badge is NO_BADGE
 * and her checks need not be read (an approved certificate always has its issue date: verifications/service.ts).
 */
export function hasApprovedChecksSql(profile: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${profile}.identityApproved`)} OR ${sql.ref(`${profile}.goodConductIssuedOn`)} IS NOT NULL)`;
}

/** The badge of one profile from its approved verifications: the newest current check of each kind. */
export function badgeOf(approved: Array<Pick<Verification, "id" | "kind" | "reviewedAt" | "issuedOn" | "submittedAt">>, now?: Date): Badge {
  // Most profiles have no approved check: their badge needs no date (list answers ask for one a row).
  if (approved.length === 0) return { verified: false, verifications: [] };
  const cutoff = goodConductCutoff(now ?? new Date());
  const byKind = new Map<BadgeCheck["kind"], BadgeCheck>();
  for (const row of approved) {
    if (row.kind === "good_conduct" && (!row.issuedOn || row.issuedOn < cutoff)) continue;
    const check: BadgeCheck = {
      id: row.id,
      kind: row.kind,
      verifiedAt: row.reviewedAt ?? row.submittedAt,
      expiresAt: row.kind === "good_conduct" && row.issuedOn ? expiryOf(row.issuedOn) : null,
    };
    const current = byKind.get(row.kind);
    const newer = !current || (check.expiresAt && current.expiresAt ? check.expiresAt > current.expiresAt : check.verifiedAt > current.verifiedAt);
    if (newer) byKind.set(row.kind, check);
  }
  const verifications = (["id_document", "good_conduct"] as const).flatMap((kind) => byKind.get(kind) ?? []);
  return { verified: byKind.has("id_document") && byKind.has("good_conduct"), verifications };
}

/** The approved checks to include with a house manager profile so its badge can be read with badgeOf (no extra query). */
export const APPROVED_CHECKS = {
  verifications: { where: { status: "approved" }, select: { id: true, kind: true, reviewedAt: true, issuedOn: true, submittedAt: true } },
} as const satisfies Prisma.HouseManagerProfileInclude;

/** Badges of many house manager profiles with one statement, whatever their number. */
export async function loadBadges(prisma: PrismaClient, houseManagerIds: readonly number[], now = new Date()): Promise<Map<number, Badge>> {
  const ids = [...new Set(houseManagerIds)];
  const badges = new Map<number, Badge>();
  if (ids.length === 0) return badges;
  const rows = await prisma.verification.findMany({
    where: { houseManagerId: { in: ids }, status: "approved" },
    select: { id: true, houseManagerId: true, kind: true, reviewedAt: true, issuedOn: true, submittedAt: true },
  });
  const grouped = new Map<number, typeof rows>();
  for (const row of rows) grouped.set(row.houseManagerId, [...(grouped.get(row.houseManagerId) ?? []), row]);
  for (const id of ids) badges.set(id, badgeOf(grouped.get(id) ?? [], now));
  return badges;
}

/** The REST spelling of a badge. */
export function badgeJson(badge: Badge) {
  return {
    verified: badge.verified,
    verifications: badge.verifications.map((check) => ({
      kind: check.kind,
      verified_at: check.verifiedAt.toISOString(),
      expires_at: check.expiresAt ? check.expiresAt.toISOString().slice(0, 10) : null,
    })),
  };
}
