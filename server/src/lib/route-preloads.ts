// Preloads for the public pages people land on (docs/decisions/0012-offline-and-speed.md): the built page loads the
// entry, and the entry asks for the page's own chunk only once it runs, one more round trip on a slow network. For the
// pages that are opened from outside (home, Find House Girl, a public profile), the server names that chunk and the
// chunks it imports in the HTML, so they download alongside the entry. Read from Vite's build manifest; a page it does
// not know, or a build without a manifest, simply gets no preload.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The source of the page's chunk for the public landing pages (client/src/app/routes.tsx has the full table). */
export function landingPageSource(pathname: string): string | null {
  if (pathname === "/") return "src/features/home/HomePage.tsx";
  if (/^\/findhousegirl\/?$/.test(pathname)) return "src/features/find/FindHouseGirlPage.tsx";
  if (/^\/profile\/house_manager\/\d{1,12}\/?$/.test(pathname)) return "src/features/house-manager/HouseManagerPage.tsx";
  if (/^\/profile\/employer\/\d{1,12}\/?$/.test(pathname)) return "src/features/employer/EmployerPage.tsx";
  return null;
}

/** `<link rel="modulepreload">` tags for a page's chunk and what it imports, minus what index.html preloads already. */
export function routePreloads(clientDir: string): (pathname: string) => string {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  let manifest: Manifest | null | undefined;
  const cache = new Map<string, string>();
  return (pathname) => {
    const source = landingPageSource(pathname);
    if (!source) return "";
    if (manifest === undefined) manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : null;
    if (!manifest?.[source]) return "";
    const known = manifest;
    let tags = cache.get(source);
    if (tags === undefined) {
      const inPage = new Set<string>();
      const collect = (key: string, into: Set<string>) => {
        if (into.has(key) || !known[key]) return;
        into.add(key);
        for (const imported of known[key]!.imports ?? []) collect(imported, into);
      };
      collect("index.html", inPage);
      const needed = new Set<string>();
      collect(source, needed);
      tags = [...needed]
        .filter((key) => !inPage.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${known[key]!.file}">`)
        .join("\n    ");
      cache.set(source, tags);
    }
    return tags;
  };
}

/** index.html with extra tags at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  return tags ? html.replace("</head>", `    ${tags}\n  </head>`) : html;
}
