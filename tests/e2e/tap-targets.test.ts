// Tap targets: on a 360 px phone every visible link, button and field of the main screens is at
// least 44 x 44 CSS px, as a visitor, as the demo employer and as the demo house manager. Links inside running text are
// excepted, as Lighthouse excepts them; a checkbox or radio counts by its label, which is what a finger presses.
// The test lists every target that is too small (screen, element, its text, its size) and fails when there is one.
// Also: at 1280 px the top bar's search shows its whole placeholder, even beside a signed-in member's navigation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { DEMO, DEMO_PASSWORD, gql, loginAs, loginViaApi } from "./helpers.js";

const MIN = 44;
let e2e: E2E;
let houseManagerId: string;
let employerId: string;

beforeAll(async () => {
  e2e = await startE2E({ seed: true });
  const data = await gql<{ houseManagers: { edges: { node: { id: string } }[] } }>(e2e.url, "{ houseManagers(first: 1) { edges { node { id } } } }");
  houseManagerId = data.houseManagers.edges[0]!.node.id;
  employerId = (await loginViaApi(e2e.url, DEMO.brian, DEMO_PASSWORD)).profileId;
});
afterAll(async () => {
  await e2e?.close();
});

/** What is too small on the page as it is now: one line per target. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox]";
    const found: string[] = [];
    /** A link inside a sentence: laid out inline, with text of its block around it. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? "").trim();
      const around = (block.textContent ?? "").replace(own, "").replace(/\s+/g, "");
      return around.length > 0;
    };
    for (const element of document.querySelectorAll(selector)) {
      if (!(element as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest("[aria-hidden=true], [inert]")) continue;
      let rect = element.getBoundingClientRect();
      // A checkbox or radio is pressed through its label; a visually hidden file input through its label too.
      if (element instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(element.type)) {
        const label = [...(element.labels ?? [])].map((one) => one.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height)[0];
        if (label && label.width * label.height > rect.width * rect.height) rect = label;
      }
      if (rect.width === 0 || rect.height === 0) continue;
      // Off the page (the skip link until focused).
      if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) continue;
      if (inRunningText(element)) continue;
      if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? (element as HTMLInputElement).name ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const name = element.tagName.toLowerCase() + (element instanceof HTMLInputElement ? `[type=${element.type}]` : "") + (element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : "");
      found.push(`${name} "${label}" ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
    return found;
  }, MIN);
}

/** Opens a screen and waits until it has settled: its heading shown, no spinner left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("main .spinner"), undefined, { timeout: 15_000 });
}

async function walk(page: Page, who: string, paths: string[]): Promise<string[]> {
  const report: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const line of await smallTargets(page)) report.push(`${who} ${path}: ${line}`);
    // The burger menu's items, opened.
    if (path === "/") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator(".site-nav.is-open").waitFor();
      for (const line of await smallTargets(page)) report.push(`${who} ${path} (menu open): ${line}`);
      await page.getByRole("button", { name: "Close menu" }).click();
    }
  }
  return report;
}

describe("tap targets at 360 px", () => {
  it("are at least 44 x 44 px for a visitor, the demo employer and the demo house manager", async () => {
    const report: string[] = [];
    const visitor = await e2e.newPage({ width: 360, height: 740 });
    try {
      report.push(
        ...(await walk(visitor.page, "visitor", [
          "/",
          "/findhousegirl/",
          "/search?q=nairobi",
          `/profile/house_manager/${houseManagerId}`,
          `/profile/employer/${employerId}`,
          "/login",
          "/register",
          "/forgot-password",
          "/contact",
          "/privacy",
          "/settings",
        ])),
      );
    } finally {
      await visitor.context.close();
    }
    for (const [who, email] of [
      ["employer", DEMO.brian],
      ["house manager", DEMO.wanjiku],
    ] as const) {
      const { context, page } = await e2e.newPage({ width: 360, height: 740 });
      try {
        await loginAs(page, email, DEMO_PASSWORD);
        report.push(
          ...(await walk(page, who, ["/", "/profile/", `/profile/house_manager/${houseManagerId}`, "/contracts", "/messages/", "/notifications/", "/settings"])),
        );
      } finally {
        await context.close();
      }
    }
    if (report.length) console.log(`Tap targets under ${MIN} x ${MIN} px:\n${report.join("\n")}`);
    expect(report).toEqual([]);
  });
});

describe("top bar at 1280 px", () => {
  it.each([
    ["English", "en", "Settings"],
    ["Kiswahili", "sw", "Mipangilio"],
  ])("shows the search's whole placeholder beside a signed-in member's navigation, in %s", async (_name, language, settings) => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 800 });
    try {
      await loginAs(page, DEMO.brian, DEMO_PASSWORD);
      if (language === "sw") await page.getByRole("contentinfo").getByRole("button", { name: "Kiswahili" }).click();
      await page.getByRole("navigation", { name: language === "sw" ? "Menyu kuu" : "Main" }).getByRole("link", { name: settings }).waitFor();
      const fit = await page.locator(".search-box__input").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, text: Math.ceil(text), room: Math.floor(room) };
      });
      console.log(`Top bar search at 1280 px, signed in: placeholder "${fit.placeholder}" needs ${fit.text} px, has ${fit.room} px`);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    } finally {
      await context.close();
    }
  });
});
