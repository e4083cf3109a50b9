// A table's version as SQL: one row a table in "TableVersion", counted up at the commit of every row that comes into or
// goes from the table (prisma/migrations/20261129070000_near_by_placed_pairs). A statement that reads it sees the rows of
// that version, so what the server worked out from the rows stands while it has not moved (profiles/near.ts,
// profiles/near-terms.ts).
import { sql, type RawBuilder } from "kysely";

/** The tables (and ListedProfiles, the rows a profile search answers from: profiles/search-cache.ts) whose version a trigger counts. */
export type VersionedTable = "HouseManagerPlace" | "SearchTerm" | "ListedProfiles";

export function tableVersion(table: VersionedTable): RawBuilder<string> {
  return sql<string>`(SELECT v.version::text FROM "TableVersion" v WHERE v.name = ${sql.lit(table)})`;
}
