// The session: expiry timer, silent refresh with the refreshToken mutation, logout when refresh fails, and other tabs.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REFRESH_LEAD_MS, readSession, refreshDelay, type StoredSession } from "../../client/src/shared/session";
import { renderApp, storeSession, unreadBadgeMocks } from "./render";

function refreshAnswer(accessToken: string, refreshToken: string, minutes = 15) {
  return new Response(
    JSON.stringify({
      data: {
        refreshToken: {
          accessToken,
          accessExpiry: new Date(Date.now() + minutes * 60_000).toISOString(),
          refreshToken,
          user: { id: "7", username: "wanjiku", email: "wanjiku@example.com" },
        },
      },
    }),
    { headers: { "content-type": "application/json" } },
  );
}

describe("refresh timing", () => {
  it("refreshes a minute before expiry, or halfway for short-lived tokens", () => {
    const now = Date.parse("2026-03-05T10:00:00Z");
    const at = (ms: number) => ({ accessExpiry: new Date(now + ms).toISOString() }) as StoredSession;
    expect(refreshDelay(at(15 * 60_000), now)).toBe(15 * 60_000 - REFRESH_LEAD_MS);
    expect(refreshDelay(at(40_000), now)).toBe(20_000);
    expect(refreshDelay(at(-5_000), now)).toBe(0);
    expect(refreshDelay({ accessExpiry: "garbage" } as StoredSession, now)).toBe(0);
  });
});

describe("session provider", () => {
  it("renews an expired access token silently on load and keeps the user logged in", async () => {
    storeSession(-1);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(refreshAnswer("access-2", "refresh-2"));
    renderApp("/settings", unreadBadgeMocks(0));
    await waitFor(() => expect(window.localStorage.getItem("accessToken")).toBe("access-2"));
    expect(window.localStorage.getItem("refreshToken")).toBe("refresh-2");
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain("refreshToken(refreshToken: $refreshToken)");
    expect(body.variables).toEqual({ refreshToken: "refresh-1" });
    expect(screen.getByTestId("location").textContent).toBe("/settings");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("clears every key and opens /login when the server refuses the refresh token", async () => {
    storeSession(-1);
    window.localStorage.setItem("unrelated", "kept");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ errors: [{ message: "Invalid refresh token", extensions: { code: "UNAUTHENTICATED" } }] }), {
        headers: { "content-type": "application/json" },
      }),
    );
    renderApp("/settings", unreadBadgeMocks(0));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(readSession()).toBeNull();
    for (const key of ["accessToken", "accessExpiry", "refreshToken", "email", "username", "userId"]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
    expect(await screen.findByRole("link", { name: /Login/ })).toBeTruthy();
  });

  it("sets a timer and refreshes shortly before the token expires, under a cross-tab lock", async () => {
    const request = vi.fn((_name: string, run: () => Promise<unknown>) => run());
    Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
    try {
      // A 3-second token is refreshed halfway, at 1.5 s, on a fake clock the test moves (no real second passes, so a
      // loaded machine cannot make the refresh look early or late). The page's code is loaded first: a lazy import
      // cannot finish while the clock stands still.
      await import("../../client/src/features/settings/SettingsPage");
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      storeSession(3 / 60);
      const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(refreshAnswer("access-2", "refresh-2"));
      renderApp("/settings", unreadBadgeMocks(0));
      await screen.findByRole("button", { name: "Log out" });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fetchMock).not.toHaveBeenCalled();
      await waitFor(() => expect(window.localStorage.getItem("accessToken")).toBe("access-2"), { timeout: 2_000 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(request).toHaveBeenCalledWith("maidmatch-token-refresh", expect.any(Function));
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
  });

  it("adopts tokens another tab rotated instead of spending the old refresh token", async () => {
    storeSession(-1);
    // The other tab wins the lock and stores new tokens before this tab's turn.
    const request = vi.fn(async (_name: string, run: () => Promise<unknown>) => {
      storeSession(15, { accessToken: "access-from-tab-b", refreshToken: "refresh-from-tab-b" });
      return run();
    });
    Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
    try {
      const fetchMock = vi.spyOn(globalThis, "fetch");
      renderApp("/settings", unreadBadgeMocks(0));
      await waitFor(() => expect(request).toHaveBeenCalled());
      await screen.findByRole("button", { name: "Log out" });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(window.localStorage.getItem("accessToken")).toBe("access-from-tab-b");
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
  });

  it("follows another tab's logout", async () => {
    storeSession();
    renderApp("/settings", unreadBadgeMocks(0));
    await screen.findByRole("button", { name: "Log out" });
    window.localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(await screen.findByRole("link", { name: /Login/ })).toBeTruthy();
  });
});
