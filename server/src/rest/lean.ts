// Public REST reads (rest/index.ts, publicReads: Find House Girl's list, search, the job board, a profile's page,
// its reviews and albums) and a signed-in caller's matching reads (signedReads: a job's matches, recommended jobs)
// answered without express's middleware stack, as graphql/http.ts answers POST /graphql. On
// the way to such a route express ran about twenty layers (helmet's headers set one by one, cors, compression's
// response wrapping, the body parsers, the text check, then a walk over every route of the routers mounted before it,
// re-parsing the URL at each) and parsed the query string again on every read of req.query: half the Node CPU of
// Find House Girl's filtered list at scale (bench/profile.ts --get: 1.2 ms per response through express, 0.6 ms
// here). This path runs the same read function on the query as the app's own query parser reads it (and a path's
// whole-number `:id`), establishes the caller as the route does, and sends the answer with the same headers in the
// same order (helmet's, computed once at start-up; Content-Type, Content-Length and ETag as res.json; Vary as
// compression), compressed above the app's threshold as the compression middleware would (lib/lean-http.ts).
// Whatever it cannot answer exactly as the app would goes to the app: other methods and paths (a path is matched only
// as written, no trailing-slash or case variants), a request with a body, a conditional request (If-None-Match,
// If-Modified-Since: express answers 304), text PostgreSQL cannot store, CORS and the response cache; a read's error
// goes to the app's error handler, after its security middleware, as the route's would.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Services } from "../services.js";
import { answerLean, compressed } from "../lib/lean-http.js";
import { allTextStorable } from "../lib/validate.js";
import { asksForFresh } from "../lib/response-cache.js";
import { callerWith, JsonText, tokenCallerWith, type PublicRead, type ReadRequest, type SignedRead } from "./http.js";

export interface LeanReadsOptions {
  services: Services;
  /** The reads by path (rest/index.ts, publicReads). */
  reads: Map<string, PublicRead>;
  /** The signed-in caller's matching reads by path (rest/index.ts, signedReads): the caller as signedRoute makes it. */
  signedReads: Map<string, SignedRead>;
  /** The headers helmet sets on every response (lib/lean-http.ts, securityHeaders). */
  headers: OutgoingHttpHeaders;
  /** The size in bytes from which the app's compression middleware compresses (app.ts, COMPRESSION_THRESHOLD). */
  compressFrom: number;
  /** Whether this request must go through the express app instead (CORS, the response cache). */
  needsApp: (req: IncomingMessage) => boolean;
  /** X-SQL-Statements on every answer (EXPOSE_SQL_STATEMENTS). */
  countStatements: boolean;
  /** The client's address as express computes req.ip (app.ts, clientAddress). */
  ip: (req: IncomingMessage) => string;
  /** The app's query parser (its "query parser fn" setting). */
  parseQuery: (text: string) => ReadRequest["query"];
  /** The app's ETag function (its "etag fn" setting), as res.send calls it; undefined when ETags are off. */
  etag: ((body: Buffer) => string | undefined) | undefined;
  /** The express app: every other request, and this path's failures (lib/lean-http.ts, failedBefore). */
  app: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * A path with a whole number as its last segment, or as the one before a last named one: the `:id` of reads such as
 * /profiles/house-manager/:id/ and /profiles/jobs/:id/matches/.
 */
const ID_SEGMENT = /^(\/.*\/)(\d+)(\/(?:[a-z_-]+\/)?)$/;

/** Characters with which parseurl hands a URL to url.parse (a fragment, whitespace): such a URL goes to the app. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/** What the app would answer otherwise than this path does: see the file's opening comment. */
function appOnly(req: IncomingMessage): boolean {
  const headers = req.headers;
  return (
    headers["transfer-encoding"] !== undefined ||
    headers["content-length"] !== undefined ||
    headers["if-none-match"] !== undefined ||
    headers["if-modified-since"] !== undefined ||
    UNUSUAL_URL.test(req.url ?? "")
  );
}

/** A read and how its caller is established: callerWith for a public read, tokenCallerWith for a signed one (rest/http.ts). */
type Lean = { public: PublicRead } | { signed: SignedRead };

export function leanReads(options: LeanReadsOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { services, reads, signedReads, app, etag } = options;

  /** The read a path or pattern names, and how its caller is established. */
  function leanRead(key: string): Lean | undefined {
    const publicRead = reads.get(key);
    if (publicRead) return { public: publicRead };
    const signedRead = signedReads.get(key);
    return signedRead && { signed: signedRead };
  }

  /** A read by its path as written, or by its pattern with `:id` for the whole number (ID_SEGMENT), with its params. */
  function readOf(path: string): { read: Lean; params: Record<string, string> } | undefined {
    const exact = leanRead(path);
    if (exact) return { read: exact, params: {} };
    const id = ID_SEGMENT.exec(path);
    const read = id ? leanRead(`${id[1]}:id${id[3]}`) : undefined;
    return read && { read, params: { id: id![2]! } };
  }

  async function answer(req: IncomingMessage, res: ServerResponse, read: Lean, input: ReadRequest, counter?: { count: number }): Promise<void> {
    const { body } =
      "public" in read
        ? await read.public(input, await callerWith(services, req.headers.authorization, options.ip(req)))
        : await read.signed(input, await tokenCallerWith(services, req.headers.authorization));
    // As res.json and res.send: the JSON as a buffer, its length and its ETag; then compression's Vary (its
    // Content-Encoding in place of the length when it compresses), then the statement counter's header.
    const json = Buffer.from(body instanceof JsonText ? body.text : JSON.stringify(body), "utf8");
    const out: OutgoingHttpHeaders = { ...options.headers, "Content-Type": "application/json; charset=utf-8", "Content-Length": json.length };
    const tag = etag?.(json);
    if (tag) out["ETag"] = tag;
    out["Vary"] = "Accept-Encoding";
    const packed = compressed(req, json, json.length, options.compressFrom);
    if (packed) {
      out["Content-Encoding"] = packed.encoding;
      out["Content-Length"] = packed.body.length;
    }
    if (counter) out["X-SQL-Statements"] = String(counter.count);
    res.writeHead(200, out);
    res.end(packed ? packed.body : json);
  }

  return (req, res) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const path = mark < 0 ? url : url.slice(0, mark);
    const found = req.method !== "GET" ? undefined : readOf(path);
    if (!found || appOnly(req) || options.needsApp(req)) {
      app(req, res);
      return;
    }
    const query = options.parseQuery(mark < 0 ? "" : url.slice(mark + 1));
    // As storableTextOnly (rest/http.ts) before every /profiles route: the app refuses such text with its 400.
    if (!allTextStorable(query)) {
      app(req, res);
      return;
    }
    answerLean(options, req, res, "rest read", (counter) => answer(req, res, found.read, { query, params: found.params, fresh: asksForFresh(req.headers) }, counter));
  };
}
