// Trust in a real browser, at a phone's 360 px: a house manager sends her ID and Certificate of Good Conduct from
// /profile/, the operator approves both in /operator/, a visitor sees the badges and finds her with "Verified only" on
// /findhousegirl/; and a report that ends in a suspension: the suspended house manager cannot log in and her page is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { createOperator } from "../../server/src/modules/operators/service.js";
import { startE2E, type E2E } from "./harness.js";
import { isoDate, loginAs, registerViaApi, uniqueName, updateProfileViaApi, type ApiUser } from "./helpers.js";

/** A small but well-formed PDF (the server checks documents by their content). */
const PDF = Buffer.from(["%PDF-1.4", "1 0 obj <</Type /Catalog>> endobj", "trailer <</Root 1 0 R>>", "%%EOF", ""].join("\n"));
const PHONE = { width: 360, height: 740 };
const OPERATOR_PASSWORD = "Opereta-Salama-2026";

let e2e: E2E;
let operatorEmail: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  // The way `npm run create-operator` makes one: operators cannot register.
  operatorEmail = `${uniqueName("operator").toLowerCase()}@maidmatch.co.ke`;
  await createOperator(e2e.server.database.prisma, e2e.server.config, operatorEmail, OPERATOR_PASSWORD);
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await e2e?.close();
});

async function openPage(): Promise<Page> {
  const { context, page } = await e2e.newPage(PHONE);
  contexts.push(context);
  return page;
}

async function operatorPage(): Promise<Page> {
  const page = await openPage();
  await loginAs(page, operatorEmail, OPERATOR_PASSWORD);
  // Operators have no public profile: /profile/ points them to their console, and the top bar has it too.
  await page.locator('nav[aria-label="Main"] a[href="/operator/"]').waitFor({ state: "attached" });
  await page.goto("/operator/");
  await page.getByRole("heading", { name: "Operator console" }).waitFor();
  return page;
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function sendDocument(page: Page, kind: "Identity document (national ID or passport)" | "Certificate of Good Conduct", issuedOn?: string) {
  const form = page.getByRole("form", { name: "Send a document for checking" });
  await form.getByLabel("Document", { exact: true }).selectOption({ label: kind });
  if (issuedOn) await form.getByLabel("Issue date on the certificate").fill(issuedOn);
  await form.getByLabel(/^File/).setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "Send for checking" }).click();
}

