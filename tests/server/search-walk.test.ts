// The search's walk of the best rated profiles (server/src/modules/profiles/service.ts, searchPage): for words
// PostgreSQL's statistics call common (word-rarity.ts, orderedWalkPays), a page is found by walking the profiles in
// the public order until the page ends, instead of gathering every match and sorting them; GraphQL's total is counted
// on its own. The answer must be the one the indexes give: checked against the order worked out here, through REST
// and GraphQL and page by page, also when the statistics are stale and the walk finds fewer exact matches than a
// page, so that the near spellings follow them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { orderedWalkPays } from "../../server/src/modules/profiles/word-rarity.js";

let api: TestServer;
let prisma: PrismaClient;

const FIRST_NAMES = ["Akinyi", "Wambui", "Chebet", "Nafula", "Kerubo", "Zawadi", "Atieno", "Jepkosgei", "Mwikali", "Halima"];
const LAST_NAMES = ["Ochieng", "Mutua", "Kiptoo", "Wekesa", "Onyango", "Njoroge", "Barasa", "Omondi", "Kilonzo", "Hassan"];

interface Made {
  id: number;
  rating: number;
  experience: number;
}
const houseManagers: Made[] = [];
const employers: Made[] = [];

/** Ids in the public order: rating, then experience (house managers), then the oldest first. */
const publicOrder = (rows: Made[]) => [...rows].sort((a, b) => b.rating - a.rating || b.experience - a.experience || a.id - b.id).map((row) => row.id);

