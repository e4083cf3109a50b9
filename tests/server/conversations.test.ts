// Conversations through the real server: the list (REST and GraphQL), newest first with names, photos, the last
// message and unread counts, read state, message notifications that carry the text, and a constant statement count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

async function send(from: TestUser, to: TestUser, content: string) {
  const res = await api.rest("POST", "/profiles/send_message/", { token: from.accessToken, body: { recipient: to.id, content } });
  expect(res.status).toBe(201);
  return res.body;
}

const CONVERSATIONS = `query($first: Int, $after: String) { conversations(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { userId name username role profileId image unreadCount lastMessage { content senderId senderName createdAt readAt } } } } }`;

describe("the conversation list", () => {
  it("lists each conversation once, newest first, with the other person's name, the last message and unread count", async () => {
    const me = await createUser(api, "house_manager", { first: "Wanjiku", last: "Kamau" });
    const brian = await createUser(api, "employer", { first: "Brian", last: "Otieno" });
    const school = await createUser(api, "school", { first: "Greenhill", last: "Academy" });
    await send(brian, me, "Habari Wanjiku");
    await send(brian, me, "Are you free on Monday?");
    await send(school, me, "We have an opening");
    await send(me, school, "Thank you, I am interested");

    const res = await api.rest("GET", "/profiles/conversations/", { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [first, second] = res.body;
    expect(first).toMatchObject({ user_id: school.id, name: "Greenhill Academy", image: null, unread_count: 1, role: "employer" });
    expect(first.last_message).toMatchObject({ content: "Thank you, I am interested", sender: me.id });
    expect(first.last_message.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(second).toMatchObject({ user_id: brian.id, name: "Brian Otieno", unread_count: 2, last_message: { content: "Are you free on Monday?", sender: brian.id } });
    expect(Object.keys(first)).toEqual(expect.arrayContaining(["user_id", "name", "image", "last_message", "unread_count"]));

    // The sender's own view counts nothing unread.
    const theirs = await api.rest("GET", "/profiles/conversations/", { token: brian.accessToken });
    expect(theirs.body).toEqual([expect.objectContaining({ user_id: me.id, name: "Wanjiku Kamau", unread_count: 0 })]);
  });

  it("marks a conversation read, with the message notifications from that person", async () => {
    const me = await createUser(api, "house_manager");
    const other = await createUser(api, "employer", { first: "Peter", last: "Kamau" });
    const third = await createUser(api, "employer");
    await send(other, me, "One");
    await send(other, me, "Two");
    await send(third, me, "Unrelated");
    const before = await api.gql(`query { unreadNotificationCount }`, {}, me.accessToken);
    expect(before.body.data.unreadNotificationCount).toBe(3);

    const res = await api.rest("PUT", `/profiles/conversations/${other.id}/read/`, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: other.id, marked: 2, unread_notifications: 1 });
    const list = await api.rest("GET", "/profiles/conversations/", { token: me.accessToken });
    expect(list.body.find((c: { user_id: number }) => c.user_id === other.id).unread_count).toBe(0);
    expect(list.body.find((c: { user_id: number }) => c.user_id === third.id).unread_count).toBe(1);
    const after = await api.gql(`query { unreadNotificationCount }`, {}, me.accessToken);
    expect(after.body.data.unreadNotificationCount).toBe(1);
    // Reading again changes nothing; the sender cannot mark the recipient's messages read.
    expect((await api.rest("PUT", `/profiles/conversations/${other.id}/read/`, { token: me.accessToken })).body.marked).toBe(0);
    await send(other, me, "Three");
    expect((await api.rest("PUT", `/profiles/conversations/${me.id}/read/`, { token: other.accessToken })).body.marked).toBe(0);
    expect((await api.rest("GET", "/profiles/conversations/", { token: me.accessToken })).body.find((c: { user_id: number }) => c.user_id === other.id).unread_count).toBe(1);
  });

  it("needs a signed-in user and a valid id", async () => {
    expect((await api.rest("GET", "/profiles/conversations/")).status).toBe(401);
    expect((await api.rest("PUT", "/profiles/conversations/1/read/")).status).toBe(401);
    const me = await createUser(api);
    expect((await api.rest("PUT", "/profiles/conversations/abc/read/", { token: me.accessToken })).status).toBe(400);
    expect((await api.rest("GET", "/profiles/conversations/?limit=0", { token: me.accessToken })).status).toBe(400);
    expect((await api.rest("GET", "/profiles/conversations/", { token: me.accessToken })).body).toEqual([]);
  });

  it("pages through GraphQL and marks read through GraphQL", async () => {
    const me = await createUser(api);
    const others = await Promise.all([0, 1, 2].map((i) => createUser(api, "house_manager", { first: `Person${i}`, last: "Test" })));
    for (const other of others) await send(other, me, `hello from ${other.username}`);
    const page1 = await api.gql(CONVERSATIONS, { first: 2 }, me.accessToken);
    const conn = page1.body.data.conversations;
    expect(conn.totalCount).toBe(3);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    expect(conn.edges.map((e: any) => e.node.name)).toEqual(["Person2 Test", "Person1 Test"]);
    expect(conn.edges[0].node).toMatchObject({ role: "house_manager", unreadCount: 1, lastMessage: { senderName: "Person2 Test", readAt: null } });
    const page2 = await api.gql(CONVERSATIONS, { first: 2, after: conn.pageInfo.endCursor }, me.accessToken);
    expect(page2.body.data.conversations.edges.map((e: any) => e.node.name)).toEqual(["Person0 Test"]);
    expect(page2.body.data.conversations.totalCount).toBe(3);
    expect(page2.body.data.conversations.pageInfo.hasNextPage).toBe(false);

    const marked = await api.gql(`mutation($id: ID!) { markConversationRead(withUserId: $id) { userId marked unreadNotificationCount } }`, { id: String(others[2]!.id) }, me.accessToken);
    expect(marked.body.data.markConversationRead).toEqual({ userId: String(others[2]!.id), marked: 1, unreadNotificationCount: 2 });
  });

  it("answers with the same number of SQL statements for 2 or 12 conversations", async () => {
    const few = await createUser(api);
    const many = await createUser(api);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(api, "house_manager")));
    for (const person of people.slice(0, 2)) await send(person, few, "hi");
    for (const person of people) await send(person, many, "hi");
    const small = await api.rest("GET", "/profiles/conversations/", { token: few.accessToken });
    const large = await api.rest("GET", "/profiles/conversations/", { token: many.accessToken });
    expect(small.body).toHaveLength(2);
    expect(large.body).toHaveLength(12);
    const statements = (res: { headers: Headers }) => Number(res.headers.get("x-sql-statements"));
    expect(statements(large)).toBe(statements(small));
    expect(statements(large)).toBeLessThanOrEqual(2);
    const gqlSmall = await api.gql(CONVERSATIONS, { first: 20 }, few.accessToken);
    const gqlLarge = await api.gql(CONVERSATIONS, { first: 20 }, many.accessToken);
    expect(statements(gqlLarge)).toBe(statements(gqlSmall));
  });
});

describe("message notifications", () => {
  it("carry the message text and the sender's user id for the thread link", async () => {
    const me = await createUser(api);
    const other = await createUser(api, "house_manager", { first: "Achieng", last: "Otieno" });
    await send(other, me, "Nimefika, niko mlangoni");
    const rest = await api.rest("GET", "/profiles/notification_list/", { token: me.accessToken });
    expect(rest.body[0]).toMatchObject({ type: "message", sender_user_id: other.id, message_content: "Nimefika, niko mlangoni", sender_name: "Achieng Otieno" });
    const gql = await api.gql(`query { notifications(first: 1) { edges { node { type senderUserId messageText } } } }`, {}, me.accessToken);
    expect(gql.body.data.notifications.edges[0].node).toEqual({ type: "message", senderUserId: String(other.id), messageText: "Nimefika, niko mlangoni" });
  });
});
