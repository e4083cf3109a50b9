// Portfolio albums of house managers: reading them, and the owner's edits (create, add and delete images, delete).
import type { Album, AlbumImage, HouseManagerProfile } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { deleteImages, storeImage } from "../../lib/images.js";
import { Checker, parseId } from "../../lib/validate.js";
import { requireViewer, type Caller, type ServiceDeps } from "../../lib/services-context.js";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { PROFILE_NOT_FOUND, ProfileService } from "../profiles/service.js";

export const ALBUM_NOT_FOUND = "Album not found";
export const IMAGE_NOT_FOUND = "Image not found";
/** Limits that keep one account from filling the media volume. */
export const MAX_ALBUMS = 50;
export const MAX_IMAGES_PER_ALBUM = 100;

/** An album as the REST routes show it: its title and cover, and its images in the order they were added. */
export type AlbumWithImages = Pick<Album, "id" | "title" | "coverImage"> & { images: Array<Pick<AlbumImage, "id" | "imageUrl">> };

export class AlbumService {
  private readonly profiles: ProfileService;

  constructor(private readonly deps: ServiceDeps) {
    this.profiles = new ProfileService(deps);
  }

  private get prisma() {
    return this.deps.prisma;
  }

  /**
   * A house manager's albums, oldest first, each with its images (404 when the profile is missing or its account is
   * suspended or closed), in one statement.
   */
  async listForHouseManager(houseManagerId: unknown): Promise<AlbumWithImages[]> {
    const id = parseId(houseManagerId);
    const row =
      id === undefined
        ? undefined
        : await this.deps.reads
            .selectFrom("HouseManagerProfile as hm")
            .innerJoin("User as u", "u.id", "hm.userId")
            .where("hm.id", "=", id)
            .where("u.suspendedAt", "is", null)
            .where("u.closedAt", "is", null)
            .select((eb) =>
              jsonArrayFrom(
                eb
                  .selectFrom("Album as a")
                  .whereRef("a.houseManagerId", "=", "hm.id")
                  .orderBy("a.createdAt")
                  .orderBy("a.id")
                  .select(["a.id", "a.title", "a.coverImage"])
                  .select((inner) => jsonArrayFrom(inner.selectFrom("AlbumImage as i").whereRef("i.albumId", "=", "a.id").orderBy("i.id").select(["i.id", "i.imageUrl"])).as("images")),
              ).as("albums"),
            )
            .executeTakeFirst();
    if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
    return row.albums;
  }

  /** One album, or null when the id is malformed or unknown. */
  async find(albumId: unknown): Promise<Album | null> {
    const id = parseId(albumId);
    return id === undefined ? null : this.prisma.album.findUnique({ where: { id } });
  }

  /** One album with its images, oldest first; 404 when missing. */
  async withImages(albumId: unknown): Promise<AlbumWithImages> {
    const album = await this.find(albumId);
    if (!album) throw new NotFoundError(ALBUM_NOT_FOUND);
    const images = await this.prisma.albumImage.findMany({ where: { albumId: album.id }, orderBy: { id: "asc" } });
    return { ...album, images };
  }

  /** Only house managers have portfolios. */
  private async ownHouseManager(caller: Caller): Promise<HouseManagerProfile> {
    if (!caller.viewer) throw new UnauthenticatedError();
    const profile = await this.prisma.houseManagerProfile.findUnique({ where: { userId: caller.viewer.userId } });
    if (!profile) throw new ForbiddenError("Only house managers have portfolio albums.");
    return profile;
  }

  /** An album the caller owns: 401 logged out, 404 missing, 403 someone else's. */
  private async ownAlbum(caller: Caller, albumId: unknown): Promise<Album> {
    if (!caller.viewer) throw new UnauthenticatedError();
    const album = await this.find(albumId);
    if (!album) throw new NotFoundError(ALBUM_NOT_FOUND);
    const owner = await this.prisma.houseManagerProfile.findUnique({ where: { id: album.houseManagerId }, select: { userId: true } });
    if (owner?.userId !== caller.viewer.userId) throw new ForbiddenError("Only the album's owner can change it.");
    return album;
  }

