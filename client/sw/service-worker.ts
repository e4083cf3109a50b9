// The service worker (vite-plugin-pwa, injectManifest; registered by client/src/app/service-worker.ts in the production
// build only). It keeps the app shell, the GraphQL answers and images of the pages last seen, so a reload with no
// network shows the app and what it has (docs/decisions/0012-offline-and-speed.md).
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin, CacheExpiration } from "workbox-expiration";
import { ANSWERS_KEPT, IMAGES_CACHE, IMAGES_KEPT, KEPT_SECONDS, PUBLIC_ANSWERS_CACHE, SIGNED_IN_ANSWERS_CACHE, answerKey, keptOperation } from "../src/shared/offline-cache";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new version takes over at once; the page reloads itself when that happens (client/src/app/service-worker.ts), so an
// open page never asks for a chunk the new version no longer has.
void self.skipWaiting();
clientsClaim();

// The app shell: index.html, the entry, every route's chunk, the styles, icons and logo (the explorer is not in it).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; the server's own addresses (API, media, explorer, files) go to the network.
// A profile page served from here lacks the server's link-preview tags: only people see it (crawlers run no worker).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/(graphql|accounts|profiles|media|explorer|__offline)(\/|$)/, /^\/operator\/./, /^\/(healthz|readyz)$/, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

// Images: stored under a new name whenever they change (server/src/lib/images.ts), so the kept copy is always right.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith("/media/") && request.destination === "image",
  new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: IMAGES_KEPT, maxAgeSeconds: KEPT_SECONDS, purgeOnQuotaError: true })] }),
);

const expirations = new Map<string, CacheExpiration>(
  [PUBLIC_ANSWERS_CACHE, SIGNED_IN_ANSWERS_CACHE].map((name) => [name, new CacheExpiration(name, { maxEntries: ANSWERS_KEPT, maxAgeSeconds: KEPT_SECONDS })]),
);

/** Whether the request comes from the API explorer (served at /graphql), whose reads are not the app's to keep. */
async function fromExplorer(clientId: string): Promise<boolean> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  return client ? new URL(client.url).pathname.startsWith("/graphql") : false;
}

/**
 * GraphQL reads: network first, as before; each answer is kept under the request body's hash and the user it was
 * answered for, and given back only when the network fails. Changes (mutations) and uploads pass straight through.
 */
async function graphqlRead(event: FetchEvent, bodyText: string): Promise<Response> {
  const { request } = event;
  const key = await answerKey(self.location.origin, bodyText, request.headers.get("authorization"));
  const network = fetch(request);
  if (!key) return network;
  try {
    const response = await network;
    const type = response.headers.get("content-type") ?? "";
    if (response.ok && /json/.test(type)) {
      const copy = response.clone(); // Now: the page starts reading the answer as soon as it is returned.
      const keep = async () => {
        const cache = await caches.open(key.cache);
        await cache.put(key.url, copy);
        const expiration = expirations.get(key.cache)!;
        await expiration.updateTimestamp(key.url);
        await expiration.expireEntries();
      };
      event.waitUntil(keep().catch(() => undefined));
    }
    return response;
  } catch (failure) {
    const kept = await caches.match(key.url, { cacheName: key.cache });
    if (kept) return kept;
    throw failure;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "POST" || url.origin !== self.location.origin || url.pathname !== "/graphql") return;
  if (!/application\/json/i.test(request.headers.get("content-type") ?? "")) return;
  event.respondWith(
    (async () => {
      const bodyText = await request.clone().text();
      if (!keptOperation(bodyText) || (await fromExplorer(event.clientId))) return fetch(request);
      return graphqlRead(event, bodyText);
    })(),
  );
});
