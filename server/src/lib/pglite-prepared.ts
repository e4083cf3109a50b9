// Named prepared statements on PGlite. PGlite's own query() sends every statement unnamed (parse, describe, bind,
// describe, execute, sync: six trips into its WebAssembly), so PostgreSQL parses and plans it again each time. For
// the house manager page's statement that was three quarters of its cost on the embedded database: 1.9-3.0 ms a run
// unnamed against 0.7 ms named (bench/results.md, "Notes, sixth round"). The statements marked by prepareStatement()
// (lib/reads.ts) are parsed and described once per database under their name; each run is then one message of
// bind, execute and sync, and its rows are read with the row description kept from the first time.
import { parse, protocol, type PGlite } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

interface Prepared {
  parameterTypes: number[];
  /** The statement's RowDescription, or undefined for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

const NO_FS_SYNC = { syncToFs: false } as const;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs read statements on `lite` under names: `run(name, sql, parameters)` gives the rows that `lite.query(sql,
 * parameters)` would. It waits for an open transaction and for the statement before it, as lite.query does. Only for
 * reads: it does not write the database's files to disk after the statement (a read changes nothing there).
 */
export function preparedStatements(lite: PGlite): (name: string, sql: string, parameters: readonly unknown[]) => Promise<{ rows: unknown[] }> {
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;

  const prepare = async (name: string, sql: string): Promise<Prepared> => {
    let described: BackendMessage[];
    try {
      await lite.execProtocolStream(serialize.parse({ name, text: sql }), NO_FS_SYNC);
      described = await lite.execProtocolStream(serialize.describe({ type: "S", name }), NO_FS_SYNC);
    } finally {
      await lite.execProtocolStream(serialize.sync(), NO_FS_SYNC);
    }
    const parameters = described.find((message) => message.name === "parameterDescription") as { dataTypeIDs: number[] } | undefined;
    return {
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.find((message) => message.name === "rowDescription"),
    };
  };

  return (name, sql, parameters) =>
    lite._runExclusiveTransaction(() =>
      lite._runExclusiveQuery(async () => {
        let statement = prepared.get(name);
        if (!statement) {
          statement = await prepare(name, sql);
          prepared.set(name, statement);
        }
        const { parameterTypes, rowDescription } = statement;
        // Parameters become text the way lite.query makes them: the serializer of the type PostgreSQL inferred.
        const values = parameters.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = lite.serializers[parameterTypes[index]!];
          return serializer ? serializer(value) : String(value);
        });
        // Bind, execute and sync in one message: after an error PostgreSQL skips to the sync, so the session is
        // ready for the next statement whether or not this one failed.
        const messages = await lite.execProtocolStream(joined([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]), NO_FS_SYNC);
        const [result] = parse.parseResults(rowDescription ? [rowDescription, ...messages] : messages, lite.parsers);
        return { rows: result?.rows ?? [] };
      }),
    );
}
