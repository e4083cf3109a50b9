// Street addresses are private (docs/decisions/0011-privacy-rights-and-moderation.md): who may read whose.
import type { Reads } from "../../lib/reads.js";
import type { Viewer } from "../../lib/services-context.js";

/**
 * Whose street addresses the viewer may read among these owners: their own, every one for an operator, and the other
 * party's of an Accepted contract. One statement whatever the number of owners.
 */
export async function addressReaders(reads: Reads, viewer: Viewer | undefined, ownerUserIds: readonly number[]): Promise<Set<number>> {
  const owners = [...new Set(ownerUserIds)];
  if (!viewer || owners.length === 0) return new Set();
  if (viewer.userType === "operator") return new Set(owners);
  const visible = new Set(owners.filter((id) => id === viewer.userId));
  const others = owners.filter((id) => id !== viewer.userId);
  if (others.length === 0) return visible;
  const contracts = await reads
    .selectFrom("Contract as c")
    .innerJoin("HouseManagerProfile as hm", "hm.id", "c.houseManagerId")
    .innerJoin("EmployerProfile as ep", "ep.id", "c.employerId")
    .where("c.status", "=", "Accepted")
    .where((eb) =>
      eb.or([
        eb.and([eb("hm.userId", "=", viewer.userId), eb("ep.userId", "in", others)]),
        eb.and([eb("ep.userId", "=", viewer.userId), eb("hm.userId", "in", others)]),
      ]),
    )
    .select(["hm.userId as houseManagerUserId", "ep.userId as employerUserId"])
    .execute();
  for (const contract of contracts) visible.add(contract.houseManagerUserId === viewer.userId ? contract.employerUserId : contract.houseManagerUserId);
  return visible;
}
