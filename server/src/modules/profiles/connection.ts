// Relay-style connections over offset pages: opaque cursors, page-size bounds, and edges built from a fetched page.
import { ValidationError } from "../../lib/errors.js";

/** Largest page any connection serves; keeps one request's work bounded. */
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  /** How many items to return. */
  first: number;
  /** How many items precede the page. */
  offset: number;
}

/** A fetched page: up to `first + 1` rows, the extra one only telling that more follow. */
export interface Page<T> {
  rows: T[];
  offset: number;
  first: number;
  totalCount: number;
}

/**
 * A REST list's numbered `page` (1, 2, ...) of `size` items: a positive whole number, 1 when absent (the job board,
 * rest/jobs.ts; each side of the search, rest/profiles.ts).
 */
export function numberedPage(raw: unknown, size: number): PageRequest {
  if (raw === undefined || raw === null || raw === "") return { offset: 0, first: size };
  const page = typeof raw === "string" && /^\d{1,6}$/.test(raw.trim()) ? Number(raw) : typeof raw === "number" ? raw : NaN;
  if (!Number.isInteger(page) || page < 1) throw ValidationError.fields({ page: ["A valid page number (1, 2, ...) is required."] });
  return { offset: (page - 1) * size, first: size };
}

// Cursors are positions in a stable order (rating, experience, id or newest first); base64url keeps them opaque to clients.
export function offsetCursor(position: number): string {
  return Buffer.from(`offset:${position}`).toString("base64url");
}

export function parseCursor(cursor: string | null | undefined): number {
  if (cursor === undefined || cursor === null || cursor === "") return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw ValidationError.fields({ after: ["Invalid cursor."] });
  return Number(match[1]) + 1;
}

/** Validates `first` and `after` into an offset page. */
export function pageRequest(first: number | null | undefined, after: string | null | undefined, fallback = 20): PageRequest {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw ValidationError.fields({ first: [`Ensure this value is between 0 and ${MAX_PAGE_SIZE}: the page size limit.`] });
  }
  return { first: size, offset: parseCursor(after) };
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export function toConnection<T>(page: Page<T>): Connection<T> {
  const edges = page.rows.slice(0, page.first).map((node, index) => ({ cursor: offsetCursor(page.offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.rows.length > page.first,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}

export function emptyConnection<T>(): Connection<T> {
  return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, totalCount: 0 };
}
