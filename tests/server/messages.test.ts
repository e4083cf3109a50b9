// Messages through the real HTTP server: send_message, inbox, contact-house-manager, contact-employer and their GraphQL
// twins, with the rules (login, content, length, self, recipient) and the recipient's notification.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";

let api: TestServer;
let employer: TestUser;
let school: TestUser;
let houseManager: TestUser;
let otherHouseManager: TestUser;
const profile = new Map<TestUser, number>();

const SEND = `mutation S($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { id senderId recipientId senderUsername content createdAt } }`;
const CONTACT = `mutation C($role: ProfileRole!, $id: ID!, $content: String!) { contactProfile(role: $role, profileId: $id, content: $content) { id senderId recipientId content } }`;
const CONVERSATION = `query V($with: ID!, $first: Int, $after: String) {
  conversation(withUserId: $with, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id senderId recipientId content } } }
}`;
const INBOX = `query I($first: Int) { inbox(first: $first) { totalCount edges { node { id senderId recipientId content } } } }`;

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}

function send(from: TestUser | undefined, body: unknown) {
  return api.rest("POST", "/profiles/send_message/", { token: from?.accessToken, body });
}

async function latestNotification(user: TestUser) {
  return (await api.rest("GET", "/profiles/notification_list/", { token: user.accessToken })).body[0];
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, school, houseManager, otherHouseManager] = await Promise.all([
    createUser(api, "employer", { first: "Grace", last: "Wanjiru" }),
    createUser(api, "school", { first: "Hillcrest", last: "School" }),
    createUser(api, "house_manager", { first: "Achieng", last: "Otieno" }),
    createUser(api, "house_manager", { first: "Mercy", last: "Njeri" }),
  ]);
  for (const user of [employer, school, houseManager, otherHouseManager]) profile.set(user, await profileIdOf(user));
});
afterAll(async () => {
  await api?.close();
});