describe("verification", () => {
  it("goes from the house manager's documents to the operator's approval to a badge a visitor can filter by", async () => {
    const town = uniqueName("Kitengela");
    const manager: ApiUser = await registerViaApi(e2e.url, "house_manager");
    const unverified: ApiUser = await registerViaApi(e2e.url, "house_manager");
    for (const user of [manager, unverified]) await updateProfileViaApi(e2e.url, user, { location: town, city: "Kajiado" });

    // The house manager sends both documents from /profile/.
    const own = await openPage();
    await loginAs(own, manager.email, manager.password);
    const section = own.getByRole("region", { name: "Verification" });
    await section.getByText("You have not sent any documents yet.").waitFor();
    await sendDocument(own, "Identity document (national ID or passport)");
    await section.getByRole("listitem").filter({ hasText: "Identity document" }).filter({ hasText: "Waiting for a check" }).waitFor();
    await sendDocument(own, "Certificate of Good Conduct", isoDate(-40));
    await section.getByRole("listitem").filter({ hasText: "Certificate of Good Conduct" }).filter({ hasText: "Waiting for a check" }).waitFor();
    await expectFitsPhone(own);

    // The operator approves both in the console.
    const desk = await operatorPage();
    const queue = desk.getByRole("tabpanel");
    for (const kind of ["Identity document", "Certificate of Good Conduct"]) {
      const item = queue.getByRole("listitem").filter({ hasText: manager.name }).filter({ hasText: kind });
      await item.getByRole("button", { name: "Approve" }).click();
      await item.waitFor({ state: "detached" });
    }
    await expectFitsPhone(desk);
    await desk.getByRole("tab", { name: /Audit log/ }).click();
    await expect.poll(() => desk.getByRole("tabpanel").getByText(/approved verification #\d+/).count()).toBeGreaterThanOrEqual(2);

    // The house manager sees both approved.
    await own.reload();
    await expect.poll(() => section.getByText("Approved", { exact: true }).count()).toBe(2);

    // A visitor sees the badges on her page and finds her, and only her, with "Verified only".
    const visitor = await openPage();
    await visitor.goto(`/profile/house_manager/${manager.profileId}`);
    const checks = visitor.getByRole("list", { name: "Checks by the MaidMatch team" });
    await checks.getByText("Verified", { exact: true }).waitFor();
    await checks.getByText("ID checked").waitFor();
    await checks.getByText(/^Good conduct checked \(\w{3,4} \d{4}\)$/).waitFor();
    await expectFitsPhone(visitor);

    await visitor.goto("/findhousegirl/");
    const filters = visitor.getByRole("form", { name: "Filter house managers" });
    await filters.getByLabel("Location", { exact: true }).fill(town);
    await filters.getByRole("button", { name: "Apply Filters" }).click();
    const cards = visitor.getByRole("link", { name: /^View Profile of / });
    await expect.poll(() => cards.count()).toBe(2);
    await filters.getByLabel("Verified only").check();
    await filters.getByRole("button", { name: "Apply Filters" }).click();
    await visitor.waitForURL(/verified=true/);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("aria-label")).toBe(`View Profile of ${manager.name}`);
  });
});

describe("a report", () => {
  it("reaches the operator, whose suspension ends the house manager's log-ins and her public page", async () => {
    const manager: ApiUser = await registerViaApi(e2e.url, "house_manager");
    const employer: ApiUser = await registerViaApi(e2e.url, "employer");
    const details = `Asked for a registration fee by M-Pesa ${uniqueName("ref")}`;

    // The employer reports her profile.
    const reporter = await openPage();
    await loginAs(reporter, employer.email, employer.password);
    await reporter.goto(`/profile/house_manager/${manager.profileId}`);
    await reporter.getByRole("button", { name: "Report" }).first().click();
    const dialog = reporter.getByRole("dialog", { name: `Report ${manager.name}` });
    await dialog.getByLabel("What is wrong?").selectOption("scam");
    await dialog.getByLabel("Details (optional)").fill(details);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await reporter.getByText("Thank you. The MaidMatch team will look at your report.").waitFor();

    // The operator reads it with the reported profile and suspends the account.
    const desk = await operatorPage();
    await desk.getByRole("tab", { name: /Reports/ }).click();
    const report = desk.getByRole("tabpanel").getByRole("listitem").filter({ hasText: details });
    await report.getByText(manager.name).first().waitFor();
    await report.getByLabel("Note for the audit log").fill("Fee scam, two reports by phone");
    await report.getByRole("button", { name: "Suspend user" }).click();
    await report.waitFor({ state: "detached" });
    await expectFitsPhone(desk);

    // She cannot log in any more, and her page is gone for everyone.
    const suspended = await openPage();
    await suspended.goto("/login");
    await suspended.getByLabel("Email").fill(manager.email);
    await suspended.getByLabel("Password", { exact: true }).fill(manager.password);
    await suspended.getByRole("button", { name: "Login" }).click();
    await suspended.getByText(/This account is suspended/).waitFor();
    expect(new URL(suspended.url()).pathname).toBe("/login");

    const visitor = await openPage();
    await visitor.goto(`/profile/house_manager/${manager.profileId}`);
    await visitor.getByRole("heading", { name: "Profile not found" }).waitFor();
    const api = await fetch(`${e2e.url}/profiles/house-manager/${manager.profileId}/`);
    expect(api.status).toBe(404);
  });
});

describe("the operator console on a phone", () => {
  it.each([
    ["en", "Queues", ["Verifications", "Reports", "Contact", "Audit log"]],
    ["sw", "Foleni", ["Uthibitisho", "Ripoti", "Mawasiliano", "Kumbukumbu ya ukaguzi"]],
  ] as const)("keeps its tabs in one row that scrolls sideways, each a 44 px target, in %s", async (language, queues, names) => {
    const page = await operatorPage();
    if (language === "sw") {
      await page.evaluate(() => window.localStorage.setItem("language", "sw"));
      await page.reload();
    }
    const tabs = page.getByRole("tablist", { name: queues }).getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).toEqual(names.map((name) => expect.stringContaining(name)));
    const boxes = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    // One row: every tab on the same line, none shorter or narrower than a fingertip.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expectFitsPhone(page);

    // The last tab, off the edge at first, scrolls into view when chosen with the keyboard, and shows its panel.
    await tabs.first().focus();
    await page.keyboard.press("End");
    const last = tabs.last();
    await expect.poll(() => last.getAttribute("aria-selected")).toBe("true");
    expect(await last.evaluate((element) => element === document.activeElement)).toBe(true);
    const shown = await last.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const row = element.parentElement!.getBoundingClientRect();
      return box.left >= row.left - 1 && box.right <= row.right + 1;
    });
    expect(shown).toBe(true);
    expect(await page.getByRole("tabpanel", { name: names[3] }).count()).toBe(1);
    await page.keyboard.press("Home");
    await expect.poll(() => tabs.first().getAttribute("aria-selected")).toBe("true");
  });
});
