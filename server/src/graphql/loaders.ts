// DataLoaders for the whole schema, created per request: each batches lookups into one query per tick.
import DataLoader from "dataloader";
import type { PrismaClient, User, HouseManagerProfile, EmployerProfile, Message, Contract } from "../generated/prisma/client.js";
import { createReviewLoaders } from "../modules/reviews/loaders.js";
import { createAlbumLoaders } from "../modules/albums/loaders.js";
import { createProfileLoaders } from "../modules/profiles/loaders.js";
import { loadBadges, NO_BADGE, type Badge } from "../modules/verifications/badges.js";
import type { Viewer } from "../lib/services-context.js";

/** Loads rows by a unique integer key with one findMany per batch, answering null for missing keys. */
export function byKey<Row, K extends keyof Row>(
  load: (keys: number[]) => Promise<Row[]>,
  key: K,
): DataLoader<number, Row | null> {
  return new DataLoader<number, Row | null>(async (keys) => {
    const rows = await load([...keys]);
    const found = new Map(rows.map((row) => [row[key] as unknown as number, row]));
    return keys.map((k) => found.get(k) ?? null);
  });
}

/** `addressReadersOf` is ProfileService.addressReaders (profiles/addresses.ts): who may read whose street address. */
export function createLoaders(prisma: PrismaClient, viewer: Viewer | undefined, addressReadersOf: (viewer: Viewer | undefined, ownerUserIds: readonly number[]) => Promise<Set<number>>) {
  return {
    user: byKey<User, "id">((ids) => prisma.user.findMany({ where: { id: { in: ids } } }), "id"),
    houseManager: byKey<HouseManagerProfile, "id">((ids) => prisma.houseManagerProfile.findMany({ where: { id: { in: ids } } }), "id"),
    houseManagerByUser: byKey<HouseManagerProfile, "userId">((ids) => prisma.houseManagerProfile.findMany({ where: { userId: { in: ids } } }), "userId"),
    employer: byKey<EmployerProfile, "id">((ids) => prisma.employerProfile.findMany({ where: { id: { in: ids } } }), "id"),
    message: byKey<Message, "id">((ids) => prisma.message.findMany({ where: { id: { in: ids } } }), "id"),
    contract: byKey<Contract, "id">((ids) => prisma.contract.findMany({ where: { id: { in: ids } } }), "id"),
    employerByUser: byKey<EmployerProfile, "userId">((ids) => prisma.employerProfile.findMany({ where: { userId: { in: ids } } }), "userId"),
    ...createReviewLoaders(prisma),
    ...createAlbumLoaders(prisma),
    ...createProfileLoaders(prisma),
    /** Verification badges of house manager profiles, one query per batch. */
    badge: new DataLoader<number, Badge>(async (ids) => {
      const badges = await loadBadges(prisma, ids);
      return ids.map((id) => badges.get(id) ?? NO_BADGE);
    }),
    /** Whether the request's viewer may read the street address of a profile owned by this user id. */
    addressReadable: new DataLoader<number, boolean>(async (ownerIds) => {
      const readers = await addressReadersOf(viewer, ownerIds);
      return ownerIds.map((id) => readers.has(id));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
