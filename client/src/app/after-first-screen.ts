// Work the first screen does not need (fetching other screens' texts, installing the service worker) waits until that
// screen has had the network and the processor to itself: the page's `load` event comes as soon as the entry has run,
// before the page's own data and photos, so it starts a few seconds after that, when the phone is idle
// (docs/decisions/0012-offline-and-speed.md).
const SETTLE_MS = 3_000;

export function afterFirstScreen(callback: () => void): void {
  // Safari has no requestIdleCallback: a timeout stands in.
  const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(callback, { timeout: 5_000 }) : setTimeout(callback, 1_000));
  const settle = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === "complete") settle();
  else window.addEventListener("load", settle, { once: true });
}
