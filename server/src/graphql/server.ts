// Apollo Server for HTTP and graphql-ws for subscriptions on the same path, with the same limits and authentication.
import type { Server as HttpServer } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from "graphql";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { decodeJwt } from "jose";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { DomainError } from "../lib/errors.js";
import { bearerToken } from "../lib/tokens.js";
import type { Viewer } from "../lib/services-context.js";
import { createContext, type GraphQLContext } from "./context.js";
import { formatGraphQLError } from "./errors.js";
import { buildSchema } from "./schema.js";

/** Query limits, chosen so every screen's query fits with room to spare; see docs/API.md. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
};

function armor() {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

/** Establishes the viewer from a bearer value; a bad or expired token is an UNAUTHENTICATED error with HTTP 401. */
export async function viewerFromAuthorization(services: Services, header: unknown): Promise<Viewer | undefined> {
  try {
    const token = bearerToken(header);
    return token ? await services.accounts.authenticate(token) : undefined;
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 401 } } });
    }
    throw error;
  }
}

export interface GraphQLServers {
  apollo: ApolloServer<GraphQLContext>;
  schema: GraphQLSchema;
  /** Attaches graphql-ws to the HTTP server's upgrade requests on `path`. */
  attachWebSockets(httpServer: HttpServer, path: string, services: Services, prisma: PrismaClient): { close(): Promise<void> };
}

export function createGraphQLServers(config: Config, httpServer: HttpServer): GraphQLServers {
  const schema = buildSchema();
  const protection = armor();
  let closeWebSockets: () => Promise<void> = async () => {};

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    formatError: formatGraphQLError,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.landingPage
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
      { async serverWillStart() { return { drainServer: () => closeWebSockets() }; } },
    ],
  });

  return {
    apollo,
    schema,
    attachWebSockets(server, path, services, prisma) {
      const wss = new WebSocketServer({ server, path, maxPayload: 64 * 1024 });
      const validationRules = [...specifiedRules, ...protection.validationRules];
      const cleanup = useServer<{ authorization?: unknown }, { viewer?: Viewer }>(
        {
          schema,
          // The access token travels in the connection parameters; a bad one closes the socket as Forbidden.
          onConnect: async (ctx) => {
            try {
              const raw = ctx.connectionParams?.authorization;
              ctx.extra.viewer = await viewerFromAuthorization(services, raw);
            } catch {
              return false;
            }
            // A socket lives no longer than its access token: close it at expiry; the client reconnects with a fresh one.
            const token = typeof ctx.connectionParams?.authorization === "string" ? bearerToken(ctx.connectionParams.authorization) : undefined;
            const expiresAt = token ? decodeJwt(token).exp : undefined;
            if (expiresAt) {
              const timer = setTimeout(() => ctx.extra.socket.close(4403, "Token expired"), Math.max(0, expiresAt * 1000 - Date.now()));
              timer.unref();
              ctx.extra.socket.once("close", () => clearTimeout(timer));
            }
            return true;
          },
          onSubscribe: (ctx, _id, payload) => {
            let document;
            try {
              document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
            } catch (error) {
              return [error instanceof GraphQLError ? error : new GraphQLError("Invalid query")];
            }
            const errors = validate(schema, document, validationRules);
            if (errors.length > 0) return errors;
            const args: ExecutionArgs = {
              schema,
              document,
              variableValues: payload.variables ?? undefined,
              operationName: payload.operationName ?? undefined,
              contextValue: createContext(services, prisma, { viewer: ctx.extra.viewer, ip: ctx.extra.request.socket.remoteAddress ?? "unknown" }),
            };
            return args;
          },
          // Apollo's formatError does not run here: format subscription results the same way.
          onNext: (_ctx, _id, _payload, _args, result) =>
            result.errors?.length
              ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error) as GraphQLError) }
              : result,
        },
        wss,
      );
      let closed: Promise<void> | undefined;
      const close = () =>
        (closed ??= (async () => {
          await cleanup.dispose();
          await new Promise<void>((resolve) => wss.close(() => resolve()));
        })());
      closeWebSockets = close;
      return { close };
    },
  };
}
