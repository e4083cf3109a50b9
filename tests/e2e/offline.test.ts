// Offline: the production build registers a service worker that keeps the app shell and the pages
// last seen, so a reload with no network shows the app, an offline notice and the house manager last viewed; back
// online the notice goes. Signed-in answers are kept for their user only and forgotten at logout; the explorer and the
// content security policy still work with the worker in place. Chromium at 360 px on the demo data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { DEMO, DEMO_PASSWORD, gql, loginAs } from "./helpers.js";

let e2e: E2E;
let manager: { id: string; name: string };

beforeAll(async () => {
  e2e = await startE2E({ seed: true });
  const data = await gql<{ houseManagers: { edges: { node: { id: string; name: string; image: string | null } }[] } }>(
    e2e.url,
    "{ houseManagers(first: 20) { edges { node { id name image } } } }",
  );
  const withPhoto = data.houseManagers.edges.map((edge) => edge.node).find((node) => node.image);
  if (!withPhoto) throw new Error("The demo data has no house manager with a photo");
  manager = withPhoto;
});
afterAll(async () => {
  await e2e?.close();
});

/** Waits until the service worker controls the page (it registers after the page's load event). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout: 30_000 });
}

/** Security-policy refusals the page logs (none are expected). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const heroName = (page: Page) => page.getByRole("heading", { level: 1, name: manager.name });

describe("offline", () => {
  it("a reload with no network shows the app, the offline notice and the house manager last viewed", async () => {
    const { context, page } = await e2e.newPage({ width: 360, height: 740 });
    const violations = cspViolations(page);
    try {
      await page.goto("/");
      await controlled(page);
      await page.goto(`/profile/house_manager/${manager.id}`);
      await heroName(page).waitFor();
      // The photo is on the page and loaded (then kept by the worker).
      await expect.poll(() => page.locator(".profile-hero img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.getByTestId("offline-notice").count()).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId("offline-notice").waitFor();
      expect(await page.getByTestId("offline-notice").textContent()).toContain("You are offline.");
      await heroName(page).waitFor();
      await expect.poll(() => page.locator(".profile-hero img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The layout and its navigation are the app's, not the browser's error page.
      await page.getByRole("banner").getByRole("link", { name: "MaidMatch home" }).waitFor();
      await e2e.screenshot(page, "offline-house-manager-360");

      await context.setOffline(false);
      await page.getByTestId("offline-notice").waitFor({ state: "detached" });
      await heroName(page).waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps a signed-in user's answers for that user only and forgets them at logout", async () => {
    // Wide, where the navigation (Profile, Log out) shows without opening the menu.
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    try {
      await page.goto("/");
      await controlled(page);
      await loginAs(page, DEMO.brian, DEMO_PASSWORD);
      await page.goto(`/profile/house_manager/${manager.id}`);
      await heroName(page).waitFor();
      const keptFor = () =>
        page.evaluate(async () => {
          if (!(await caches.has("maidmatch-graphql-signed-in-v1"))) return [];
          const keys = await (await caches.open("maidmatch-graphql-signed-in-v1")).keys();
          return [...new Set(keys.map((request) => new URL(request.url).pathname.split("/")[3]))];
        });
      const userId = await page.evaluate(() => localStorage.getItem("userId"));
      // Every kept answer is in this user's partition.
      await expect.poll(keptFor).toEqual([`user-${userId}`]);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId("offline-notice").waitFor();
      await heroName(page).waitFor();
      await context.setOffline(false);
      await page.getByTestId("offline-notice").waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Log out" }).click();
      await page.waitForURL("**/login");
      await expect.poll(keptFor).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("leaves the API explorer to the network", async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    const violations = cspViolations(page);
    try {
      await page.goto("/");
      await controlled(page);
      await page.goto("/graphql");
      // GraphiQL, not the app's shell.
      await page.locator(".graphiql-container").waitFor({ timeout: 30_000 });
      expect(await page.locator("#root .topbar").count()).toBe(0);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
