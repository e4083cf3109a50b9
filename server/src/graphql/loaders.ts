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
 * all of them for every request (a read page included) was garbage for nothing. A loader, once made, lives for the
 * rest of the request, so batching and caching are as before.
 */
export class Loaders {
  #user?: DataLoader<number, User | null>;
  #houseManager?: DataLoader<number, HouseManagerProfile | null>;
  #houseManagerByUser?: DataLoader<number, HouseManagerProfile | null>;
  #employer?: DataLoader<number, EmployerProfile | null>;
  #message?: DataLoader<number, Message | null>;
  #contract?: DataLoader<number, Contract | null>;
  #employerByUser?: DataLoader<number, EmployerProfile | null>;
  #reviews?: ReturnType<typeof createReviewLoaders>;
  #albums?: ReturnType<typeof createAlbumLoaders>;
  #profiles?: ReturnType<typeof createProfileLoaders>;
  #badge?: DataLoader<number, Badge>;
  #addressReadable?: DataLoader<number, boolean>;

  /** `addressReadersOf` is ProfileService.addressReaders (profiles/addresses.ts): who may read whose street address. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly viewer: Viewer | undefined,
    private readonly addressReadersOf: AddressReadersOf,
  ) {}

  get user() {
    return (this.#user ??= byKey<User, "id">((ids) => this.prisma.user.findMany({ where: { id: { in: ids } } }), "id"));
  }
  get houseManager() {
    return (this.#houseManager ??= byKey<HouseManagerProfile, "id">((ids) => this.prisma.houseManagerProfile.findMany({ where: { id: { in: ids } } }), "id"));
  }
  get houseManagerByUser() {
    return (this.#houseManagerByUser ??= byKey<HouseManagerProfile, "userId">((ids) => this.prisma.houseManagerProfile.findMany({ where: { userId: { in: ids } } }), "userId"));
  }
  get employer() {
    return (this.#employer ??= byKey<EmployerProfile, "id">((ids) => this.prisma.employerProfile.findMany({ where: { id: { in: ids } } }), "id"));
  }
  get message() {
    return (this.#message ??= byKey<Message, "id">((ids) => this.prisma.message.findMany({ where: { id: { in: ids } } }), "id"));
  }
  get contract() {
    return (this.#contract ??= byKey<Contract, "id">((ids) => this.prisma.contract.findMany({ where: { id: { in: ids } } }), "id"));
  }
  get employerByUser() {
    return (this.#employerByUser ??= byKey<EmployerProfile, "userId">((ids) => this.prisma.employerProfile.findMany({ where: { userId: { in: ids } } }), "userId"));
  }
  get reviewer() {
    return (this.#reviews ??= createReviewLoaders(this.prisma)).reviewer;
  }
  get reviewPage() {
    return (this.#reviews ??= createReviewLoaders(this.prisma)).reviewPage;
  }
  get albumsByHouseManager() {
    return (this.#albums ??= createAlbumLoaders(this.prisma)).albumsByHouseManager;
  }
  get imagesByAlbum() {
    return (this.#albums ??= createAlbumLoaders(this.prisma)).imagesByAlbum;
  }
  get contractsByHouseManager() {
    return (this.#profiles ??= createProfileLoaders(this.prisma)).contractsByHouseManager;
  }
  get contractPageByHouseManager() {
    return (this.#profiles ??= createProfileLoaders(this.prisma)).contractPageByHouseManager;
  }
  get albumPageByHouseManager() {
    return (this.#profiles ??= createProfileLoaders(this.prisma)).albumPageByHouseManager;
  }
  /** Verification badges of house manager profiles, one query per batch. */
  get badge() {
    return (this.#badge ??= new DataLoader<number, Badge>(async (ids) => {
      const badges = await loadBadges(this.prisma, ids);
      return ids.map((id) => badges.get(id) ?? NO_BADGE);
    }));
  }
  /** Whether the request's viewer may read the street address of a profile owned by this user id. */
  get addressReadable() {
    return (this.#addressReadable ??= new DataLoader<number, boolean>(async (ownerIds) => {
      const readers = await this.addressReadersOf(this.viewer, ownerIds);
      return ownerIds.map((id) => readers.has(id));
    }));
  }
}

export function createLoaders(prisma: PrismaClient, viewer: Viewer | undefined, addressReadersOf: AddressReadersOf): Loaders {
  return new Loaders(prisma, viewer, addressReadersOf);
}
