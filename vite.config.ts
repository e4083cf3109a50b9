// Vite config for the React client: sources in client/, build to dist/client, API proxied to the server in development.
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
        take(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g);
        take(/[ \t]*<script type="module"[^>]*><\/script>\n?/g);
        if (moved.length === 0) return html;
        return html.replace(/\s*<\/body>/, `\n${moved.map((tag) => `    ${tag.trim()}`).join("\n")}\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [
    react(),
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
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: apiTarget, ws: true, changeOrigin: true },
      "/accounts": { target: apiTarget, changeOrigin: true },
      "/profiles": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      "/graphql": { target: apiTarget, ws: true, changeOrigin: true },
      "/accounts": { target: apiTarget, changeOrigin: true },
      "/profiles": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
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
    // Route pages are React.lazy chunks; the entry holds React, the router, Apollo and the layout.
    chunkSizeWarningLimit: 400,
  },
});
