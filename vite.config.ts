// Vite config for the React client: sources in client/, build to dist/client, API proxied to the server in development.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.VITE_DEV_API_TARGET ?? "http://localhost:4000";
// One setting for the server's documents and the client's display: CURRENCY_SYMBOL reaches the build unless
// VITE_CURRENCY_SYMBOL is set on its own.
if (process.env.CURRENCY_SYMBOL && !process.env.VITE_CURRENCY_SYMBOL) process.env.VITE_CURRENCY_SYMBOL = process.env.CURRENCY_SYMBOL;

/**
 * Moves the built page's stylesheet and entry script from <head> to the end of <body>: the loading shell in #root (styled
 * inline) then paints as soon as the HTML arrives, without waiting for the stylesheet, and the entry still runs only
 * once the stylesheet is in (scripts wait for the style sheets before them), so the app never shows unstyled.
 * The modulepreload links stay in <head>, so the downloads start as early as before (docs/decisions/0012-offline-and-speed.md).
 */
function shellPaintsFirst(): Plugin {
  return {
    name: "maidmatch-shell-paints-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const moved: string[] = [];
        const take = (pattern: RegExp) => {
          html = html.replace(pattern, (tag) => {
            moved.push(tag);
            return "";
          });
        };
        // The libraries download at low priority: the shell's stylesheet and a page's own chunks and photo go first,
        // and Chrome paints the shell before it runs them.
        html = html.replace(/<link rel="modulepreload"([^>]*)>/g, '<link rel="modulepreload"$1 fetchpriority="low">');
        take(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g);
        take(/[ \t]*<script type="module"[^>]*><\/script>\n?/g);
        if (moved.length === 0) return html;
        return html.replace(/\s*<\/body>/, `\n${moved.map((tag) => `    ${tag.trim()}`).join("\n")}\n  </body>`);
      },
    },
  };
}

/**
 * graphql-codegen writes every screen's documents into one module (client/src/gql/graphql.ts), and a module goes whole
 * into one chunk: the entry, since the layout uses a few of them, so every first visit downloaded and ran the parsed
 * queries of every screen. For the build, that module becomes a list of re-exports of one virtual module per document,
 * so each document goes with the code that uses it (a page's queries in that page's chunk). Its types are erased anyway.
 */
function documentsWithTheirPages(): Plugin {
  const generated = fileURLToPath(new URL("./client/src/gql/graphql.ts", import.meta.url));
  const prefix = "\0maidmatch-document:";
  const documents = new Map<string, string>();
  return {
    name: "maidmatch-documents-with-their-pages",
    apply: "build",
    resolveId(id) {
      return id.startsWith(prefix) ? id : null;
    },
    load(id) {
      if (id.startsWith(prefix)) return `export default ${documents.get(id.slice(prefix.length))};`;
      if (id !== generated) return null;
      const reexports: string[] = [];
      for (const line of readFileSync(id, "utf8").split("\n")) {
        const document = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
        if (document) {
          documents.set(document[1]!, document[2]!);
          reexports.push(`export { default as ${document[1]} } from "${prefix}${document[1]}";`);
        } else if (/^export (const|let|var|function|class|enum) /.test(line)) {
          // Any other value the generator starts writing would be lost here: fail the build rather than the page.
          throw new Error(`documentsWithTheirPages: unexpected value export in ${id}: ${line.slice(0, 80)}`);
        }
      }
      return reexports.join("\n");
    },
  };
}

/** The API's paths, sent on to the server by the dev server and by `vite preview`. */
const API_PROXY = {
  "/graphql": { target: apiTarget, ws: true, changeOrigin: true },
  "/accounts": { target: apiTarget, changeOrigin: true },
  "/profiles": { target: apiTarget, changeOrigin: true },
  "/media": { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [
    react(),
    documentsWithTheirPages(),
    shellPaintsFirst(),
    // The service worker (client/sw/service-worker.ts, docs/decisions/0012-offline-and-speed.md): built only by
    // `vite build`, registered by client/src/app/service-worker.ts. The manifest is client/public's own file.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "service-worker.ts",
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        // The app shell: the built page, its scripts and styles, icons and logo (the explorer is built separately).
        globPatterns: ["**/*.{html,js,css,svg,png,webmanifest}"],
        globIgnores: ["explorer/**", "service-worker.js"],
      },
    }),
  ],
  server: { port: 5173, proxy: API_PROXY },
  preview: { port: 4173, proxy: API_PROXY },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // One stylesheet for every page (about 15 KB gzipped): it no longer blocks the first paint (shellPaintsFirst), a
    // page needs no stylesheet of its own before it can render, and the cascade keeps the order of the sources.
    cssCodeSplit: false,
    // Which chunks each page needs, read by the server to preload a public page's own chunks (server/src/lib/route-preloads.ts).
    manifest: true,
    // Route pages are React.lazy chunks; the entry (with `vendor`) holds React, the router, Apollo and the layout.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the way to a page: the server speaks HTTP/1.1, so each small chunk costs a round trip
        // on one of the browser's six connections. The libraries the entry needs are one chunk (`vendor`); the app's own
        // start-up code is the entry (`app`); the shared components pages use (client/src/shared) are one chunk, so a
        // landing page loads its own chunk, that one and a few feature chunks (docs/decisions/0012-offline-and-speed.md).
        codeSplitting: {
          groups: [
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 3 },
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "pages-shared", test: /client[\\/]src[\\/]shared[\\/]/, minShareCount: 2, priority: 1 },
            // What a public profile shows beside its own code (the Contact Me and Create Contract buttons, the contract
            // status block, their texts and rules) is one chunk, not four small ones on the way to a house manager's page;
            // the dialogs they open load when opened.
            {
              name: "profile-actions",
              test: /client[\\/](src[\\/]features[\\/](contracts[\\/](index|ContractBlock|CreateContractButton|contract-texts)|messages[\\/](index|ContactButton|message-texts))|shared[\\/]contracts[\\/]rules)\.tsx?$/,
              priority: 1,
            },
          ],
        },
        // Each text file's chunk is named for its language and namespace (`locale-sw-home-<hash>.js`), so the server
        // can preload a landing page's texts with its code (server/src/lib/route-preloads.ts).
        chunkFileNames: (chunk) => {
          const texts = chunk.moduleIds.length === 1 ? /[\\/]i18n[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(chunk.moduleIds[0]!) : null;
          return texts ? `assets/locale-${texts[1]}-${texts[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
