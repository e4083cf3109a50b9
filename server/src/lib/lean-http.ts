// What the lean paths share (graphql/http.ts for POST /graphql, rest/lean.ts for public REST reads): they answer a
// request without express's middleware stack but exactly as the app would, with helmet's headers computed once, the
// compression middleware's negotiation in one zlib call, and the app's error handler for whatever they cannot answer.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import type { RequestHandler } from "express";
import { statementCounter } from "./db.js";
import { logger } from "./logger.js";

/**
 * Failures of a lean path before it answered (a body the parser refused, a route's error): the express app answers
 * them through its error handler (rest/http.ts, restErrorHandler), after its own security middleware, exactly as if
 * its own route had failed. `failedBefore` is the middleware that hands them over.
 */
const failures = new WeakMap<IncomingMessage, unknown>();

export const failedBefore: RequestHandler = (req, _res, next) => {
  if (!failures.has(req)) return next();
  const failure = failures.get(req);
  failures.delete(req);
  next(failure);
};

/** The statements a lean path ran before it failed, which the app's X-SQL-Statements goes on counting (app.ts). */
const counters = new WeakMap<IncomingMessage, { count: number }>();

/** Hands a request a lean path failed on to the express app, which answers `failure` as its route's error. */
export function answerFailure(app: (req: IncomingMessage, res: ServerResponse) => void, req: IncomingMessage, res: ServerResponse, failure: unknown, counter?: { count: number }): void {
  failures.set(req, failure);
  if (counter) counters.set(req, counter);
  app(req, res);
}

/** The statement counter of a request a lean path handed over (answerFailure), if it counted. */
export function handedOverCounter(req: IncomingMessage): { count: number } | undefined {
  const counter = counters.get(req);
  counters.delete(req);
  return counter;
}

/**
 * Runs a lean path's `answer`, under a statement counter of its own for X-SQL-Statements when `countStatements`
 * (EXPOSE_SQL_STATEMENTS). Its failure goes to the app (answerFailure) while nothing is sent yet; after the headers,
 * it is logged and the connection dropped.
 */
export function answerLean(
  options: { app: (req: IncomingMessage, res: ServerResponse) => void; countStatements: boolean },
  req: IncomingMessage,
  res: ServerResponse,
  what: string,
  answer: (counter?: { count: number }) => Promise<void>,
): void {
  const run = (counter?: { count: number }) =>
    answer(counter).catch((failure: unknown) => {
      if (!res.headersSent) {
        answerFailure(options.app, req, res, failure, counter);
        return;
      }
      logger.errorWithId(`${what} failed after its headers`, failure);
      res.destroy();
    });
  if (!options.countStatements) {
    void run();
    return;
  }
  const counter = { count: 0 };
  statementCounter.run(counter, () => void run(counter));
}

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
export function compressed(req: IncomingMessage, body: string | Buffer, length: number, compressFrom: number): { encoding: string; body: Buffer } | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  if (length < compressFrom) return undefined;
  const encoding = (new Negotiator(req) as unknown as EncodingNegotiator).encoding(ENCODINGS, { preferred: PREFERRED_ENCODINGS });
  if (encoding === "gzip") return { encoding, body: gzipSync(body) };
  if (encoding === "br") return { encoding, body: brotliCompressSync(body, BROTLI_OPTIONS) };
  if (encoding === "deflate") return { encoding, body: deflateSync(body) };
  return undefined;
}
