// Browse, search and judge in a real browser: Home's featured managers, /search, /findhousegirl/, the house manager and
// employer pages (photo and album modals, share links, reviews paging, the review form), and /profile/; on the demo data and on
// users this file creates through the API (unique names, so re-runs and other data never collide).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { startE2E, type E2E } from "./harness.js";
import { DEMO, DEMO_PASSWORD, gql, loginAs, loginViaApi, registerViaApi, reviewViaApi, uniqueName, updateProfileViaApi, type ApiUser } from "./helpers.js";

interface ManagerNode {
  id: string;
  name: string;
  location: string;
  rating: number;
  experience: number;
  reviewCount: number;
}

let e2e: E2E;
/** A unique town for the house managers made here, so filters can single them out. */
const town = uniqueName("Mji");
/** Fresh: nothing filled in but the town, 12 years and a salary; later reviewed through the form. */
let fresh: ApiUser;
/** Three reviews through the API (2 pages of reviews), 3 years of experience. */
let reviewed: ApiUser;
let employers: ApiUser[];

const MANAGER_FIELDS = "id name location rating experience reviewCount";

async function allManagers(filter: Record<string, unknown> | null = null): Promise<{ totalCount: number; nodes: ManagerNode[] }> {
  const data = await gql<{ houseManagers: { totalCount: number; edges: { node: ManagerNode }[] } }>(
    e2e.url,
    `query ($filter: HouseManagerFilter) { houseManagers(filter: $filter, first: 100) { totalCount edges { node { ${MANAGER_FIELDS} } } } }`,
    { filter },
  );
  return { totalCount: data.houseManagers.totalCount, nodes: data.houseManagers.edges.map((edge) => edge.node) };
}

beforeAll(async () => {
  e2e = await startE2E({ seed: true });
  [fresh, reviewed, ...employers] = await Promise.all([
    registerViaApi(e2e.url, "house_manager"),
    registerViaApi(e2e.url, "house_manager"),
    registerViaApi(e2e.url, "employer"),
    registerViaApi(e2e.url, "employer"),
    registerViaApi(e2e.url, "employer"),
  ]);
  await updateProfileViaApi(e2e.url, fresh, { location: town, experience: 12, salary: 15000 });
  await updateProfileViaApi(e2e.url, reviewed, { location: town, experience: 3 });
  const ratings = [5, 4, 3];
  for (const [index, employer] of employers.entries()) {
    await reviewViaApi(e2e.url, employer, { role: "house_manager", profileId: reviewed.profileId }, ratings[index]!, `Review ${index + 1} of ${reviewed.firstName}`);
  }
});
afterAll(async () => {
  await e2e?.close();
});

