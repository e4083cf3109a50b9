// No N+1 queries: the SQL statements of one GraphQL request do not grow with the number of items it lists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, submitReview, type Person } from "./profile-helpers.js";

let api: TestServer;
const houseManagers: Person[] = [];

const HOME = `query Home($first: Int!) {
  houseManagers(first: $first) {
    totalCount
    edges { node { id name image location rating experience
      reviews(first: 3) { totalCount edges { node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } } } }
  }
}`;

const PAGE = `query Page($first: Int!) {
  houseManagers(first: $first) {
    edges { node { id firstName lastName city salary
      albums { id title coverImage images { id imageUrl } }
      contracts { id status employerName endDate }
      albumsConnection(first: 2) { totalCount edges { node { id title images { id } } } }
      contractsConnection(first: 2) { totalCount edges { node { id status employerName } } } } }
  }
}`;

// A house manager's public page as the client and the bench ask for it (client/src/features/house-manager, bench/lib/pages.ts).
const HOUSE_MANAGER_PAGE = `query HouseManagerPage($id: ID!) {
  houseManager(id: $id) {
    id userId firstName lastName name image imageThumb location rating reviewCount bio age salary city address experience
    verified verifications { kind verifiedAt expiresAt }
    albums { id title coverImage }
    reviews(first: 10) { totalCount edges { cursor node { id reviewerId reviewerRole reviewerUsername rating comment createdAt } } pageInfo { hasNextPage endCursor } }
    contracts { id status employerName endDate }
  }
}`;

beforeAll(async () => {
  api = await startTestServer();
  const reviewers = [
    await createPerson(api, "employer", { location: "Karen" }),
    await createPerson(api, "school", { location: "Kilimani" }),
    await createPerson(api, "employer", { location: "Westlands" }),
  ];
  for (let index = 0; index < 22; index += 1) {
    const houseManager = await createPerson(api, "house_manager", { location: `Estate ${index}`, experience: index % 10 }, { first: `Worker${index}`, last: "Test" });
    houseManagers.push(houseManager);
    for (const [offset, reviewer] of reviewers.entries()) {
      const res = await submitReview(api, reviewer, houseManager.profileId, ((index + offset) % 5) + 1, `Review ${offset} of worker ${index}`);
      expect(res.status).toBe(201);
    }
  }
  // Every house manager keeps an album, so the page query has nested lists to batch whichever managers come first.
  for (const houseManager of houseManagers) {
    const album = await api.gql(`mutation { createAlbum(title: "Work") { id } }`, {}, houseManager.accessToken);
    expect(album.body.data.createAlbum.id).toBeTruthy();
    // A contract offer too, so each contract block resolves its employer's name.
    const [employer] = reviewers as [Person];
    const offer = await api.gql(
      `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`,
      { input: { houseManagerId: String(houseManager.profileId), employerId: String(employer.profileId), terms: "Cooking and cleaning", startDate: "2027-01-01", endDate: "2027-12-31", paymentDay: "Monthly", paymentAmount: 15000, isRenewable: true, daysPerMonth: 26 } },
      employer.accessToken,
    );
    expect(offer.body.errors).toBeUndefined();
  }
}, 240_000);

afterAll(async () => {
  await api?.close();
});

async function statements(query: string, first: number): Promise<{ count: number; body: any }> {
  const res = await api.gql(query, { first });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  const header = res.headers.get("x-sql-statements");
  expect(header).toMatch(/^\d+$/);
  return { count: Number(header), body: res.body };
}

