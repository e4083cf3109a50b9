// Client test setup: unmount between tests, a clean localStorage, and the browser APIs jsdom lacks.
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { currentLanguage, initI18n, i18n, loadNamespaces } from "../../client/src/i18n";
import { LAZY_NAMESPACES } from "../../client/src/i18n/resources";

// findBy* and waitFor wait up to 5 s instead of 1: the first test of a file also waits for its lazily loaded page to be
// compiled, which on a loaded 2-core machine can take longer than a second. Passing tests take no longer for it.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library moves fake clocks through a global `jest` (the only runner it knows): lend it vitest's, so findBy and
// waitFor keep working in tests that fake setTimeout and Date.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// Every test renders in English unless it switches; a test that switches is put back afterwards.
// Every screen's texts are there from the start, as they are once the app has fetched them (routes.tsx), so a
// component rendered on its own does not suspend.
beforeAll(async () => {
  await initI18n("en");
  await loadNamespaces(LAZY_NAMESPACES);
});

afterEach(async () => {
  cleanup();
  if (currentLanguage() !== "en") await i18n.changeLanguage("en");
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom does not scroll.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no alert; tests spy on it.
window.alert = () => undefined;
