// Live-delivery timing for the subscription tests: the 1-second promise is measured from the moment the write is
// acknowledged (the HTTP answer), so the upload and transaction before it do not count; the wait itself is generous so
// a slow delivery fails with its measured figure rather than a bare time-out.
import { performance } from "node:perf_hooks";

/** How long a test waits for a live event before giving up (the assertion on the figure is separate). */
export const DELIVERY_WAIT_MS = 10_000;

/** The message of a delivery-time assertion: the measured figure. */
export function deliveredAfter(arrivedAt: number, ackedAt: number): string {
  return `delivered ${Math.round(arrivedAt - ackedAt)} ms after the write was acknowledged`;
}

/** Resolves once `ready()` holds, or after `timeoutMs`; polls every 2 ms. */
export async function until(ready: () => boolean, timeoutMs = DELIVERY_WAIT_MS): Promise<void> {
  for (const deadline = performance.now() + timeoutMs; !ready() && performance.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 2));
}
