// The API explorer at GET /graphql (development): GraphiQL built from npm packages, served from this origin under the
// app's CSP. Every script, style, font and image the page and its stylesheets load is same-origin (or inline data:).
// Needs the built client (npm run build:client); without it the test fails under CI and is skipped elsewhere.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { ROOT } from "../support/processes.js";

const BUILT = path.join(ROOT, "dist", "client", "explorer", "explorer.html");
const built = existsSync(BUILT);
if (!built && process.env.CI) throw new Error(`${BUILT} is missing: CI builds the client (npm run build) before npm test`);

let api: TestServer;
let production: TestServer;
beforeAll(async () => {
  [api, production] = await Promise.all([startTestServer(), startTestServer({ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "", GRAPHQL_LANDING_PAGE: "" })]);
});
afterAll(async () => {
  await Promise.all([api?.close(), production?.close()]);
});

/** The value of `name` in one HTML tag's attributes. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
}

/** URLs in CSS that the browser would fetch: url(...) and @import, data: ones excluded. */
function cssUrls(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2]!);
  const imports = [...css.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return [...urls, ...imports].filter((url) => !url.startsWith("data:"));
}

describe.skipIf(!built)("the explorer page", () => {
  it("loads every script, style, font and image from this origin, under the app's CSP", async () => {
    const res = await fetch(`${api.url}/graphql`, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/font-src 'self' data:/);
    const html = await res.text();
    expect(html).toMatch(/<title>MaidMatch API explorer<\/title>/);
    // No inline script: the CSP (script-src 'self') would refuse it.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((match) => !attribute(match[1]!, "src") && match[2]!.trim());
    expect(inline).toEqual([]);
    const tags = (element: string) => html.match(new RegExp(`<${element}\\b[^>]*>`, "gi")) ?? [];
    const resources = [
      ...tags("script").map((tag) => attribute(tag, "src")),
      ...tags("link").map((tag) => attribute(tag, "href")),
      ...tags("img").map((tag) => attribute(tag, "src")),
    ].filter((url): url is string => Boolean(url));
    expect(resources.some((url) => /\.js$/.test(url))).toBe(true);
    expect(resources.some((url) => /\.css$/.test(url))).toBe(true);
    const origin = new URL(api.url).origin;
    const fetched: string[] = [];
    for (const resource of resources) {
      const url = new URL(resource, `${api.url}/graphql`);
      expect(url.origin, resource).toBe(origin);
      const asset = await fetch(url);
      expect(asset.status, resource).toBe(200);
      fetched.push(url.pathname);
      if (url.pathname.endsWith(".css")) {
        for (const inner of cssUrls(await asset.text())) expect(new URL(inner, url).origin, `${inner} in ${resource}`).toBe(origin);
      }
    }
    // Scripts import further chunks only by relative paths (./x.js), never from another host.
    for (const script of fetched.filter((name) => name.endsWith(".js"))) {
      const code = await (await fetch(`${api.url}${script}`)).text();
      expect(code, script).not.toMatch(/\bimport\s*\(?\s*["']https?:\/\//);
      expect(code, script).not.toMatch(/\bfrom\s*["']https?:\/\//);
    }
  });

  it("is not offered in production, nor to API clients or GET queries", async () => {
    const prod = await fetch(`${production.url}/graphql`, { headers: { accept: "text/html" } });
    expect(await prod.text()).not.toMatch(/MaidMatch API explorer/);
    const json = await fetch(`${api.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, { headers: { accept: "text/html, application/json", "apollo-require-preflight": "true" } });
    expect(await json.text()).not.toMatch(/MaidMatch API explorer/);
    const client = await fetch(`${api.url}/graphql`, { headers: { accept: "application/json" } });
    expect(await client.text()).not.toMatch(/MaidMatch API explorer/);
  });

  it("is the built page, which keeps GraphiQL out of the app's own entry", () => {
    const app = readFileSync(path.join(ROOT, "dist", "client", "index.html"), "utf8");
    expect(app).not.toMatch(/explorer/);
    expect(readFileSync(BUILT, "utf8")).toMatch(/\/explorer\/assets\/explorer-[\w-]+\.js/);
  });
});
