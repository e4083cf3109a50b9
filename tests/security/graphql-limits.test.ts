// GraphQL limits: depth, cost (including page sizes passed as variables), aliases (each aliased login counts toward
// the login limit), batching, tokens and directives are refused with stable codes; every operation the client sends
// fits; internal errors carry no stack or SQL; introspection and the landing page follow the settings; CSRF prevention.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { createUser, startTestServer, type TestServer, type TestUser } from "../server/harness.js";
import { GRAPHQL_LIMITS } from "../../server/src/graphql/server.js";
import { filesUnder, formData, PNG } from "./support/api.js";
import { runCase } from "./support/cases.js";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const LIMIT_MESSAGE = /depth|cost|alias|token|directive|list items/i;

let api: TestServer;
let production: TestServer;
let user: TestUser;

beforeAll(async () => {
  [api, production] = await Promise.all([
    startTestServer({ RATE_LOGIN_FAILURES: "3" }),
    startTestServer({ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "", GRAPHQL_LANDING_PAGE: "" }),
  ]);
  user = await createUser(api, "employer");
}, 120_000);

afterAll(async () => {
  await Promise.all([api?.close(), production?.close()]);
});

function firstError(body: any): { message: string; code?: string } {
  const error = body?.errors?.[0];
  return { message: String(error?.message ?? ""), code: error?.extensions?.code };
}

