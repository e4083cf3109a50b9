// @ts-check
// Renders the demo seed's images (prisma/seed/demo-data.ts, renderImages) in a process of its own, started with
// child_process.fork and given its work over IPC. Why a process: libvips' threads leave glibc's malloc arenas full of
// freed memory that the server keeps for its whole life; the embedded server held 620-665 MiB after seeding with the
// renders in process against 520-565 MiB with the images already on disk (bench/results.md, tenth round). Plain
// JavaScript so that the same file runs under tsx, under vitest and beside the production bundle (node 20 runs no
// TypeScript).
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

sharp.cache(false);

/**
 * @typedef {{ svg: string; file: string; thumbFile: string; thumbWidth: number; thumbHeight: number }} ImageJob
 * @typedef {{ dir: string; jobs: ImageJob[]; concurrency: number }} RenderRequest
 * @typedef {{ rendered: number; failures: Array<{ file: string; message: string }> }} RenderResult
 */

/**
 * Writes through a temporary file and renames it, so a crash never leaves half an image under its final name.
 * @param {string} target
 * @param {(tmp: string) => Promise<unknown>} write
 */
async function writeAtomically(target, write) {
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Draws the SVG once, then encodes the display image and the thumbnail from the same pixels.
 * @param {string} dir
 * @param {ImageJob} job
 */
async function renderImage(dir, job) {
  const { data, info } = await sharp(Buffer.from(job.svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all([
    writeAtomically(path.join(dir, job.file), (tmp) => sharp(data, raw).webp({ quality: 80 }).toFile(tmp)),
    writeAtomically(path.join(dir, job.thumbFile), (tmp) =>
      sharp(data, raw).resize(job.thumbWidth, job.thumbHeight, { fit: "cover", position: "attention" }).webp({ quality: 75 }).toFile(tmp),
    ),
  ]);
}

/**
 * Renders every job, `concurrency` at a time; a failure is reported, not thrown, and the others go on.
 * @param {RenderRequest} request
 * @returns {Promise<RenderResult>}
 */
async function renderAll({ dir, jobs, concurrency }) {
  /** @type {RenderResult["failures"]} */
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = /** @type {ImageJob} */ (jobs[next++]);
      try {
        await renderImage(dir, job);
      } catch (error) {
        failures.push({ file: job.file, message: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { rendered: jobs.length - failures.length, failures };
}

process.once("message", (message) => {
  renderAll(/** @type {RenderRequest} */ (message)).then(
    (result) => process.send?.(result, () => process.disconnect()),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
