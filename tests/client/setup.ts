// Client test setup: unmount between tests, a clean localStorage, and the browser APIs jsdom lacks.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
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