/** Runs a test body in a fresh browser context (one user), closing it afterwards. */
async function withPage(body: (page: Page) => Promise<void>, options?: { width?: number; height?: number }): Promise<void> {
  const { context, page } = await e2e.newPage(options);
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

/** The profile page's header card (a <header> inside the page's section: not a landmark, so found by its h1). */
function profileHeader(page: Page): Locator {
  return page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
}

/** Waits until every <img> in the locator has loaded pixels. */
async function expectImagesLoaded(images: Locator): Promise<void> {
  await expect
    .poll(async () => images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

describe("Home: Featured House Managers", () => {
  it("shows two cards per page with links and reviews, pages with Previous and Next, and reads 'No reviews yet.' on the last page", async () => {
    const { totalCount, nodes } = await allManagers();
    const pages = Math.ceil(totalCount / 2);
    await withPage(async (page) => {
      await page.goto("/");
      const aside = page.getByRole("complementary", { name: "Featured House Managers" });
      const pager = aside.getByRole("navigation", { name: "Featured house managers pages" });
      const cards = aside.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
      const previous = pager.getByRole("button", { name: "Previous" });
      const next = pager.getByRole("button", { name: "Next" });

      async function expectPage(number: number) {
        const expected = nodes.slice((number - 1) * 2, number * 2);
        await pager.getByText(`Page ${number}`, { exact: true }).waitFor();
        await cards.getByRole("heading", { level: 3, name: expected[0]!.name }).waitFor();
        expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(expected.map((node) => node.name));
        for (const [index, node] of expected.entries()) {
          const card = cards.nth(index);
          expect(await card.getByRole("link").first().getAttribute("href")).toBe(`/profile/house_manager/${node.id}`);
          await card.getByText(`${node.rating.toFixed(1)} / 5.0`).waitFor();
          await card.getByText(`Experience: ${node.experience} ${node.experience === 1 ? "year" : "years"}`).waitFor();
          if (node.reviewCount === 0) {
            await card.getByText("No reviews yet.").waitFor();
          } else {
            const reviews = card.getByRole("list", { name: "Latest reviews" });
            await reviews.waitFor();
            expect(await reviews.getByRole("listitem").count()).toBe(Math.min(3, node.reviewCount));
            for (const href of await reviews.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
              expect(href).toMatch(/^\/profile\/(employer|house_manager)\/\d+$/);
            }
          }
        }
      }

      await expectPage(1);
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isEnabled()).toBe(true);
      await expectImagesLoaded(cards.getByRole("img"));
      await e2e.screenshot(page, "browse-home");

      await next.click();
      await expectPage(2);
      expect(await previous.isEnabled()).toBe(true);
      await previous.click();
      await expectPage(1);
      expect(await previous.isDisabled()).toBe(true);

      // Walk to the last page: Next is disabled there, and the unreviewed managers read 'No reviews yet.'.
      for (let number = 2; number <= pages; number++) {
        await next.click();
        await pager.getByText(`Page ${number}`, { exact: true }).waitFor();
      }
      await expectPage(pages);
      await expect.poll(() => next.isDisabled()).toBe(true);
      expect(nodes.slice((pages - 1) * 2).some((node) => node.reviewCount === 0)).toBe(true);

      // The first card opens the public profile.
      await previous.click();
      await pager.getByText(`Page ${pages - 1}`, { exact: true }).waitFor();
      const target = nodes[(pages - 2) * 2]!;
      await cards.first().getByRole("link").first().click();
      await page.waitForURL(`**/profile/house_manager/${target.id}`);
      await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
    });
  });

  it("fits a 360 px wide screen", async () => {
    await withPage(
      async (page) => {
        await page.goto("/");
        await page.getByRole("complementary", { name: "Featured House Managers" }).getByRole("heading", { level: 3 }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await e2e.screenshot(page, "browse-home-360");
      },
      { width: 360, height: 740 },
    );
  });
});

describe("/search", () => {
  async function searchCounts(query: string) {
    const data = await gql<{ search: { houseManagers: { edges: { node: { id: string; name: string } }[] }; employers: { edges: { node: { id: string; name: string } }[] } } }>(
      e2e.url,
      "query ($query: String!) { search(query: $query, first: 50) { houseManagers { edges { node { id name } } } employers { edges { node { id name } } } } }",
      { query },
    );
    return { managers: data.search.houseManagers.edges.map((edge) => edge.node), employers: data.search.employers.edges.map((edge) => edge.node) };
  }

  it("shows both sections for a demo town, with links to the public pages", async () => {
    const expected = await searchCounts("Karen");
    expect(expected.managers.length).toBeGreaterThan(0);
    expect(expected.employers.length).toBeGreaterThan(0);
    await withPage(async (page) => {
      await page.goto("/search?query=Karen");
      const managers = page.getByRole("region", { name: /^House Managers/ });
      const employerSection = page.getByRole("region", { name: /^Employers/ });
      await managers.getByRole("link").first().waitFor();
      for (const node of expected.managers) {
        expect(await managers.getByRole("link", { name: new RegExp(node.name) }).getAttribute("href")).toBe(`/profile/house_manager/${node.id}`);
      }
      for (const node of expected.employers) {
        expect(await employerSection.getByRole("link", { name: new RegExp(node.name) }).getAttribute("href")).toBe(`/profile/employer/${node.id}`);
      }
      expect(await managers.getByRole("link").count()).toBe(expected.managers.length);
      expect(await employerSection.getByRole("link").count()).toBe(expected.employers.length);
      expect(await page.getByText("No House Manager Found").count()).toBe(0);
      await e2e.screenshot(page, "browse-search");
    });
  });

  it("shows 'No House Manager Found' for an empty section and for both when nothing matches", async () => {
    await withPage(async (page) => {
      // A demo name: house managers only.
      await page.goto("/search?query=Wanjiku%20Kamau");
      await page.getByRole("region", { name: /^House Managers/ }).getByRole("link", { name: /Wanjiku Kamau/ }).waitFor();
      await page.getByRole("region", { name: /^Employers/ }).getByText("No House Manager Found").waitFor();

      // Users made here: an employer's unique last name finds only that employer.
      const employer = employers[0]!;
      await page.goto(`/search?query=${encodeURIComponent(employer.lastName)}`);
      await page.getByRole("region", { name: /^Employers/ }).getByRole("link", { name: new RegExp(employer.name) }).waitFor();
      await page.getByRole("region", { name: /^House Managers/ }).getByText("No House Manager Found").waitFor();

      // The town of this file's house managers finds both of them.
      await page.goto(`/search?query=${encodeURIComponent(town)}`);
      const managers = page.getByRole("region", { name: /^House Managers/ });
      await managers.getByRole("link", { name: new RegExp(fresh.name) }).waitFor();
      await managers.getByRole("link", { name: new RegExp(reviewed.name) }).waitFor();
      expect(await managers.getByRole("link").count()).toBe(2);

      await page.goto(`/search?query=${uniqueName("Hakuna")}`);
      await expect.poll(() => page.getByText("No House Manager Found").count()).toBe(2);
    });
  });
});

describe("/findhousegirl/", () => {
  function cardsOf(page: Page) {
    return page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^View Profile of / }) });
  }

  /** Name, location, rating and experience as the card shows them. */
  async function readCards(page: Page) {
    return cardsOf(page).evaluateAll((items) =>
      items.map((item) => {
        const text = item.textContent ?? "";
        return {
          name: item.querySelector("h2")?.textContent ?? "",
          text,
          rating: Number(/(\d\.\d) \/ 5\.0/.exec(text)?.[1] ?? "NaN"),
          experience: Number(/Experience: (\d+) years?/.exec(text)?.[1] ?? "NaN"),
          href: item.querySelector("a")?.getAttribute("href") ?? "",
        };
      }),
    );
  }

  async function applyFilters(page: Page, filters: { location?: string; rating?: string; experience?: string }) {
    const form = page.getByRole("form", { name: "Filter house managers" });
    await form.getByLabel("Location", { exact: true }).fill(filters.location ?? "");
    await form.getByLabel("Rating", { exact: true }).selectOption({ label: filters.rating ?? "Any rating" });
    await form.getByLabel("Years of experience", { exact: true }).fill(filters.experience ?? "");
    await form.getByRole("button", { name: "Apply Filters" }).click();
  }

  /**
   * Waits until the list shows these house managers under this count. The previous filter's answer may read the same
   * count, and while the new one loads the list is a spinner, so waiting for the count alone can read no cards.
   */
  async function expectResults(page: Page, count: string, names: string[]) {
    await expect
      .poll(async () => ({ count: await page.getByText(count).count(), names: (await readCards(page)).map((card) => card.name).sort() }))
      .toEqual({ count: 1, names: [...names].sort() });
    return readCards(page);
  }

  it("loads every house manager, then only the cards matching location, rating and experience", async () => {
    const all = await allManagers();
    await withPage(async (page) => {
      await page.goto("/findhousegirl/");
      await page.getByText(`Showing 12 of ${all.totalCount} house managers`).waitFor();
      const first = await readCards(page);
      expect(first.map((card) => card.name)).toEqual(all.nodes.slice(0, 12).map((node) => node.name));
      expect(first[0]!.href).toBe(`/profile/house_manager/${all.nodes[0]!.id}`);
      await e2e.screenshot(page, "browse-find");

      // Demo data: Roysambu, 4 stars and up, at least 1 year.
      const expected = await allManagers({ location: "Roysambu", minRating: 4, minExperience: 1 });
      expect(expected.totalCount).toBeGreaterThan(0);
      expect(expected.totalCount).toBeLessThan(all.totalCount);
      await applyFilters(page, { location: "Roysambu", rating: "4 Stars & Up", experience: "1" });
      await page.waitForURL(/\/findhousegirl\/\?.*location=Roysambu/);
      const filtered = await expectResults(
        page,
        `Showing ${expected.totalCount} of ${expected.totalCount} house ${expected.totalCount === 1 ? "manager" : "managers"}`,
        expected.nodes.map((node) => node.name),
      );
      for (const card of filtered) {
        expect(card.text).toContain("Roysambu");
        expect(card.rating).toBeGreaterThanOrEqual(4);
        expect(card.experience).toBeGreaterThanOrEqual(1);
      }

      // This file's managers: the town alone finds both; 10 years and up only the fresh one (12 years).
      await applyFilters(page, { location: town });
      await expectResults(page, "Showing 2 of 2 house managers", [fresh.name, reviewed.name]);
      await applyFilters(page, { location: town, experience: "10" });
      const [only] = await expectResults(page, "Showing 1 of 1 house manager", [fresh.name]);
      expect(only?.experience).toBe(12);
      expect(only?.href).toBe(`/profile/house_manager/${fresh.profileId}`);
      await applyFilters(page, { location: town, rating: "3 Stars & Up" });
      await expectResults(page, "Showing 1 of 1 house manager", [reviewed.name]);

      // Nobody here has 5.0.
      await applyFilters(page, { location: town, rating: "5 Stars" });
      await page.getByText("No House Manager has been found").waitFor();
      expect(await cardsOf(page).count()).toBe(0);

      // Clear brings everyone back.
      await page.getByRole("button", { name: "Clear" }).click();
      await page.getByText(`Showing 12 of ${all.totalCount} house managers`).waitFor();
    });
  });
});

