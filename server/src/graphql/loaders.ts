// DataLoaders for the whole schema, per request, each made on first use: each batches lookups into one query per tick.
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

type AddressReadersOf = (viewer: Viewer | undefined, ownerUserIds: readonly number[]) => Promise<Set<number>>;

interface LoaderDeps {
  prisma: PrismaClient;
  viewer: Viewer | undefined;
  /** ProfileService.addressReaders (profiles/addresses.ts): who may read whose street address. */
  addressReadersOf: AddressReadersOf;
}

/** One row by its key, per table. */
function rowLoaders({ prisma }: LoaderDeps) {
  return {
    user: byKey<User, "id">((ids) => prisma.user.findMany({ where: { id: { in: ids } } }), "id"),
    houseManager: byKey<HouseManagerProfile, "id">((ids) => prisma.houseManagerProfile.findMany({ where: { id: { in: ids } } }), "id"),
    houseManagerByUser: byKey<HouseManagerProfile, "userId">((ids) => prisma.houseManagerProfile.findMany({ where: { userId: { in: ids } } }), "userId"),
    employer: byKey<EmployerProfile, "id">((ids) => prisma.employerProfile.findMany({ where: { id: { in: ids } } }), "id"),
    message: byKey<Message, "id">((ids) => prisma.message.findMany({ where: { id: { in: ids } } }), "id"),
    contract: byKey<Contract, "id">((ids) => prisma.contract.findMany({ where: { id: { in: ids } } }), "id"),
    employerByUser: byKey<EmployerProfile, "userId">((ids) => prisma.employerProfile.findMany({ where: { userId: { in: ids } } }), "userId"),
  };
}

function viewerLoaders({ prisma, viewer, addressReadersOf }: LoaderDeps) {
  return {
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

/** The loaders in groups made together, each group named with the loaders it makes. */
const GROUPS = [
  [["user", "houseManager", "houseManagerByUser", "employer", "message", "contract", "employerByUser"], rowLoaders],
  [["reviewer", "reviewPage"], ({ prisma }: LoaderDeps) => createReviewLoaders(prisma)],
  [["albumsByHouseManager", "imagesByAlbum"], ({ prisma }: LoaderDeps) => createAlbumLoaders(prisma)],
  [["contractsByHouseManager", "contractPageByHouseManager", "albumPageByHouseManager"], ({ prisma }: LoaderDeps) => createProfileLoaders(prisma)],
  [["badge", "addressReadable"], viewerLoaders],
] as const;

type Made = ReturnType<(typeof GROUPS)[number][1]>;

/** Whether a group's list names exactly the loaders it makes (an unnamed one would have no getter). */
type NamesItsLoaders<G> = G extends readonly [infer N extends readonly string[], (deps: LoaderDeps) => infer M]
  ? [Exclude<keyof M, N[number]> | Exclude<N[number], keyof M>] extends [never] ? true : false
  : false;
const _groupsNameTheirLoaders: false extends NamesItsLoaders<(typeof GROUPS)[number]> ? never : true = true;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/**
 * The request's DataLoaders, each group made when a resolver first asks for one of its loaders: a request uses a
 * few of them, and making all of them for every request (a read page included) was garbage for nothing. Loaders once
 * made are own enumerable properties for the rest of the request (batching and caching as before), so
 * Object.values(loaders) lists exactly the loaders that may hold cached rows (notifications/resolvers.ts, freshLoaders).
 */
export type Loaders = UnionToIntersection<Made>;

/** Each request's loaders object's dependencies (kept off the object, whose own properties are its loaders). */
const dependencies = new WeakMap<object, LoaderDeps>();

/** Getters that make a loader's group on first use and keep its loaders on the request's object. */
const lazyLoaders: object = {};
for (const [names, make] of GROUPS) {
  for (const name of names) {
    Object.defineProperty(lazyLoaders, name, {
      get(this: object) {
        const made = make(dependencies.get(this)!);
        for (const [key, loader] of Object.entries(made)) Object.defineProperty(this, key, { value: loader, enumerable: true, configurable: true, writable: true });
        return (made as Record<string, unknown>)[name];
      },
    });
  }
}

export function createLoaders(prisma: PrismaClient, viewer: Viewer | undefined, addressReadersOf: AddressReadersOf): Loaders {
  const loaders = Object.create(lazyLoaders) as Loaders;
  dependencies.set(loaders, { prisma, viewer, addressReadersOf });
  return loaders;
}
