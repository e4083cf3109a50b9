// Shared steps of the browser tests: unique names, users made through the API, logging in through the UI, answering dialogs.
import { randomBytes } from "node:crypto";
import type { Page, WebSocket } from "playwright-core";
import { expect } from "vitest";

export const DEMO_PASSWORD = "Karibu-MaidMatch-2026";
export const DEMO = {
  wanjiku: "wanjiku.kamau@demo.maidmatch.co.ke",
  brian: "brian.otieno@demo.maidmatch.co.ke",
  greenhill: "greenhill.academy@demo.maidmatch.co.ke",
} as const;

/** Letters only (names and towns look like words), unique per call and per run. */
export function uniqueTag(length = 6): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

/** A word with a capital letter and a unique tail, e.g. 'Zawadiqkxpzr'. */
export function uniqueName(base: string): string {
  return `${base}${uniqueTag()}`;
}

export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join("; ")}`);
  if (!body.data) throw new Error(`GraphQL: no data (HTTP ${response.status})`);
  return body.data;
}

async function postJson(url: string, body: unknown): Promise<any> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${url}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** POSTs JSON and answers only the HTTP status (for checks that expect a refusal). */
export async function postJsonStatus(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

export interface ApiUser {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  name: string;
  userType: "employer" | "house_manager" | "school";
  userId: string;
  /** The profile id (public pages address it). */
  profileId: string;
  token: string;
}

/** Logs in through the REST route and reads the user's ids. */
export async function loginViaApi(url: string, email: string, password: string): Promise<Omit<ApiUser, "firstName" | "lastName" | "name" | "password">> {
  const login = await postJson(`${url}/accounts/login/`, { email, password });
  const me = await gql<{ me: { id: string; userType: ApiUser["userType"]; username: string; profile: { id: string } | null } }>(
    url,
    "{ me { id userType username profile { id } } }",
    {},
    login.accessToken,
  );
  if (!me.me.profile) throw new Error(`${email} has no profile`);
  return { email, username: me.me.username, userType: me.me.userType, userId: me.me.id, profileId: me.me.profile.id, token: login.accessToken };
}

/** Registers a fresh user through POST /accounts/registration/, logs in through the API and returns its ids and token. */
export async function registerViaApi(
  url: string,
  userType: ApiUser["userType"],
  options: { firstName?: string; lastName?: string } = {},
): Promise<ApiUser> {
  const tag = uniqueTag(8);
  const firstName = options.firstName ?? uniqueName(userType === "house_manager" ? "Zawadi" : "Baraka");
  const lastName = options.lastName ?? uniqueName("Test");
  const username = `e2e_${userType}_${tag}`;
  const email = `${username}@example.co.ke`;
  const password = "Tamu-Chai-2026";
  await postJson(`${url}/accounts/registration/`, { email, first_name: firstName, last_name: lastName, username, password, password2: password, user_type: userType });
  const session = await loginViaApi(url, email, password);
  return { ...session, password, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** Edits the user's own profile through GraphQL (e.g. location, experience, salary). */
export async function updateProfileViaApi(url: string, user: Pick<ApiUser, "token">, input: Record<string, unknown>): Promise<void> {
  await gql(url, "mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }", { input }, user.token);
}

/** Submits a review through GraphQL. */
export async function reviewViaApi(url: string, reviewer: Pick<ApiUser, "token">, target: { role: "house_manager" | "employer"; profileId: string }, rating: number, comment: string) {
  await gql(
    url,
    "mutation ($role: ProfileRole!, $profileId: ID!, $rating: Int!, $comment: String!) { submitReview(role: $role, profileId: $profileId, rating: $rating, comment: $comment) { review { id } } }",
    { ...target, rating, comment },
    reviewer.token,
  );
}

/**
 * Logs in through the /login form and waits for the logged-in top bar (the app then opens /profile/). On a phone the top
 * bar's links sit in the closed menu, so the Profile link is waited for in the page, not on screen.
 */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/profile/");
  await page.locator('nav[aria-label="Main"] a[href="/profile"]').waitFor({ state: "attached" });
}

/**
 * Answers the next `answers.length` in-app confirmations and toasts (shared/feedback.tsx) in order and resolves with their
 * texts: a confirmation is accepted (true) or cancelled (false); a toast is just read. Start it before the click that
 * opens the first one.
 */
export async function answerDialogs(page: Page, answers: boolean[]): Promise<string[]> {
  const texts: string[] = [];
  // Toasts already showing are not the ones we wait for.
  const markSeen = () => page.evaluate(() => document.querySelectorAll("[data-testid=toast]").forEach((toast) => toast.setAttribute("data-seen", "")));
  await markSeen();
  for (const accept of answers) {
    const dialog = page.getByRole("alertdialog");
    const toast = page.locator("[data-testid=toast]:not([data-seen])").first();
    await Promise.race([dialog.waitFor().catch(() => undefined), toast.waitFor().catch(() => undefined)]);
    if (await dialog.count()) {
      texts.push(((await dialog.locator(".confirm__message").textContent()) ?? "").trim());
      await dialog.locator(accept ? "[data-confirm]" : "[data-cancel]").click();
      await dialog.waitFor({ state: "detached" });
    } else {
      texts.push(((await toast.locator(".toast__message").textContent()) ?? "").trim());
      await markSeen();
    }
  }
  return texts;
}

/**
 * Records the GraphQL subscriptions the page starts over graphql-ws. Call before navigating; `ready(name)` waits until a
 * `subscribe` frame naming that operation (or field) has gone out.
 */
export function watchSubscriptions(page: Page): { ready(name: string): Promise<void> } {
  // Only open sockets count: a full navigation closes the old socket, and its subscriptions are gone with it.
  const sockets: { socket: WebSocket; frames: string[] }[] = [];
  page.on("websocket", (socket) => {
    const entry = { socket, frames: [] as string[] };
    sockets.push(entry);
    socket.on("framesent", (frame) => {
      if (typeof frame.payload === "string") entry.frames.push(frame.payload);
    });
  });
  return {
    async ready(name: string) {
      await expect
        .poll(
          () => sockets.some(({ socket, frames }) => !socket.isClosed() && frames.some((payload) => payload.includes('"subscribe"') && payload.includes(name))),
          { timeout: 10_000 },
        )
        .toBe(true);
    },
  };
}

/** The unread badge's number, 0 when the badge is hidden. */
export async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId("unread-badge");
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.textContent())?.trim() ?? "0";
  return Number(text);
}

/** A date `days` from today as YYYY-MM-DD (the value of an <input type=date>). */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
