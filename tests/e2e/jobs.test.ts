// Jobs in a real browser at a phone's 360 px: an employer posts a job (the minimum-wage guard speaks under the
// pay before anything is sent), a house manager finds it among her recommended jobs and applies with a note (once: the
// page then says she applied), and the employer reads the application with its fit and reasons and opens an offer
// form already filled in from the job. Find House Girl's further filters (skills, languages, live-in or out, highest
// salary, near a place) round-trip through the URL and the real server. Screenshots at 360 and 1280 px land in
// tests/e2e/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { isoDate, loginAs, registerViaApi, uniqueName, updateProfileViaApi, type ApiUser } from "./helpers.js";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

let e2e: E2E;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await e2e?.close();
});

async function openPage(size = PHONE): Promise<Page> {
  const { context, page } = await e2e.newPage(size);
  contexts.push(context);
  return page;
}

async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe("Find House Girl's further filters", () => {
  it("finds a house manager by skills, language, live-in, highest salary and nearness, and keeps them in the URL", async () => {
    const manager: ApiUser = await registerViaApi(e2e.url, "house_manager", { firstName: "Kendi", lastName: uniqueName("Mwiti") });
    // Kimeru: a language no other test's house manager speaks, so she is the one match.
    await updateProfileViaApi(e2e.url, manager, { city: "Nairobi", location: "Roysambu", skills: "Cooking, Childcare, Laundry", language: "Swahili, Kimeru", availability: "Live-in", salary: 17000, experience: 4 });
    const page = await openPage();
    await page.goto("/findhousegirl/");
    await page.getByText("More filters").click();
    await page.getByRole("checkbox", { name: "Cooking" }).check();
    await page.getByRole("checkbox", { name: "Childcare" }).check();
    await page.getByLabel("Languages").fill("Kimeru");
    await page.getByLabel("Live-in or live-out").selectOption("Live-in");
    await page.getByLabel("Highest monthly salary (KSh)").fill("18000");
    await page.getByLabel("Near (town or area)").fill("Kasarani");
    await page.getByLabel("Within").selectOption("5");
    await expectFitsPhone(page);
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await page.getByRole("heading", { name: manager.name }).waitFor();
    await page.getByText("Showing 1 of 1 house manager").waitFor();
    // "Kimeru" holds the stored name "Meru", whose substring finds both spellings (value-labels.ts, storedLanguage).
    expect(decodeURIComponent(new URL(page.url()).search)).toBe("?skills=Cooking,Childcare&languages=Meru&availability=Live-in&max_salary=18000&near=Kasarani&radius_km=5");
    await e2e.screenshot(page, "find-further-filters-360");
    // Asking less than she does leaves her out; a place nobody knows is refused before any search.
    await page.getByLabel("Highest monthly salary (KSh)").fill("16000");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await page.getByText("No House Manager has been found").waitFor();
    await page.getByLabel("Near (town or area)").fill("Atlantis");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await page.getByText('We do not know where "Atlantis" is: give a town or an area, such as Kasarani or Nyali.').waitFor();
    expect(new URL(page.url()).searchParams.get("max_salary")).toBe("16000");
  });
});

