// Notifications through the real HTTP server: the REST list polling clients read, mark-as-read, and the GraphQL
// connection with its counts, pagination and sender links; each user sees only their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";

let api: TestServer;
let employer: TestUser;
let houseManager: TestUser;
let otherHouseManager: TestUser;
const profile = new Map<TestUser, number>();

const NOTIFICATIONS = `query N($first: Int, $after: String, $unreadOnly: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    totalCount unreadCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id type message senderRole senderId senderName isRead createdAt contractId } }
  }
}`;
const MARK = `mutation M($id: ID!) { markNotificationRead(id: $id) { id isRead } }`;

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}

/** Offers a contract over GraphQL (no document): one 'contract' notification for the house manager. */
async function offer(to: TestUser = houseManager): Promise<number> {
  const res = await api.gql(
    `mutation C($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`,
    {
      input: {
        houseManagerId: String(profile.get(to)),
        employerId: String(profile.get(employer)),
        terms: "Housekeeping",
        startDate: "2026-04-01",
        endDate: "2026-10-01",
        paymentDay: "Monthly",
        paymentAmount: 14000,
        isRenewable: true,
        daysPerMonth: 24,
      },
    },
    employer.accessToken,
  );
  return Number(res.body.data.createContract.contract.id);
}

function send(from: TestUser, to: TestUser, content: string) {
  return api.rest("POST", "/profiles/send_message/", { token: from.accessToken, body: { recipient: to.id, content } });
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, houseManager, otherHouseManager] = await Promise.all([
    createUser(api, "employer", { first: "Grace", last: "Wanjiru" }),
    createUser(api, "house_manager", { first: "Achieng", last: "Otieno" }),
    createUser(api, "house_manager", { first: "Mercy", last: "Njeri" }),
  ]);
  for (const user of [employer, houseManager, otherHouseManager]) profile.set(user, await profileIdOf(user));
});
afterAll(async () => {
  await api?.close();
});

describe("the REST notification list", () => {
  it("lists the caller's notifications newest first with every field of docs/product.md", async () => {
    const contractId = await offer();
    expect((await send(otherHouseManager, houseManager, "Habari! Are you free on Saturday?")).status).toBe(201);
    const res = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        type: "message",
        message_template: "Mercy Njeri sent you a message",
        sender_role: "house_manager",
        sender_id: profile.get(otherHouseManager),
        sender_name: "Mercy Njeri",
        is_read: false,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        contract_id: null,
        sender_user_id: otherHouseManager.id,
        message_id: expect.any(Number),
        message_content: "Habari! Are you free on Saturday?",
        job_id: null,
      },
      {
        id: expect.any(Number),
        type: "contract",
        message_template: "Grace Wanjiru has offered you a contract",
        sender_role: "employer",
        sender_id: profile.get(employer),
        sender_name: "Grace Wanjiru",
        is_read: false,
        created_at: expect.any(String),
        contract_id: contractId,
        sender_user_id: employer.id,
        message_id: null,
        message_content: null,
        job_id: null,
      },
    ]);
    expect(res.body[0].id).toBeGreaterThan(res.body[1].id);
  });

  it("shows nobody else's notifications", async () => {
    await offer(houseManager);
    const theirs = await api.rest("GET", "/profiles/notification_list/", { token: otherHouseManager.accessToken });
    expect(theirs.body.every((n: { type: string }) => n.type !== "contract")).toBe(true);
    const employers = await api.rest("GET", "/profiles/notification_list/", { token: employer.accessToken });
    expect(employers.body).toEqual([]);
  });

  it("asks a visitor to log in (401)", async () => {
    expect((await api.rest("GET", "/profiles/notification_list/")).status).toBe(401);
    expect((await api.rest("GET", "/profiles/notification_list/", { token: "not-a-token" })).status).toBe(401);
  });

  it("takes an optional limit and refuses a bad one", async () => {
    const one = await api.rest("GET", "/profiles/notification_list/?limit=1", { token: houseManager.accessToken });
    expect(one.body).toHaveLength(1);
    expect((await api.rest("GET", "/profiles/notification_list/?limit=0", { token: houseManager.accessToken })).status).toBe(400);
    expect((await api.rest("GET", "/profiles/notification_list/?limit=abc", { token: houseManager.accessToken })).status).toBe(400);
  });
});

