// REST plumbing: the caller of a request, async handlers, and the one mapping of errors to DRF-style responses.
import type { NextFunction, Request, Response, RequestHandler } from "express";
import { DomainError, HTTP_STATUS, toDomainError, type FieldErrors } from "../lib/errors.js";
import { logger } from "../lib/logger.js";
import { bearerToken } from "../lib/tokens.js";
import { asksForFresh } from "../lib/response-cache.js";
import { allTextStorable, UNSTORABLE_TEXT } from "../lib/validate.js";
import type { Caller, TokenCaller } from "../lib/services-context.js";
import type { Services } from "../services.js";

export interface RestResult {
  status?: number;
  /** Left out for a 204: the answer has no body. */
  body?: unknown;
}

/**
 * An answer's JSON already written: a read whose answer is served again as it is writes it once (the REST search's
 * kept pages: rest/profiles.ts). Sent as res.json sends its text.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `maritalStatus` → `marital_status`: the REST edge's spelling of a field (docs/product.md, "Fields"). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The named fields of a row under their REST names, values unchanged: the one place the REST edge renames fields. */
export function restFields<Row extends object, Key extends keyof Row & string>(row: Row, keys: readonly Key[]): { [K in Key as SnakeCase<K>]: Row[K] } {
  // A loop rather than Object.fromEntries: list answers call this for every row (100 a REST search), and the pairs
  // were most of its garbage.
  const fields: Record<string, unknown> = {};
  for (const key of keys) fields[restName(key)] = row[key];
  return fields as never;
}

/** REST names already worked out: the names are the code's own field names, so they are few. */
const REST_NAMES = new Map<string, string>();

export function restName<Name extends string>(name: Name): SnakeCase<Name> {
  let rest = REST_NAMES.get(name);
  if (rest === undefined) {
    rest = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    REST_NAMES.set(name, rest);
  }
  return rest as SnakeCase<Name>;
}

/** Establishes the caller of a request; a bad or expired bearer token is a 401. */
export async function callerOf(req: Request, services: Services): Promise<Caller> {
  return callerWith(services, req.headers.authorization, req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/** The caller from a request's Authorization header and client address (callerOf; rest/lean.ts). */
export async function callerWith(services: Services, authorization: string | undefined, ip: string): Promise<Caller> {
  const token = bearerToken(authorization);
  const viewer = token ? await services.accounts.authenticate(token) : undefined;
  return { viewer, ip };
}

/** Wraps a route: establishes the caller, runs it, and sends its result or its error. */
export function route(services: Services, fn: (req: Request, caller: Caller) => Promise<RestResult>): RequestHandler {
  return answer(async (req) => fn(req, await callerOf(req, services)));
}

/** What a public read takes from its request: the query string as the app's query parser reads it, the path's `:id`. */
export interface ReadRequest {
  query: Request["query"];
  params: Record<string, string>;
  /** The request asks for an answer found now rather than one the server keeps (asksForFresh: the profile search's pages). */
  fresh: boolean;
}

/**
 * A GET any visitor may send (signed in or not), answered 200 with JSON. The express route (readRoute) and the lean
 * path for reads (rest/lean.ts) run the same function, so both answer alike.
 */
export type PublicRead = (req: ReadRequest, caller: Caller) => Promise<{ body: object }>;

/** A public read as an express route. express parses `req.query` again on every access: the read gets it once. */
export function readRoute(services: Services, read: PublicRead): RequestHandler {
  return route(services, (req, caller) => read({ query: req.query, params: req.params as Record<string, string>, fresh: asksForFresh(req.headers) }, caller));
}

/**
 * As route, for a read whose service checks the caller's account in its own first statement (TokenCaller in
 * lib/services-context.ts; a job's matches, recommended jobs): only the bearer token is verified here, so a bad or
 * expired one is the same 401, and the account's row is read with the service's data instead of by callerOf.
 */
export function signedRoute(services: Services, fn: (req: Request, caller: TokenCaller | undefined) => Promise<RestResult>): RequestHandler {
  return answer(async (req) => fn(req, await tokenCallerWith(services, req.headers.authorization)));
}

/** The caller of a signed read from a request's Authorization header: its token verified, its account left to the service (signedRoute; rest/lean.ts). */
export async function tokenCallerWith(services: Services, authorization: string | undefined): Promise<TokenCaller | undefined> {
  const token = bearerToken(authorization);
  return token ? services.accounts.tokenCaller(token) : undefined;
}

/**
 * A GET for a signed-in caller whose service checks the account in its own first statement (signedRoute), answered
 * 200 with JSON. As with PublicRead, the express route (signedReadRoute) and the lean path (rest/lean.ts) run the same
 * function.
 */
export type SignedRead = (req: ReadRequest, caller: TokenCaller | undefined) => Promise<{ body: object }>;

/** A signed read as an express route. */
export function signedReadRoute(services: Services, read: SignedRead): RequestHandler {
  return signedRoute(services, (req, caller) => read({ query: req.query, params: req.params as Record<string, string>, fresh: asksForFresh(req.headers) }, caller));
}

/** Sends a route's result or passes its error on. */
function answer(fn: (req: Request) => Promise<RestResult>): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await fn(req);
      if (result.status === 204) res.status(204).end();
      else if (result.body instanceof JsonText) {
        // As res.json: its Content-Type unless one is set, then send's (which adds the charset, length and ETag).
        res.status(result.status ?? 200);
        if (!res.get("Content-Type")) res.set("Content-Type", "application/json");
        res.send(result.body.text);
      } else res.status(result.status ?? 200).json(result.body);
    } catch (error) {
      next(error);
    }
  };
}