describe("/profile/house_manager/{id}", () => {
  it("shows a demo profile: header, photo modal, share links on the page's origin, details, reviews paging and the album modal", async () => {
    const wanjiku = await loginViaApi(e2e.url, DEMO.wanjiku, DEMO_PASSWORD);
    const data = await gql<any>(
      e2e.url,
      `query ($id: ID!) {
        houseManager(id: $id) { name location rating salary reviewCount albums { id title } }
        reviews(role: house_manager, profileId: $id, first: 50) { totalCount edges { node { comment reviewerId reviewerRole } } }
      }`,
      { id: wanjiku.profileId },
    );
    const manager = data.houseManager;
    const reviewNodes: { comment: string; reviewerId: string; reviewerRole: string }[] = data.reviews.edges.map((edge: any) => edge.node);
    const reviewPages = Math.ceil(reviewNodes.length / 2);
    expect(reviewPages).toBeGreaterThanOrEqual(2);
    expect(manager.albums.length).toBeGreaterThan(0);

    await withPage(async (page) => {
      await page.goto(`/profile/house_manager/${wanjiku.profileId}`);
      const header = profileHeader(page);
      await header.getByRole("heading", { level: 1, name: manager.name }).waitFor();
      await header.getByText(manager.location, { exact: true }).waitFor();
      await header.getByText(`${manager.rating.toFixed(1)} / 5`, { exact: true }).waitFor();
      await header.getByRole("button", { name: "Contact Me" }).waitFor();
      await header.getByRole("button", { name: `Chat with ${manager.name}` }).waitFor();

      // Share links: the page's own origin, never a development address.
      const profileUrl = `${e2e.url}/profile/house_manager/${wanjiku.profileId}`;
      for (const network of ["Facebook", "Instagram", "YouTube", "WhatsApp", "X"]) {
        const href = await page.getByRole("link", { name: `Share on ${network}` }).getAttribute("href");
        expect(href, network).toContain(encodeURIComponent(profileUrl));
        expect(href, network).not.toMatch(/localhost|127\.0\.0\.1%3A3000|%3A8000/);
      }

      // Details.
      await page.getByRole("region", { name: "About" }).getByText(`KSh ${manager.salary.toLocaleString("en-US")}`, { exact: true }).waitFor();
      expect(await page.getByText("No bio available.").count()).toBe(0);

      // The photo opens enlarged and closes.
      await header.getByRole("button", { name: `Enlarge ${manager.name}'s photo` }).click();
      const photo = page.getByRole("dialog", { name: manager.name });
      await photo.waitFor();
      await expectImagesLoaded(photo.getByRole("img", { name: `${manager.name}, enlarged photo` }));
      await e2e.screenshot(page, "browse-photo-modal");
      await photo.getByRole("button", { name: "Close" }).click();
      await photo.waitFor({ state: "detached" });

      // Reviews: two per page in the server's order; Previous disabled on page 1, Next disabled on the last page.
      const reviews = page.getByRole("region", { name: "Reviews" });
      const pager = reviews.getByRole("navigation", { name: "Review pages" });
      const items = reviews.getByRole("listitem");
      for (let number = 1; number <= reviewPages; number++) {
        await pager.getByText(`Page ${number}`, { exact: true }).waitFor();
        const expected = reviewNodes.slice((number - 1) * 2, number * 2);
        await items.first().getByText(expected[0]!.comment).waitFor();
        expect(await items.count()).toBe(expected.length);
        for (const [index, review] of expected.entries()) {
          await items.nth(index).getByText(review.comment).waitFor();
          const href = await items.nth(index).getByRole("link").getAttribute("href");
          expect(href).toBe(`/profile/${review.reviewerRole === "house_manager" ? "house_manager" : "employer"}/${review.reviewerId}`);
          expect(await items.nth(index).getByText(/^Rating: [1-5] \/ 5$/).count()).toBe(1);
        }
        expect(await pager.getByRole("button", { name: "Previous" }).isDisabled()).toBe(number === 1);
        expect(await pager.getByRole("button", { name: "Next" }).isDisabled()).toBe(number === reviewPages);
        if (number < reviewPages) await pager.getByRole("button", { name: "Next" }).click();
      }
      await pager.getByRole("button", { name: "Previous" }).click();
      await pager.getByText(`Page ${reviewPages - 1}`, { exact: true }).waitFor();

      // The album modal: its title and every image, closed by ×.
      const album = manager.albums[0] as { id: string; title: string };
      const albumData = await gql<any>(e2e.url, "query ($id: ID!) { album(id: $id) { images { id } } }", { id: album.id });
      const gallery = page.getByRole("region", { name: "Portfolio Gallery" });
      expect(await gallery.getByRole("button", { name: /^Open album / }).count()).toBe(manager.albums.length);
      await gallery.getByRole("button", { name: `Open album ${album.title}` }).click();
      const modal = page.getByRole("dialog", { name: album.title });
      await modal.waitFor();
      const images = modal.getByRole("img", { name: new RegExp(`^${album.title}, photo \\d+ of \\d+$`) });
      await images.first().waitFor();
      expect(await images.count()).toBe(albumData.album.images.length);
      await expectImagesLoaded(images);
      await e2e.screenshot(page, "browse-album-modal");
      await modal.getByRole("button", { name: "Close" }).click();
      await modal.waitFor({ state: "detached" });
      await e2e.screenshot(page, "browse-house-manager");
    });
  });

  it("shows a fresh profile's placeholders and the logged-out review messages", async () => {
    await withPage(async (page) => {
      await page.goto(`/profile/house_manager/${fresh.profileId}`);
      await page.getByRole("heading", { level: 1, name: fresh.name }).waitFor();
      const about = page.getByRole("region", { name: "About" });
      await about.getByText("No bio available.", { exact: true }).waitFor();
      await about.getByText("KSh 15,000", { exact: true }).waitFor();
      const experience = page.getByRole("region", { name: "Experience & Skills" });
      await experience.getByText("None listed.", { exact: true }).waitFor();
      await experience.getByText("12 years", { exact: true }).waitFor();
      await page.getByRole("region", { name: "Reviews" }).getByText("No Reviews Yet!", { exact: true }).waitFor();
      await page.getByRole("region", { name: "Portfolio Gallery" }).getByText("No albums yet.").waitFor();
      // No photo: initials, nothing to enlarge.
      expect(await page.getByRole("button", { name: /^Enlarge / }).count()).toBe(0);

      const form = page.getByRole("region", { name: "Leave a review" });
      const submit = form.getByRole("button", { name: "Submit Review" });
      await submit.click();
      await form.getByText("Review cannot be empty", { exact: true }).waitFor();
      await form.getByLabel("Your review").fill("   ");
      await submit.click();
      await form.getByText("Review cannot be empty", { exact: true }).waitFor();
      await form.getByLabel("Your review").fill("Very reliable and kind.");
      await form.getByLabel("Rating (1 to 5)").fill("5");
      await submit.click();
      await form.getByText("Please log in to submit a review", { exact: true }).waitFor();
      await e2e.screenshot(page, "browse-fresh-house-manager");
    });
  });

  it("takes an employer's review: the messages for 0 and 6, then the review appended, the inputs cleared and the rating updated", async () => {
    const employer = employers[0]!;
    await withPage(async (page) => {
      await loginAs(page, employer.email, employer.password);
      await page.goto(`/profile/house_manager/${fresh.profileId}`);
      const header = profileHeader(page);
      await header.getByText("0.0 / 5", { exact: true }).waitFor();
      const reviews = page.getByRole("region", { name: "Reviews" });
      await reviews.getByText("No Reviews Yet!").waitFor();

      const form = page.getByRole("region", { name: "Leave a review" });
      const comment = form.getByLabel("Your review");
      const rating = form.getByLabel("Rating (1 to 5)");
      const submit = form.getByRole("button", { name: "Submit Review" });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await form.getByText("Review cannot be empty", { exact: true }).waitFor();

      const text = `Cooks well and keeps time (${uniqueName("r")}).`;
      for (const value of ["0", "6", ""]) {
        // Each message replaces the previous one: an empty comment first, so the rating message is new each time.
        await comment.fill("");
        await submit.click();
        await form.getByText("Review cannot be empty", { exact: true }).waitFor();
        await comment.fill(text);
        await rating.fill(value);
        await submit.click();
        await form.getByText("Rating must be between 1 and 5", { exact: true }).waitFor();
        expect(await form.getByText("Review cannot be empty").count()).toBe(0);
      }
      await rating.fill("4");
      await submit.click();
      await form.getByText("Review submitted successfully", { exact: true }).waitFor();
      expect(await comment.inputValue()).toBe("");
      expect(await rating.inputValue()).toBe("");
      const item = reviews.getByRole("listitem").filter({ hasText: text });
      await item.waitFor();
      await item.getByRole("link", { name: employer.username }).waitFor();
      expect(await item.getByRole("link", { name: employer.username }).getAttribute("href")).toBe(`/profile/employer/${employer.profileId}`);
      await item.getByText("Rating: 4 / 5").waitFor();
      expect(await reviews.getByText("No Reviews Yet!").count()).toBe(0);
      await header.getByText("4.0 / 5", { exact: true }).waitFor();
      await header.getByText("(1 review)").waitFor();
      await e2e.screenshot(page, "browse-review-submitted");

      // A second review of the same profile is refused with the server's message.
      await comment.fill("Once more.");
      await rating.fill("2");
      await submit.click();
      await form.getByText("You have already reviewed this profile", { exact: true }).waitFor();

      // After a reload the server agrees.
      await page.reload();
      await header.getByText("4.0 / 5", { exact: true }).waitFor();
      await reviews.getByText(text).waitFor();
    });
  });

  it("pages a created profile's reviews two at a time", async () => {
    await withPage(async (page) => {
      await page.goto(`/profile/house_manager/${reviewed.profileId}`);
      await profileHeader(page).getByText("4.0 / 5", { exact: true }).waitFor();
      const reviews = page.getByRole("region", { name: "Reviews" });
      const pager = reviews.getByRole("navigation", { name: "Review pages" });
      const previous = pager.getByRole("button", { name: "Previous" });
      const next = pager.getByRole("button", { name: "Next" });
      // Newest first: reviews 3 and 2 on page 1, review 1 on page 2.
      await reviews.getByText(`Review 3 of ${reviewed.firstName}`).waitFor();
      await reviews.getByText(`Review 2 of ${reviewed.firstName}`).waitFor();
      await pager.getByText("Page 1", { exact: true }).waitFor();
      expect(await reviews.getByRole("listitem").count()).toBe(2);
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isEnabled()).toBe(true);
      await next.click();
      await pager.getByText("Page 2", { exact: true }).waitFor();
      await reviews.getByText(`Review 1 of ${reviewed.firstName}`).waitFor();
      expect(await reviews.getByRole("listitem").count()).toBe(1);
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isEnabled()).toBe(true);
      await previous.click();
      await pager.getByText("Page 1", { exact: true }).waitFor();
      expect(await previous.isDisabled()).toBe(true);
    });
  });

  it("reads 'Profile not found' for a missing id", async () => {
    await withPage(async (page) => {
      await page.goto("/profile/house_manager/987654321");
      await page.getByRole("heading", { level: 1, name: "Profile not found" }).waitFor();
    });
  });
});

