// Keyset pagination shared by the notification and message connections: opaque cursors over ids, newest first.
// Keyset rather than offsets: these lists grow at the head while a client pages, and an offset would then repeat rows.
import { ValidationError } from "../../lib/errors.js";

export const MAX_PAGE_SIZE = 100;

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Array<Edge<T>>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** Cursors name their kind so one from another list is refused instead of silently misread. */
export function encodeCursor(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString("base64url");
}

/** The id an `after` cursor points at, or undefined for the first page. */
export function decodeCursor(kind: string, cursor: string | null | undefined): number | undefined {
  if (cursor === undefined || cursor === null || cursor === "") return undefined;
  const match = /^([a-z]+):(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match || match[1] !== kind) throw ValidationError.fields({ after: ["Invalid cursor."] });
  return Number(match[2]);
}

export function pageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw ValidationError.fields({ first: [`Ensure this value is between 1 and ${MAX_PAGE_SIZE}.`] });
  return size;
}

/**
 * Builds a connection from rows fetched newest first with `take: size + 1`: the extra row only says a next page exists.
 * Ids come from one sequence, so ordering by id is ordering by insertion and stays stable while rows are added.
 */
export function connectionOf<T extends { id: number }>(kind: string, rows: T[], size: number, after: number | undefined, totalCount: number): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: encodeCursor(kind, node.id), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
