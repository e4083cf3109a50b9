// Live updates over graphql-ws against the real server: a contract offer reaches the house manager's open page within
// a second and nobody else; tokens are checked at connection; messages reach both parties of a chat and nobody else.
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { SignJWT } from "jose";
import { createUser, startTestServer, TEST_JWT_SECRET, type TestServer, type TestUser } from "./harness.js";
import { DELIVERY_WAIT_MS, deliveredAfter } from "../support/timing.js";


let api: TestServer;
let employer: TestUser;
let houseManager: TestUser;
let otherHouseManager: TestUser;
let pinger: TestUser;
const profile = new Map<TestUser, number>();
const clients: Client[] = [];

const NOTIFICATION_ADDED = `subscription { notificationAdded { unreadCount notification { id type message senderRole senderId senderName isRead contractId } } }`;
const MESSAGE_ADDED = `subscription M($with: ID!) { messageAdded(withUserId: $with) { id senderId recipientId content } }`;

interface Received<T> {
  at: number;
  data: T;
}

/** One subscription's results as they arrive, with the time each arrived. */
class Live<T> {
  readonly received: Array<Received<T>> = [];
  readonly errors: unknown[] = [];
  private readonly dispose: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown> = {}) {
    this.dispose = client.subscribe<Record<string, T>>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) this.errors.push(...result.errors);
          const data = result.data ? Object.values(result.data)[0] : undefined;
          if (data) this.received.push({ at: performance.now(), data });
        },
        error: (error) => this.errors.push(error),
        complete: () => {},
      },
    );
  }

  /** Resolves with the first result (from index `from` on) matching `predicate`, or fails after `timeoutMs`. */
  async waitFor(predicate: (data: T) => boolean, timeoutMs = 5000, from = 0): Promise<Received<T>> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const hit = this.received.slice(from).find((item) => predicate(item.data));
      if (hit) return hit;
      if (performance.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.received.map((r) => r.data))}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  async waitForError(timeoutMs = 5000): Promise<unknown> {
    const deadline = performance.now() + timeoutMs;
    while (this.errors.length === 0) {
      if (performance.now() > deadline) throw new Error("no error arrived");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.errors[0];
  }

  stop(): void {
    this.dispose();
  }
}