describe("send_message", () => {
  it("sends a message to a user id and notifies the recipient", async () => {
    const res = await send(employer, { recipient: houseManager.id, content: "  Hello Achieng, are you available in March?  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), sender: employer.id, recipient: houseManager.id, content: "Hello Achieng, are you available in March?", created_at: expect.stringMatching(/Z$/) });
    expect(await latestNotification(houseManager)).toMatchObject({ type: "message", message_template: "Grace Wanjiru sent you a message", sender_role: "employer", sender_id: profile.get(employer), sender_name: "Grace Wanjiru", contract_id: null });
  });

  it("takes the recipient id as a string too (form posts)", async () => {
    expect((await send(houseManager, { recipient: String(employer.id), content: "Yes, I am." })).status).toBe(201);
    expect(await latestNotification(employer)).toMatchObject({ type: "message", sender_role: "house_manager", sender_id: profile.get(houseManager), sender_name: "Achieng Otieno" });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ["an empty message", { content: "" }, 400, "Message cannot be empty"],
    ["a blank message", { content: " \n\t " }, 400, "Message cannot be empty"],
    ["a missing message", { content: undefined }, 400, "Message cannot be empty"],
    ["a message over 2,000 characters", { content: "a".repeat(2001) }, 400, "Message cannot be longer than 2,000 characters"],
    ["a message to oneself", { recipient: "self" }, 400, "You cannot send a message to yourself"],
    ["a missing recipient", { recipient: undefined }, 400, "Recipient is required"],
    ["an unknown recipient", { recipient: 999999 }, 404, "Recipient not found"],
  ])("refuses %s", async (_case, overrides, status, message) => {
    const before = await api.server.database.prisma.message.count();
    const body: Record<string, unknown> = { recipient: houseManager.id, content: "Hello", ...overrides };
    if (body.recipient === "self") body.recipient = employer.id;
    const res = await send(employer, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(await api.server.database.prisma.message.count()).toBe(before);
  });

  it("accepts exactly 2,000 characters", async () => {
    expect((await send(employer, { recipient: houseManager.id, content: "b".repeat(2000) })).status).toBe(201);
  });

  it("refuses a visitor (401) and writes nothing", async () => {
    const before = await api.server.database.prisma.message.count();
    const res = await send(undefined, { recipient: houseManager.id, content: "Hello" });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Please log in to send a message");
    expect(await api.server.database.prisma.message.count()).toBe(before);
  });
});

describe("inbox", () => {
  it("lists the caller's sent and received messages, oldest first, and nobody else's", async () => {
    const a = await createUser(api, "employer", { first: "Inbox", last: "Owner" });
    const b = await createUser(api, "house_manager");
    const c = await createUser(api, "house_manager");
    await send(a, { recipient: b.id, content: "one" });
    await send(b, { recipient: a.id, content: "two" });
    await send(b, { recipient: c.id, content: "not for a" });
    await send(c, { recipient: a.id, content: "three" });
    const res = await api.rest("GET", "/profiles/inbox/", { token: a.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { content: string }) => m.content)).toEqual(["one", "two", "three"]);
    expect(res.body[1]).toEqual({ id: expect.any(Number), sender: b.id, recipient: a.id, content: "two", created_at: expect.any(String) });
    expect((await api.rest("GET", "/profiles/inbox/")).status).toBe(401);
  });
});

describe("contact-house-manager and contact-employer", () => {
  it("delivers a message to the owner of a house manager profile", async () => {
    const res = await api.rest("POST", "/profiles/contact-house-manager/", { token: employer.accessToken, body: { houseManagerId: profile.get(houseManager), message: "Can we talk about a job?" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender: employer.id, recipient: houseManager.id, content: "Can we talk about a job?" });
    expect(await latestNotification(houseManager)).toMatchObject({ type: "message", sender_id: profile.get(employer) });
  });

  it("delivers a message to the owner of an employer profile, a school included", async () => {
    const res = await api.rest("POST", "/profiles/contact-employer/", { token: houseManager.accessToken, body: { employerId: String(profile.get(school)), message: "I saw your vacancy." } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender: houseManager.id, recipient: school.id });
  });

  it("applies the message rules", async () => {
    const blank = await api.rest("POST", "/profiles/contact-house-manager/", { token: employer.accessToken, body: { houseManagerId: profile.get(houseManager), message: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Message cannot be empty");
    const self = await api.rest("POST", "/profiles/contact-house-manager/", { token: houseManager.accessToken, body: { houseManagerId: profile.get(houseManager), message: "me" } });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You cannot send a message to yourself");
    const selfEmployer = await api.rest("POST", "/profiles/contact-employer/", { token: employer.accessToken, body: { employerId: profile.get(employer), message: "me" } });
    expect(selfEmployer.body.error).toBe("You cannot send a message to yourself");
    const missing = await api.rest("POST", "/profiles/contact-house-manager/", { token: employer.accessToken, body: { houseManagerId: 999999, message: "hi" } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("House manager not found");
    const missingEmployer = await api.rest("POST", "/profiles/contact-employer/", { token: houseManager.accessToken, body: { employerId: 999999, message: "hi" } });
    expect(missingEmployer.status).toBe(404);
    expect(missingEmployer.body.error).toBe("Employer not found");
    const visitor = await api.rest("POST", "/profiles/contact-employer/", { body: { employerId: profile.get(employer), message: "hi" } });
    expect(visitor.status).toBe(401);
  });
});

describe("messages over GraphQL", () => {
  it("sends, contacts a profile, and refuses the same inputs as REST", async () => {
    const sent = await api.gql(SEND, { to: String(otherHouseManager.id), content: "Habari" }, employer.accessToken);
    expect(sent.body.data.sendMessage).toMatchObject({ senderId: String(employer.id), recipientId: String(otherHouseManager.id), senderUsername: employer.username, content: "Habari" });
    const contacted = await api.gql(CONTACT, { role: "house_manager", id: String(profile.get(otherHouseManager)), content: "Job offer" }, school.accessToken);
    expect(contacted.body.data.contactProfile).toMatchObject({ senderId: String(school.id), recipientId: String(otherHouseManager.id) });
    const blank = await api.gql(SEND, { to: String(otherHouseManager.id), content: " " }, employer.accessToken);
    expect(blank.body.errors?.[0]).toMatchObject({ message: "Message cannot be empty", extensions: { code: "BAD_USER_INPUT" } });
    const self = await api.gql(SEND, { to: String(employer.id), content: "hi" }, employer.accessToken);
    expect(self.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const unknown = await api.gql(SEND, { to: "999999", content: "hi" }, employer.accessToken);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const visitor = await api.gql(SEND, { to: String(employer.id), content: "hi" });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("pages a conversation between two users newest first, and only theirs", async () => {
    const a = await createUser(api, "employer");
    const b = await createUser(api, "house_manager");
    const c = await createUser(api, "house_manager");
    for (let i = 1; i <= 5; i += 1) await api.gql(SEND, { to: String(i % 2 ? b.id : a.id), content: `m${i}` }, i % 2 ? a.accessToken : b.accessToken);
    await api.gql(SEND, { to: String(c.id), content: "elsewhere" }, a.accessToken);
    const first = await api.gql(CONVERSATION, { with: String(b.id), first: 3 }, a.accessToken);
    const page1 = first.body.data.conversation;
    expect(page1.totalCount).toBe(5);
    expect(page1.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(["m5", "m4", "m3"]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await api.gql(CONVERSATION, { with: String(b.id), first: 3, after: page1.pageInfo.endCursor }, a.accessToken);
    expect(second.body.data.conversation.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(["m2", "m1"]);
    // The other party sees the same conversation; a third user sees none of it.
    const fromB = await api.gql(CONVERSATION, { with: String(a.id), first: 10 }, b.accessToken);
    expect(fromB.body.data.conversation.totalCount).toBe(5);
    const fromC = await api.gql(CONVERSATION, { with: String(b.id), first: 10 }, c.accessToken);
    expect(fromC.body.data.conversation.totalCount).toBe(0);

    const inbox = await api.gql(INBOX, { first: 2 }, a.accessToken);
    expect(inbox.body.data.inbox.totalCount).toBe(6);
    expect(inbox.body.data.inbox.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(["elsewhere", "m5"]);
    expect((await api.gql(INBOX, {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the message rate limit", () => {
  it("answers 429 once a user has sent too many messages, counting only messages that were sent", async () => {
    const limited = await startTestServer({ RATE_MESSAGES_PER_MINUTE: "3" });
    try {
      const a = await createUser(limited, "employer");
      const b = await createUser(limited, "house_manager");
      const post = (content: string) => limited.rest("POST", "/profiles/send_message/", { token: a.accessToken, body: { recipient: b.id, content } });
      expect((await post(" ")).status).toBe(400);
      for (let i = 0; i < 3; i += 1) expect((await post(`hello ${i}`)).status).toBe(201);
      const refused = await post("one more");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many messages from you\. Please try again in/);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      // Another user is not affected.
      expect((await limited.rest("POST", "/profiles/send_message/", { token: b.accessToken, body: { recipient: a.id, content: "hi" } })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
