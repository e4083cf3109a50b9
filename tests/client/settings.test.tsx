// Settings: local only, with the spec's defaults; saving logs and confirms without any network call.
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "./render";

describe("settings page", () => {
  it("starts with email notifications on and SMS off", async () => {
    renderApp("/settings");
    const email = (await screen.findByLabelText("Email notifications")) as HTMLInputElement;
    const sms = screen.getByLabelText("SMS notifications") as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(sms.checked).toBe(false);
    expect((screen.getByLabelText("Two-factor authentication") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Theme") as HTMLSelectElement).value).toBe("light");
    for (const label of ["Name", "Email", "Phone"]) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it("saves to the console only, confirms, and applies the dark theme", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderApp("/settings");
    fireEvent.click(await screen.findByLabelText("SMS notifications"));
    fireEvent.change(screen.getByLabelText("Theme"), { target: { value: "dark" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved on this device")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Settings saved:", expect.objectContaining({ smsNotifications: true, emailNotifications: true, theme: "dark" }));
    expect(document.documentElement.dataset["theme"]).toBe("dark");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("answers the change-password button with visible guidance", async () => {
    renderApp("/settings");
    const button = await screen.findByRole("button", { name: "Change Password" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/To change your password/).closest("[hidden]")).toBeNull();
  });
});
