// /settings: notification preferences load from and save to the account, the theme stays on this device, Change
// Password shows each field's error and stores the new session, and nothing on the page pretends (no two-factor box).
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordDocument, SaveNotificationPreferencesDocument, SettingsAccountDocument } from "../../client/src/gql/graphql";
import { renderApp, storeSession, unreadBadgeMocks } from "./render";

function accountMock(prefs = { emailNotifications: true, smsNotifications: false }): MockLink.MockedResponse {
  return {
    request: { query: SettingsAccountDocument },
    result: {
      data: {
        me: {
          __typename: "User",
          id: "7",
          username: "wanjiku",
          firstName: "Wanjiku",
          lastName: "Kamau",
          email: "wanjiku@example.com",
          notificationPreferences: { __typename: "NotificationPreferences", ...prefs },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("settings page", () => {
  it("starts from the account's preferences and shows who is signed in, with no two-factor box", async () => {
    storeSession();
    renderApp("/settings", [accountMock({ emailNotifications: false, smsNotifications: true }), ...unreadBadgeMocks(0)]);
    const email = (await screen.findByLabelText("Email notifications")) as HTMLInputElement;
    expect(email.checked).toBe(false);
    expect((screen.getByLabelText("SMS notifications") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Wanjiku Kamau")).toBeTruthy();
    expect(screen.getByText("wanjiku@example.com")).toBeTruthy();
    expect(screen.queryByLabelText(/Two-factor/i)).toBeNull();
  });

  it("saves the email preference to the account, says so, and keeps the dark theme on this device", async () => {
    storeSession();
    const saved = vi.fn(() => ({ data: { updateNotificationPreferences: { __typename: "NotificationPreferences", emailNotifications: false, smsNotifications: false } } }));
    renderApp("/settings", [
      accountMock(),
      { request: { query: SaveNotificationPreferencesDocument, variables: { input: { emailNotifications: false, smsNotifications: false } } }, result: saved },
      ...unreadBadgeMocks(0),
    ]);
    fireEvent.click(await screen.findByLabelText("Email notifications"));
    fireEvent.change(screen.getByLabelText("Theme"), { target: { value: "dark" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset["theme"]).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("says when saving fails", async () => {
    storeSession();
    renderApp("/settings", [
      accountMock(),
      { request: { query: SaveNotificationPreferencesDocument, variables: { input: { emailNotifications: true, smsNotifications: true } } }, error: new TypeError("Failed to fetch") },
      ...unreadBadgeMocks(0),
    ]);
    fireEvent.click(await screen.findByLabelText("SMS notifications"));
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Your settings could not be saved. Please try again.")).toBeTruthy();
  });

  it("asks a visitor to log in and offers only the theme", async () => {
    renderApp("/settings");
    expect(await screen.findByText(/Log in to choose your notifications/)).toBeTruthy();
    expect(screen.queryByLabelText("Email notifications")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change Password" })).toBeNull();
    expect(screen.getByLabelText("Theme")).toBeTruthy();
  });
});

describe("Change Password", () => {
  const variables = { oldPassword: "old-Passw0rd!", password: "n3w-Passw0rd!", password2: "n3w-Passw0rd!" };

  async function fillForm(password2 = variables.password2) {
    await screen.findByRole("heading", { name: "Change Password" });
    fill("Current password", variables.oldPassword);
    fill("New password", variables.password);
    fill("New password again", password2);
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
  }

  it("refuses different new passwords without sending", async () => {
    storeSession();
    renderApp("/settings", [accountMock(), ...unreadBadgeMocks(0)]);
    await fillForm("something-else");
    expect(await screen.findByText("Passwords must match")).toBeTruthy();
    expect(screen.getByLabelText("New password again").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the server's error under the field it belongs to", async () => {
    storeSession();
    renderApp("/settings", [
      accountMock(),
      {
        request: { query: ChangePasswordDocument, variables },
        result: {
          errors: [
            {
              message: "Invalid input",
              extensions: { code: "BAD_USER_INPUT", fieldErrors: { old_password: ["Your old password was entered incorrectly. Please enter it again."] } },
            },
          ],
        },
      },
      ...unreadBadgeMocks(0),
    ]);
    await fillForm();
    const error = await screen.findByText("Your old password was entered incorrectly. Please enter it again.");
    expect(screen.getByLabelText("Current password").getAttribute("aria-describedby")).toContain(error.id);
  });

  it("changes the password, keeps this device signed in with the new tokens, and clears the form", async () => {
    storeSession();
    const expiry = new Date(Date.now() + 15 * 60_000).toISOString();
    renderApp("/settings", [
      accountMock(),
      {
        request: { query: ChangePasswordDocument, variables },
        result: {
          data: {
            changePassword: { __typename: "AuthPayload", accessToken: "access-2", accessExpiry: expiry, refreshToken: "refresh-2", user: { __typename: "User", id: "7", username: "wanjiku", email: "wanjiku@example.com" } },
          },
        },
      },
      ...unreadBadgeMocks(0),
    ]);
    await fillForm();
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem("refreshToken")).toBe("refresh-2"));
    expect(window.localStorage.getItem("accessToken")).toBe("access-2");
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });
});
