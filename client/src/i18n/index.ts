// The client's languages (docs/decisions/0009-settings-email-and-languages.md): English and Kiswahili, chosen with the switch in the
// footer, remembered in localStorage `language` ("en" or "sw"), defaulting from the browser; `<html lang>` follows.
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { englishResources, LAZY_NAMESPACES, NAMESPACES, type LazyNamespace } from "./resources";

export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";

/** The switch's labels, each in its own language so a reader of either finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", sw: "Kiswahili" };

/** The Intl locale for dates and numbers in each language (Kenyan Kiswahili; British English as the site always used). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-GB", sw: "sw-KE" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language on screen now ("en" until i18next has chosen). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : "en";
}

function followDocumentLanguage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = isLanguage(language) ? language : "en";
}

/** Switches the language, loading its texts first, and remembers the choice on this device. */
export async function setLanguage(language: Language): Promise<void> {
  // Remembered first, so what re-renders on the change (the account's copy, app/LanguageSwitch.tsx) sees the choice.
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page's life.
  }
  await i18n.changeLanguage(language);
}

i18n.on("languageChanged", followDocumentLanguage);

/**
 * Starts i18next. Resolves once the chosen language's texts are loaded, so the first render is already in it.
 * `language` forces one (tests); otherwise localStorage `language`, then the browser's languages ("sw-KE" → "sw").
 */
export function initI18n(language?: Language): Promise<unknown> {
  if (i18n.isInitialized) return language ? i18n.changeLanguage(language) : Promise.resolve();
  return i18n
    .use(LanguageDetector)
    .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      // Copies: i18next adds each namespace it fetches to these, and resources.ts's lists must stay as written.
      resources: { en: { ...englishResources } },
      // English is bundled; another language's namespaces come from the backend above.
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      load: "languageOnly",
      fallbackLng: "en",
      ns: [...NAMESPACES],
      defaultNS: "common",
      // React escapes what it renders; escaping here as well would show '&amp;'.
      interpolation: { escapeValue: false },
      detection: {
        order: ["localStorage", "navigator"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // Only an explicit choice (setLanguage) is remembered: a browser default is followed until then.
        caches: [],
        // A browser in "sw-KE" or "en-US" reads as its language: "sw", "en".
        convertDetectedLanguage: (language: string) => (language.split("-")[0] ?? language).toLowerCase(),
      },
      // A screen's namespace is fetched with its code (routes.tsx); one a component asks for before it has arrived
      // suspends it to the page's spinner instead of showing keys. changeLanguage waits for every namespace loaded so far.
      react: { useSuspense: true },
      returnNull: false,
    })
    .then(() => followDocumentLanguage(i18n.language));
}

/** Fetches screens' namespaces in the language on screen (and English beneath it); resolves when they are there. */
export function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * Fetches every other screen's texts, so that a screen opened later (or offline: the service worker keeps them) never
 * waits for them. client/src/main.tsx calls it once the first screen is in (app/after-first-screen.ts).
 */
export function prefetchAllNamespaces(): void {
  void loadNamespaces(LAZY_NAMESPACES).catch(() => undefined);
}

/**
 * A table of texts for code outside components (validation messages, constants): each property reads
 * `<namespace>:<prefix>.<key>` in the language on screen when read. The keys are the English file's, so none is missing.
 */
export function liveTexts<T extends Record<string, string>>(english: T, path: string): { readonly [K in keyof T]: string } {
  const texts = {} as { [K in keyof T]: string };
  for (const key of Object.keys(english)) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n.t(`${path}.${key}` as never) });
  }
  return texts;
}

export { i18n };
