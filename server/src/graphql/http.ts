// POST /graphql with a JSON body, answered without express's middleware stack. Express around Apollo (router,
// helmet's dozen middleware, cors, compression's response wrapping, res.send's ETag) cost about 0.13 ms of CPU per
// request, a third of a list page's (bench/results.md, "The GraphQL layer's own cost"). This path sends the same
// security headers (helmet's, computed once at start-up), parses the body with the app's own JSON parser (same
// limits, depth check and errors), runs the same Apollo request, and compresses a complete answer above the app's
// threshold as the compression middleware would (same negotiation, encodings and headers) in one zlib call (an
// incremental answer goes out as it is); everything else, and any request it cannot answer exactly as the app would
// (CORS, multipart uploads, the response cache), goes to the express app.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { HeaderMap, type ApolloServer } from "@apollo/server";
import type { RequestHandler } from "express";
import { logger } from "../lib/logger.js";
import { statementCounter } from "../lib/db.js";
import type { GraphQLContext } from "./context.js";

export interface FastGraphQLOptions {
  apollo: ApolloServer<GraphQLContext>;
  /** The app's JSON body parser for /graphql (limits and depth check). */
  jsonBody: RequestHandler;
  /** The size in bytes from which the app's compression middleware compresses (app.ts, COMPRESSION_THRESHOLD). */
  compressFrom: number;
  /** The headers helmet sets on every response (securityHeaders below). */
  headers: OutgoingHttpHeaders;
  /** The context of one request, as the express route makes it. */
  context: (req: IncomingMessage) => Promise<GraphQLContext>;
  /** Whether this request must go through the express app instead (CORS, the response cache). */
  needsApp: (req: IncomingMessage) => boolean;
  /** X-SQL-Statements on every answer (EXPOSE_SQL_STATEMENTS). */
  countStatements: boolean;
  /** The express app: every other request, and this path's failures (see failedBefore). */
  app: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Failures of this path before it answered (a body the parser refused, an internal error): the express app answers
 * them through its error handler (rest/http.ts, restErrorHandler), after its own security middleware, exactly as if
 * its /graphql route had failed. `failedBefore` is the middleware that hands them over.
 */
const failures = new WeakMap<IncomingMessage, unknown>();

export const failedBefore: RequestHandler = (req, _res, next) => {
  if (!failures.has(req)) return next();
  const failure = failures.get(req);
  failures.delete(req);
  next(failure);
};

/** The headers a helmet middleware sets, read once by running it on a stand-in response. */
export function securityHeaders(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  let called = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = value as string),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  void middleware({ headers: {} } as never, res as never, () => void (called = true));
  if (!called) throw new Error("The security headers' middleware did not finish at once");
  return headers;
}

/** A JSON body in UTF-8, not compressed: what this path reads exactly as the app would. */
function plainJsonRequest(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  if (!type || !/^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(type)) return false;
  return req.headers["content-encoding"] === undefined || req.headers["content-encoding"] === "identity";
}

/** The encodings the compression middleware offers, and those it prefers when the client likes several alike. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED_ENCODINGS = ["br", "gzip"];
/** The compression middleware's brotli quality (its default: balanced speed and size). */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
/** negotiator 1.x's encoding(), which takes the preferred encodings (its published types predate the option). */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * A complete answer compressed as the compression middleware would (its negotiation, encodings and settings), in one
 * synchronous call: the middleware's zlib stream per response cost about 0.5 ms of CPU where gzip itself took about
 * 43 µs (bench/results.md, "The GraphQL layer's own cost"). Undefined: send it as it is.
 */
function compressed(req: IncomingMessage, body: string, length: number, compressFrom: number): { encoding: string; body: Buffer } | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  if (length < compressFrom) return undefined;
  const encoding = (new Negotiator(req) as unknown as EncodingNegotiator).encoding(ENCODINGS, { preferred: PREFERRED_ENCODINGS });
  if (encoding === "gzip") return { encoding, body: gzipSync(body) };
  if (encoding === "br") return { encoding, body: brotliCompressSync(body, BROTLI_OPTIONS) };
  if (encoding === "deflate") return { encoding, body: deflateSync(body) };
  return undefined;
}

export function fastGraphQL(options: FastGraphQLOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { apollo, jsonBody, context, app } = options;
  // compression (app.ts) adds Vary: Accept-Encoding to every JSON answer, compressed or not.
  const baseHeaders: OutgoingHttpHeaders = { ...options.headers, vary: "Accept-Encoding" };

  async function answer(req: IncomingMessage & { body?: unknown }, res: ServerResponse, counter?: { count: number }): Promise<void> {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: "POST", headers, search: "", body: req.body },
      context: () => context(req),
    });
    const out: OutgoingHttpHeaders = { ...baseHeaders };
    for (const [key, value] of response.headers) out[key] = value;
    if (counter) out["x-sql-statements"] = String(counter.count);
    if (response.body.kind === "complete") {
      // As the compression middleware, which leaves an answer marked no-transform as it is.
      const length = Buffer.byteLength(response.body.string);
      const packed = /(?:^|,)\s*?no-transform\s*?(?:,|$)/.test(String(out["cache-control"] ?? "")) ? undefined : compressed(req, response.body.string, length, options.compressFrom);
      if (packed) out["content-encoding"] = packed.encoding;
      out["content-length"] = packed ? packed.body.length : length;
      res.writeHead(response.status ?? 200, out);
      res.end(packed ? packed.body : response.body.string);
      return;
    }
    res.writeHead(response.status ?? 200, out);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  function handle(req: IncomingMessage, res: ServerResponse, counter?: { count: number }): void {
    jsonBody(req as never, res as never, (error?: unknown) => {
      if (error !== undefined) {
        failures.set(req, error);
        app(req, res);
        return;
      }
      answer(req, res, counter).catch((failure: unknown) => {
        if (!res.headersSent) {
          failures.set(req, failure);
          app(req, res);
          return;
        }
        logger.errorWithId("graphql answer failed after its headers", failure);
        res.destroy();
      });
    });
  }

  return (req, res) => {
    if (req.method !== "POST" || req.url !== "/graphql" || !plainJsonRequest(req) || options.needsApp(req)) {
      app(req, res);
      return;
    }
    if (!options.countStatements) {
      handle(req, res);
      return;
    }
    const counter = { count: 0 };
    statementCounter.run(counter, () => handle(req, res, counter));
  };
}
