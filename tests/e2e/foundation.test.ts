// The shell in a real browser: register, log in, stay logged in across a reload, log out; search alert; NoPage; burger menu.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe("accounts in the browser", () => {
  it("registers, is sent to /login after the message, logs in, survives a reload and logs out", async () => {
    const { context, page } = await e2e.newPage();
    try {
      const username = `amina${Date.now().toString(36)}`;
      const email = `${username}@example.co.ke`;
      await page.goto("/register");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("First name").fill("Amina");
      await page.getByLabel("Last name").fill("Hassan");
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill("Tamu-Chai-2026");
      await page.getByLabel("Password again").fill("Tamu-Chai-2026");
      await page.getByLabel("I am").selectOption("employer");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByText("Registration successful. You can now log in.").waitFor();
      await page.waitForURL("**/login", { timeout: 6000 });

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Tamu-Chai-2026");
      await page.getByRole("button", { name: "Login" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Profile" }).waitFor();
      expect(await nav.getByRole("link", { name: "Settings" }).isVisible()).toBe(true);
      expect(await nav.getByRole("link", { name: /Notifications/ }).isVisible()).toBe(true);
      expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(0);
      const stored = await page.evaluate(() => ["accessToken", "accessExpiry", "refreshToken", "email", "username", "userId"].map((key) => localStorage.getItem(key)));
      expect(stored.every((value) => value !== null && value !== "")).toBe(true);
      expect(stored[3]).toBe(email);
      expect(stored[4]).toBe(username);

      await page.reload();
      await nav.getByRole("link", { name: "Profile" }).waitFor();
      await e2e.screenshot(page, "logged-in-home");

      await nav.getByRole("button", { name: "Log out" }).click();
      await page.waitForURL("**/login");
      await nav.getByRole("link", { name: "Login" }).waitFor();
      expect(await nav.getByRole("link", { name: "Register" }).isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it("shows the server's message for a wrong password", async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto("/login");
      await page.getByLabel("Email").fill("nobody@example.co.ke");
      await page.getByLabel("Password", { exact: true }).fill("Wrong-Password-1");
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByText("Invalid email or password").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("the shared layout", () => {
  it("says so in the app on an empty search and navigates to the results otherwise", async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto("/");
      // The app says it itself (a toast), not the browser's alert box.
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByTestId("toast").getByText("Please enter a search query.").waitFor();
      expect(alerts).toEqual([]);
      await page.getByPlaceholder("Search by Name or Location").fill("Nakuru");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL("**/search?query=Nakuru");
    } finally {
      await context.close();
    }
  });

  it("shows NoPage on an unknown route and on /about", async () => {
    const { context, page } = await e2e.newPage();
    try {
      for (const path of ["/no/such/page", "/about"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.getByText("NoPage").waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it("opens the burger menu at 360 px", async () => {
    const { context, page } = await e2e.newPage({ width: 360, height: 740 });
    try {
      await page.goto("/");
      const burger = page.getByRole("button", { name: "Open menu" });
      const loginLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" });
      expect(await loginLink.isVisible()).toBe(false);
      await burger.click();
      await loginLink.waitFor({ state: "visible" });
      expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await e2e.screenshot(page, "menu-360");
    } finally {
      await context.close();
    }
  });
});