function connect(token?: string): Client {
  const client = createClient({
    url: `${api.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

interface NotificationEvent {
  unreadCount: number;
  notification: { id: string; type: string; message: string; senderRole: string | null; senderId: string | null; senderName: string | null; isRead: boolean; contractId: string | null };
}
interface MessageEvent {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
}

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}

function send(from: TestUser, to: TestUser, content: string) {
  return api.rest("POST", "/profiles/send_message/", { token: from.accessToken, body: { recipient: to.id, content } });
}

/**
 * The server gives no signal when a subscription is live, and events published before that are not replayed.
 * Pings (message notifications) are sent until one arrives: from then on the subscription is live, and each later
 * assertion measures delivery, not set-up.
 */
async function warmUp(live: Live<NotificationEvent>, user: TestUser): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect((await send(pinger, user, `ping ${attempt}`)).status).toBe(201);
    try {
      await live.waitFor((event) => event.notification.type === "message", 200);
      return;
    } catch {
      // Not live yet: ping again.
    }
  }
  throw new Error("the subscription never became live");
}

function offerContract() {
  const form = new FormData();
  const fields: Record<string, string> = {
    house_manager: String(profile.get(houseManager)),
    employer: String(profile.get(employer)),
    terms: "Cooking and cleaning",
    start_date: "2026-03-01",
    end_date: "2026-09-30",
    payment_day: "Monthly",
    payment_amount: "16000",
    is_renewable: "false",
    days_per_month: "24",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("contract_document", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "offer.pdf");
  return api.rest("POST", "/profiles/create_contract/", { raw: form, token: employer.accessToken });
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, houseManager, otherHouseManager, pinger] = await Promise.all([
    createUser(api, "employer", { first: "Grace", last: "Wanjiru" }),
    createUser(api, "house_manager", { first: "Achieng", last: "Otieno" }),
    createUser(api, "house_manager", { first: "Mercy", last: "Njeri" }),
    createUser(api, "employer", { first: "Ping", last: "Er" }),
  ]);
  for (const user of [employer, houseManager, otherHouseManager]) profile.set(user, await profileIdOf(user));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await api?.close();
});

describe("notificationAdded", () => {
  it("delivers a contract offer to the house manager within 1 second, and nothing of it to another user", async () => {
    const mine = new Live<NotificationEvent>(connect(houseManager.accessToken), NOTIFICATION_ADDED);
    const theirs = new Live<NotificationEvent>(connect(otherHouseManager.accessToken), NOTIFICATION_ADDED);
    await warmUp(mine, houseManager);
    await warmUp(theirs, otherHouseManager);
    const theirsBefore = theirs.received.length;

    const created = await offerContract();
    const ackedAt = performance.now();
    expect(created.status).toBe(201);
    const delivered = await mine.waitFor((event) => event.notification.type === "contract", DELIVERY_WAIT_MS);
    expect(delivered.at - ackedAt, deliveredAfter(delivered.at, ackedAt)).toBeLessThan(1000);
    const unread = (await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken })).body.filter((n: { is_read: boolean }) => !n.is_read).length;
    expect(delivered.data).toEqual({
      unreadCount: unread,
      notification: {
        id: expect.any(String),
        type: "contract",
        message: "Grace Wanjiru has offered you a contract",
        senderRole: "employer",
        senderId: String(profile.get(employer)),
        senderName: "Grace Wanjiru",
        isRead: false,
        contractId: String(created.body.contract.id),
      },
    });

    // Give a misrouted event every chance to arrive before concluding none did.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(theirs.received.length).toBe(theirsBefore);
    expect(theirs.errors).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it("tells the employer when the house manager accepts", async () => {
    const employerLive = new Live<NotificationEvent>(connect(employer.accessToken), NOTIFICATION_ADDED);
    await warmUp(employerLive, employer);
    const created = await offerContract();
    const accepted = await api.rest("PUT", `/profiles/contract_accept/${created.body.contract.id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } });
    const ackedAt = performance.now();
    expect(accepted.status).toBe(200);
    const delivered = await employerLive.waitFor((event) => event.notification.type === "contract_accepted", DELIVERY_WAIT_MS);
    expect(delivered.at - ackedAt, deliveredAfter(delivered.at, ackedAt)).toBeLessThan(1000);
    expect(delivered.data.notification).toMatchObject({ message: "Achieng Otieno has accepted your contract", senderRole: "house_manager", senderId: String(profile.get(houseManager)) });
    employerLive.stop();
  });

  it("refuses a connection with a bad or forged token", async () => {
    for (const token of ["not-a-jwt", await new SignJWT({ userId: houseManager.id, userType: "house_manager" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("5m").sign(new TextEncoder().encode("another-secret-another-secret-another-secret"))]) {
      const live = new Live<NotificationEvent>(connect(token), NOTIFICATION_ADDED);
      const error = (await live.waitForError()) as { code?: number };
      expect(error.code).toBe(4403);
      expect(live.received).toEqual([]);
    }
  });

  it("refuses an expired token", async () => {
    const expired = await new SignJWT({ userId: houseManager.id, userType: "house_manager" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const live = new Live<NotificationEvent>(connect(expired), NOTIFICATION_ADDED);
    expect(((await live.waitForError()) as { code?: number }).code).toBe(4403);
  });

  it("answers UNAUTHENTICATED to a subscription without a token", async () => {
    const live = new Live<NotificationEvent>(connect(), NOTIFICATION_ADDED);
    const error = (await live.waitForError()) as { extensions?: { code?: string } };
    expect(error.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("messageAdded", () => {
  it("delivers each message of a chat to both parties, and to nobody else", async () => {
    const [a, b, c] = await Promise.all([createUser(api, "employer"), createUser(api, "house_manager"), createUser(api, "house_manager")]);
    const clientA = connect(a.accessToken);
    const clientB = connect(b.accessToken);
    const clientC = connect(c.accessToken);
    const aWithB = new Live<MessageEvent>(clientA, MESSAGE_ADDED, { with: String(b.id) });
    const aWithC = new Live<MessageEvent>(clientA, MESSAGE_ADDED, { with: String(c.id) });
    const bWithA = new Live<MessageEvent>(clientB, MESSAGE_ADDED, { with: String(a.id) });
    const cWithA = new Live<MessageEvent>(clientC, MESSAGE_ADDED, { with: String(a.id) });
    const cWithB = new Live<MessageEvent>(clientC, MESSAGE_ADDED, { with: String(b.id) });
    // Subscriptions on one socket start in order: once a later notification subscription is live, so are these.
    for (const [client, user] of [[clientA, a], [clientB, b], [clientC, c]] as const) await warmUp(new Live<NotificationEvent>(client, NOTIFICATION_ADDED), user);

    const sent = await send(a, b, "Habari Baraka, are you free to talk?");
    const ackedAt = performance.now();
    expect(sent.status).toBe(201);
    const toA = await aWithB.waitFor((m) => m.content.startsWith("Habari"), DELIVERY_WAIT_MS);
    const toB = await bWithA.waitFor((m) => m.content.startsWith("Habari"), DELIVERY_WAIT_MS);
    const lastAt = Math.max(toA.at, toB.at);
    expect(lastAt - ackedAt, deliveredAfter(lastAt, ackedAt)).toBeLessThan(1000);
    expect(toB.data).toMatchObject({ senderId: String(a.id), recipientId: String(b.id) });
    expect((await send(b, a, "Yes, call me at 5")).status).toBe(201);
    await aWithB.waitFor((m) => m.content === "Yes, call me at 5", DELIVERY_WAIT_MS);
    await bWithA.waitFor((m) => m.content === "Yes, call me at 5", DELIVERY_WAIT_MS);
    expect(aWithB.received.map((r) => r.data.content)).toEqual(["Habari Baraka, are you free to talk?", "Yes, call me at 5"]);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aWithC.received).toEqual([]);
    expect(cWithA.received).toEqual([]);
    expect(cWithB.received).toEqual([]);
  });

  it("answers UNAUTHENTICATED without a token", async () => {
    const live = new Live<MessageEvent>(connect(), MESSAGE_ADDED, { with: String(employer.id) });
    const error = (await live.waitForError()) as { extensions?: { code?: string } };
    expect(error.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
