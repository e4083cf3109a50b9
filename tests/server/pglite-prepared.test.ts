// Named prepared statements on the embedded database (server/src/lib/pglite-prepared.ts) answer as PGlite's own
// query() does, leave the session usable after an error, and wait for an open transaction like every other statement.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatements } from "../../server/src/lib/pglite-prepared.js";

let lite: PGlite;
let run: ReturnType<typeof preparedStatements>;

beforeAll(async () => {
  lite = await PGlite.create("memory://");
  await lite.exec(`
    CREATE TABLE worker (id serial PRIMARY KEY, name text NOT NULL, skills text[] NOT NULL, salary numeric, joined timestamptz NOT NULL);
    INSERT INTO worker (name, skills, salary, joined) VALUES
      ('Wanjiku Kamau', '{Cooking,Childcare}', 18000, '2026-01-05T08:00:00Z'),
      ('Akinyi Otieno', '{Laundry}', NULL, '2026-03-01T12:30:00Z'),
      ('Chebet Kiprop', '{Cooking}', 15500.5, '2026-06-20T06:15:00Z');`);
  run = preparedStatements(lite);
});
afterAll(async () => lite.close());

const STATEMENT = `SELECT id, name, skills, salary, joined, json_build_object('n', name, 's', skills) AS card
  FROM worker WHERE ($1::text[] IS NULL OR skills && $1::text[]) AND joined >= $2 AND name ILIKE $3 ORDER BY id`;

describe("named prepared statements on PGlite", () => {
  it("give the rows, types and order that an unnamed query gives, run after run with other parameters", async () => {
    for (const parameters of [
      [["Cooking"], new Date("2026-01-01T00:00:00Z"), "%"],
      [null, new Date("2026-02-01T00:00:00Z"), "%o%"],
      [["Laundry", "Childcare"], new Date("2025-01-01T00:00:00Z"), "%"],
      [["Nothing"], new Date("2025-01-01T00:00:00Z"), "%"],
    ]) {
      const named = await run("workers", STATEMENT, parameters);
      const unnamed = await lite.query(STATEMENT, parameters);
      expect(named.rows).toEqual(unnamed.rows);
    }
    const { rows } = await run("workers", STATEMENT, [["Cooking"], new Date("2026-01-01T00:00:00Z"), "%"]);
    expect(rows).toEqual([
      expect.objectContaining({ name: "Wanjiku Kamau", skills: ["Cooking", "Childcare"], joined: new Date("2026-01-05T08:00:00Z") }),
      expect.objectContaining({ name: "Chebet Kiprop", card: { n: "Chebet Kiprop", s: ["Cooking"] } }),
    ]);
  });

  it("report a bad parameter as an error and keep the session ready for the next statement", async () => {
    await expect(run("by-id", "SELECT name FROM worker WHERE id = $1", ["not a number"])).rejects.toThrow(/invalid input syntax/);
    expect((await run("by-id", "SELECT name FROM worker WHERE id = $1", [2])).rows).toEqual([{ name: "Akinyi Otieno" }]);
    expect((await lite.query("SELECT count(*)::int AS n FROM worker")).rows).toEqual([{ n: 3 }]);
  });

  it("report a statement that does not parse, and prepare nothing under its name", async () => {
    await expect(run("broken", "SELEC name FROM worker", [])).rejects.toThrow(/syntax error/);
    expect((await lite.query("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'broken'")).rows).toEqual([{ n: 0 }]);
    expect((await run("count", "SELECT count(*)::int AS n FROM worker", [])).rows).toEqual([{ n: 3 }]);
  });

  it("wait for an open transaction to end instead of reading inside it", async () => {
    let read: Promise<{ rows: unknown[] }> | undefined;
    await lite.transaction(async (tx) => {
      await tx.query("UPDATE worker SET name = 'Renamed' WHERE id = 1");
      read = run("name-1", "SELECT name FROM worker WHERE id = $1", [1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    expect((await read!).rows).toEqual([{ name: "Wanjiku Kamau" }]);
  });
});
