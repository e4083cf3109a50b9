// Prisma CLI settings: the JS engine with a driver adapter, so the CLI never downloads a native engine.
// DATABASE_URL=postgresql://... points the CLI at a server; otherwise it opens the embedded database under ./data.
import path from "node:path";
import { defineConfig } from "prisma/config";

const serverUrl = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;
process.env.DATABASE_URL ??= "postgresql://embedded/maidmatch";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    if (serverUrl) {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({ connectionString: serverUrl });
    }
    const { mkdirSync } = await import("node:fs");
    const dir = process.env.PGLITE_DIR ?? path.join("data", "db");
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    // Built against an older @prisma/driver-adapter-utils; the runtime interface is the same.
    return new PrismaPGlite(new PGlite(dir)) as unknown as import("@prisma/adapter-pg").PrismaPg;
  },
});
