// Where the API lives: stored paths such as /media/... become loadable URLs, and the WebSocket URL is derived.

/** The API origin without a trailing slash; empty means the page's own origin. */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN ?? "").replace(/\/+$/, "");

/** Prefixes a stored path (`/media/...`) with the API origin; absolute, data: and blob: URLs pass through. */
export function apiUrl(path: string | null | undefined): string {
  if (!path) return "";
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  return `${API_ORIGIN}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The ws:// or wss:// URL of a path on the API origin (the page's origin by default). */
export function wsUrl(path: string): string {
  const base = API_ORIGIN || window.location.origin;
  const url = new URL(path, base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}
