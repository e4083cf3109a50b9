// Caches anonymous read responses (public GraphQL queries, public REST GETs) until this process writes anything.
// Only for a database that no other process writes (the embedded one): every write statement and every transaction
// that wrote moves the database's write generation on, and an entry is served only while the generation it was read
// at is still current, and on the UTC day it was read, so no response is ever older than the last write or shows a
// badge past its day. Any write empties the cache as a whole.
import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { Kind, parse, type DocumentNode } from "graphql";
import { badgeDay } from "../modules/verifications/badges.js";

export interface ResponseCacheOptions {
  /** The database's write generation (Database.writeGeneration). */
  generation: () => number;
  maxEntries?: number;
  /** Responses larger than this are not kept. */
  maxBodyBytes?: number;
  /** All entries together stay under this. */
  maxTotalBytes?: number;
}

interface Entry {
  generation: number;
  /** The day it was read on (badgeDay): a certificate's badge lapses with the day, written or not. */
  day: number;
  status: number;
  contentType: string | undefined;
  /** Express's ETag of the body, so a hit does not hash it again. */
  etag: string | undefined;
  body: string;
}

/** Whether a request asks for an answer found now, not one kept (`Cache-Control: no-cache` or `no-store`, `Pragma: no-cache`). */
export function asksForFresh(headers: IncomingHttpHeaders): boolean {
  return /no-cache|no-store/i.test(headers["cache-control"] ?? "") || /no-cache/i.test(String(headers.pragma ?? ""));
}

/** Whether a GraphQL document's chosen operation is a query (not a mutation or subscription); undefined when unparsable. */
function isQuery(document: DocumentNode, operationName: unknown): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const chosen = typeof operationName === "string" && operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  return chosen?.operation === "query";
}

export function responseCache(options: ResponseCacheOptions): { graphql: RequestHandler; rest: RequestHandler } {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let entriesGeneration = -1;
  /** Query text -> whether it is a query operation per operation name; bounded like the entries. */
  const queryKinds = new Map<string, boolean>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.body.length;
  };

  const store = (key: string, entry: Entry) => {
    // Entries of an older generation can never be served again: let them all go at once.
    if (entriesGeneration !== entry.generation) {
      entries.clear();
      totalBytes = 0;
      entriesGeneration = entry.generation;
    }
    drop(key);
    entries.set(key, entry);
    totalBytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxTotalBytes) break;
      drop(oldest);
    }
  };

  /** Serves `key` from the cache, or lets the request through and keeps its response when nothing was written meanwhile. */
  const serve = (req: Request, res: Response, next: () => void, key: string, keep: (body: string) => boolean) => {
    const generation = options.generation();
    const day = badgeDay();
    const hit = asksForFresh(req.headers) ? undefined : entries.get(key);
    if (hit && hit.generation === generation && hit.day === day) {
      // Most recently used last, so eviction takes the least recently used.
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status);
      if (hit.contentType) res.setHeader("Content-Type", hit.contentType);
      if (hit.etag) res.setHeader("ETag", hit.etag);
      res.setHeader("X-Response-Cache", "hit");
      res.send(hit.body);
      return;
    }
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      const keepIt = typeof body === "string" && res.statusCode === 200 && body.length <= maxBodyBytes && options.generation() === generation && keep(body);
      const contentType = res.getHeader("Content-Type");
      const result = send(body);
      if (keepIt) {
        const etag = res.getHeader("ETag");
        store(key, { generation, day, status: 200, contentType: typeof contentType === "string" ? contentType : undefined, etag: typeof etag === "string" ? etag : undefined, body: body as string });
      }
      return result;
    }) as typeof res.send;
    next();
  };

  // Only a visitor's requests: anything carrying credentials may depend on who asks.
  const anonymous = (req: Request) => !req.headers.authorization && !req.headers.cookie;

  const graphql: RequestHandler = (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; extensions?: unknown } | undefined;
    if (req.method !== "POST" || !anonymous(req) || !req.is("application/json") || typeof body?.query !== "string") return next();
    const kindKey = `${typeof body.operationName === "string" ? body.operationName : ""}\n${body.query}`;
    let query = queryKinds.get(kindKey);
    if (query === undefined) {
      try {
        query = isQuery(parse(body.query), body.operationName);
      } catch {
        return next();
      }
      if (queryKinds.size >= maxEntries) queryKinds.clear();
      queryKinds.set(kindKey, query);
    }
    if (!query) return next();
    // The response's form depends on what the client accepts (application/json or application/graphql-response+json).
    const key = `G ${req.headers.host ?? ""} ${req.headers.accept ?? ""} ${JSON.stringify(body)}`;
    // A result with errors may be a passing failure (a database hiccup): never kept.
    serve(req, res, next, key, (text) => !text.includes('"errors":'));
  };

  const rest: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || !anonymous(req) || !/^\/(profiles|accounts)\//.test(req.path)) return next();
    const key = `R ${req.headers.host ?? ""} ${req.headers.accept ?? ""} ${req.originalUrl}`;
    serve(req, res, next, key, () => /json/i.test(String(res.getHeader("Content-Type") ?? "")));
  };

  return { graphql, rest };
}
