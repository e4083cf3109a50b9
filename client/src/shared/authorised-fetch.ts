// REST reads that need the session's bearer token outside Apollo: private files (verification documents) and the
// user's data export, opened or saved by the browser.
import { apiUrl } from "./api";
import { getFreshAccessToken } from "./session";

/** Fetches a private path with the access token; throws with the server's message when refused. */
export async function authorisedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await getFreshAccessToken();
  const response = await fetch(apiUrl(path), { ...init, headers: { ...(init.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    let message = `The server answered ${response.status}.`;
    try {
      const body = (await response.json()) as { error?: string; detail?: string };
      message = body.error ?? body.detail ?? message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new Error(message);
  }
  return response;
}

/** Saves a private file under `filename` through a temporary object URL. */
export async function saveAuthorised(path: string, filename: string): Promise<void> {
  const blob = await (await authorisedFetch(path)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a private file in a new tab (the browser shows PDFs and images itself). */
export async function openAuthorised(path: string): Promise<void> {
  const blob = await (await authorisedFetch(path)).blob();
  const url = URL.createObjectURL(blob);
  window.open(url, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
