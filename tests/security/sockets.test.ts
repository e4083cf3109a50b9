// WebSocket parity and caps: every operation HTTP refuses in production (introspection off) gets the same refusal over
// graphql-ws, queries and mutations included (same messages, same codes: introspection, masked suggestions, depth,
// cost, aliases, tokens, directives, the list-size cap, unstorable text, variables, nesting); rate limits count the
// same client address; connections per address and operations per connection are capped, and a flood of sockets from
// one address is refused quickly without stalling /healthz.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createUser, startTestServer, type TestServer, type TestUser } from "../server/harness.js";
import { GRAPHQL_LIMITS } from "../../server/src/graphql/server.js";
import { runCase } from "./support/cases.js";

const MAX_CONNECTIONS = 40;
const MAX_OPERATIONS = 5;

let production: TestServer;
let user: TestUser;

beforeAll(async () => {
  production = await startTestServer({
    NODE_ENV: "production",
    GRAPHQL_INTROSPECTION: "",
    GRAPHQL_LANDING_PAGE: "",
    RATE_LOGIN_FAILURES: "3",
    WS_MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
    WS_MAX_OPERATIONS_PER_CONNECTION: String(MAX_OPERATIONS),
  });
  user = await createUser(production, "employer");
}, 120_000);

afterAll(async () => {
  await production?.close();
});

interface Refusal {
  message: string;
  code: unknown;
}

