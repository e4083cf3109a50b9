// POST /graphql with a JSON body, answered without express's middleware stack. Express around Apollo (router,
// helmet's dozen middleware, cors, compression's response wrapping, res.send's ETag) cost about 0.13 ms of CPU per
// request, a third of a list page's (bench/results.md, "The GraphQL layer's own cost"). This path sends the same
// security headers (helmet's, computed once at start-up), parses the body with the app's own JSON parser (same
// limits, depth check and errors), runs the same Apollo request, and compresses a complete answer above the app's
// threshold as the compression middleware would (same negotiation, encodings and headers) in one zlib call (an
// incremental answer goes out as it is); everything else, and any request it cannot answer exactly as the app would
// (CORS, multipart uploads, the response cache), goes to the express app.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { HeaderMap, type ApolloServer } from "@apollo/server";
import type { RequestHandler } from "express";
import { answerLean, compressed } from "../lib/lean-http.js";
import type { GraphQLContext } from "./context.js";

export interface FastGraphQLOptions {
  apollo: ApolloServer<GraphQLContext>;
  /** The app's JSON body parser for /graphql (limits and depth check). */
  jsonBody: RequestHandler;
  /** The size in bytes from which the app's compression middleware compresses (app.ts, COMPRESSION_THRESHOLD). */
  compressFrom: number;
  /** The headers helmet sets on every response (lib/lean-http.ts, securityHeaders). */
  headers: OutgoingHttpHeaders;
  /** The context of one request, as the express route makes it. */
  context: (req: IncomingMessage) => Promise<GraphQLContext>;
  /** Whether this request must go through the express app instead (CORS, the response cache). */
  needsApp: (req: IncomingMessage) => boolean;
  /** X-SQL-Statements on every answer (EXPOSE_SQL_STATEMENTS). */
  countStatements: boolean;
  /** The express app: every other request, and this path's failures (lib/lean-http.ts, failedBefore). */
  app: (req: IncomingMessage, res: ServerResponse) => void;
}

/** A JSON body in UTF-8, not compressed: what this path reads exactly as the app would. */
function plainJsonRequest(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  if (!type || !/^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(type)) return false;
  return req.headers["content-encoding"] === undefined || req.headers["content-encoding"] === "identity";
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

  /** The app's JSON parser (limits and depth check) on the request's body; its error is the app's to answer. */
  const parse = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve, reject) => jsonBody(req as never, res as never, (error?: unknown) => (error === undefined ? resolve() : reject(error))));

  return (req, res) => {
    if (req.method !== "POST" || req.url !== "/graphql" || !plainJsonRequest(req) || options.needsApp(req)) {
      app(req, res);
      return;
    }
    answerLean(options, req, res, "graphql answer", async (counter) => {
      await parse(req, res);
      await answer(req, res, counter);
    });
  };
}
