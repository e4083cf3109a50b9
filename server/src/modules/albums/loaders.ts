// Per-request DataLoaders for albums: the albums of many house managers, and the images of many albums, one query each.
import DataLoader from "dataloader";
import type { Album, AlbumImage, PrismaClient } from "../../generated/prisma/client.js";

/** Groups rows under the keys asked for, keeping the query's order within each group. */
export function groupBy<Row>(keys: readonly number[], rows: Row[], keyOf: (row: Row) => number): Row[][] {
  const groups = new Map<number, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

export function createAlbumLoaders(prisma: PrismaClient) {
  return {
    albumsByHouseManager: new DataLoader<number, Album[]>(async (ids) =>
      groupBy(ids, await prisma.album.findMany({ where: { houseManagerId: { in: [...ids] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }), (album) => album.houseManagerId),
    ),
    imagesByAlbum: new DataLoader<number, AlbumImage[]>(async (ids) =>
      groupBy(ids, await prisma.albumImage.findMany({ where: { albumId: { in: [...ids] } }, orderBy: { id: "asc" } }), (image) => image.albumId),
    ),
  };
}
