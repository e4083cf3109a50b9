// The express application: security headers, body limits, /graphql, the REST routes, /media, health, and the built client.
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import cors from "cors";
import compression from "compression";
import { expressMiddleware } from "@as-integrations/express5";
import type { ApolloServer } from "@apollo/server";
import type { Config } from "./config.js";
import type { Services } from "./services.js";
import type { Database } from "./lib/db.js";
import { statementCounter } from "./lib/db.js";
import { publicReads, restRouter, signedReads } from "./rest/index.js";
import { leanReads } from "./rest/lean.js";
import { restErrorHandler } from "./rest/http.js";
import { createContext, type GraphQLContext } from "./graphql/context.js";
import { viewerFromAuthorization } from "./graphql/server.js";
import { graphqlMultipart } from "./graphql/multipart.js";
import { asksForFresh, responseCache } from "./lib/response-cache.js";
import { jsonTooDeep, tooDeepMessage } from "./lib/json-depth.js";
import { logger } from "./lib/logger.js";
import { profileFromPath, profileShareTags, withShareTags } from "./lib/share-tags.js";
import { likelyLanguage, routePreloads, withHeadTags } from "./lib/route-preloads.js";
import { initialDataFor, initialDataTag, withInitialData } from "./lib/initial-data.js";
import { fastGraphQL } from "./graphql/http.js";
import { failedBefore, handedOverCounter, securityHeaders } from "./lib/lean-http.js";

export interface AppDeps {
  config: Config;
  services: Services;
  database: Database;
  apollo: ApolloServer<GraphQLContext>;
}

/**
 * A raw request's client address exactly as express computes `req.ip` (TRUST_PROXY and X-Forwarded-For included), for
 * WebSocket upgrades, which never pass through express.
 */
const ROBOTS_TXT = ["User-agent: *", "Allow: /", "Disallow: /settings", "Disallow: /notifications/", "Disallow: /messages/", "Disallow: /contracts", "Disallow: /reset-password", ""].join("\n");

export function clientAddress(app: Express, request: IncomingMessage): string {
  const view = Object.create(app.request, { headers: { value: request.headers }, socket: { value: request.socket } }) as express.Request;
  return view.ip ?? request.socket.remoteAddress ?? "unknown";
}

