// The service worker's rules for GraphQL answers kept offline (client/src/shared/offline-cache.ts): only named queries,
// one partition per signed-in user, visitors' answers apart from everyone's.
import { describe, expect, it } from "vitest";
import { PUBLIC_ANSWERS_CACHE, SIGNED_IN_ANSWERS_CACHE, answerKey, keptOperation, tokenSubject } from "../../client/src/shared/offline-cache";

const body = (operationName: string, query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ operationName, variables, query });
/** An unsigned JWT-shaped token for `sub` (the worker only reads which user it names; the server checks tokens). */
const tokenFor = (sub: string) => `Bearer ${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ sub, typ: "employer" })).replace(/=+$/, "")}.signature`;

describe("keptOperation", () => {
  it("keeps named queries, with their fragments after them", () => {
    expect(keptOperation(body("HouseManagerProfile", "query HouseManagerProfile($id: ID!) { houseManager(id: $id) { ...ProfileDetails } }\nfragment ProfileDetails on Profile { id }"))).toBe(true);
  });
  it("never keeps mutations, subscriptions, introspection, unnamed or unreadable bodies", () => {
    expect(keptOperation(body("SessionLogout", "mutation SessionLogout($refreshToken: String!) { logout(refreshToken: $refreshToken) }"))).toBe(false);
    expect(keptOperation(body("OnNotification", "subscription OnNotification { notificationAdded { id } }"))).toBe(false);
    expect(keptOperation(body("IntrospectionQuery", "query IntrospectionQuery { __schema { types { name } } }"))).toBe(false);
    expect(keptOperation(JSON.stringify({ query: "{ houseManagers { totalCount } }" }))).toBe(false);
    expect(keptOperation("--boundary\r\nContent-Disposition: form-data")).toBe(false);
  });
  it("reads the operation the name points at, not another one in the document", () => {
    const document = "query Other { me { id } }\nmutation Change { logout(refreshToken: \"x\") }";
    expect(keptOperation(body("Change", document))).toBe(false);
    expect(keptOperation(body("Other", document))).toBe(true);
  });
});

describe("answerKey", () => {
  const profile = body("HouseManagerProfile", "query HouseManagerProfile($id: ID!) { houseManager(id: $id) { id } }", { id: "9" });

  it("keeps visitors' answers in the public cache, keyed by the exact request", async () => {
    const key = await answerKey("https://maidmatch.test", profile, null);
    expect(key?.cache).toBe(PUBLIC_ANSWERS_CACHE);
    expect(key?.url).toMatch(/^https:\/\/maidmatch\.test\/__offline\/graphql\/public\/[0-9a-f]{64}$/);
    expect((await answerKey("https://maidmatch.test", profile, null))?.url).toBe(key?.url);
    const other = body("HouseManagerProfile", "query HouseManagerProfile($id: ID!) { houseManager(id: $id) { id } }", { id: "10" });
    expect((await answerKey("https://maidmatch.test", other, null))?.url).not.toBe(key?.url);
  });

  it("gives each signed-in user a partition of their own, apart from visitors", async () => {
    const first = await answerKey("https://maidmatch.test", profile, tokenFor("41"));
    const second = await answerKey("https://maidmatch.test", profile, tokenFor("42"));
    const visitor = await answerKey("https://maidmatch.test", profile, null);
    expect(first?.cache).toBe(SIGNED_IN_ANSWERS_CACHE);
    expect(first?.url).toContain("/__offline/graphql/user-41/");
    expect(second?.url).toContain("/__offline/graphql/user-42/");
    expect(new Set([first?.url, second?.url, visitor?.url]).size).toBe(3);
  });

  it("keeps nothing for a token whose user cannot be read", async () => {
    expect(await answerKey("https://maidmatch.test", profile, "Bearer not-a-jwt")).toBeNull();
    expect(await answerKey("https://maidmatch.test", profile, tokenFor("../../etc"))).toBeNull();
    expect(tokenSubject("Basic abc")).toBeNull();
  });
});
