// Uploaded photos: checked by content (JPEG, PNG, WebP), re-encoded without metadata to a display size and a thumbnail, stored under /media.
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PayloadTooLargeError, ValidationError } from "./errors.js";
import type { FolderStore } from "./storage.js";
import { logger } from "./logger.js";

// Every upload is a new image, so libvips' cache of decoded images and operations (up to 50 MB by default) never
// serves a second request; it only kept the server's resident memory up after the demo seed's 196 renders.
sharp.cache(false);

/** Largest photo accepted; phones produce 3-6 MB JPEGs, so 8 MB leaves room without inviting abuse. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Longest side of the display copy: sharp on a phone screen, small enough for slow networks. */
export const DISPLAY_SIZE = 1200;
/** Side of the square thumbnail used by cards, album covers and lists. */
export const THUMB_SIZE = 320;
/** Decoding refuses images with more pixels than this (a tiny file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);
export const WRONG_TYPE = "Upload a JPEG, PNG or WebP image.";
export const TOO_LARGE = `The image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;
export const UNREADABLE = "The image could not be read. Upload a JPEG, PNG or WebP image.";

export interface StoredImage {
  /** `/media/<key>` of the display copy. */
  image: string;
  /** `/media/<key>` of the square thumbnail. */
  thumb: string;
}

/** Refuses what is not a JPEG, PNG or WebP by its bytes (the name and declared type are the sender's word only). */
export async function assertImage(data: Buffer): Promise<void> {
  if (data.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  if (data.length === 0) throw new ValidationError(WRONG_TYPE);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new ValidationError(WRONG_TYPE);
}

/** Re-encodes to WebP; sharp drops EXIF (GPS included) unless asked to keep it, and `rotate()` applies the orientation first. */
export async function resizeImage(data: Buffer): Promise<{ display: Buffer; thumb: Buffer }> {
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  try {
    const [display, thumb] = await Promise.all([
      input().resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      input().resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "cover", position: "attention" }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { display, thumb };
  } catch {
    throw new ValidationError(UNREADABLE);
  }
}

/** Checks, resizes and stores an upload under generated names: `<prefix>/<uuid>.webp` and `<prefix>/<uuid>-thumb.webp`. */
export async function storeImage(store: FolderStore, prefix: string, data: Buffer): Promise<StoredImage> {
  await assertImage(data);
  const { display, thumb } = await resizeImage(data);
  const base = `${prefix}/${randomUUID()}`;
  await store.write(`${base}.webp`, display);
  try {
    await store.write(`${base}-thumb.webp`, thumb);
  } catch (error) {
    await store.delete(`${base}.webp`).catch(() => {});
    throw error;
  }
  return { image: `/media/${base}.webp`, thumb: `/media/${base}-thumb.webp` };
}

/** Deletes stored images by their `/media/...` paths; failures are logged, never thrown (the rows are already gone). */
export async function deleteImages(store: FolderStore, paths: Array<string | null | undefined>): Promise<void> {
  for (const stored of paths) {
    if (!stored?.startsWith("/media/")) continue;
    // The demo data set's pictures are shared files the seed owns (and re-renders); an upload only replaces the reference.
    if (stored.startsWith("/media/demo/")) continue;
    try {
      await store.delete(stored.slice("/media/".length));
    } catch (error) {
      logger.warn("stored image not deleted", { path: stored, error: (error as Error).message });
    }
  }
}
