// The stored session: the six localStorage keys of docs/product.md ("States"), their expiry, and token rotation shared safely between tabs.
import { print } from "graphql";
import { SessionLogoutDocument, SessionRefreshTokenDocument, type SessionRefreshTokenMutation, type SessionTokensFragment } from "../gql/graphql";
import { apiUrl } from "./api";
import { forgetSignedInAnswers } from "./offline-cache";

/** The localStorage keys, exactly as the spec names them. */
export const SESSION_KEYS = ["accessToken", "accessExpiry", "refreshToken", "email", "username", "userId"] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export interface StoredSession {
  accessToken: string;
  /** ISO 8601 instant at which the access token stops working. */
  accessExpiry: string;
  refreshToken: string;
  email: string;
  username: string;
  userId: string;
}

/** What login and refresh answer (the GraphQL AuthPayload's SessionTokens fields, shared/session.graphql). */
export type AuthPayloadLike = SessionTokensFragment;

/** Refresh a little before expiry so requests never carry a dead token. */
export const REFRESH_LEAD_MS = 60_000;
const REFRESH_LOCK = "maidmatch-token-refresh";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (privacy mode, sandboxed frame).
  }
}

/** The stored session, or null when the user is not logged in (no access or refresh token). */
export function readSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  const value = (key: SessionKey) => store.getItem(key) ?? "";
  const session: StoredSession = {
    accessToken: value("accessToken"),
    accessExpiry: value("accessExpiry"),
    refreshToken: value("refreshToken"),
    email: value("email"),
    username: value("username"),
    userId: value("userId"),
  };
  return session.accessToken || session.refreshToken ? session : null;
}

/** The access token to send, if one is stored. */
export function getAccessToken(): string | null {
  return storage()?.getItem("accessToken") || null;
}

export function sessionFromPayload(payload: AuthPayloadLike, previous?: StoredSession | null): StoredSession {
  return {
    accessToken: payload.accessToken,
    accessExpiry: payload.accessExpiry,
    refreshToken: payload.refreshToken,
    email: payload.user.email ?? previous?.email ?? "",
    username: payload.user.username,
    userId: payload.user.id,
  };
}

export function writeSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.setItem(key, session[key]);
}

/** Removes the six session keys and the signed-in answers the service worker kept for offline use. */
export function clearSession(): void {
  void forgetSignedInAnswers();
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.removeItem(key);
}

/** Milliseconds since the epoch at which the access token expires; 0 when unknown or unreadable. */
export function expiryTime(session: StoredSession): number {
  const time = Date.parse(session.accessExpiry);
  return Number.isNaN(time) ? 0 : time;
}

export function isAccessExpired(session: StoredSession, now = Date.now()): boolean {
  return !session.accessToken || expiryTime(session) <= now;
}

/** When to refresh: REFRESH_LEAD_MS before expiry, or halfway for tokens that live less than twice that. */
export function refreshDelay(session: StoredSession, now = Date.now()): number {
  const remaining = expiryTime(session) - now;
  if (remaining <= 0) return 0;
  return Math.max(0, remaining - Math.min(REFRESH_LEAD_MS, remaining / 2));
}

/** Why a refresh did not give new tokens. `rejected`: the server refused the refresh token; `unavailable`: no usable answer. */
export class RefreshError extends Error {
  constructor(readonly reason: "rejected" | "unavailable") {
    super(reason === "rejected" ? "The session could not be renewed" : "The server could not be reached to renew the session");
    this.name = "RefreshError";
  }
}

async function requestNewTokens(refreshToken: string): Promise<AuthPayloadLike> {
  let response: Response;
  try {
    // A plain fetch, not the Apollo client: its auth link must not wait on itself.
    response = await fetch(apiUrl("/graphql"), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
      body: JSON.stringify({
        operationName: "SessionRefreshToken",
        query: print(SessionRefreshTokenDocument),
        variables: { refreshToken },
      }),
    });
  } catch {
    throw new RefreshError("unavailable");
  }
  type Body = { data?: SessionRefreshTokenMutation | null; errors?: { extensions?: { code?: unknown } }[] } | null;
  const body: Body = await response.json().then(
    (json: unknown) => (json && typeof json === "object" ? (json as Body) : null),
    () => null,
  );
  const payload = body?.data?.refreshToken;
  if (payload) return payload;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (errors.length) {
    const codes = errors.map((e) => e?.extensions?.code);
    // Only an answer about the token itself ends the session; overload or outages are retried.
    if (codes.some((c) => c === "RATE_LIMITED" || c === "SERVICE_UNAVAILABLE" || c === "INTERNAL_SERVER_ERROR")) {
      throw new RefreshError("unavailable");
    }
    throw new RefreshError("rejected");
  }
  throw new RefreshError(response.status === 401 || response.status === 403 ? "rejected" : "unavailable");
}

export type SessionEvent = { type: "refreshed"; session: StoredSession } | { type: "rejected" };
const listeners = new Set<(event: SessionEvent) => void>();

/** Hears every rotation of this page: new tokens, or a refusal that ends the session. Returns the unsubscribe. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}

let inFlight: Promise<StoredSession> | null = null;

async function rotate(): Promise<StoredSession> {
  const before = readSession();
  if (!before?.refreshToken) throw new RefreshError("rejected");
  const run = async (): Promise<StoredSession> => {
    const current = readSession();
    if (!current?.refreshToken) throw new RefreshError("rejected");
    // Another tab rotated the token while we waited: refresh tokens are single-use, so adopt its result.
    if (current.refreshToken !== before.refreshToken && !isAccessExpired(current)) return current;
    const next = sessionFromPayload(await requestNewTokens(current.refreshToken), current);
    // Logged out elsewhere meanwhile: do not bring the session back.
    if (!readSession()) throw new RefreshError("rejected");
    writeSession(next);
    return next;
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

/**
 * Exchanges the stored refresh token for new tokens and stores them. One rotation at a time per page,
 * and per browser where the Web Locks API exists, so two tabs never spend the same refresh token.
 */
export function refreshSession(): Promise<StoredSession> {
  inFlight ??= rotate()
    .then(
      (session) => {
        emit({ type: "refreshed", session });
        return session;
      },
      (error: unknown) => {
        if (error instanceof RefreshError && error.reason === "rejected") emit({ type: "rejected" });
        throw error;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * An access token good for at least a few seconds: refreshes first when the stored one is about to expire.
 * Resolves to null for visitors or when the session cannot be renewed (the session owner handles the logout).
 */
export async function getFreshAccessToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (session.accessToken && expiryTime(session) - Date.now() > 5_000) return session.accessToken;
  try {
    return (await refreshSession()).accessToken;
  } catch {
    return null;
  }
}

/** Revokes a refresh token on the server (the logout mutation); failures are ignored, the local session ends anyway. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await fetch(apiUrl("/graphql"), {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
      body: JSON.stringify({ operationName: "SessionLogout", query: print(SessionLogoutDocument), variables: { refreshToken } }),
    });
  } catch {
    // Offline or refused: the token expires on its own.
  }
}