  async create(caller: Caller, input: { title?: unknown }): Promise<Album> {
    const houseManager = await this.ownHouseManager(caller);
    await this.deps.rateLimits.limitWrite("album", { userId: houseManager.userId });
    const check = new Checker();
    const title = check.string("title", input.title, { max: 120 });
    check.throwIfAny();
    if ((await this.prisma.album.count({ where: { houseManagerId: houseManager.id } })) >= MAX_ALBUMS) {
      throw ValidationError.nonField(`You can have at most ${MAX_ALBUMS} albums.`);
    }
    return this.prisma.album.create({ data: { houseManagerId: houseManager.id, title } });
  }

  /** Adds a checked, resized image; the album's first image becomes its cover. */
  async addImage(caller: Caller, albumId: unknown, data: Buffer): Promise<Album> {
    const album = await this.ownAlbum(caller, albumId);
    await this.deps.rateLimits.limitWrite("albumImage", requireViewer(caller.viewer));
    if ((await this.prisma.albumImage.count({ where: { albumId: album.id } })) >= MAX_IMAGES_PER_ALBUM) {
      throw ValidationError.nonField(`An album holds at most ${MAX_IMAGES_PER_ALBUM} images.`);
    }
    // Resizing happens before the transaction so the database is never held while sharp works.
    const stored = await storeImage(this.deps.media, "albums", data);
    try {
      return await this.prisma.$transaction(async (tx) => {
        await tx.albumImage.create({ data: { albumId: album.id, imageUrl: stored.image, thumbUrl: stored.thumb } });
        // The thumbnail is the cover: the gallery shows covers as small squares. Conditional, so a concurrent add cannot overwrite it.
        await tx.album.updateMany({ where: { id: album.id, coverImage: null }, data: { coverImage: stored.thumb } });
        return tx.album.findUniqueOrThrow({ where: { id: album.id } });
      });
    } catch (error) {
      await deleteImages(this.deps.media, [stored.image, stored.thumb]);
      if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2003" || error.code === "P2025")) throw new NotFoundError(ALBUM_NOT_FOUND);
      throw error;
    }
  }

  /** Deletes an image; a deleted cover is replaced by the oldest remaining image. Files go after the commit. */
  async deleteImage(caller: Caller, imageId: unknown): Promise<Album> {
    if (!caller.viewer) throw new UnauthenticatedError();
    const id = parseId(imageId);
    const image = id === undefined ? null : await this.prisma.albumImage.findUnique({ where: { id } });
    if (!image) throw new NotFoundError(IMAGE_NOT_FOUND);
    await this.ownAlbum(caller, image.albumId);
    const album = await this.prisma.$transaction(async (tx) => {
      const deleted = await tx.albumImage.deleteMany({ where: { id: image.id } });
      if (deleted.count === 0) throw new NotFoundError(IMAGE_NOT_FOUND);
      const current = await tx.album.findUniqueOrThrow({ where: { id: image.albumId } });
      if (current.coverImage === image.thumbUrl || current.coverImage === image.imageUrl) {
        const next = await tx.albumImage.findFirst({ where: { albumId: image.albumId }, orderBy: { id: "asc" } });
        return tx.album.update({ where: { id: image.albumId }, data: { coverImage: next?.thumbUrl ?? next?.imageUrl ?? null } });
      }
      return current;
    });
    await deleteImages(this.deps.media, [image.imageUrl, image.thumbUrl]);
    return album;
  }

  /** Deletes an album with its images (the rows cascade); files go after the commit. */
  async delete(caller: Caller, albumId: unknown): Promise<void> {
    const album = await this.ownAlbum(caller, albumId);
    const images = await this.prisma.$transaction(async (tx) => {
      const rows = await tx.albumImage.findMany({ where: { albumId: album.id } });
      await tx.album.delete({ where: { id: album.id } });
      return rows;
    });
    await deleteImages(this.deps.media, [album.coverImage, ...images.flatMap((image) => [image.imageUrl, image.thumbUrl])]);
  }
}