async function restSearch(query: string, page?: number): Promise<{ houseManagers: number[]; employers: number[] }> {
  const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}${page === undefined ? "" : `&page=${page}`}`);
  expect(res.status).toBe(200);
  return { houseManagers: res.body.house_manager.map((row: { id: number }) => row.id), employers: res.body.employer.map((row: { id: number }) => row.id) };
}

async function graphqlSearch(query: string): Promise<{ houseManagers: number[]; employers: number[] }> {
  const res = await api.gql(`query($q: String!) { search(query: $q, first: 100) { houseManagers { edges { node { id } } } employers { edges { node { id } } } } }`, { q: query });
  expect(res.body.errors).toBeUndefined();
  const ids = (side: { edges: Array<{ node: { id: string } }> }) => side.edges.map((edge) => Number(edge.node.id));
  return { houseManagers: ids(res.body.data.search.houseManagers), employers: ids(res.body.data.search.employers) };
}

interface SidePage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: string; name: string } }>;
}

/** Every page of one side of GraphQL's search, `first` at a time, as the web client's "Show more" and an API client page. */
async function graphqlPages(query: string, side: "houseManagers" | "employers", first: number): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await api.gql(`query($q: String!, $first: Int!, $after: String) { search(query: $q) { ${side}(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name } } } } }`, { q: query, first, after });
    expect(res.body.errors).toBeUndefined();
    const page: SidePage = res.body.data.search[side];
    ids.push(...page.edges.map((edge) => Number(edge.node.id)));
    totals.push(page.totalCount);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return { ids, totals };
}

beforeAll(async () => {
  api = await startTestServer();
  prisma = api.server.database.prisma;
  // 300 house managers, 260 of them in Nairobi, and 300 employers, 270 in Nairobi, with ratings and experience that
  // repeat, so ties are broken by the id.
  for (let index = 0; index < 300; index++) {
    const city = index % 15 < 13 ? "Nairobi" : "Kisumu";
    const rating = (index * 7) % 11 / 2;
    const experience = (index * 3) % 9;
    const user = await prisma.user.create({
      data: {
        email: `walk-hm-${index}@example.test`, username: `walkhm${index}`, firstName: FIRST_NAMES[index % 10]!, lastName: LAST_NAMES[(index * 3) % 10]!, passwordHash: "not-a-hash", userType: "house_manager",
        houseManager: { create: { city, location: index % 2 ? "Umoja" : "Milimani", availability: "Live-in", skills: "Cooking", language: "Swahili", rating, reviewCount: rating > 0 ? 1 : 0, experience } },
      },
      include: { houseManager: true },
    });
    if (city === "Nairobi") houseManagers.push({ id: user.houseManager!.id, rating, experience });
  }
  for (let index = 0; index < 300; index++) {
    const city = index % 10 < 9 ? "Nairobi" : "Nakuru";
    const rating = (index * 5) % 11 / 2;
    const user = await prisma.user.create({
      data: {
        email: `walk-em-${index}@example.test`, username: `walkem${index}`, firstName: FIRST_NAMES[(index * 7) % 10]!, lastName: LAST_NAMES[index % 10]!, passwordHash: "not-a-hash", userType: "employer",
        employer: { create: { city, location: "Lavington", rating, reviewCount: rating > 0 ? 1 : 0 } },
      },
      include: { employer: true },
    });
    if (city === "Nairobi") employers.push({ id: user.employer!.id, rating, experience: 0 });
  }
  await prisma.$executeRawUnsafe(`ANALYZE "HouseManagerProfile", "EmployerProfile"`);
  // The server reads the statistics in the background, once asked: ask until it knows them.
  const reads = api.server.database.reads;
  const deadline = Date.now() + 20_000;
  while (!orderedWalkPays(reads, "HouseManagerProfile", ["nairobi"], 100) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("the REST search's walk of the best rated profiles", () => {
  it("is chosen for words most profiles hold, and not for rare ones", () => {
    const reads = api.server.database.reads;
    expect(orderedWalkPays(reads, "HouseManagerProfile", ["nairobi"], 100)).toBe(true);
    expect(orderedWalkPays(reads, "EmployerProfile", ["nairobi"], 100)).toBe(true);
    expect(orderedWalkPays(reads, "HouseManagerProfile", ["kisumu"], 100)).toBe(false);
    expect(orderedWalkPays(reads, "HouseManagerProfile", ["nairobi", "wanjku"], 100)).toBe(false);
  });

  it("answers a common word with the first fifty of every side in the public order, as GraphQL does", async () => {
    const rest = await restSearch("Nairobi");
    expect(rest.houseManagers).toEqual(publicOrder(houseManagers).slice(0, 50));
    expect(rest.employers).toEqual(publicOrder(employers).slice(0, 50));
    const graphql = await graphqlSearch("Nairobi");
    expect(rest).toEqual({ houseManagers: graphql.houseManagers.slice(0, 50), employers: graphql.employers.slice(0, 50) });
    // Any word order, and two common words.
    const cooks = await restSearch("cooking nairobi");
    expect(cooks.houseManagers).toEqual(publicOrder(houseManagers).slice(0, 50));
    expect(cooks).toEqual(await restSearch("Nairobi cooking"));
    expect(cooks.houseManagers).toEqual((await graphqlSearch("nairobi cooking")).houseManagers.slice(0, 50));
  });

  it("pages the REST search fifty a side at a time, every page in order, until both sides end", async () => {
    const pages = [];
    for (let page = 1; page <= 7; page++) pages.push(await restSearch("Nairobi", page));
    // 260 house managers: five full pages and ten; 270 employers: five full pages and twenty; then nothing.
    expect(pages.map((page) => [page.houseManagers.length, page.employers.length])).toEqual([[50, 50], [50, 50], [50, 50], [50, 50], [50, 50], [10, 20], [0, 0]]);
    expect(pages.flatMap((page) => page.houseManagers)).toEqual(publicOrder(houseManagers));
    expect(pages.flatMap((page) => page.employers)).toEqual(publicOrder(employers));
    expect(await restSearch("Nairobi", 1)).toEqual(await restSearch("Nairobi"));
    // A page of a rare word's matches, which are gathered and sorted rather than walked.
    expect((await restSearch("Kisumu", 2)).houseManagers).toEqual([]);
    for (const page of ["0", "-1", "two", "1.5"]) {
      const res = await api.rest("GET", `/profiles/search?query=Nairobi&page=${page}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ page: ["A valid page number (1, 2, ...) is required."] });
    }
  });

  it("pages GraphQL's search through the walk, every page in order and the total counted in full", async () => {
    const reads = api.server.database.reads;
    // A page of 40 ends at most 40 pages of 40 in (the last ends past 260): the first pages walk, the last do not.
    expect(orderedWalkPays(reads, "HouseManagerProfile", ["nairobi"], 41)).toBe(true);
    const houseManagerPages = await graphqlPages("Nairobi", "houseManagers", 40);
    expect(houseManagerPages.ids).toEqual(publicOrder(houseManagers));
    expect(new Set(houseManagerPages.totals)).toEqual(new Set([houseManagers.length]));
    const employerPages = await graphqlPages("nairobi", "employers", 25);
    expect(employerPages.ids).toEqual(publicOrder(employers));
    expect(new Set(employerPages.totals)).toEqual(new Set([employers.length]));
  });

  it("lists the near spellings after the exact matches when the statistics are stale and a page is not full", async () => {
    // All but ten of the Nairobi house managers move to Nakuru; the statistics, read before, still call Nairobi common.
    const staying = publicOrder(houseManagers).slice(0, 10);
    await prisma.houseManagerProfile.updateMany({ where: { city: "Nairobi", id: { notIn: staying } }, data: { city: "Nakuru" } });
    const misspelt = [];
    for (let index = 0; index < 3; index++) {
      const user = await prisma.user.create({
        data: {
          email: `walk-near-${index}@example.test`, username: `walknear${index}`, firstName: "Nekesa", lastName: `Wafula${index}`, passwordHash: "not-a-hash", userType: "house_manager",
          houseManager: { create: { city: "Nairobbi", location: "Umoja", availability: "Live-in", skills: "Cooking", language: "Swahili", rating: 5 - index, reviewCount: 1, experience: 1 } },
        },
        include: { houseManager: true },
      });
      misspelt.push(user.houseManager!.id);
    }
    expect(orderedWalkPays(api.server.database.reads, "HouseManagerProfile", ["nairobi"], 100)).toBe(true);
    const rest = await restSearch("Nairobi");
    // The exact matches, best rated first, even below the near spellings' ratings; then the near spellings.
    expect(rest.houseManagers).toEqual([...staying, ...misspelt]);
    expect(rest.houseManagers).toEqual((await graphqlSearch("Nairobi")).houseManagers);
    // GraphQL's pages across the end of the exact matches, with the total of both kinds.
    const pages = await graphqlPages("Nairobi", "houseManagers", 4);
    expect(pages.ids).toEqual([...staying, ...misspelt]);
    expect(new Set(pages.totals)).toEqual(new Set([staying.length + misspelt.length]));
  });
});
