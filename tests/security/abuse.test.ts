// Abuse: 429 with a clear message and Retry-After on registration, the contact form, messages, reviews and login
// (REST and GraphQL alike); a lock per account and address, and one per account across addresses (distributed
// guessing) that neither locks the owner out of a device they used before nor lasts beyond its window; and no user
// enumeration through login (the same answer; the similar time is measured alone, in login-timing.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, unique, GOOD_PASSWORD, type TestServer } from "../server/harness.js";
import { runCase } from "./support/cases.js";

let api: TestServer;
let quiet: TestServer;
let nextAddress = 1;

/** A new client address (the server trusts X-Forwarded-For from loopback in this file). */
function address(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

interface Account {
  id: number;
  email: string;
  token: string;
  profileId: number;
  ip: string;
}

async function register(server: TestServer, userType: "employer" | "house_manager" | "school", ip = address()): Promise<Account> {
  const username = unique("abuse");
  const email = `${username}@example.co.ke`;
  const headers = { "x-forwarded-for": ip };
  const res = await server.rest("POST", "/accounts/registration/", {
    headers,
    body: { email, username, first_name: "Amani", last_name: "Wekesa", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: userType },
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  const login = await server.rest("POST", "/accounts/login/", { headers, body: { email, password: GOOD_PASSWORD } });
  const me = await server.gql(`{ me { profile { id } } }`, {}, login.body.accessToken);
  return { id: login.body.user_id, email, token: login.body.accessToken, profileId: Number(me.body.data.me.profile.id), ip };
}

function login(server: TestServer, email: string, password: string, ip: string) {
  return server.rest("POST", "/accounts/login/", { headers: { "x-forwarded-for": ip }, body: { email, password } });
}

/** A 429 with a clear message in non_field_errors (what the client shows) and a Retry-After header. */
function expectLimited(res: { status: number; body: any; headers: Headers }, message: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.non_field_errors?.[0] ?? res.body.error).toMatch(message);
  expect(res.body.non_field_errors?.[0] ?? res.body.error).toMatch(/Please try again in \d+ minutes?\./);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

function expectGraphQLLimited(body: any, message: RegExp) {
  const error = body.errors?.[0];
  expect(error?.extensions?.code, JSON.stringify(body)).toBe("RATE_LIMITED");
  expect(error.message).toMatch(message);
  expect(error.extensions.retryAfterSeconds).toBeGreaterThan(0);
}

beforeAll(async () => {
  [api, quiet] = await Promise.all([
    startTestServer({
      TRUST_PROXY: "loopback",
      RATE_REGISTRATIONS_PER_HOUR: "3",
      RATE_CONTACT_PER_HOUR: "3",
      RATE_MESSAGES_PER_MINUTE: "3",
      RATE_REVIEWS_PER_HOUR: "2",
      RATE_LOGIN_FAILURES: "3",
      RATE_LOGIN_ACCOUNT_FAILURES: "6",
      RATE_LOGIN_ACCOUNT_WINDOW_SECONDS: "4",
    }),
    startTestServer({ TRUST_PROXY: "loopback", RATE_LOGIN_ACCOUNT_FAILURES: "100000" }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([api?.close(), quiet?.close()]);
});

describe("rate limits", () => {
  it("limits registrations per address (REST and GraphQL), creating nothing once limited", async () => {
    await runCase("authz", async () => {
      const ip = address();
      for (let i = 0; i < 3; i += 1) await register(api, "employer", ip);
      const users = await api.server.database.prisma.user.count();
      const username = unique("late");
      const body = { email: `${username}@example.co.ke`, username, first_name: "A", last_name: "B", password: GOOD_PASSWORD, password2: GOOD_PASSWORD };
      expectLimited(await api.rest("POST", "/accounts/registration/", { headers: { "x-forwarded-for": ip }, body }), /Too many registrations/);
      const graph = await api.rest("POST", "/graphql", {
        headers: { "x-forwarded-for": ip },
        body: {
          query: `mutation($input: RegisterInput!) { register(input: $input) { message } }`,
          variables: { input: { email: body.email, username, firstName: "A", lastName: "B", password: GOOD_PASSWORD, password2: GOOD_PASSWORD } },
        },
      });
      expectGraphQLLimited(graph.body, /Too many registrations/);
      expect(await api.server.database.prisma.user.count()).toBe(users);
      // Another address is not affected.
      await register(api, "employer");
    });
  });

  it("limits the contact form per address (REST and GraphQL)", async () => {
    await runCase("authz", async () => {
      const ip = address();
      const headers = { "x-forwarded-for": ip };
      const body = { name: "Wanjiku", email: "wanjiku@example.co.ke", message: "Hello team" };
      for (let i = 0; i < 3; i += 1) expect((await api.rest("POST", "/profiles/contact_maid_match/", { headers, body })).status).toBe(201);
      const stored = await api.server.database.prisma.contactMessage.count();
      expectLimited(await api.rest("POST", "/profiles/contact_maid_match/", { headers, body }), /Too many messages to the team/);
      const graph = await api.rest("POST", "/graphql", {
        headers,
        body: { query: `mutation { contactMaidMatch(name: "W", email: "w@example.co.ke", message: "Hi") { success } }` },
      });
      expectGraphQLLimited(graph.body, /Too many messages to the team/);
      expect(await api.server.database.prisma.contactMessage.count()).toBe(stored);
    });
  });

  it("limits messages per user, whichever door and address they use", async () => {
    await runCase("authz", async () => {
      const [sender, recipient] = await Promise.all([register(api, "employer"), register(api, "house_manager")]);
      const send = (ip: string) =>
        api.rest("POST", "/profiles/send_message/", { token: sender.token, headers: { "x-forwarded-for": ip }, body: { recipient: recipient.id, content: "Habari" } });
      expect((await send(address())).status).toBe(201);
      expect((await send(address())).status).toBe(201);
      const viaGraph = await api.gql(`mutation($to: ID!) { sendMessage(recipientId: $to, content: "Habari") { id } }`, { to: String(recipient.id) }, sender.token);
      expect(viaGraph.body.errors).toBeUndefined();
      const stored = await api.server.database.prisma.message.count();
      expectLimited(await send(address()), /Too many messages from you/);
      const contact = await api.rest("POST", "/profiles/contact-house-manager/", { token: sender.token, body: { houseManagerId: recipient.profileId, message: "Hi" } });
      expect(contact.status).toBe(429);
      const graph = await api.gql(`mutation($to: ID!) { sendMessage(recipientId: $to, content: "Habari") { id } }`, { to: String(recipient.id) }, sender.token);
      expectGraphQLLimited(graph.body, /Too many messages from you/);
      expect(await api.server.database.prisma.message.count()).toBe(stored);
    });
  });

  it("limits reviews per user", async () => {
    await runCase("authz", async () => {
      const reviewer = await register(api, "employer");
      const targets = await Promise.all([register(api, "house_manager"), register(api, "house_manager"), register(api, "house_manager")]);
      const review = (target: Account) =>
        api.rest("POST", `/profiles/reviews_submit/employer/${target.profileId}/`, { token: reviewer.token, body: { rating: 5, comment: "Excellent" } });
      expect((await review(targets[0]!)).status).toBe(201);
      expect((await review(targets[1]!)).status).toBe(201);
      const stored = await api.server.database.prisma.review.count();
      expectLimited(await review(targets[2]!), /Too many reviews from you/);
      const graph = await api.gql(`mutation($id: ID!) { submitReview(role: house_manager, profileId: $id, rating: 4, comment: "Good") { message } }`, { id: String(targets[2]!.profileId) }, reviewer.token);
      expectGraphQLLimited(graph.body, /Too many reviews from you/);
      expect(await api.server.database.prisma.review.count()).toBe(stored);
    });
  });
});

describe("failed logins", () => {
  it("locks an account on one address after repeated failures, even for the right password; other addresses still log in", async () => {
    await runCase("authz", async () => {
      const owner = await register(api, "employer");
      const attacker = address();
      for (let i = 0; i < 3; i += 1) expect((await login(api, owner.email, `wrong-password-${i}`, attacker)).status).toBe(400);
      expectLimited(await login(api, owner.email, GOOD_PASSWORD, attacker), /Too many failed login attempts/);
      const graph = await api.rest("POST", "/graphql", {
        headers: { "x-forwarded-for": attacker },
        body: { query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, variables: { e: owner.email, p: GOOD_PASSWORD } },
      });
      expectGraphQLLimited(graph.body, /Too many failed login attempts/);
      expect((await login(api, owner.email, GOOD_PASSWORD, address())).status).toBe(200);
    });
  });

  it("locks an account against guessing spread over many addresses, but not on a device its owner used, and not for long", async () => {
    await runCase("authz", async () => {
      const owner = await register(api, "employer");
      // The owner's usual address has logged in (registration logged in from owner.ip).
      for (let i = 0; i < 6; i += 1) expect((await login(api, owner.email, `guess-${i}`, address())).status).toBe(400);
      // A new address is refused even with the right password: the guesses came from everywhere.
      expectLimited(await login(api, owner.email, GOOD_PASSWORD, address()), /Too many failed login attempts/);
      // The owner's own device still gets in.
      expect((await login(api, owner.email, GOOD_PASSWORD, owner.ip)).status).toBe(200);
      // An unknown email is locked the same way, so the lock reveals nothing about which accounts exist.
      const ghost = `${unique("ghost")}@example.co.ke`;
      for (let i = 0; i < 6; i += 1) expect((await login(api, ghost, `guess-${i}`, address())).status).toBe(400);
      expect((await login(api, ghost, GOOD_PASSWORD, address())).status).toBe(429);
      // The lock lasts only for its window (4 seconds in this test; an hour by default).
      await new Promise((resolve) => setTimeout(resolve, 4200));
      expect((await login(api, owner.email, GOOD_PASSWORD, address())).status).toBe(200);
    });
  }, 30_000);

  it("answers an unknown email and a wrong password alike, REST and GraphQL", async () => {
    await runCase("authz", async () => {
      const owner = await register(quiet, "employer");
      const unknown = await login(quiet, `${unique("nobody")}@example.co.ke`, "Some-Password-1", address());
      const wrong = await login(quiet, owner.email, "Some-Password-1", address());
      expect(unknown.status).toBe(400);
      expect(wrong.status).toBe(400);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toEqual({ non_field_errors: ["Invalid email or password"] });
      const ask = (email: string) => quiet.gql(`mutation($e: String!) { login(email: $e, password: "Some-Password-1") { accessToken } }`, { e: email });
      const [a, b] = await Promise.all([ask(`${unique("nobody")}@example.co.ke`), ask(owner.email)]);
      expect(a.body).toEqual(b.body);
    });
  });
});
