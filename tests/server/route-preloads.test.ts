// A landing page's HTML names its texts' chunks with its code (server/src/lib/route-preloads.ts), in the language the
// browser will most likely start in, so a page's texts do not wait for its code before they download.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { landingPages, likelyLanguage, routePreloads } from "../../server/src/lib/route-preloads.js";
import { ROOT } from "../support/processes.js";

const clientDir = mkdtempSync(path.join(tmpdir(), "maidmatch-route-preloads-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// A build manifest shaped like Vite's: the entry, the home page's chunk and the text chunks vite.config.ts names.
mkdirSync(path.join(clientDir, ".vite"));
const textChunk = (language: string, namespace: string) => ({ file: `assets/locale-${language}-${namespace}-AbC_12.js`, name: `locale-${language}-${namespace}` });
writeFileSync(
  path.join(clientDir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-X1.js", isEntry: true, imports: ["_react-Y2.js", "_locale-en-common.js"] },
    "_react-Y2.js": { file: "assets/react-Y2.js" },
    "_locale-en-common.js": textChunk("en", "common"),
    "src/features/home/HomePage.tsx": { file: "assets/HomePage-Z3.js", imports: ["_react-Y2.js", "_Card-W4.js"] },
    "_Card-W4.js": { file: "assets/Card-W4.js" },
    "src/i18n/locales/en/home.json": textChunk("en", "home"),
    "src/i18n/locales/sw/home.json": textChunk("sw", "home"),
    "src/i18n/locales/sw/common.json": textChunk("sw", "common"),
    "src/i18n/locales/sw/errors.json": textChunk("sw", "errors"),
    "src/i18n/locales/en/find.json": textChunk("en", "find"),
  }),
);
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe("landing page preloads", () => {
  it("name the page's code and its texts in English, minus what index.html already loads", () => {
    expect(hrefs(routePreloads(clientDir)("/", "en"))).toEqual(["/assets/HomePage-Z3.js", "/assets/Card-W4.js", "/assets/locale-en-home-AbC_12.js"]);
    expect(routePreloads(clientDir)("/login", "en")).toBe("");
  });

  it("name Kiswahili's layout and page texts, and English beneath them, for a browser in Kiswahili", () => {
    expect(hrefs(routePreloads(clientDir)("/", "sw"))).toEqual([
      "/assets/HomePage-Z3.js",
      "/assets/Card-W4.js",
      "/assets/locale-sw-common-AbC_12.js",
      "/assets/locale-sw-errors-AbC_12.js",
      "/assets/locale-sw-home-AbC_12.js",
      "/assets/locale-en-home-AbC_12.js",
    ]);
  });

  it("guess the language as the client does: the browser's first language the client has", () => {
    expect(likelyLanguage(undefined)).toBe("en");
    expect(likelyLanguage("sw-KE,sw;q=0.9,en;q=0.8")).toBe("sw");
    expect(likelyLanguage("fr-FR,fr;q=0.9,sw;q=0.8,en;q=0.7")).toBe("sw");
    expect(likelyLanguage("en-GB,en;q=0.9,sw;q=0.8")).toBe("en");
    expect(likelyLanguage("en;q=0.5,sw;q=0.9")).toBe("sw");
    expect(likelyLanguage("de")).toBe("en");
  });

  it("list the same namespaces as the client's route table", () => {
    const routes = readFileSync(path.join(ROOT, "client", "src", "app", "routes.tsx"), "utf8");
    for (const page of Object.values(landingPages)) {
      const file = page.source.replace(/^src\//, "../").replace(/\.tsx$/, "");
      const declared = new RegExp(`page\\(\\(\\) => import\\("${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"\\), \\[([^\\]]*)\\]\\)`).exec(routes);
      expect(declared, page.source).not.toBeNull();
      expect([...declared![1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1])).toEqual(page.namespaces);
    }
  });
});
