// The WebSocket's `authorization` connection parameter in any letter case, and a subscription that outlives its
// access token: the server closes the socket with 4403 at expiry, graphql-ws reconnects, and a connectionParams
// function hands over a renewed token (docs/API.md, "Token renewal on sockets").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client, type ClientOptions } from "graphql-ws";
import WebSocket from "ws";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";

const NOTIFICATION_ADDED = `subscription { notificationAdded { notification { type message } } }`;

let api: TestServer;
let listener: TestUser;
let sender: TestUser;
const clients: Client[] = [];

beforeAll(async () => {
  // The shortest access token the settings allow, so expiry happens within the test.
  api = await startTestServer({ ACCESS_TOKEN_SECONDS: "10" });
  [listener, sender] = await Promise.all([createUser(api, "house_manager"), createUser(api, "employer")]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await api?.close();
});

/** Collects the notification messages one subscription receives, and the close codes of its sockets. */
function listen(connectionParams: ClientOptions["connectionParams"], options: { retry?: boolean } = {}) {
  const messages: string[] = [];
  const errors: unknown[] = [];
  const closes: number[] = [];
  const client = createClient({
    url: `${api.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: options.retry ? 5 : 0,
    retryWait: async () => new Promise((resolve) => setTimeout(resolve, 100)),
    shouldRetry: () => Boolean(options.retry),
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
  clients.push(client);
  client.subscribe<{ notificationAdded: { notification: { message: string } } }>(
    { query: NOTIFICATION_ADDED },
    { next: (result) => result.data && messages.push(result.data.notificationAdded.notification.message), error: (error) => errors.push(error), complete: () => {} },
  );
  return { messages, errors, closes };
}

/** Sends messages to the listener until a notification of one arrives (a subscription gives no signal when it is live). */
async function delivered(live: { messages: string[] }, timeoutMs = 8000): Promise<void> {
  // Access tokens live 10 s here: the sender signs in afresh each time.
  const login = await api.rest("POST", "/accounts/login/", { body: { email: sender.email, password: sender.password } });
  expect(login.status).toBe(200);
  const before = live.messages.length;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sent = await api.rest("POST", "/profiles/send_message/", { token: login.body.accessToken, body: { recipient: listener.id, content: "ping" } });
    expect(sent.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (live.messages.length > before) return;
  }
  throw new Error(`no notification arrived within ${timeoutMs} ms`);
}

describe("the authorization connection parameter", () => {
  for (const key of ["authorization", "Authorization", "AUTHORIZATION"]) {
    it(`signs the socket in when sent as "${key}"`, async () => {
      const live = listen({ [key]: `Bearer ${listener.accessToken}` });
      await delivered(live);
      expect(live.errors).toEqual([]);
    });
  }

  it("still refuses a bad token under any spelling (4403)", async () => {
    const live = listen({ Authorization: "Bearer not-a-jwt" });
    await expect.poll(() => live.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect((live.errors[0] as { code?: number }).code).toBe(4403);
  });
});

describe("token renewal", () => {
  it("keeps a subscription alive across the access token's expiry when connectionParams renews the token", async () => {
    // A fresh sign-in: the token the suite began with may already be near its end.
    const login = await api.rest("POST", "/accounts/login/", { body: { email: listener.email, password: listener.password } });
    let refresh: string = login.body.refresh;
    let access: string = login.body.accessToken;
    const sentTokens: string[] = [];
    const live = listen(
      async () => {
        // Renew when the token has less than a second left: what a client does before each (re)connection.
        const { exp } = JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString()) as { exp: number };
        if (exp * 1000 - Date.now() < 1000) {
          const renewed = await api.gql(`mutation($r: String!) { refreshToken(refreshToken: $r) { accessToken refreshToken } }`, { r: refresh });
          ({ accessToken: access, refreshToken: refresh } = renewed.body.data.refreshToken);
        }
        sentTokens.push(access);
        return { authorization: `Bearer ${access}` };
      },
      { retry: true },
    );
    await delivered(live);
    // The server closes the socket when the first token expires (about 10 s after login).
    await expect.poll(() => live.closes, { timeout: 15_000, interval: 200 }).toContain(4403);
    await delivered(live);
    expect(new Set(sentTokens).size).toBeGreaterThanOrEqual(2);
    expect(live.errors).toEqual([]);
  }, 40_000);
});
