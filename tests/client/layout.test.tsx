// The shared layout: search box, menus for visitors and members, the unread badge, logout, and the not-found page.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp, storeSession, unreadBadgeMocks, viewerMock } from "./render";

describe("search box", () => {
  it("says 'Please enter a search query.' in the app (no browser alert) on an empty or blank query and stays put", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    renderApp("/contact");
    const button = await screen.findByRole("button", { name: "Search" });
    fireEvent.click(button);
    expect((await screen.findByTestId("toast")).textContent).toContain("Please enter a search query.");
    fireEvent.change(screen.getByPlaceholderText("Search by Name or Location"), { target: { value: "   " } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId("toast")).toHaveLength(2));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId("location").textContent).toBe("/contact");
  });

  it("opens /search?query= with the URL-encoded text", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    renderApp("/contact");
    fireEvent.change(await screen.findByPlaceholderText("Search by Name or Location"), { target: { value: " Mary & Co, Nairobi " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/search?query=Mary%20%26%20Co%2C%20Nairobi"));
    expect(alert).not.toHaveBeenCalled();
    expect(await screen.findByText("Results for “Mary & Co, Nairobi”")).toBeTruthy();
    // The box holds the query shown, to be corrected where it was typed.
    expect((screen.getByPlaceholderText("Search by Name or Location") as HTMLInputElement).value).toBe("Mary & Co, Nairobi");
  });

  it("shows the results page's query in the box when the page is opened from a link", async () => {
    renderApp("/search?query=Wanjku");
    expect(await screen.findByText("Results for “Wanjku”")).toBeTruthy();
    expect((screen.getByPlaceholderText("Search by Name or Location") as HTMLInputElement).value).toBe("Wanjku");
  });
});

describe("top bar", () => {
  it("offers Register and Login to visitors", async () => {
    renderApp("/contact");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: /Find House Girl/ }).getAttribute("href")).toBe("/findhousegirl/");
    expect(within(nav).getByRole("link", { name: /Contact/ }).getAttribute("href")).toBe("/contact");
    expect(within(nav).getByRole("link", { name: /Register/ }).getAttribute("href")).toBe("/register");
    expect(within(nav).getByRole("link", { name: /Login/ }).getAttribute("href")).toBe("/login");
    expect(within(nav).queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("shows member links and a live unread badge when logged in", async () => {
    storeSession();
    renderApp("/contact", unreadBadgeMocks(2, 5));
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: /Profile/ }).getAttribute("href")).toBe("/profile");
    expect(within(nav).getByRole("link", { name: /Settings/ }).getAttribute("href")).toBe("/settings");
    expect(within(nav).getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: /Login/ })).toBeNull();
    expect((await screen.findByTestId("unread-badge")).textContent).toBe("2");
    // The notificationAdded event carries the new count.
    await waitFor(() => expect(screen.getByTestId("unread-badge").textContent).toBe("5"));
    expect(within(nav).getByRole("link", { name: /Notifications, 5 unread/ }).getAttribute("href")).toBe("/notifications/");
  });

  it("links operators, and only operators, to the console at /operator/ (in place of Contracts)", async () => {
    storeSession();
    renderApp("/contact", [...unreadBadgeMocks(0), viewerMock("operator")]);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect((await within(nav).findByRole("link", { name: /Console/ })).getAttribute("href")).toBe("/operator/");
    expect(within(nav).queryByRole("link", { name: /Contracts/ })).toBeNull();
    cleanup();
    storeSession();
    renderApp("/contact", [...unreadBadgeMocks(0), viewerMock("employer")]);
    const memberNav = await screen.findByRole("navigation", { name: "Main" });
    await within(memberNav).findByRole("link", { name: /Profile/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(memberNav).queryByRole("link", { name: /Console/ })).toBeNull();
    expect(within(memberNav).getByRole("link", { name: /Contracts/ }).getAttribute("href")).toBe("/contracts");
  });

  it("hides the badge when nothing is unread", async () => {
    storeSession();
    renderApp("/contact", unreadBadgeMocks(0));
    await screen.findAllByRole("link", { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  it("toggles the burger menu with aria-expanded pointing at the menu", async () => {
    renderApp("/contact");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(menu?.tagName).toBe("NAV");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(menu?.className).toContain("is-open");
    fireEvent.click(within(menu!).getByRole("link", { name: /Find House Girl/ }));
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("logs out: revokes the refresh token, clears the six keys and opens /login", async () => {
    storeSession();
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ data: { logout: { success: true, message: "ok" } } })));
    renderApp("/settings", unreadBadgeMocks(0));
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(window.localStorage.length).toBe(0);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain("logout(refreshToken: $refreshToken)");
    expect(body.variables).toEqual({ refreshToken: "refresh-1" });
    expect(await screen.findByRole("link", { name: /Login/ })).toBeTruthy();
  });

  it("sends visitors from /profile/ and /notifications/ to /login", async () => {
    renderApp("/profile/");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
  });
});

describe("footer", () => {
  it("links home, Find House Girl, About, Contact and Privacy, with contact details", async () => {
    renderApp("/contact");
    const footer = await screen.findByRole("navigation", { name: "Footer" });
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/", "/findhousegirl/", "/about", "/contact", "/privacy"]);
    expect(screen.getAllByText(/hello@maidmatch\.co\.ke/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "MaidMatch on Facebook" })).toBeTruthy();
  });
});

describe("not-found page", () => {
  it.each(["/about", "/no/such/page"])("shows 'NoPage' at %s", async (path) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "NoPage" })).toBeTruthy();
  });
});