describe("/profile/employer/{id}", () => {
  it("shows a demo employer and a created one, and 'No Employer Found' for a missing id", async () => {
    const brian = await loginViaApi(e2e.url, DEMO.brian, DEMO_PASSWORD);
    await withPage(async (page) => {
      await page.goto(`/profile/employer/${brian.profileId}`);
      await page.getByRole("heading", { level: 1, name: "Brian Otieno" }).waitFor();
      await page.getByRole("region", { name: "About" }).waitFor();
      await page.getByRole("region", { name: "Reviews" }).waitFor();
      await e2e.screenshot(page, "browse-employer");

      const employer = employers[1]!;
      await page.goto(`/profile/employer/${employer.profileId}`);
      await page.getByRole("heading", { level: 1, name: employer.name }).waitFor();
      await page.getByRole("region", { name: "About" }).getByText("No bio available.").waitFor();
      await page.getByRole("region", { name: "Reviews" }).getByText("No Reviews Yet!").waitFor();

      await page.goto("/profile/employer/987654321");
      await page.getByRole("heading", { level: 1, name: "No Employer Found" }).waitFor();
      await page.getByText("Profile not found").waitFor();
    });
  });
});

describe("360 px wide screens", () => {
  it("shows search, Find House Girl and both public pages without sideways scrolling", async () => {
    const [wanjiku, brian] = await Promise.all([loginViaApi(e2e.url, DEMO.wanjiku, DEMO_PASSWORD), loginViaApi(e2e.url, DEMO.brian, DEMO_PASSWORD)]);
    await withPage(
      async (page) => {
        const screens: [string, string, () => Promise<void>][] = [
          ["/search?query=Karen", "search", () => page.getByRole("region", { name: /^Employers/ }).getByRole("link").first().waitFor()],
          ["/findhousegirl/", "find", () => page.getByText(/^Showing 12 of \d+ house managers$/).waitFor()],
          [
            `/profile/house_manager/${wanjiku.profileId}`,
            "house-manager",
            async () => {
              await page.getByRole("region", { name: "Reviews" }).getByRole("listitem").first().waitFor();
              await expectImagesLoaded(profileHeader(page).getByRole("img"));
            },
          ],
          [`/profile/employer/${brian.profileId}`, "employer", () => page.getByRole("heading", { level: 1, name: "Brian Otieno" }).waitFor()],
        ];
        for (const [path, name, loaded] of screens) {
          await page.goto(path);
          await loaded();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
          await e2e.screenshot(page, `browse-360-${name}`);
        }
      },
      { width: 360, height: 740 },
    );
  });
});

