// Per-request DataLoaders for what a house manager's public page shows beyond the profile row: its contract block.
import DataLoader from "dataloader";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { publicContractBlocks, type PublicContract } from "../contracts/service.js";

export function createProfileLoaders(prisma: PrismaClient) {
  return {
    /** The public contract blocks of many house managers in one query, exactly as REST's block shows them. */
    contractsByHouseManager: new DataLoader<number, PublicContract[]>(async (ids) => {
      const blocks = await publicContractBlocks(prisma, ids);
      return ids.map((id) => blocks.get(id) ?? []);
    }),
  };
}