describe("marking a notification read", () => {
  it("marks the recipient's notification read and lowers the unread count", async () => {
    await offer();
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    const unreadBefore = (await api.gql("query { unreadNotificationCount }", {}, houseManager.accessToken)).body.data.unreadNotificationCount;
    const res = await api.rest("PUT", `/profiles/notification_mark_as_read/${list.body[0].id}/`, { token: houseManager.accessToken, body: { is_read: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: list.body[0].id, is_read: true, type: "contract", message_template: "Grace Wanjiru has offered you a contract" });
    const unreadAfter = (await api.gql("query { unreadNotificationCount }", {}, houseManager.accessToken)).body.data.unreadNotificationCount;
    expect(unreadAfter).toBe(unreadBefore - 1);
    // Marking it again is harmless.
    const again = await api.rest("PUT", `/profiles/notification_mark_as_read/${list.body[0].id}/`, { token: houseManager.accessToken, body: { is_read: true } });
    expect(again.body.is_read).toBe(true);
  });

  it("answers 404 for someone else's notification, as for a missing one, and changes nothing", async () => {
    await offer();
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    const id = list.body[0].id;
    for (const other of [employer, otherHouseManager]) {
      const res = await api.rest("PUT", `/profiles/notification_mark_as_read/${id}/`, { token: other.accessToken, body: { is_read: true } });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Notification not found");
    }
    expect((await api.rest("PUT", `/profiles/notification_mark_as_read/${id}/`, { body: { is_read: true } })).status).toBe(401);
    expect((await api.rest("PUT", "/profiles/notification_mark_as_read/999999/", { token: houseManager.accessToken, body: { is_read: true } })).status).toBe(404);
    const still = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(still.body[0]).toMatchObject({ id, is_read: false });
  });

  it("refuses to mark a notification unread", async () => {
    await offer();
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    const res = await api.rest("PUT", `/profiles/notification_mark_as_read/${list.body[0].id}/`, { token: houseManager.accessToken, body: { is_read: false } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("is_read must be true");
  });

  it("offers the same rules over GraphQL", async () => {
    await offer();
    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    const id = String(list.body[0].id);
    const stranger = await api.gql(MARK, { id }, otherHouseManager.accessToken);
    expect(stranger.body.errors?.[0]).toMatchObject({ message: "Notification not found", extensions: { code: "NOT_FOUND" } });
    const visitor = await api.gql(MARK, { id });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const mine = await api.gql(MARK, { id }, houseManager.accessToken);
    expect(mine.body.data.markNotificationRead).toEqual({ id, isRead: true });
  });
});

describe("a contract notification's summary", () => {
  it("carries the offer's pay and dates, so two offers from one employer read differently; other notifications have none", async () => {
    const contractId = await offer();
    const res = await api.gql(`query { notifications(first: 1) { edges { node { type contractId contractSummary { id paymentAmount currency paymentDay startDate endDate status } } } } }`, {}, houseManager.accessToken);
    expect(res.body.data.notifications.edges[0].node).toEqual({
      type: "contract",
      contractId: String(contractId),
      contractSummary: { id: String(contractId), paymentAmount: 14000, currency: "KES", paymentDay: "Monthly", startDate: "2026-04-01", endDate: "2026-10-01", status: "Pending" },
    });
  });
});

describe("the GraphQL notifications connection", () => {
  let reader: TestUser;
  beforeAll(async () => {
    reader = await createUser(api, "house_manager", { first: "Wairimu", last: "Kariuki" });
    profile.set(reader, await profileIdOf(reader));
    for (let i = 0; i < 5; i += 1) await offer(reader);
    await send(employer, reader, "Welcome aboard");
  });

  it("pages newest first with counts and cursors", async () => {
    const first = await api.gql(NOTIFICATIONS, { first: 4 }, reader.accessToken);
    const page1 = first.body.data.notifications;
    expect(page1.totalCount).toBe(6);
    expect(page1.unreadCount).toBe(6);
    expect(page1.edges).toHaveLength(4);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.edges[0].node).toMatchObject({ type: "message", message: "Grace Wanjiru sent you a message", senderRole: "employer", senderId: String(profile.get(employer)), senderName: "Grace Wanjiru", isRead: false, contractId: null });
    expect(page1.edges[1].node).toMatchObject({ type: "contract", contractId: expect.any(String) });

    const second = await api.gql(NOTIFICATIONS, { first: 4, after: page1.pageInfo.endCursor }, reader.accessToken);
    const page2 = second.body.data.notifications;
    expect(page2.edges).toHaveLength(2);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const ids = [...page1.edges, ...page2.edges].map((edge: { node: { id: string } }) => Number(edge.node.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(6);
  });

  it("keeps paging stable while new notifications arrive", async () => {
    const first = await api.gql(NOTIFICATIONS, { first: 3 }, reader.accessToken);
    await offer(reader);
    const second = await api.gql(NOTIFICATIONS, { first: 3, after: first.body.data.notifications.pageInfo.endCursor }, reader.accessToken);
    const seen = new Set(first.body.data.notifications.edges.map((edge: { node: { id: string } }) => edge.node.id));
    for (const edge of second.body.data.notifications.edges) expect(seen.has(edge.node.id)).toBe(false);
  });

  it("filters unread ones and counts them", async () => {
    const all = await api.gql(NOTIFICATIONS, { first: 2 }, reader.accessToken);
    await api.gql(MARK, { id: all.body.data.notifications.edges[0].node.id }, reader.accessToken);
    const unread = await api.gql(NOTIFICATIONS, { first: 50, unreadOnly: true }, reader.accessToken);
    const connection = unread.body.data.notifications;
    expect(connection.edges.every((edge: { node: { isRead: boolean } }) => !edge.node.isRead)).toBe(true);
    expect(connection.totalCount).toBe(connection.unreadCount);
    expect((await api.gql("query { unreadNotificationCount }", {}, reader.accessToken)).body.data.unreadNotificationCount).toBe(connection.unreadCount);
  });

  it("refuses bad page sizes and cursors, and visitors", async () => {
    for (const variables of [{ first: 0 }, { first: 101 }, { after: "bm90LWEtY3Vyc29y" }, { after: Buffer.from("message:5").toString("base64url") }]) {
      const res = await api.gql(NOTIFICATIONS, variables, reader.accessToken);
      expect(res.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const visitor = await api.gql(NOTIFICATIONS, {});
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await api.gql("query { unreadNotificationCount }", {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("loads senders in batches, not one query per notification", async () => {
    const few = await api.rest("POST", "/graphql", { token: reader.accessToken, body: { query: NOTIFICATIONS, variables: { first: 2 } } });
    const many = await api.rest("POST", "/graphql", { token: reader.accessToken, body: { query: NOTIFICATIONS, variables: { first: 7 } } });
    const statements = Number(few.headers.get("x-sql-statements"));
    expect(statements).toBeGreaterThan(0);
    expect(Number(many.headers.get("x-sql-statements"))).toBe(statements);
  });
});