describe("/profile/ (own profile)", () => {
  it("redirects to /login when logged out", async () => {
    await withPage(async (page) => {
      await page.goto("/profile/");
      await page.waitForURL("**/login");
      await page.getByRole("button", { name: "Login" }).waitFor();
    });
  });

  it("shows a house manager's own profile with the link to the public page", async () => {
    await withPage(async (page) => {
      await loginAs(page, fresh.email, fresh.password);
      await page.getByRole("heading", { level: 1, name: fresh.name }).waitFor();
      await page.getByText(`@${fresh.username}`).waitFor();
      const link = page.getByRole("link", { name: "View my public page" });
      expect(await link.getAttribute("href")).toBe(`/profile/house_manager/${fresh.profileId}`);
      // The review from the earlier test, if it ran, or none.
      await page.getByRole("region", { name: "Reviews" }).waitFor();
      await e2e.screenshot(page, "browse-own-profile");
      await link.click();
      await page.waitForURL(`**/profile/house_manager/${fresh.profileId}`);
      await page.getByRole("heading", { level: 1, name: fresh.name }).waitFor();
      // Nobody messages or reviews themselves.
      expect(await page.getByRole("button", { name: "Contact Me" }).count()).toBe(0);
    });
  });

  it("links an employer to the employer page and gives a school no link", async () => {
    await withPage(async (page) => {
      const employer = employers[2]!;
      await loginAs(page, employer.email, employer.password);
      await page.getByRole("heading", { level: 1, name: employer.name }).waitFor();
      expect(await page.getByRole("link", { name: "View my public page" }).getAttribute("href")).toBe(`/profile/employer/${employer.profileId}`);
    });
    await withPage(async (page) => {
      await loginAs(page, DEMO.greenhill, DEMO_PASSWORD);
      await page.getByRole("heading", { level: 1, name: "Greenhill Academy" }).waitFor();
      await page.getByText("School", { exact: true }).first().waitFor();
      expect(await page.getByRole("link", { name: "View my public page" }).count()).toBe(0);
    });
  });
});