describe("a job from post to offer", () => {
  it("is posted, recommended, applied for, and answered with an offer filled in from the job, which both then see on the application", async () => {
    const title = uniqueName("Live-in cook for a family in Kasarani");
    const employer: ApiUser = await registerViaApi(e2e.url, "employer", { firstName: "Grace", lastName: uniqueName("Wanjiru") });
    const manager: ApiUser = await registerViaApi(e2e.url, "house_manager", { firstName: "Wanjiku", lastName: uniqueName("Kamau") });
    await updateProfileViaApi(e2e.url, employer, { city: "Nairobi", location: "Kasarani" });
    await updateProfileViaApi(e2e.url, manager, { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare", language: "Swahili, Kikuyu", availability: "Live-in", salary: 18000, experience: 6 });
    const start = isoDate(14);

    // The employer posts the job from a phone.
    const boss = await openPage();
    await loginAs(boss, employer.email, employer.password);
    await boss.goto("/jobs/new/");
    await boss.getByLabel("Job title").fill(title);
    await boss.getByLabel("Description").fill("Cooking and looking after two children.");
    await boss.getByLabel("Town").fill("Nairobi");
    await boss.getByLabel("Area").fill("Kasarani");
    // Work she travels to is matched within reach only, and the form says so.
    await boss.getByLabel("Live-in or live-out").selectOption("Live-out");
    const reach = boss.getByText("She goes home after work, so the job is matched with house managers living within 40 km.");
    await reach.waitFor();
    await boss.getByLabel("Live-in or live-out").selectOption("Live-in");
    await reach.waitFor({ state: "detached" });
    await boss.getByRole("checkbox", { name: "Cooking" }).check();
    await boss.getByRole("checkbox", { name: "Childcare" }).check();
    await boss.getByLabel("Languages").fill("Kikuyu");
    await boss.getByLabel("Number of children").fill("2");
    await boss.getByLabel("Start date").fill(start);
    // Pay below the minimum wage for Nairobi: the guard's message shows under the pay at once.
    await boss.getByLabel("Pay (KSh)").fill("5000");
    const guard = boss.getByText(/below the statutory minimum wage for Nairobi/);
    await guard.waitFor();
    await expectFitsPhone(boss);
    await e2e.screenshot(boss, "jobs-post-360");
    await boss.getByLabel("Pay (KSh)").fill("20000");
    await guard.waitFor({ state: "detached" });
    await boss.getByRole("button", { name: "Post job" }).click();
    await boss.waitForURL(/\/jobs\/\d+\/$/);
    const jobPath = new URL(boss.url()).pathname;
    await boss.getByRole("heading", { name: title }).waitFor();
    await boss.getByText("0 applications").waitFor();
    await expectFitsPhone(boss);

    // The job is on the public board.
    const visitor = await openPage();
    await visitor.goto("/jobs/?city=Kasarani");
    await visitor.getByRole("link", { name: title }).waitFor();
    await expectFitsPhone(visitor);
    await e2e.screenshot(visitor, "jobs-board-360");

    // The house manager sees it recommended, with why, and applies once with a note.
    const her = await openPage();
    await loginAs(her, manager.email, manager.password);
    await her.goto("/jobs/recommended/");
    const card = her.getByRole("listitem").filter({ has: her.getByRole("link", { name: title }) });
    // Said to her, from her side.
    await card.getByText("In Kasarani, where you live").waitFor();
    await card.getByText("Needs cooking, which you do").waitFor();
    await expectFitsPhone(her);
    await e2e.screenshot(her, "jobs-recommended-360");
    await card.getByRole("link", { name: title }).click();
    await her.waitForURL(`**${jobPath}`);
    await her.getByLabel("A short note to the employer").fill("I have cooked for a family of five for six years and can start on the 1st.");
    await her.getByRole("button", { name: "Apply" }).click();
    await her.getByText("You applied for this job. The employer has been told.").waitFor();
    await expect(her.getByRole("button", { name: "Apply" }).count()).resolves.toBe(0);
    // The state stays after a reload, and her applications list it.
    await her.reload();
    await her.getByText("You applied for this job. The employer has been told.").waitFor();
    await her.goto("/jobs/applications/");
    await her.getByRole("link", { name: title }).waitFor();
    await her.getByText(/Applied on .* · Job still open/).waitFor();
    await expectFitsPhone(her);

    // The employer reads the application with its fit and reasons.
    await boss.goto(`${jobPath}applications/`);
    const application = boss.getByRole("listitem").filter({ hasText: manager.name });
    await application.getByText("I have cooked for a family of five").waitFor();
    await application.getByText(/\d+% fit/).waitFor();
    await application.getByText("Lives in Kasarani").waitFor();
    await application.getByText("Asks KSh 18,000, within your pay").waitFor();
    await expectFitsPhone(boss);
    await e2e.screenshot(boss, "jobs-applications-360");

    // The offer form opens filled in from the job.
    await application.getByRole("button", { name: "Make an offer" }).click();
    const dialog = boss.getByRole("dialog");
    await dialog.getByLabel("Payment Amount").waitFor();
    expect(await dialog.getByLabel("Payment Amount").inputValue()).toBe("20000");
    expect(await dialog.getByLabel("Start Date").inputValue()).toBe(start);
    expect(await dialog.getByLabel("Terms").inputValue()).toBe("Cooking and looking after two children.");
    await e2e.screenshot(boss, "jobs-offer-360");
    // Sent, the offer shows on her application, on both sides.
    if (!(await dialog.getByLabel("End Date").inputValue())) await dialog.getByLabel("End Date").fill(isoDate(14 + 364));
    await dialog.getByRole("button", { name: "Create Contract" }).click();
    await dialog.waitFor({ state: "detached" });
    // The card says so at once, and offers no second one while she has this one to answer, then or after a reload.
    await application.getByText("You offered her a contract; she has not answered yet.").waitFor();
    expect(await application.getByRole("button", { name: "Make an offer" }).count()).toBe(0);
    await boss.reload();
    await application.getByText("You offered her a contract; she has not answered yet.").waitFor();
    expect(await application.getByRole("button", { name: "Make an offer" }).count()).toBe(0);
    await application.getByRole("button", { name: "Open chat" }).waitFor();
    await her.goto("/jobs/applications/");
    await her.getByText("The employer has offered you a contract: read it and accept or decline.").waitFor();
    await her.getByRole("link", { name: "See the contract" }).click();
    await her.waitForURL(/\/contracts\/\d+$/);
    await expectFitsPhone(her);

    // The matches on a phone, and the same screens on a wide screen.
    await boss.goto(`${jobPath}matches/`);
    const match = boss.getByRole("listitem").filter({ hasText: manager.name });
    await match.getByText("Lives in Kasarani").waitFor();
    // Her match card knows of the offer too.
    await match.getByText("You offered her a contract; she has not answered yet.").waitFor();
    expect(await match.getByRole("button", { name: "Make an offer" }).count()).toBe(0);
    await expectFitsPhone(boss);
    await e2e.screenshot(boss, "jobs-matches-360");
    const wide = await openPage(DESKTOP);
    await loginAs(wide, employer.email, employer.password);
    for (const [path, name] of [[`${jobPath}matches/`, "jobs-matches-1280"], [`${jobPath}applications/`, "jobs-applications-1280"], ["/jobs/", "jobs-board-1280"], [jobPath, "jobs-job-1280"]] as const) {
      await wide.goto(path);
      await wide.getByText(manager.name).or(wide.getByRole("heading", { name: title })).or(wide.getByRole("link", { name: title })).first().waitFor();
      await e2e.screenshot(wide, name);
    }
  });

  it("lets an employer save a house manager from her page and find her on the shortlist", async () => {
    const employer: ApiUser = await registerViaApi(e2e.url, "school", { firstName: "Hillcrest", lastName: uniqueName("School") });
    const manager: ApiUser = await registerViaApi(e2e.url, "house_manager", { firstName: "Achieng", lastName: uniqueName("Otieno") });
    await updateProfileViaApi(e2e.url, manager, { city: "Kisumu", location: "Milimani" });
    const page = await openPage();
    await loginAs(page, employer.email, employer.password);
    await page.goto(`/profile/house_manager/${manager.profileId}`);
    await page.getByRole("button", { name: `Save ${manager.name} to your shortlist` }).click();
    await page.getByRole("button", { name: `Saved: remove ${manager.name} from your shortlist` }).waitFor();
    await page.goto("/shortlist/");
    await page.getByRole("link", { name: manager.name }).waitFor();
    await expectFitsPhone(page);
    await e2e.screenshot(page, "jobs-shortlist-360");
    // Removing her takes her off the list.
    await page.getByRole("button", { name: `Saved: remove ${manager.name} from your shortlist` }).click();
    await page.getByText("You have not saved anyone yet.").waitFor();
    await page.goto(`/profile/house_manager/${manager.profileId}`);
    await page.getByRole("button", { name: `Save ${manager.name} to your shortlist` }).waitFor();
  });
});
