// Per-request DataLoaders for what a house manager's public page shows beyond the profile row: its contract block,
// and pages of its albums and contracts for the paged fields.
import DataLoader from "dataloader";
import { Prisma, type Album, type Contract, type PrismaClient } from "../../generated/prisma/client.js";
import { groupBy } from "../albums/loaders.js";
import type { Page, PageRequest } from "./connection.js";
import { publicContractBlocks, type PublicContract } from "../contracts/service.js";

/** A page of one house manager's rows: the loader key of the paged fields. */
export interface OwnedPageKey extends PageRequest {
  houseManagerId: number;
}

/**
 * Pages of many house managers' rows: each owner's total in one query per batch, then per distinct page (offset, size)
 * the ids of each owner's page (a window numbers each owner's rows in `order`) and those rows.
 */
function pagedByHouseManager<Row extends { id: number; houseManagerId: number }>(
  table: "Album" | "Contract",
  order: string,
  rowsById: (ids: number[]) => Promise<Row[]>,
  prisma: PrismaClient,
) {
  return new DataLoader<OwnedPageKey, Page<Row>, string>(
    async (keys) => {
      const pages = new Map<string, OwnedPageKey[]>();
      for (const key of keys) {
        const group = `${key.offset}:${key.first}`;
        pages.set(group, [...(pages.get(group) ?? []), key]);
      }
      const owners = [...new Set(keys.map((key) => key.houseManagerId))];
      // Table and order are constants of this module; only the ids and bounds are values.
      const from = Prisma.raw(`"${table}"`);
      const counts = await prisma.$queryRaw<Array<{ houseManagerId: number; total: number }>>`
        SELECT "houseManagerId", COUNT(*)::int AS total FROM ${from} WHERE "houseManagerId" IN (${Prisma.join(owners)}) GROUP BY "houseManagerId"`;
      const totals = new Map(counts.map((row) => [row.houseManagerId, Number(row.total)]));
      const found = new Map<string, Page<Row>>();
      for (const group of pages.values()) {
        const { offset, first } = group[0]!;
        const ids = group.map((key) => key.houseManagerId);
        const hits = await prisma.$queryRaw<Array<{ id: number }>>`
          SELECT id FROM (
            SELECT id, "houseManagerId", ROW_NUMBER() OVER (PARTITION BY "houseManagerId" ORDER BY ${Prisma.raw(order)}) AS position
            FROM ${from} WHERE "houseManagerId" IN (${Prisma.join(ids)})
          ) numbered
          WHERE position > ${offset} AND position <= ${offset + first + 1}
          ORDER BY "houseManagerId", position`;
        const rows = hits.length ? await rowsById(hits.map((hit) => hit.id)) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const ordered = hits.flatMap((hit) => byId.get(hit.id) ?? []);
        groupBy(ids, ordered, (row) => row.houseManagerId).forEach((ownRows, index) => {
          const houseManagerId = ids[index]!;
          found.set(`${houseManagerId}:${offset}:${first}`, { rows: ownRows, offset, first, totalCount: totals.get(houseManagerId) ?? 0 });
        });
      }
      return keys.map((key) => found.get(`${key.houseManagerId}:${key.offset}:${key.first}`)!);
    },
    { cacheKeyFn: (key) => `${key.houseManagerId}:${key.offset}:${key.first}` },
  );
}

export function createProfileLoaders(prisma: PrismaClient) {
  return {
    /** The public contract blocks of many house managers in one query, exactly as REST's block shows them. */
    contractsByHouseManager: new DataLoader<number, PublicContract[]>(async (ids) => {
      const blocks = await publicContractBlocks(prisma, ids);
      return ids.map((id) => blocks.get(id) ?? []);
    }),
    /** A page of a house manager's contracts in the order of contractsByHouseManager. */
    contractPageByHouseManager: pagedByHouseManager<Contract>(
      "Contract",
      `"createdAt" DESC, id DESC`,
      (ids) => prisma.contract.findMany({ where: { id: { in: ids } } }),
      prisma,
    ),
    /** A page of a house manager's albums in the order of albumsByHouseManager. */
    albumPageByHouseManager: pagedByHouseManager<Album>(
      "Album",
      `"createdAt" ASC, id ASC`,
      (ids) => prisma.album.findMany({ where: { id: { in: ids } } }),
      prisma,
    ),
  };
}
