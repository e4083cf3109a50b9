// Registers the service worker (client/sw/service-worker.ts) in the production build only, once the first screen is in
// (after-first-screen.ts) so its download of the app shell never competes with it. When a new version takes over an open page, the
// page reloads once: the new worker no longer has the old version's chunks (docs/decisions/0012-offline-and-speed.md).
import { afterFirstScreen } from "./after-first-screen";

export const SERVICE_WORKER_URL = "/service-worker.js";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = async () => {
    const { Workbox } = await import("workbox-window");
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
    workbox.addEventListener("controlling", (event) => {
      if (event.isUpdate) window.location.reload();
    });
    await workbox.register();
  };
  afterFirstScreen(() => void register().catch((error: unknown) => console.warn("The service worker could not be registered", error)));
}
