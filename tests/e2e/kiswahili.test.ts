// Kiswahili in a real browser at 360 px: the footer's switch turns the home page, Find House Girl and a
// house manager's page into Kiswahili, sets <html lang="sw">, survives a reload; a browser in "sw-KE" starts in
// Kiswahili; nothing scrolls sideways with the longer words. Screenshots at 360 and 1280 px as a visitor and as the demo
// employer and house manager (tests/e2e/screenshots/kiswahili-*.png).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { DEMO, DEMO_PASSWORD, gql, loginAs } from "./helpers.js";

let e2e: E2E;
let houseManagerPath: string;

beforeAll(async () => {
  e2e = await startE2E({ seed: true });
  const data = await gql<{ houseManagers: { edges: { node: { id: string } }[] } }>(e2e.url, "query { houseManagers(first: 1) { edges { node { id } } } }");
  houseManagerPath = `/profile/house_manager/${data.houseManagers.edges[0]!.node.id}`;
});
afterAll(async () => {
  await e2e?.close();
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements sticking out on the right, for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`)
      .join(" | "),
  );

async function expectNoSidewaysScroll(page: Page, where: string) {
  const extra = await sideways(page);
  expect(extra, `${where} scrolls sideways by ${extra}px: ${extra > 0 ? await overflowing(page) : ""}`).toBeLessThanOrEqual(0);
}
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The three visitor pages, each waited for by a Kiswahili heading of its own. */
async function visitorPagesInKiswahili(page: Page, shot?: string) {
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Mpate Anayekufaa Kabisa" }).waitFor();
  await page.getByRole("complementary", { name: "Wasaidizi wa Nyumbani Walioangaziwa" }).getByRole("heading", { level: 3 }).first().waitFor();
  expect(await page.getByRole("button", { name: "Anza Sasa" }).isVisible()).toBe(true);
  await expectNoSidewaysScroll(page, "/");
  if (shot) await e2e.screenshot(page, `${shot}-home`);

  await page.goto("/findhousegirl/");
  await page.getByRole("heading", { level: 1, name: "Tafuta Msaidizi wa Nyumbani" }).waitFor();
  await page.getByRole("link", { name: "Tazama Wasifu" }).or(page.getByRole("link", { name: /^Tazama wasifu wa / })).first().waitFor();
  expect(await page.getByRole("button", { name: "Tumia Vichujio" }).isVisible()).toBe(true);
  expect(await page.getByText(/^Inaonyesha \d+ kati ya wasaidizi \d+ wa nyumbani$/).isVisible()).toBe(true);
  await expectNoSidewaysScroll(page, "/findhousegirl/");
  if (shot) await e2e.screenshot(page, `${shot}-find`);

  await page.goto(houseManagerPath);
  await page.getByRole("heading", { level: 2, name: "Uzoefu na Ujuzi" }).waitFor();
  expect(await page.getByRole("heading", { level: 2, name: "Kuhusu" }).isVisible()).toBe(true);
  expect(await page.getByText("Mshahara anaotarajia").isVisible()).toBe(true);
  await expectNoSidewaysScroll(page, houseManagerPath);
  if (shot) await e2e.screenshot(page, `${shot}-house-manager`);
  expect(await htmlLang(page)).toBe("sw");
}

describe("Kiswahili at 360 px", () => {
  it("switches in the footer, reads the visitor pages in Kiswahili, and keeps the choice across a reload", async () => {
    const { context, page } = await e2e.newPage({ width: 360, height: 740 });
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Find Your Perfect Match" }).waitFor();
      expect(await htmlLang(page)).toBe("en");
      await page.getByRole("contentinfo").getByRole("button", { name: "Kiswahili" }).click();
      await page.getByRole("heading", { level: 1, name: "Mpate Anayekufaa Kabisa" }).waitFor();
      expect(await htmlLang(page)).toBe("sw");
      expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("sw");
      expect(await page.getByRole("contentinfo").getByRole("button", { name: "Kiswahili" }).getAttribute("aria-pressed")).toBe("true");

      await visitorPagesInKiswahili(page, "kiswahili-visitor-360");

      await page.reload();
      await page.getByRole("heading", { level: 2, name: "Uzoefu na Ujuzi" }).waitFor();
      expect(await htmlLang(page)).toBe("sw");
    } finally {
      await context.close();
    }
  });

  it("starts in Kiswahili in a browser set to sw-KE, until English is chosen", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: e2e.url, locale: "sw-KE" });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Mpate Anayekufaa Kabisa" }).waitFor();
      expect(await htmlLang(page)).toBe("sw");
      await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
      await page.getByRole("heading", { level: 1, name: "Find Your Perfect Match" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Find Your Perfect Match" }).waitFor();
      expect(await htmlLang(page)).toBe("en");
    } finally {
      await context.close();
    }
  });
});

describe("Kiswahili screenshots", () => {
  it("as a visitor at 1280 px", async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    try {
      await page.goto("/");
      await page.evaluate(() => window.localStorage.setItem("language", "sw"));
      await visitorPagesInKiswahili(page, "kiswahili-visitor-1280");
    } finally {
      await context.close();
    }
  });

  for (const [who, email] of [
    ["employer", DEMO.brian],
    ["house-manager", DEMO.wanjiku],
  ] as const) {
    for (const width of [360, 1280]) {
      it(`as the demo ${who} at ${width} px, with no sideways scroll`, async () => {
        // Logged in at 1280 px, where loginAs finds the Profile link without opening the menu; then the phone's width.
        const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
        try {
          await loginAs(page, email, DEMO_PASSWORD);
          await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
          await page.getByRole("contentinfo").getByRole("button", { name: "Kiswahili" }).click();
          await page.waitForFunction(() => document.documentElement.lang === "sw");
          for (const [name, path] of [
            ["profile", "/profile/"],
            ["contracts", "/contracts"],
            ["notifications", "/notifications/"],
            ["messages", "/messages/"],
            ["settings", "/settings"],
          ] as const) {
            await page.goto(path);
            await page.getByRole("heading", { level: 1 }).first().waitFor();
            await page.waitForLoadState("networkidle");
            expect(await htmlLang(page)).toBe("sw");
            await expectNoSidewaysScroll(page, path);
            await e2e.screenshot(page, `kiswahili-${who}-${width}-${name}`);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
