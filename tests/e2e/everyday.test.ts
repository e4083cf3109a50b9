// Everyday use in a real browser: /settings saves to the account and changes the password; on a phone the header shows the
// unread count with the menu closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { gql, postJsonStatus, registerViaApi } from "./helpers.js";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe("/settings", () => {
  it("saves the email preference to the account and changes the password", async () => {
    const user = await registerViaApi(e2e.url, "house_manager");
    const { context, page } = await e2e.newPage({ width: 360, height: 740 });
    try {
      // Logging in from /settings (the visitor's prompt) comes back to it.
      await page.goto("/settings");
      await page.getByRole("link", { name: "Log in" }).click();
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL("**/settings");
      const email = page.getByLabel("Email notifications");
      expect(await email.isChecked()).toBe(true);
      expect(await page.getByLabel(/Two-factor/i).count()).toBe(0);
      await email.uncheck();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await page.getByText("Settings saved").waitFor();
      const saved = await gql<{ me: { notificationPreferences: { emailNotifications: boolean } } }>(e2e.url, "{ me { notificationPreferences { emailNotifications } } }", {}, user.token);
      expect(saved.me.notificationPreferences.emailNotifications).toBe(false);
      await page.reload();
      await page.getByLabel("Email notifications").waitFor();
      expect(await page.getByLabel("Email notifications").isChecked()).toBe(false);

      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByLabel("New password", { exact: true }).fill("Mpya-Siri-2026!");
      await page.getByLabel("New password again").fill("Mpya-Siri-2026!");
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Your old password was entered incorrectly. Please enter it again.").waitFor();

      await page.getByLabel("Current password").fill(user.password);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Your password has been changed.").waitFor();
      await e2e.screenshot(page, "settings-phone");
      expect(await postJsonStatus(`${e2e.url}/accounts/login/`, { email: user.email, password: user.password })).toBe(400);
      expect(await postJsonStatus(`${e2e.url}/accounts/login/`, { email: user.email, password: "Mpya-Siri-2026!" })).toBe(200);
      // This device stays signed in with the new tokens.
      await page.reload();
      await page.getByLabel("Email notifications").waitFor();
    } finally {
      await context.close();
    }
  });
});
