// What the service worker (client/sw/service-worker.ts) keeps of GraphQL answers so that a reload with no network shows
// the pages last seen, and the one rule both the worker and the page follow to forget them
// (docs/decisions/0012-offline-and-speed.md). Only APIs that exist in both a page and a service worker are used here.

/** Answers to requests sent without a token: the same for every visitor, kept across logins and logouts. */
export const PUBLIC_ANSWERS_CACHE = "maidmatch-graphql-public-v1";
/** Answers to requests sent with a signed-in user's token: partitioned by user, deleted at logout. */
export const SIGNED_IN_ANSWERS_CACHE = "maidmatch-graphql-signed-in-v1";
/** Profile photos, album covers and thumbnails (/media/...). */
export const IMAGES_CACHE = "maidmatch-images-v1";

/** How many answers and images are kept (least recently used go first) and for how long. */
export const ANSWERS_KEPT = 80;
export const IMAGES_KEPT = 120;
export const KEPT_SECONDS = 14 * 24 * 60 * 60;

/** The GraphQL operation types and names never kept: changes, and the explorer's schema reads. */
const NEVER_KEPT_OPERATIONS = new Set(["IntrospectionQuery"]);

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/**
 * Whether a POST /graphql body is a read worth keeping: a query (not a mutation, and not a file upload, which is
 * multipart and never JSON), named, and not the explorer's introspection. The operation comes first in the documents the
 * app sends (graphql-codegen prints fragments after it).
 */
export function keptOperation(bodyText: string): boolean {
  let body: GraphQLBody;
  try {
    body = JSON.parse(bodyText) as GraphQLBody;
  } catch {
    return false;
  }
  if (typeof body.query !== "string" || typeof body.operationName !== "string") return false;
  if (NEVER_KEPT_OPERATIONS.has(body.operationName)) return false;
  const document = body.query.replace(/#[^\n]*/g, "");
  const operation = new RegExp(`\\b(query|mutation|subscription)\\s+${body.operationName}\\b`).exec(document);
  return operation?.[1] === "query";
}

/**
 * The user an `Authorization: Bearer <JWT>` header speaks for (its `sub` claim), null for none or an unreadable one.
 * Not a check of the token (the server does that): only which partition the answer belongs to, so one user's answers
 * are never served to another on a shared phone.
 */
export function tokenSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/** Hex SHA-256 of a text. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Where one GraphQL answer is kept: the cache and a made-up GET address (the Cache API keys requests by URL and keeps
 * no POSTs) naming the user it was answered for and the hash of the exact request body. Null when it is not kept: a
 * token whose user cannot be read.
 */
export async function answerKey(origin: string, bodyText: string, authorization: string | null): Promise<{ cache: string; url: string } | null> {
  const hash = await sha256(bodyText);
  if (!authorization) return { cache: PUBLIC_ANSWERS_CACHE, url: `${origin}/__offline/graphql/public/${hash}` };
  const user = tokenSubject(authorization);
  if (!user) return null;
  return { cache: SIGNED_IN_ANSWERS_CACHE, url: `${origin}/__offline/graphql/user-${user}/${hash}` };
}

/** Forgets every signed-in answer kept on this device (at logout and when a session ends). */
export async function forgetSignedInAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(SIGNED_IN_ANSWERS_CACHE).catch(() => false);
}
