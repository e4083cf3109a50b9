// Portfolio albums of house managers: reading them, and the owner's edits (create, add and delete images, delete).
import type { Album, AlbumImage, HouseManagerProfile } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { deleteImages, storeImage } from "../../lib/images.js";
import { Checker, parseId } from "../../lib/validate.js";
import { requireViewer, type Caller, type ServiceDeps } from "../../lib/services-context.js";
import { ProfileService } from "../profiles/service.js";

export const ALBUM_NOT_FOUND = "Album not found";
export const IMAGE_NOT_FOUND = "Image not found";
/** Limits that keep one account from filling the media volume. */
export const MAX_ALBUMS = 50;
export const MAX_IMAGES_PER_ALBUM = 100;

export type AlbumWithImages = Album & { images: AlbumImage[] };

export class AlbumService {
  private readonly profiles: ProfileService;

  constructor(private readonly deps: ServiceDeps) {
    this.profiles = new ProfileService(deps);
  }

  private get prisma() {
    return this.deps.prisma;
  }

  /** A house manager's albums, oldest first, each with its images (404 when the profile is missing). */
  async listForHouseManager(houseManagerId: unknown): Promise<AlbumWithImages[]> {
    const houseManager = await this.profiles.requireProfile("house_manager", houseManagerId);
    const albums = await this.prisma.album.findMany({ where: { houseManagerId: houseManager.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const images = albums.length
      ? await this.prisma.albumImage.findMany({ where: { albumId: { in: albums.map((album) => album.id) } }, orderBy: { id: "asc" } })
      : [];
    return albums.map((album) => ({ ...album, images: images.filter((image) => image.albumId === album.id) }));
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
