// Refusals of oversized operations read as the limit they hit (never "Syntax Error"), name it in extensions.limit,
// and the list-size count treats search's `first` as the default page of its connections, not as a multiplier.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { GRAPHQL_LIMITS } from "../../server/src/graphql/server.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

describe("limit errors", () => {
  const cases = [
    { name: "depth", query: `{ ${"a { ".repeat(GRAPHQL_LIMITS.maxDepth + 2)}b${" }".repeat(GRAPHQL_LIMITS.maxDepth + 2)} }`, message: /^Depth limit exceeded: .* at most 10 /, max: 10 },
    {
      name: "cost",
      query: `{ houseManagers(first: 100) { edges { node { id reviews(first: 100) { edges { node { id comment } } } } } } }`,
      message: /^Cost limit exceeded: the operation costs \d+; at most 5000 is allowed/,
      max: 5000,
    },
    { name: "aliases", query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(" ")} }`, message: /^Aliases limit exceeded: the operation uses 16 aliases; at most 15/, max: 15 },
    { name: "tokens", query: `{ me { ${"id ".repeat(GRAPHQL_LIMITS.maxTokens)} } }`, message: /^Token limit exceeded: the operation contains more than 2000 tokens/, max: 2000 },
    {
      name: "listItems",
      query: `query($a: Int) { houseManagers(first: $a) { edges { node { reviews(first: $a) { edges { node { id } } } } } } }`,
      variables: { a: 100 },
      message: /^List size limit exceeded: the operation asks for up to 10100 list items; at most 5000/,
      max: 5000,
    },
  ];
  for (const { name, query, variables, message, max } of cases) {
    it(`says the ${name} limit was exceeded, with its maximum`, async () => {
      const res = await api.gql(query, variables);
      expect(res.status).toBe(400);
      const [error] = res.body.errors;
      expect(error.message).not.toMatch(/syntax error/i);
      expect(error.message).toMatch(message);
      expect(error.extensions.limit).toEqual({ name, max });
      expect(error.extensions.code).toBe(name === "tokens" ? "GRAPHQL_PARSE_FAILED" : "GRAPHQL_VALIDATION_FAILED");
    });
  }

  it("says a page over 100 is over the page size limit", async () => {
    const res = await api.gql(`{ houseManagers(first: 101) { totalCount } }`);
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/page size limit/), extensions: { code: "BAD_USER_INPUT", fieldErrors: { first: [expect.stringMatching(/between 0 and 100/)] } } });
  });
});

describe("list-size count under search", () => {
  it("takes search's first as its connections' default page, not as a factor over them", async () => {
    // 100 employers + 40 house managers with 10 reviews each = 540 items: accepted (multiplying by 100 would refuse it).
    const ok = await api.gql(
      `query($n: Int, $h: Int, $r: Int) { search(query: "Nairobi", first: $n) { employers { totalCount } houseManagers(first: $h) { edges { node { id reviews(first: $r) { totalCount } } } } } }`,
      { n: 100, h: 40, r: 10 },
    );
    expect(ok.body.errors).toBeUndefined();
    // Search's default applies under it: 100 house managers × (1 + 60 reviews) is refused.
    const big = await api.gql(`query($r: Int) { search(query: "Nairobi", first: 100) { houseManagers { edges { node { reviews(first: $r) { totalCount } } } } } }`, { r: 60 });
    expect(big.body.errors[0].extensions.limit).toEqual({ name: "listItems", max: 5000 });
  });
});
