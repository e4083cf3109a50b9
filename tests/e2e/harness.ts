// Browser tests: the production build served by a real server on a fresh embedded database, driven by Debian's Chromium.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { loadConfig, ROOT_DIR } from "../../server/src/config.js";
import { startServer, type RunningServer } from "../../server/src/server.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/**
 * Demo images are rendered once and kept between runs, in a folder per version of the demo drawings: the seed prunes
 * images its version does not draw, which must not pull files from under another checkout's run on the same machine.
 */
const MEDIA_CACHE = path.join(
  tmpdir(),
  `maidmatch-e2e-media-${createHash("sha1").update(readFileSync(path.join(ROOT_DIR, "prisma", "seed", "demo-data.ts"))).update(readFileSync(path.join(ROOT_DIR, "prisma", "seed", "art.ts"))).digest("hex").slice(0, 8)}`,
);

export interface E2E {
  url: string;
  server: RunningServer;
  browser: Browser;
  /** A fresh browser context (its own storage: one user) at the given viewport width. */
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startE2E(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<E2E> {
  const clientDir = path.join(ROOT_DIR, "dist", "client");
  if (!existsSync(path.join(clientDir, "index.html"))) throw new Error("Build the client first: npm run build (npm run test:e2e does)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-e2e-"));
  mkdirSync(MEDIA_CACHE, { recursive: true });
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    JWT_SECRET: "e2e-secret-0123456789-abcdefghij-klmnopqrstuvwxyz",
    PGLITE_DIR: "memory://",
    DATA_DIR: dataDir,
    MEDIA_DIR: MEDIA_CACHE,
    CLIENT_DIR: clientDir,
    SEED_DEMO_DATA: options.seed ? "true" : "false",
    RATE_REGISTRATIONS_PER_HOUR: "10000",
    RATE_LOGIN_FAILURES: "10000",
    RATE_CONTACT_PER_HOUR: "10000",
    RATE_MESSAGES_PER_MINUTE: "10000",
    RATE_REVIEWS_PER_HOUR: "10000",
    RATE_CONTRACT_OFFERS_PER_HOUR: "10000",
    RATE_ALBUMS_PER_HOUR: "10000",
    RATE_ALBUM_IMAGES_PER_HOUR: "10000",
    RATE_PROFILE_PHOTOS_PER_HOUR: "10000",
    RATE_JOB_POSTS_PER_HOUR: "10000",
    RATE_JOB_APPLICATIONS_PER_HOUR: "10000",
    CONTRACT_PENDING_PER_PAIR: "10000",
    ...options.env,
  });
  const server = await startServer(config);
  const url = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const shotsDir = path.join(ROOT_DIR, "tests", "e2e", "screenshots");
  return {
    url,
    server,
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: url });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return { context, page };
    },
    async screenshot(page, name) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
