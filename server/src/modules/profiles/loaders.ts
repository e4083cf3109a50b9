// Per-request DataLoaders for what a house manager's public page shows beyond the profile row: its contract block.
import DataLoader from "dataloader";
import type { Contract, PrismaClient } from "../../generated/prisma/client.js";
import { groupBy } from "../albums/loaders.js";

export function createProfileLoaders(prisma: PrismaClient) {
  return {
    /** Contracts of many house managers, newest first, in one query (only the public block's fields are exposed). */
    contractsByHouseManager: new DataLoader<number, Contract[]>(async (ids) =>
      groupBy(ids, await prisma.contract.findMany({ where: { houseManagerId: { in: [...ids] } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }), (contract) => contract.houseManagerId),
    ),
  };
}