describe("statements per request", () => {
  it("are the same for the home page query with 2 and with 20 featured managers", async () => {
    const two = await statements(HOME, 2);
    const twenty = await statements(HOME, 20);
    expect(two.body.data.houseManagers.edges).toHaveLength(2);
    expect(twenty.body.data.houseManagers.edges).toHaveLength(20);
    for (const edge of twenty.body.data.houseManagers.edges) {
      expect(edge.node.reviews.edges).toHaveLength(3);
      expect(edge.node.reviews.totalCount).toBe(3);
    }
    console.info(`home page query: ${two.count} SQL statements for 2 managers, ${twenty.count} for 20`);
    expect(twenty.count).toBe(two.count);
    expect(two.count).toBe(1);
  });

  it("are the same for albums, images and contract blocks (listed and paged) of 2 and of 20 managers", async () => {
    const two = await statements(PAGE, 2);
    const twenty = await statements(PAGE, 20);
    console.info(`page query: ${two.count} SQL statements for 2 managers, ${twenty.count} for 20`);
    expect(twenty.count).toBe(two.count);
  });

  it("are one for a house manager's public page with its checks, albums, reviews and contract block", async () => {
    const houseManager = houseManagers[5]!;
    const res = await api.gql(HOUSE_MANAGER_PAGE, { id: String(houseManager.profileId) });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.houseManager;
    expect(page.firstName).toBe("Worker5");
    expect(page.albums.map((album: { title: string }) => album.title)).toEqual(["Work"]);
    expect(page.reviews.totalCount).toBe(3);
    expect(page.reviews.edges).toHaveLength(3);
    expect(page.reviews.edges.map((edge: any) => edge.node.comment)).toEqual(["Review 2 of worker 5", "Review 1 of worker 5", "Review 0 of worker 5"]);
    expect(page.contracts).toHaveLength(1);
    expect(page.contracts[0].status).toBe("Pending");
    // A visitor never reads the street address (docs/decisions/0011-privacy-rights-and-moderation.md).
    expect(page.address).toBeNull();
    console.info(`house manager page: ${res.headers.get("x-sql-statements")} SQL statements`);
    expect(Number(res.headers.get("x-sql-statements"))).toBe(1);
  });

  it("are two for a notifications page (the caller and one list statement), whatever its length", async () => {
    const query = `query($first: Int!, $after: String) { notifications(first: $first, after: $after) {
      totalCount unreadCount pageInfo { hasNextPage endCursor }
      edges { node { id type message isRead senderRole senderId senderName senderUserId messageText contractSummary { id paymentAmount paymentDay startDate endDate status } } } } }`;
    // Each house manager was reviewed three times and offered one contract.
    const houseManager = houseManagers[7]!;
    const counts: number[] = [];
    for (const first of [1, 4]) {
      const res = await api.gql(query, { first }, houseManager.accessToken);
      expect(res.body.errors).toBeUndefined();
      const list = res.body.data.notifications;
      expect(list.edges).toHaveLength(first);
      expect(list.totalCount).toBe(4);
      expect(list.unreadCount).toBe(4);
      counts.push(Number(res.headers.get("x-sql-statements")));
    }
    const offer = (await api.gql(query, { first: 4 }, houseManager.accessToken)).body.data.notifications.edges.map((edge: any) => edge.node).find((node: any) => node.type === "contract");
    expect(offer.contractSummary).toMatchObject({ paymentAmount: 15000, paymentDay: "Monthly", startDate: "2027-01-01", endDate: "2027-12-31", status: "Pending" });
    expect(offer.senderRole).toBe("employer");
    expect(offer.senderName).toBeTruthy();
    // A page past the end still knows the totals.
    const past = await api.gql(query, { first: 4, after: Buffer.from("notification:1").toString("base64url") }, houseManager.accessToken);
    expect(past.body.data.notifications).toMatchObject({ edges: [], totalCount: 4, unreadCount: 4 });
    console.info(`notifications page: ${counts.join(" and ")} SQL statements for 1 and 4 notifications`);
    expect(counts).toEqual([2, 2]);
  });

  it("keep the list's total on a page past the end, where no row carries it", async () => {
    const query = `query($after: String) { houseManagers(first: 5, after: $after) { totalCount edges { node { id } } } }`;
    const all = await api.gql(query, {});
    const past = await api.gql(query, { after: Buffer.from("offset:999").toString("base64url") });
    expect(past.body.errors).toBeUndefined();
    expect(past.body.data.houseManagers.edges).toEqual([]);
    expect(all.body.data.houseManagers.totalCount).toBeGreaterThanOrEqual(22);
    expect(past.body.data.houseManagers.totalCount).toBe(all.body.data.houseManagers.totalCount);
  });
});