/** A private file sent to the one caller allowed to read it: shown inline, never kept by a shared cache. */
export interface PrivateFile {
  data: Buffer | Uint8Array;
  filename: string;
  /** Defaults to a PDF (contracts and payslips). */
  mimeType?: string;
}

export function sendPrivateFile(res: Response, file: PrivateFile): void {
  res.setHeader("Content-Type", file.mimeType ?? "application/pdf");
  res.setHeader("Content-Disposition", `inline; filename="${file.filename}"`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "private, no-store");
  res.end(file.data);
}

/** Wraps a route that answers with a private file (a document or a PDF) instead of JSON. */
export function fileRoute(services: Services, fn: (req: Request, caller: Caller) => Promise<PrivateFile>): RequestHandler {
  return async (req, res, next) => {
    try {
      sendPrivateFile(res, await fn(req, await callerOf(req, services)));
    } catch (error) {
      next(error);
    }
  };
}

export function errorBody(error: DomainError): Record<string, unknown> {
  if (error.code === "BAD_USER_INPUT") {
    return error.fieldErrors ? { ...error.fieldErrors } : { error: error.message };
  }
  const fields: FieldErrors | undefined = error.fieldErrors;
  return { ...(fields ?? {}), error: error.message, detail: error.message };
}

/** The last error handler: domain errors keep their status; body-parser faults are 400/413; the rest is a logged 500. */
export function restErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const parserError = error as { type?: string; status?: number };
  if (parserError?.type === "entity.parse.failed") {
    res.status(400).json({ error: "Malformed JSON in request body." });
    return;
  }
  if (parserError?.type === "entity.too.deep") {
    res.status(400).json({ error: (error as Error).message });
    return;
  }
  if (parserError?.type === "entity.too.large") {
    res.status(413).json({ error: "Request body is too large." });
    return;
  }
  if (typeof parserError?.status === "number" && parserError.status >= 400 && parserError.status < 500) {
    const message = parserError.status === 404 ? "Not found." : "The request could not be read.";
    res.status(parserError.status).json({ error: message, detail: message });
    return;
  }
  const domain = toDomainError(error);
  if (domain) {
    if (domain.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(domain.retryAfterSeconds));
    res.status(HTTP_STATUS[domain.code]).json(errorBody(domain));
    return;
  }
  const errorId = logger.errorWithId("request failed", error, { method: req.method, path: req.path });
  res.status(500).json({ error: "Internal server error", errorId });
}

/** Refuses a body or query string carrying text PostgreSQL cannot store (NUL, unpaired surrogates) with a 400. */
export const storableTextOnly: RequestHandler = (req, res, next) => {
  if (allTextStorable(req.body) && allTextStorable(req.query)) return next();
  res.status(400).json({ error: UNSTORABLE_TEXT });
};

/** Reads a JSON (or form) body as a plain object; anything else is treated as empty. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
