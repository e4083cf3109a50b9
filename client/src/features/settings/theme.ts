// The colour theme: a choice kept on this device (localStorage `theme`), applied to <html data-theme> before the first
// paint by main.tsx and changed on /settings.
export type Theme = "light" | "dark";

const KEY = "theme";

export function storedTheme(): Theme {
  try {
    return window.localStorage.getItem(KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function applyTheme(theme: Theme, remember = true): void {
  document.documentElement.dataset["theme"] = theme;
  if (!remember) return;
  try {
    window.localStorage.setItem(KEY, theme);
  } catch {
    // Private mode without storage: the theme still applies to this visit.
  }
}
