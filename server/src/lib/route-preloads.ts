// Preloads for the public pages people land on (docs/decisions/0012-offline-and-speed.md): the built page loads the
// entry, and the entry asks for the page's own chunk only once it runs, one more round trip on a slow network; the
// page's texts (client/src/app/routes.tsx fetches each page's i18n namespaces with its code) would come one more after
// that. For the pages that are opened from outside (home, Find House Girl, a public profile), the server names that
// chunk, the chunks it imports and its texts' chunks in the HTML, so they download alongside the entry. Read from
// Vite's build manifest (vite.config.ts names each text file's chunk `locale-<language>-<namespace>`); a page it does
// not know, or a build without a manifest, simply gets no preload.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client's languages (client/src/i18n/index.ts): English is bundled with the entry; Kiswahili's texts are chunks. */
export type PageLanguage = "en" | "sw";

interface LandingPage {
  /** The page's source in Vite's manifest. */
  source: string;
  /** Its i18n namespaces, exactly as client/src/app/routes.tsx lists them (tests/server/route-preloads.test.ts). */
  namespaces: readonly string[];
}

const LANDING_PAGES = {
  home: { source: "src/features/home/HomePage.tsx", namespaces: ["home"] },
  find: { source: "src/features/find/FindHouseGirlPage.tsx", namespaces: ["find", "jobs"] },
  houseManager: { source: "src/features/house-manager/HouseManagerPage.tsx", namespaces: ["house-manager", "contracts", "messages"] },
  employer: { source: "src/features/employer/EmployerPage.tsx", namespaces: ["employer", "messages", "trust"] },
} satisfies Record<string, LandingPage>;

/** The landing pages' table, for the test that keeps it in step with the client's route table. */
export const landingPages: Readonly<Record<string, LandingPage>> = LANDING_PAGES;

/** The public landing page at a path, or null (client/src/app/routes.tsx has the full table). */
export function landingPage(pathname: string): LandingPage | null {
  if (pathname === "/") return LANDING_PAGES.home;
  if (/^\/findhousegirl\/?$/.test(pathname)) return LANDING_PAGES.find;
  if (/^\/profile\/house_manager\/\d{1,12}\/?$/.test(pathname)) return LANDING_PAGES.houseManager;
  if (/^\/profile\/employer\/\d{1,12}\/?$/.test(pathname)) return LANDING_PAGES.employer;
  return null;
}

/**
 * The language the client will most likely start in, from Accept-Language: the client follows the browser's languages
 * until its user picks one (a choice the server cannot see: it lives in the browser's localStorage). The first of the
 * listed languages that the client has, by preference.
 */
export function likelyLanguage(acceptLanguage: string | undefined): PageLanguage {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((param) => param.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { language: tag.trim().split("-")[0]!.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === "en" || entry.language === "sw"))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language === "sw" ? "sw" : "en";
}

/**
 * `<link rel="modulepreload">` tags for a page's chunk, what it imports and its texts in the likely language (in
 * Kiswahili also the layout's texts, and English beneath: i18next falls back to it), minus what index.html preloads.
 */
export function routePreloads(clientDir: string): (pathname: string, language?: PageLanguage) => string {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  let manifest: Manifest | null | undefined;
  const cache = new Map<string, string>();
  return (pathname, language = "en") => {
    const page = landingPage(pathname);
    if (!page) return "";
    if (manifest === undefined) manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : null;
    if (!manifest?.[page.source]) return "";
    const known = manifest;
    const key = `${page.source} ${language}`;
    let tags = cache.get(key);
    if (tags === undefined) {
      const inPage = new Set<string>();
      const collect = (name: string, into: Set<string>) => {
        if (into.has(name) || !known[name]) return;
        into.add(name);
        for (const imported of known[name]!.imports ?? []) collect(imported, into);
      };
      collect("index.html", inPage);
      const needed = new Set<string>();
      collect(page.source, needed);
      const texts = (lng: PageLanguage, namespaces: readonly string[]) =>
        namespaces.flatMap((namespace) => Object.keys(known).filter((name) => new RegExp(`^assets/locale-${lng}-${namespace}-[\\w-]+\\.js$`).test(known[name]!.file)));
      const textKeys = language === "sw" ? [...texts("sw", ["common", "errors", ...page.namespaces]), ...texts("en", page.namespaces)] : texts("en", page.namespaces);
      for (const name of textKeys) collect(name, needed);
      tags = [...needed]
        .filter((name) => !inPage.has(name))
        .map((name) => `<link rel="modulepreload" crossorigin href="/${known[name]!.file}">`)
        .join("\n    ");
      cache.set(key, tags);
    }
    return tags;
  };
}

/** index.html with extra tags at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  return tags ? html.replace("</head>", `    ${tags}\n  </head>`) : html;
}