function socketClient(token?: string): Client {
  return createClient({
    url: `${production.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Runs one operation over a socket; the errors it ends with (an error message or a result's errors), and its data. */
function overSocket(client: Client, query: string, variables?: Record<string, unknown>): Promise<{ errors: Refusal[]; data: unknown }> {
  return new Promise((resolve) => {
    let data: unknown;
    let errors: Refusal[] = [];
    const done = () => resolve({ errors, data });
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          data = result.data;
          if (result.errors) errors = result.errors.map((error) => ({ message: error.message, code: error.extensions?.code }));
        },
        error: (error) => {
          errors = Array.isArray(error) ? error.map((e: any) => ({ message: e.message, code: e.extensions?.code })) : [{ message: String((error as any)?.reason ?? error), code: "SOCKET_CLOSED" }];
          done();
        },
        complete: done,
      },
    );
  });
}

function overHttp(res: { body: any }): Refusal[] {
  if (Array.isArray(res.body?.errors)) return res.body.errors.map((error: any) => ({ message: error.message, code: error.extensions?.code }));
  return [{ message: res.body?.error, code: "BAD_USER_INPUT" }];
}

function nested(levels: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

const refusedOperations: Array<{ name: string; query: string; variables?: Record<string, unknown>; expect: RegExp }> = [
  { name: "introspection (__schema)", query: `{ __schema { queryType { name } } }`, expect: /introspection/i },
  { name: "introspection (__type)", query: `{ __type(name: "HouseManager") { fields { name } } }`, expect: /introspection/i },
  { name: "a misspelt field (no suggestion)", query: `{ houseManagerz { totalCount } }`, expect: /Cannot query field "houseManagerz"/ },
  { name: "a misspelt argument (no suggestion)", query: `{ houseManagers(frist: 5) { totalCount } }`, expect: /Unknown argument "frist"/ },
  { name: "a misspelt enum value (no suggestion)", query: `mutation { submitReview(role: employe, profileId: 1, rating: 5, comment: "x") { message } }`, expect: /employe/ },
  { name: "a syntax error", query: `{ houseManagers { totalCount }`, expect: /Syntax Error/ },
  { name: "depth over the limit", query: `{ ${"a { ".repeat(GRAPHQL_LIMITS.maxDepth + 2)}b${" }".repeat(GRAPHQL_LIMITS.maxDepth + 2)} }`, expect: /depth/i },
  { name: "cost over the limit", query: `{ houseManagers(first: 100) { edges { node { id name reviews(first: 100) { edges { node { id comment rating } } } } } } }`, expect: /cost/i },
  {
    name: "the list-size cap (15 aliases × 100 × 100)",
    query: `query($a: Int, $b: Int) { ${Array.from({ length: 15 }, (_, i) => `p${i}: houseManagers(first: $a) { edges { node { id reviews(first: $b) { edges { node { id } } } } } }`).join(" ")} }`,
    variables: { a: 100, b: 100 },
    expect: /list items/i,
  },
  { name: "aliases over the limit", query: `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ")} }`, expect: /aliases/i },
  { name: "tokens over the limit", query: `{ me { ${"id ".repeat(GRAPHQL_LIMITS.maxTokens)} } }`, expect: /tokens/i },
  { name: "directives over the limit", query: `{ me { id ${"@include(if: true) ".repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`, expect: /directives/i },
  { name: "unstorable text in a literal", query: `mutation { contactMaidMatch(name: "A\\u0000B", email: "a@example.co.ke", message: "Hi") { success } }`, expect: /./ },
  { name: "unstorable text in variables", query: `mutation($n: String!) { contactMaidMatch(name: $n, email: "a@example.co.ke", message: "Hi") { success } }`, variables: { n: "A\u0000B" }, expect: /./ },
  { name: "a variable of the wrong type", query: `query($n: Int) { houseManagers(first: $n) { totalCount } }`, variables: { n: "many" }, expect: /Int/ },
  { name: "a missing required variable", query: `query($id: ID!) { houseManager(id: $id) { id } }`, expect: /\$id/ },
  { name: "an unauthenticated mutation", query: `mutation { createAlbum(title: "Kitchen") { id } }`, expect: /./ },
  { name: "a wrong login", query: `mutation { login(email: "nobody@example.co.ke", password: "Wrong-Password-1") { accessToken } }`, expect: /Invalid email or password/ },
  { name: "variables nested 100 levels deep", query: `query($v: Int) { houseManagers(first: $v) { totalCount } }`, variables: { v: nested(100) }, expect: /nests more than \d+ levels/ },
];

describe("WebSocket operations get exactly the HTTP protections (production: introspection off)", () => {
  it.each(refusedOperations)("refuses $name over the socket exactly as over HTTP", async ({ query, variables, expect: pattern }) => {
    await runCase("authz", async () => {
      const http = await production.gql(query, variables);
      const httpErrors = overHttp(http);
      expect(httpErrors.length, JSON.stringify(http.body)).toBeGreaterThan(0);
      expect(httpErrors[0]!.message).toMatch(pattern);
      const client = socketClient();
      try {
        const socket = await overSocket(client, query, variables);
        expect(socket.errors).toEqual(httpErrors);
        expect(socket.data ?? null).toEqual(http.body?.data ?? null);
      } finally {
        await client.dispose();
      }
      for (const error of httpErrors) expect(error.message).not.toMatch(/Did you mean/i);
    });
  });

  it("answers allowed queries and mutations over the socket like HTTP", async () => {
    await runCase("authz", async () => {
      const client = socketClient(user.accessToken);
      try {
        const query = `{ me { id username } houseManagers(first: 2) { totalCount } }`;
        const socket = await overSocket(client, query);
        const http = await production.gql(query, {}, user.accessToken);
        expect(socket.errors).toEqual([]);
        expect(socket.data).toEqual(http.body.data);
        const mutation = await overSocket(client, `mutation { contactMaidMatch(name: "Amani", email: "amani@example.co.ke", message: "Habari") { success } }`);
        expect(mutation.errors).toEqual([]);
      } finally {
        await client.dispose();
      }
    });
  });

  it("counts logins over the socket toward the same lock-out as HTTP from that address", async () => {
    await runCase("authz", async () => {
      const target = await createUser(production, "employer");
      const client = socketClient();
      try {
        const codes: unknown[] = [];
        for (let i = 0; i < 4; i += 1) {
          const result = await overSocket(client, `mutation($e: String!) { login(email: $e, password: "wrong-${i}") { accessToken } }`, { e: target.email });
          codes.push(result.errors[0]?.code);
        }
        expect(codes).toEqual(["BAD_USER_INPUT", "BAD_USER_INPUT", "BAD_USER_INPUT", "RATE_LIMITED"]);
        // The HTTP door from the same address is locked too.
        expect((await production.rest("POST", "/accounts/login/", { body: { email: target.email, password: target.password } })).status).toBe(429);
      } finally {
        await client.dispose();
      }
    });
  });
});

describe("WebSocket caps", () => {
  it(`runs at most ${MAX_OPERATIONS} operations at once on one connection`, async () => {
    await runCase("authz", async () => {
      const client = socketClient(user.accessToken);
      const unsubscribes: Array<() => void> = [];
      try {
        const refusals: Refusal[][] = [];
        for (let i = 0; i < MAX_OPERATIONS + 2; i += 1) {
          unsubscribes.push(
            client.subscribe({ query: `subscription { notificationAdded { unreadCount } }` }, {
              next: () => {},
              error: (error) => refusals.push((error as any[]).map((e) => ({ message: e.message, code: e.extensions?.code }))),
              complete: () => {},
            }),
          );
        }
        await expect.poll(() => refusals.length, { timeout: 5000 }).toBe(2);
        expect(refusals[0]![0]).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/Too many operations/) });
        // Completing one frees its place.
        unsubscribes.shift()!();
        const after = await overSocket(client, `{ me { id } }`);
        expect(after.errors).toEqual([]);
      } finally {
        for (const unsubscribe of unsubscribes) unsubscribe();
        await client.dispose();
      }
    });
  });

  it("refuses sockets beyond the per-address cap quickly, and 1,000 of them do not stall /healthz", async () => {
    await runCase("fault", async () => {
      const url = `${production.url.replace(/^http/, "ws")}/graphql`;
      const sockets: WebSocket[] = [];
      const started = Date.now();
      const outcomes = Promise.all(
        Array.from({ length: 1000 }, () => {
          const socket = new WebSocket(url, "graphql-transport-ws");
          sockets.push(socket);
          return new Promise<number | "open" | "error">((resolve) => {
            socket.once("open", () => resolve("open"));
            socket.once("unexpected-response", (_req, res) => {
              resolve(res.statusCode ?? 0);
              res.resume();
            });
            socket.once("error", () => resolve("error"));
          });
        }),
      );
      // /healthz answers promptly while the flood is handled.
      const health = (async () => {
        const times: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const t = Date.now();
          const res = await fetch(`${production.url}/healthz`);
          expect(res.status).toBe(200);
          times.push(Date.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Math.max(...times);
      })();
      const results = await outcomes;
      const elapsed = Date.now() - started;
      const slowestHealth = await health;
      try {
        const opened = results.filter((r) => r === "open").length;
        const refused = results.filter((r) => r === 429).length;
        expect(opened).toBeLessThanOrEqual(MAX_CONNECTIONS);
        expect(refused).toBeGreaterThanOrEqual(1000 - MAX_CONNECTIONS);
        // Unbounded, the flood held /healthz for about 9 s; the bound leaves room for a busy test machine.
        expect(slowestHealth, `slowest /healthz ${slowestHealth} ms`).toBeLessThan(3000);
        expect(elapsed, `1,000 sockets settled in ${elapsed} ms`).toBeLessThan(10_000);
      } finally {
        for (const socket of sockets) socket.terminate();
      }
      // Closed sockets free their places: a new one opens.
      await expect
        .poll(
          () =>
            new Promise<string>((resolve) => {
              const socket = new WebSocket(url, "graphql-transport-ws");
              socket.once("open", () => (socket.close(), resolve("open")));
              socket.once("unexpected-response", () => resolve("refused"));
              socket.once("error", () => resolve("error"));
            }),
          { timeout: 5000 },
        )
        .toBe("open");
    });
  }, 60_000);
});
