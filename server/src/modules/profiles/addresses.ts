// Street addresses are private (docs/decisions/0011-privacy-rights-and-moderation.md): who may read whose.
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { Viewer } from "../../lib/services-context.js";

/**
 * Whose street addresses the viewer may read among these owners: their own, every one for an operator, and the other
 * party's of an Accepted contract. One query whatever the number of owners.
 */
export async function addressReaders(prisma: PrismaClient, viewer: Viewer | undefined, ownerUserIds: readonly number[]): Promise<Set<number>> {
  const owners = [...new Set(ownerUserIds)];
  if (!viewer || owners.length === 0) return new Set();
  if (viewer.userType === "operator") return new Set(owners);
  const visible = new Set(owners.filter((id) => id === viewer.userId));
  const others = owners.filter((id) => id !== viewer.userId);
  if (others.length === 0) return visible;
  const contracts = await prisma.contract.findMany({
    where: {
      status: "Accepted",
      OR: [
        { houseManager: { userId: viewer.userId }, employer: { userId: { in: others } } },
        { employer: { userId: viewer.userId }, houseManager: { userId: { in: others } } },
      ],
    },
    select: { houseManager: { select: { userId: true } }, employer: { select: { userId: true } } },
  });
  for (const contract of contracts) {
    visible.add(contract.houseManager.userId === viewer.userId ? contract.employer.userId : contract.houseManager.userId);
  }
  return visible;
}