/** Nothing in an error may reveal the server's inside: no stack frames, source paths, SQL or driver names. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|\.ts:\d+|\.js:\d+|node_modules|\/work\/|SELECT|INSERT|UPDATE "|relation "|Prisma|pg-protocol|stack/i);
}

describe("query shape limits", () => {
  const limitCases: Array<{ name: string; query: string; variables?: Record<string, unknown>; message: RegExp }> = [
    {
      name: `depth over ${GRAPHQL_LIMITS.maxDepth}`,
      query: `{ ${"a { ".repeat(GRAPHQL_LIMITS.maxDepth + 2)}b${" }".repeat(GRAPHQL_LIMITS.maxDepth + 2)} }`,
      message: /depth limit/i,
    },
    {
      name: "cost over the limit with literal page sizes",
      query: `{ houseManagers(first: 100) { edges { node { id name reviews(first: 100) { edges { node { id comment rating reviewerUsername } } } } } } }`,
      message: /cost limit/i,
    },
    {
      name: "nested pages passed as variables (graphql-armor's cost rule would see one item per page)",
      query: `query($a: Int, $b: Int) { houseManagers(first: $a) { edges { node { id reviews(first: $b) { edges { node { id } } } } } } }`,
      variables: { a: 100, b: 100 },
      message: /list items/i,
    },
    {
      name: "the same page repeated under aliases, within the alias limit",
      query: `query($a: Int) { ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `p${i}: houseManagers(first: $a) { edges { node { id reviews { totalCount edges { node { id } } } } } }`).join(" ")} }`,
      variables: { a: 100 },
      message: /list items/i,
    },
    {
      name: `more than ${GRAPHQL_LIMITS.maxAliases} aliases`,
      query: `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(" ")} }`,
      message: /aliases limit/i,
    },
    {
      name: `more than ${GRAPHQL_LIMITS.maxTokens} tokens`,
      query: `{ me { ${"id ".repeat(GRAPHQL_LIMITS.maxTokens)} } }`,
      message: /contains more \w+ \d+ tokens/i,
    },
    {
      name: `more than ${GRAPHQL_LIMITS.maxDirectives} directives`,
      query: `{ me { id ${"@include(if: true) ".repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`,
      message: /directives limit/i,
    },
  ];

  it.each(limitCases)("refuses $name with a stable code, before running anything", async ({ query, variables, message }) => {
    await runCase("authz", async () => {
      const res = await api.gql(query, variables);
      expect(res.status).toBe(400);
      const error = firstError(res.body);
      expect(error.message).toMatch(message);
      expect(error.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
      expect(res.body.data).toBeUndefined();
    });
  });

  it("refuses 20 aliased logins in one request without counting any of them", async () => {
    await runCase("authz", async () => {
      const target = await createUser(api, "employer");
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: login(email: "${target.email}", password: "wrong-password-${i}") { accessToken }`).join(" ");
      const res = await api.gql(`mutation { ${aliases} }`);
      expect(res.status).toBe(400);
      expect(firstError(res.body)).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED" });
      expect(firstError(res.body).message).toMatch(/aliases limit/i);
      const login = await api.rest("POST", "/accounts/login/", { body: { email: target.email, password: target.password } });
      expect(login.status).toBe(200);
    });
  });

  it("counts every aliased login that runs toward the login limit (3 failures here)", async () => {
    await runCase("authz", async () => {
      const target = await createUser(api, "employer");
      const codes: string[][] = [];
      for (let request = 0; request < 4; request += 1) {
        const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: login(email: "${target.email}", password: "wrong-${request}-${i}") { accessToken }`).join(" ");
        const res = await api.gql(`mutation { ${aliases} }`);
        codes.push((res.body.errors as Array<{ path: string[]; extensions: { code: string } }>).map((error) => `${error.path[0]} ${error.extensions.code}`));
      }
      // Mutation fields run one after another and a failed login (non-null) ends the request: one guess per request.
      expect(codes).toEqual([["a0 BAD_USER_INPUT"], ["a0 BAD_USER_INPUT"], ["a0 BAD_USER_INPUT"], ["a0 RATE_LIMITED"]]);
      // Locked out now, even with the right password, for this address.
      const login = await api.rest("POST", "/accounts/login/", { body: { email: target.email, password: target.password } });
      expect(login.status).toBe(429);
      expect(login.body.non_field_errors[0]).toMatch(/Too many failed login attempts/);
    });
  });

  it("refuses batched operations (an array body)", async () => {
    await runCase("authz", async () => {
      const res = await api.rest("POST", "/graphql", { body: [{ query: "{ me { id } }" }, { query: "{ me { id } }" }] });
      expect(res.status).toBe(400);
      expect(firstError(res.body).code).toBe("BAD_REQUEST");
    });
  });

  it("gives no field suggestions that would map the schema", async () => {
    await runCase("authz", async () => {
      const res = await api.gql(`{ houseManagerz { totalCount } contrac(id: 1) { id } }`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/Did you mean/i);
    });
  });

  it("applies the same limits to subscriptions over WebSocket", async () => {
    await runCase("authz", async () => {
      const client = createClient({ url: `${api.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${user.accessToken}` }, retryAttempts: 0 });
      try {
        const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: notificationAdded { unreadCount }`).join(" ");
        const errors = await new Promise<unknown>((resolve) => {
          client.subscribe({ query: `subscription { ${aliases} }` }, { next: (result) => resolve(result.errors), error: resolve, complete: () => resolve(undefined) });
        });
        expect(JSON.stringify(errors)).toMatch(/aliases limit/i);
      } finally {
        await client.dispose();
      }
    });
  });
});

/** Every operation in the client's .graphql files, each with the fragments it uses. */
function clientOperations(): Array<{ name: string; document: string; variables: Record<string, unknown> }> {
  const files = filesUnder(path.join(ROOT, "client", "src")).filter((file) => file.endsWith(".graphql"));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(path.join(ROOT, "client", "src", file), "utf8")).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation !== "subscription");
  return operations.map((operation) => {
    const used = new Set<string>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          const fragment = fragments.get(spread.name.value);
          if (fragment) collect(fragment);
        },
      });
    collect(operation);
    // The largest page every variable named first can hold: the worst case a screen can send.
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).filter((v) => /^(first|last|pageSize)$/i.test(v.variable.name.value)).map((v) => [v.variable.name.value, 100]),
    );
    const document = [operation, ...[...used].flatMap((name) => fragments.get(name) ?? [])].map((node) => print(node)).join("\n");
    return { name: operation.name?.value ?? "(anonymous)", document, variables };
  });
}

