// The API explorer in Chromium: GET /graphql renders GraphiQL from this origin only (the network log holds no other
// host), under the app's CSP without a violation, and runs a query against the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe("the API explorer", () => {
  it("renders from this origin only, under the CSP, and runs a query", async () => {
    const { context, page } = await e2e.newPage();
    try {
      const origin = new URL(e2e.url).origin;
      const requested: string[] = [];
      const cspViolations: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      // The schema arrives by introspection (the Docs pane can open), then the default query runs: a click on Run
      // before the schema has arrived does nothing, and the grown schema takes a moment on a loaded machine.
      const introspected = page.waitForResponse((response) => response.url().endsWith("/graphql") && /IntrospectionQuery|__schema/.test(response.request().postData() ?? ""), { timeout: 30_000 });
      await page.goto("/graphql");
      await page.locator(".graphiql-container").waitFor();
      await page.getByText("MaidMatch API", { exact: false }).first().waitFor();
      await introspected;
      await page.waitForTimeout(500);
      await page.locator(".graphiql-execute-button").click();
      await expect.poll(async () => (await page.locator(".graphiql-response").textContent()) ?? "", { timeout: 15_000 }).toMatch(/"totalCount"/);
      await page.getByRole("button", { name: /documentation explorer/i }).click();
      await page.locator(".graphiql-doc-explorer").getByText("Query", { exact: true }).first().click();
      await page.getByText("Entry points for reading", { exact: false }).first().waitFor();
      await e2e.screenshot(page, "explorer");

      const foreign = requested.filter((url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin);
      expect(foreign).toEqual([]);
      expect(requested.some((url) => url.includes("/explorer/assets/"))).toBe(true);
      expect(cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
