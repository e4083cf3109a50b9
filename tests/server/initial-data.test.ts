// A public house manager's page carries its first query's answer (server/src/lib/initial-data.ts), exactly what the
// client's own query would get from /graphql as a visitor, in a hidden element's attribute no profile text can break out of.
import { existsSync } from "node:fs";
import path from "node:path";
import { print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HouseManagerProfileDocument } from "../../client/src/gql/graphql.js";
import { withTypenames } from "../../server/src/lib/initial-data.js";
import { createPerson } from "./profile-helpers.js";
import { startTestServer, type TestServer } from "./harness.js";
import { ROOT } from "../support/processes.js";

const BIO = `I cook </script><script>alert(1)</script> & clean <b onclick="x">javascript:</b> 'really'`;

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

/** The JSON in the page, its character references read back as a browser would. */
const block = (html: string) =>
  /<div id="initial-data" hidden data-json="([^"]*)"><\/div>/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));

describe.skipIf(!existsSync(path.join(ROOT, "dist", "client", "index.html")))("a house manager's page with its first answer", () => {
  it("carries the visitor's answer to the page's query, with the bio's markup escaped", async () => {
    const manager = await createPerson(api, "house_manager", { bio: BIO });
    const html = await (await fetch(`${api.url}/profile/house_manager/${manager.profileId}`, { headers: { accept: "text/html" } })).text();
    const json = block(html);
    expect(json).toBeDefined();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("</script><script>");
    // Nothing in it reads as an inline script or handler (tests/security/http-hygiene.test.ts's checks).
    for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) expect(attributes).toMatch(/\bsrc=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    const initial = JSON.parse(json!) as { operationName: string; variables: { id: string }; data: unknown };
    expect(initial.operationName).toBe("HouseManagerProfile");
    expect(initial.variables).toEqual({ id: String(manager.profileId) });
    const asked = await api.gql(print(withTypenames(HouseManagerProfileDocument as unknown as DocumentNode)), initial.variables);
    expect(initial.data).toEqual(asked.body.data);
    expect((initial.data as { houseManager: { bio: string; __typename: string } }).houseManager).toMatchObject({ bio: BIO, __typename: "HouseManager" });
  });

  it("is left out for an unknown profile and on other pages", async () => {
    for (const pathname of ["/profile/house_manager/999999", "/findhousegirl/", "/"]) {
      const html = await (await fetch(`${api.url}${pathname}`, { headers: { accept: "text/html" } })).text();
      expect(block(html), pathname).toBeUndefined();
    }
  });
});
