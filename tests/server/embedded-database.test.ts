// The embedded database's buffer cache (PGLITE_SHARED_BUFFERS, server/src/config.ts): PGlite keeps all of it from
// start-up, so the server sets it smaller than PostgreSQL's 128MB; the setting reaches PostgreSQL, and a bad value
// stops the server at start with a message that says what to give.
import { describe, expect, it } from "vitest";
import { DEFAULT_PGLITE_SHARED_BUFFERS, loadConfig } from "../../server/src/config.js";
import { openDatabase } from "../../server/src/lib/db.js";

const BASE = { NODE_ENV: "test", JWT_SECRET: "test-secret-0123456789-abcdefghij-klmnopqrstuvwxyz", DATA_DIR: "data" };

async function sharedBuffers(size?: string): Promise<string> {
  const database = await openDatabase({ pgliteDir: "memory://", ...(size ? { pgliteSharedBuffers: size } : {}) });
  try {
    const rows = await database.prisma.$queryRawUnsafe<Array<{ shared_buffers: string }>>("SHOW shared_buffers");
    return rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe("the embedded database's buffer cache", () => {
  it("is 32MB unless set, and takes a PostgreSQL size", async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS).toBe("32MB");
    expect(loadConfig(BASE).pgliteSharedBuffers).toBe("32MB");
    expect(loadConfig({ ...BASE, PGLITE_SHARED_BUFFERS: "64MB" }).pgliteSharedBuffers).toBe("64MB");
    expect(await sharedBuffers()).toBe("32MB");
    expect(await sharedBuffers("16MB")).toBe("16MB");
  }, 60_000);

  it("refuses a size PostgreSQL would not read, saying what to give", () => {
    for (const bad of ["lots", "32", "32mb", "0MB", "-1MB", "1.5GB"]) {
      expect(() => loadConfig({ ...BASE, PGLITE_SHARED_BUFFERS: bad })).toThrow(`PGLITE_SHARED_BUFFERS must be a size such as 32MB (a whole number with kB, MB or GB), got "${bad}"`);
    }
  });
});
