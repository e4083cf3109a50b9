// Owns the session for the app: restores it on load, refreshes tokens before they expire, follows other tabs, and ends it.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import {
  RefreshError,
  SESSION_KEYS,
  clearSession,
  isAccessExpired,
  onSessionEvent,
  readSession,
  refreshDelay,
  refreshSession,
  revokeRefreshToken,
  sessionFromPayload,
  writeSession,
  type AuthPayloadLike,
  type StoredSession,
} from "../shared/session";
import { SessionContext, type SessionContextValue } from "../shared/session-context";

/** setTimeout overflows past 2^31-1 ms; longer waits are re-checked. */
const MAX_TIMER_MS = 2_000_000_000;
/** Retry pace when the server cannot be reached but the access token still works. */
const RETRY_MS = 15_000;

function sameSession(a: StoredSession | null, b: StoredSession | null): boolean {
  if (!a || !b) return a === b;
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken && a.userId === b.userId && a.accessExpiry === b.accessExpiry;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [session, setSession] = useState<StoredSession | null>(() => readSession());

  // After the next render, so queries of pages that are going away are not refetched first.
  const forgetCachedData = useCallback(() => {
    setTimeout(() => void client.resetStore().catch(() => undefined), 0);
  }, [client]);

  /** Ends the session locally: keys, cache, and (for this tab's own logout or expiry) the login page. */
  const endSession = useCallback(
    (goToLogin: boolean) => {
      clearSession();
      setSession(null);
      forgetCachedData();
      if (goToLogin) navigate("/login");
    },
    [forgetCachedData, navigate],
  );

  // Rotations done anywhere in this page (the timer, the Apollo auth link) update the state; a refusal ends the session.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === "refreshed") setSession((prev) => (sameSession(prev, event.session) ? prev : event.session));
        else endSession(true);
      }),
    [endSession],
  );

  // Another tab logged in, refreshed or logged out: follow it instead of spending the same refresh token.
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    function onStorage(event: StorageEvent) {
      if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
      clearTimeout(pending);
      // The other tab writes six keys one by one; read once they are all there.
      pending = setTimeout(() => {
        const next = readSession();
        setSession((prev) => {
          if (sameSession(prev, next)) return prev;
          if (prev?.userId !== next?.userId) forgetCachedData();
          return next;
        });
      }, 50);
    }
    window.addEventListener("storage", onStorage);
    return () => {
      clearTimeout(pending);
      window.removeEventListener("storage", onStorage);
    };
  }, [forgetCachedData]);

  // The expiry timer: refresh shortly before the access token expires; end the session only when that fails.
  const accessToken = session?.accessToken;
  const accessExpiry = session?.accessExpiry;
  const hasSession = session !== null;
  useEffect(() => {
    if (!hasSession) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Without Web Locks, a little jitter lets one tab's storage event reach the others before they refresh too.
    const jitter = typeof navigator !== "undefined" && navigator.locks ? 0 : Math.random() * 3_000;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, Math.min(Math.max(delay, 0), MAX_TIMER_MS));
    };

    async function check() {
      const current = readSession();
      if (cancelled || !current) return;
      const wait = refreshDelay(current);
      if (wait > 1_000) return schedule(wait + jitter);
      try {
        await refreshSession(); // The "refreshed" event stores the new state and re-arms this effect.
      } catch (error) {
        if (cancelled) return;
        const stillValid = readSession();
        if (error instanceof RefreshError && error.reason === "unavailable" && stillValid && !isAccessExpired(stillValid)) {
          schedule(RETRY_MS);
        } else if (!(error instanceof RefreshError && error.reason === "rejected")) {
          endSession(true); // Expired and the server cannot renew it ("rejected" is handled by the event).
        }
      }
    }

    // Timers stall while a laptop sleeps or a tab is frozen: look again when the page comes back.
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [hasSession, accessToken, accessExpiry, endSession]);

  const login = useCallback(
    (payload: AuthPayloadLike) => {
      const next = sessionFromPayload(payload);
      const previousUser = readSession()?.userId;
      writeSession(next);
      setSession(next);
      if (previousUser && previousUser !== next.userId) forgetCachedData();
    },
    [forgetCachedData],
  );

  const logout = useCallback(async () => {
    const refreshToken = readSession()?.refreshToken;
    endSession(true);
    if (refreshToken) await revokeRefreshToken(refreshToken);
  }, [endSession]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: session ? { userId: session.userId, username: session.username, email: session.email } : null,
      isLoggedIn: session !== null,
      login,
      logout,
    }),
    [session, login, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
