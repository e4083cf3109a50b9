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

/**
 * The request's DataLoaders, each made when a resolver first asks for it: a request uses a few of them, and making
 * all of them for every request (a read page included) was garbage for nothing. A loader, once made, is an own
 * enumerable property for the rest of the request (batching and caching as before), so Object.values(loaders) lists
 * exactly the loaders that may hold cached rows (notifications/resolvers.ts, freshLoaders).
 */
export class Loaders {
  readonly #prisma: PrismaClient;
  readonly #viewer: Viewer | undefined;
  readonly #addressReadersOf: AddressReadersOf;

  /** `addressReadersOf` is ProfileService.addressReaders (profiles/addresses.ts): who may read whose street address. */
  constructor(prisma: PrismaClient, viewer: Viewer | undefined, addressReadersOf: AddressReadersOf) {
    this.#prisma = prisma;
    this.#viewer = viewer;
    this.#addressReadersOf = addressReadersOf;
  }

  /** Keeps the loaders of `made` as own properties, shadowing their getters below. */
  #keep<T extends object>(made: T): T {
    for (const [name, loader] of Object.entries(made)) Object.defineProperty(this, name, { value: loader, enumerable: true, configurable: true, writable: true });
    return made;
  }

  get user() {
    return this.#keep({ user: byKey<User, "id">((ids) => this.#prisma.user.findMany({ where: { id: { in: ids } } }), "id") }).user;
  }
  get houseManager() {
    return this.#keep({ houseManager: byKey<HouseManagerProfile, "id">((ids) => this.#prisma.houseManagerProfile.findMany({ where: { id: { in: ids } } }), "id") }).houseManager;
  }
  get houseManagerByUser() {
    return this.#keep({ houseManagerByUser: byKey<HouseManagerProfile, "userId">((ids) => this.#prisma.houseManagerProfile.findMany({ where: { userId: { in: ids } } }), "userId") }).houseManagerByUser;
  }
  get employer() {
    return this.#keep({ employer: byKey<EmployerProfile, "id">((ids) => this.#prisma.employerProfile.findMany({ where: { id: { in: ids } } }), "id") }).employer;
  }
  get message() {
    return this.#keep({ message: byKey<Message, "id">((ids) => this.#prisma.message.findMany({ where: { id: { in: ids } } }), "id") }).message;
  }
  get contract() {
    return this.#keep({ contract: byKey<Contract, "id">((ids) => this.#prisma.contract.findMany({ where: { id: { in: ids } } }), "id") }).contract;
  }
  get employerByUser() {
    return this.#keep({ employerByUser: byKey<EmployerProfile, "userId">((ids) => this.#prisma.employerProfile.findMany({ where: { userId: { in: ids } } }), "userId") }).employerByUser;
  }
  get reviewer() {
    return this.#keep(createReviewLoaders(this.#prisma)).reviewer;
  }
  get reviewPage() {
    return this.#keep(createReviewLoaders(this.#prisma)).reviewPage;
  }
  get albumsByHouseManager() {
    return this.#keep(createAlbumLoaders(this.#prisma)).albumsByHouseManager;
  }
  get imagesByAlbum() {
    return this.#keep(createAlbumLoaders(this.#prisma)).imagesByAlbum;
  }
  get contractsByHouseManager() {
    return this.#keep(createProfileLoaders(this.#prisma)).contractsByHouseManager;
  }
  get contractPageByHouseManager() {
    return this.#keep(createProfileLoaders(this.#prisma)).contractPageByHouseManager;
  }
  get albumPageByHouseManager() {
    return this.#keep(createProfileLoaders(this.#prisma)).albumPageByHouseManager;
  }
  /** Verification badges of house manager profiles, one query per batch. */
  get badge() {
    const badge = new DataLoader<number, Badge>(async (ids) => {
      const badges = await loadBadges(this.#prisma, ids);
      return ids.map((id) => badges.get(id) ?? NO_BADGE);
    });
    return this.#keep({ badge }).badge;
  }
  /** Whether the request's viewer may read the street address of a profile owned by this user id. */
  get addressReadable() {
    const addressReadable = new DataLoader<number, boolean>(async (ownerIds) => {
      const readers = await this.#addressReadersOf(this.#viewer, ownerIds);
      return ownerIds.map((id) => readers.has(id));
    });
    return this.#keep({ addressReadable }).addressReadable;
  }
}

export function createLoaders(prisma: PrismaClient, viewer: Viewer | undefined, addressReadersOf: AddressReadersOf): Loaders {
  return new Loaders(prisma, viewer, addressReadersOf);
}