/** What /graphql shows a browser when the explorer is not built (e.g. under `npm run dev`, which serves it on Vite). */
const EXPLORER_NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MaidMatch API explorer</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto; line-height: 1.5">
<h1>MaidMatch API explorer</h1>
<p>The explorer (GraphiQL) is built with the client: run <code>npm run build:client</code> and reload this page. Under
<code>npm run dev</code> it is also at <a href="http://localhost:5173/explorer.html">http://localhost:5173/explorer.html</a>.</p>
<p>The API itself answers here: POST GraphQL operations to this address. docs/API.md in the repository is the guide.</p>
<p>Online, <a href="https://studio.apollographql.com/sandbox/explorer" rel="noreferrer noopener">Apollo Sandbox</a> can explore it too.</p>
</body></html>`;

/** Small bodies are sent as they are: under about one TCP segment, gzip saves no round trip and costs CPU per response. */
const COMPRESSION_THRESHOLD = 1400;

/**
 * The express app, and the server's request handler: POST /graphql with a plain JSON body through the leaner path of
 * graphql/http.ts (same headers, parser, context and Apollo request), the public REST reads through that of
 * rest/lean.ts (same read functions, caller and headers), everything else through the app.
 */
export function createRequestHandler(deps: AppDeps): { app: Express; handle: (req: IncomingMessage, res: ServerResponse) => void } {
  const { config, services, database, apollo } = deps;
  const compress = compression({ threshold: COMPRESSION_THRESHOLD });
  const app = createApp(deps, compress);
  const cached = config.responseCache && database.kind === "embedded";
  const headers = securityHeaders(security(config));
  const rest = leanReads({
    services,
    reads: publicReads(services),
    signedReads: signedReads(services),
    headers,
    compressFrom: COMPRESSION_THRESHOLD,
    // The response cache answers visitors' reads; with allowed origins, cors adds Vary: Origin to every answer.
    needsApp: () => cached || config.corsOrigins.length > 0,
    countStatements: config.exposeSqlStatements,
    ip: (req) => clientAddress(app, req),
    parseQuery: app.get("query parser fn") as (text: string) => express.Request["query"],
    etag: app.get("etag fn") as ((body: Buffer) => string | undefined) | undefined,
    app,
  });
  const handle = fastGraphQL({
    apollo,
    jsonBody: jsonBodyParser(config),
    compressFrom: COMPRESSION_THRESHOLD,
    headers,
    context: (req) => graphqlContext(app, services, database, req),
    // The response cache answers visitors' reads; cors answers allowed origins with its headers.
    needsApp: (req) => cached || (config.corsOrigins.length > 0 && req.headers.origin !== undefined),
    countStatements: config.exposeSqlStatements,
    app: rest,
  });
  return { app, handle };
}

/** JSON bodies are scanned for nesting depth before they are parsed (lib/json-depth.ts); too deep is a 400. */
function jsonBodyParser(config: Config) {
  return express.json({
    limit: config.jsonBodyLimit,
    verify: (_req, _res, buffer) => {
      if (jsonTooDeep(buffer, config.jsonMaxDepth)) throw Object.assign(new Error(tooDeepMessage(config.jsonMaxDepth)), { status: 400, type: "entity.too.deep" });
    },
  });
}

/** Security headers on every answer (helmet). */
function security(config: Config) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Only this origin, WebSocket included: CSP level 3 browsers let 'self' match ws(s):// on the page's own host
        // (tests/security/csp-connect.test.ts checks it in Chromium); the public origin's ws(s):// form is named too.
        connectSrc: ["'self'", ...(config.publicUrl ? [new URL(config.publicUrl).origin.replace(/^http/, "ws")] : [])],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}

/** A /graphql request's context: the viewer from its bearer token, its client address as express computes req.ip. */
async function graphqlContext(app: Express, services: Services, database: Database, req: IncomingMessage): Promise<GraphQLContext> {
  const viewer = await viewerFromAuthorization(services, req.headers.authorization);
  return createContext(services, database.prisma, { viewer, ip: clientAddress(app, req) }, asksForFresh(req.headers));
}

function createApp({ config, services, database, apollo }: AppDeps, compress: RequestHandler): Express {
  const app = express();
  const jsonBody = () => jsonBodyParser(config);
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // Counts SQL statements per request for the X-SQL-Statements header (EXPOSE_SQL_STATEMENTS: outside production by
  // default). Only then: the counter's AsyncLocalStorage turns on Node's promise hooks, a cost on every promise of every
  // request (bench/results.md, "The GraphQL layer's own cost").
  if (config.exposeSqlStatements) {
    app.use((req, res, next) => {
      // A lean path's failure (lib/lean-http.ts, answerFailure) counts the statements it ran too.
      const counter = handedOverCounter(req) ?? { count: 0 };
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
        if (!res.headersSent) res.setHeader("X-SQL-Statements", String(counter.count));
        return writeHead(...args);
      }) as typeof res.writeHead;
      statementCounter.run(counter, () => next());
    });
  }

  app.use(security(config));
  app.use(cors({ origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false }));
  app.use(compress);
  // What the lean paths (graphql/http.ts, rest/lean.ts) could not answer goes to the error handler from here, after the
  // security headers, as a failure of their express route would.
  app.use(failedBefore);

  // Visitors' reads served from memory until the next write. Only where this process is the database's one writer:
  // replicas on PostgreSQL would not see each other's writes (see lib/response-cache.ts).
  const cache = config.responseCache && database.kind === "embedded" ? responseCache({ generation: database.writeGeneration }) : undefined;

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", error: "The database is not reachable." });
    }
  });

  // The API explorer (GRAPHQL_LANDING_PAGE, on outside production): a browser opening /graphql gets GraphiQL, built
  // from npm packages into dist/client/explorer (vite.explorer.config.ts) and served from this origin under the app's
  // policy, so it needs no other host. A GET query (?query=) and every non-HTML request go on to the API.
  const explorerHtml = path.join(config.clientDir, "explorer", "explorer.html");
  app.get("/graphql", (req, res, next) => {
    if (!config.landingPage || req.query.query !== undefined || !/text\/html/i.test(req.headers.accept ?? "")) return next();
    res.setHeader("Cache-Control", "no-cache");
    if (existsSync(explorerHtml)) return res.sendFile(explorerHtml);
    res.type("html").send(EXPLORER_NOT_BUILT);
  });
  app.use(
    "/graphql",
    jsonBody(),
    graphqlMultipart(config.jsonMaxDepth),
    ...(cache ? [cache.graphql] : []),
    expressMiddleware(apollo, {
      context: ({ req }) => graphqlContext(app, services, database, req),
    }),
  );

  app.use(jsonBody(), express.urlencoded({ extended: false, limit: config.jsonBodyLimit }));
  if (cache) app.use(cache.rest);
  app.use(restRouter(services));

  app.use(
    "/media",
    express.static(config.mediaDir, {
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      maxAge: "7d",
      setHeaders: (res) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      },
    }),
  );

  // robots.txt as text, whether or not the client is built (it used to fall through to the app's HTML): public pages
  // may be crawled; a member's own pages may not.
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=86400");
    res.send(ROBOTS_TXT);
  });

  const indexHtml = path.join(config.clientDir, "index.html");
  if (existsSync(indexHtml)) {
    app.use(express.static(config.clientDir, { index: false, maxAge: "1h", setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      // The service worker and the page it keeps are checked on every visit, so a new version reaches phones at once.
      else if (/(service-worker\.js|\.html)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
    } }));
    // Client routes fall back to index.html; the client shows 'NoPage' for unknown ones.
    // A public profile's page carries its link-preview tags (lib/share-tags.ts); every other route gets the page as built.
    // Public landing pages also name their own chunks for preloading (lib/route-preloads.ts).
    let indexText: string | undefined;
    const preloadsFor = routePreloads(config.clientDir);
    app.get("/{*splat}", async (req, res, next) => {
      if (!req.accepts("html")) return next();
      res.setHeader("Cache-Control", "no-cache");
      const preloads = preloadsFor(req.path, likelyLanguage(req.get("accept-language")));
      // Which texts a landing page preloads follows the browser's languages.
      if (preloads) res.vary("Accept-Language");
      const profile = profileFromPath(req.path);
      if (profile) {
        try {
          const origin = config.publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
          // A house manager's page also carries its first query's answer, as a visitor sees it (lib/initial-data.ts).
          const anonymous = () => createContext(services, database.prisma, { viewer: undefined, ip: req.ip ?? "unknown" });
          const [tags, initial] = await Promise.all([
            profileShareTags(services, profile.role, profile.id, origin),
            initialDataFor(apollo, anonymous, req.path).catch((failure: unknown) => {
              logger.warn("initial data failed", { path: req.path, error: String(failure) });
              return null;
            }),
          ]);
          if (tags) {
            indexText ??= readFileSync(indexHtml, "utf8");
            res.type("html").send(withInitialData(withHeadTags(withShareTags(indexText, tags), preloads), initialDataTag(initial)));
            return;
          }
        } catch (failure) {
          // A preview is a nicety: the page itself still loads.
          logger.warn("share tags failed", { path: req.path, error: String(failure) });
        }
      }
      if (preloads) {
        indexText ??= readFileSync(indexHtml, "utf8");
        res.type("html").send(withHeadTags(indexText, preloads));
        return;
      }
      res.sendFile(indexHtml);
    });
  } else {
    app.get("/", (_req, res) => {
      res.type("text").send("MaidMatch API is running. Build the client with `npm run build` to serve the web app here.");
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: "Not found.", detail: "Not found." });
  });
  app.use(restErrorHandler);
  return app;
}