describe("what the client sends", () => {
  it("fits every limit, even with the largest pages", async () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(5);
    const refused: string[] = [];
    for (const operation of operations) {
      const res = await api.gql(operation.document, operation.variables, user.accessToken);
      const message = firstError(res.body).message;
      if (LIMIT_MESSAGE.test(message) && /limit|at most/i.test(message)) refused.push(`${operation.name}: ${message}`);
    }
    expect(refused).toEqual([]);
  });
});

describe("errors", () => {
  async function withBrokenSearch<T>(server: TestServer, fn: () => Promise<T>): Promise<T> {
    const profiles = server.server.services.profiles;
    // REST searches both sides at once; GraphQL's SearchResult fetches each side on its own.
    const methods = ["search", "searchHouseManagers", "searchEmployers"] as const;
    const originals = methods.map((name) => [name, profiles[name]] as const);
    // A real database error: the message names SQL, a relation and the driver.
    const broken = async () => {
      await server.server.database.prisma.$queryRawUnsafe(`SELECT secret_column FROM "NoSuchTable" WHERE password = 'x'`);
      throw new Error("unreachable");
    };
    for (const name of methods) Object.assign(profiles, { [name]: broken });
    try {
      return await fn();
    } finally {
      for (const [name, original] of originals) Object.assign(profiles, { [name]: original });
    }
  }

  it.each(["test", "production"] as const)("answers an internal fault without stack or SQL (%s mode)", async (mode) => {
    await runCase("fault", async () => {
      const server = mode === "test" ? api : production;
      await withBrokenSearch(server, async () => {
        const graph = await server.gql(`{ search(query: "Wanjiku") { houseManagers { totalCount } } }`);
        expect(graph.status).toBe(200);
        expect(graph.body.errors).toHaveLength(1);
        expect(graph.body.errors[0]).toMatchObject({ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } });
        expect(graph.body.errors[0].extensions.errorId).toMatch(/^[0-9a-f-]{36}$/);
        expectNoInternals(JSON.stringify(graph.body));

        const restRes = await server.rest("GET", "/profiles/search?query=Wanjiku");
        expect(restRes.status).toBe(500);
        expect(restRes.body).toEqual({ error: "Internal server error", errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        expectNoInternals(JSON.stringify(restRes.body));
      });
    });
  });

  it("keeps stable codes for each kind of refusal", async () => {
    await runCase("authz", async () => {
      const codes = {
        parse: firstError((await api.gql(`{ me { id `)).body).code,
        unknownField: firstError((await api.gql(`{ nope }`)).body).code,
        badVariable: firstError((await api.gql(`query($id: ID!) { houseManager(id: $id) { id } }`, { id: { nested: true } })).body).code,
        unauthenticated: firstError((await api.gql(`{ notifications { totalCount } }`)).body).code,
        badToken: firstError((await api.gql(`{ me { id } }`, {}, "not-a-token")).body).code,
        forbidden: firstError((await api.gql(`mutation { createAlbum(title: "x") { id } }`, {}, user.accessToken)).body).code,
        notFound: firstError((await api.gql(`mutation { markNotificationRead(id: "999999") { id } }`, {}, user.accessToken)).body).code,
        badInput: firstError((await api.gql(`mutation { sendMessage(recipientId: "1", content: "   ") { id } }`, {}, user.accessToken)).body).code,
        unstorableText: firstError((await api.gql(`{ search(query: "a\\u0000b") { houseManagers { totalCount } } }`)).body).code,
        unstorableVariable: firstError((await api.gql(`query($q: String!) { search(query: $q) { houseManagers { totalCount } } }`, { q: "a\ud800b" })).body).code,
      };
      expect(codes).toEqual({
        parse: expect.stringMatching(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/),
        unknownField: "GRAPHQL_VALIDATION_FAILED",
        badVariable: "BAD_USER_INPUT",
        unauthenticated: "UNAUTHENTICATED",
        badToken: "UNAUTHENTICATED",
        forbidden: "FORBIDDEN",
        notFound: "NOT_FOUND",
        badInput: "BAD_USER_INPUT",
        unstorableText: "BAD_USER_INPUT",
        unstorableVariable: "BAD_USER_INPUT",
      });
    });
  });
});

describe("introspection and the landing page", () => {
  const INTROSPECT = `{ __schema { queryType { name } } }`;

  it("serves introspection outside production, and refuses it in production by default", async () => {
    await runCase("authz", async () => {
      expect((await api.gql(INTROSPECT)).body.data.__schema.queryType.name).toBe("Query");
      const refused = await production.gql(INTROSPECT);
      expect(refused.status).toBe(400);
      expect(firstError(refused.body).code).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(firstError(refused.body).message).toMatch(/introspection/i);
    });
  });

  it("turns introspection and the landing page on in production when configured", async () => {
    await runCase("authz", async () => {
      const opened = await startTestServer({ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "true", GRAPHQL_LANDING_PAGE: "true" });
      try {
        expect((await opened.gql(INTROSPECT)).body.data.__schema.queryType.name).toBe("Query");
        const page = await opened.rest("GET", "/graphql", { headers: { accept: "text/html" } });
        expect(page.status).toBe(200);
        expect(String(page.body)).toMatch(/MaidMatch API explorer/);
      } finally {
        await opened.close();
      }
    });
  });

  it("shows no explorer in production by default, and keeps the strict CSP there and on the explorer", async () => {
    await runCase("authz", async () => {
      const page = await production.rest("GET", "/graphql", { headers: { accept: "text/html" } });
      expect(String(page.body)).not.toMatch(/MaidMatch API explorer|embeddable-sandbox|apollo-server-landing-page/i);
      expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      // Outside production the explorer is offered, built locally, under the same strict policy.
      const dev = await api.rest("GET", "/graphql", { headers: { accept: "text/html" } });
      expect(String(dev.body)).toMatch(/MaidMatch API explorer/);
      expect(dev.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      expect((await api.rest("GET", "/healthz")).headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    });
  });
});

describe("CSRF prevention", () => {
  const MUTATION = `mutation { contactMaidMatch(name: "A", email: "a@example.co.ke", message: "csrf") { success } }`;

  async function contactCount() {
    return api.server.database.prisma.contactMessage.count();
  }

  it.each([
    ["a GET mutation", () => api.rest("GET", `/graphql?query=${encodeURIComponent(MUTATION)}`)],
    ["a GET query without a preflight header", () => api.rest("GET", `/graphql?query=${encodeURIComponent("{ me { id } }")}`)],
    ["a text/plain POST", () => api.rest("POST", "/graphql", { raw: JSON.stringify({ query: MUTATION }), headers: { "content-type": "text/plain" } })],
    ["a form-urlencoded POST", () => api.rest("POST", "/graphql", { raw: `query=${encodeURIComponent(MUTATION)}`, headers: { "content-type": "application/x-www-form-urlencoded" } })],
    [
      "a multipart POST without Apollo-Require-Preflight",
      () => {
        const form = formData({
          operations: JSON.stringify({ query: `mutation($f: Upload!) { uploadProfilePhoto(file: $f) { id } }`, variables: { f: null } }),
          map: JSON.stringify({ 0: ["variables.f"] }),
          0: { data: PNG, name: "photo.png", type: "image/png" },
        });
        return api.rest("POST", "/graphql", { raw: form, token: user.accessToken });
      },
    ],
  ] as const)("refuses %s and runs nothing", async (_name, send) => {
    await runCase("authz", async () => {
      const contacts = await contactCount();
      const media = filesUnder(api.server.config.mediaDir).length;
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toMatch(/CSRF|GET requests|preflight|only be used/i);
      expect(await contactCount()).toBe(contacts);
      expect(filesUnder(api.server.config.mediaDir).length).toBe(media);
    });
  });

  it("serves a GET query carrying the preflight header", async () => {
    await runCase("authz", async () => {
      const res = await api.rest("GET", `/graphql?query=${encodeURIComponent("{ me { id } }")}`, { headers: { "apollo-require-preflight": "true" } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ me: null });
    });
  });
});
