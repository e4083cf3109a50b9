// Blocks between users: the one check every service that lets one user reach another calls (messages, contract offers,
// applications), and blocking itself.
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { parseId } from "../../lib/validate.js";
import { sql, type RawBuilder } from "kysely";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";

export const BLOCKED_MESSAGE = "You cannot contact this user: one of you has blocked the other.";

/**
 * Refuses (403) any message, contract offer or application between two users when either has blocked the other.
 * One indexed lookup on the pair.
 */
export async function assertNotBlocked(db: PrismaClient | Prisma.TransactionClient, userA: number, userB: number): Promise<void> {
  const block = await db.block.findFirst({
    where: { OR: [{ blockerId: userA, blockedId: userB }, { blockerId: userB, blockedId: userA }] },
    select: { blockerId: true },
  });
  if (block) throw new ForbiddenError(BLOCKED_MESSAGE);
}

/**
 * The users in a block with `userId`, either way, as SQL: the set-based reads leave them out where no message, offer or
 * application between the two could follow (a job's matches and its job_match notifications, recommended jobs).
 */
export function usersInBlockWith(userId: number): RawBuilder<number> {
  return sql<number>`SELECT b."blockedId" FROM "Block" b WHERE b."blockerId" = ${userId} UNION ALL SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = ${userId}`;
}

export interface BlockedUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

export class BlockService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Blocks a user; blocking twice keeps the first block. */
  async block(viewer: Viewer | undefined, rawUserId: unknown): Promise<BlockedUser> {
    const caller = requireViewer(viewer);
    const target = await this.target(caller, rawUserId);
    await this.deps.rateLimits.consume("block", String(caller.userId));
    const row = await this.deps.prisma.block.upsert({
      where: { blockerId_blockedId: { blockerId: caller.userId, blockedId: target.id } },
      create: { blockerId: caller.userId, blockedId: target.id },
      update: {},
    });
    return { userId: target.id, username: target.username, firstName: target.firstName, lastName: target.lastName, createdAt: row.createdAt };
  }

  /** Lifts the caller's block of a user; lifting a block that does not exist is a 404. */
  async unblock(viewer: Viewer | undefined, rawUserId: unknown): Promise<void> {
    const caller = requireViewer(viewer);
    const userId = parseId(rawUserId);
    if (userId === undefined) throw new NotFoundError("You have not blocked this user.");
    await this.deps.rateLimits.consume("block", String(caller.userId));
    const removed = await this.deps.prisma.block.deleteMany({ where: { blockerId: caller.userId, blockedId: userId } });
    if (removed.count === 0) throw new NotFoundError("You have not blocked this user.");
  }

  /** The users the caller blocked, newest first. */
  async list(viewer: Viewer | undefined): Promise<BlockedUser[]> {
    const caller = requireViewer(viewer);
    const rows = await this.deps.prisma.block.findMany({
      where: { blockerId: caller.userId },
      orderBy: { createdAt: "desc" },
      include: { blocked: { select: { id: true, username: true, firstName: true, lastName: true } } },
    });
    return rows.map((row) => ({ userId: row.blocked.id, username: row.blocked.username, firstName: row.blocked.firstName, lastName: row.blocked.lastName, createdAt: row.createdAt }));
  }

  private async target(caller: Viewer, rawUserId: unknown) {
    const userId = parseId(rawUserId);
    if (userId === caller.userId) throw ValidationError.nonField("You cannot block yourself.");
    const user = userId === undefined ? null : await this.deps.prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, firstName: true, lastName: true, userType: true } });
    if (!user) throw new NotFoundError("User not found.");
    if (user.userType === "operator") throw ValidationError.nonField("MaidMatch operators cannot be blocked; report a problem instead.");
    return user;
  }
}
