// Vite config for the API explorer (client/explorer.html: GraphiQL), built on its own into dist/client/explorer so it
// shares no chunk with the app: the app's first page stays exactly what it was (scripts/check-bundle.mjs).
// server/src/app.ts serves the page at GET /graphql in development.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: "client",
  base: "/explorer/",
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: "../dist/client/explorer",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // GraphiQL with its editor is one large page, loaded only by developers opening the explorer.
    chunkSizeWarningLimit: 1200,
    rollupOptions: { input: { explorer: fileURLToPath(new URL("client/explorer.html", import.meta.url)) } },
  },
});
