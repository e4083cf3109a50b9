// Registers the service worker (client/sw/service-worker.ts) in the production build only, after the page has loaded so
// its download of the app shell never competes with the first screen. When a new version takes over an open page, the
// page reloads once: the new worker no longer has the old version's chunks (docs/decisions/0012-offline-and-speed.md).
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
  const start = () => void register().catch((error: unknown) => console.warn("The service worker could not be registered", error));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
