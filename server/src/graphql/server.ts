// Apollo Server for HTTP and graphql-ws for subscriptions on the same path, with the same limits and authentication.
import type { Server as HttpServer } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  BREAK,
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  valueFromAST,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { decodeJwt } from "jose";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { DomainError } from "../lib/errors.js";
import { bearerToken } from "../lib/tokens.js";
import { allTextStorable, isStorableText, UNSTORABLE_TEXT } from "../lib/validate.js";
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
  /** List items one operation may ask for: page sizes multiplied down the nesting (variables and defaults included). */
  maxRequestedItems: 5000,
};

/**
 * How many connection items an operation can return at most: each `first` (a literal, a variable or the schema's
 * default) times everything nested under it. graphql-armor's cost rule multiplies only literal `first` values, so a
 * query passing page sizes as variables (as every client does) would otherwise be costed as if each page held one item.
 */
export function requestedItems(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): number {
  const operation = getOperationAST(document, operationName ?? undefined);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // Per fragment, counted once: a fragment spread many times over cannot make this walk exponential.
  const fragmentItems = new Map<string, number>();
  // `inherited`: the page size a wrapper field (search) gives the connections under it that name none of their own.
  const count = (type: GraphQLNamedType, selectionSet: SelectionSetNode, inherited?: number): number => {
    let items = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        if (!field || !selection.selectionSet) continue;
        const first = field.args.find((arg) => arg.name === "first");
        const given = selection.arguments?.find((arg) => arg.name.value === "first");
        const size = first ? ((given ? valueFromAST(given.value, first.type, variables) : undefined) ?? first.defaultValue ?? inherited) : undefined;
        const named = getNamedType(field.type);
        // A `first` on a field that is neither a list nor a connection (search) only sets its connections' default size.
        const wrapper = first && !isListType(getNullableType(field.type)) && !((isObjectType(named) || isInterfaceType(named)) && named.getFields().edges);
        if (wrapper) {
          items += count(named, selection.selectionSet, typeof size === "number" ? size : undefined);
          continue;
        }
        const nested = count(named, selection.selectionSet);
        items += typeof size === "number" && size > 0 ? size * (1 + nested) : nested;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        items += count(condition ?? type, selection.selectionSet, inherited);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) continue;
        if (!fragmentItems.has(name)) {
          fragmentItems.set(name, 0); // a cycle (refused by validation anyway) counts nothing
          fragmentItems.set(name, count(schema.getType(fragment.typeCondition.name.value) ?? type, fragment.selectionSet, inherited));
        }
        items += fragmentItems.get(name)!;
      }
    }
    return items;
  };
  return count(root, operation.selectionSet);
}

function armor() {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Tokens are limited by graphql-js' parser itself (parseOptions below): armor's plugin throws from a hook, which
    // Apollo answers with HTTP 500 instead of a 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused before execution, in variables and in the
 * operation's string literals alike; otherwise it would reach the database and fail there as an internal error.
 */
function unstorableTextError(document: DocumentNode, variables: unknown): GraphQLError | undefined {
  let storable = allTextStorable(variables);
  if (storable) {
    visit(document, {
      StringValue(node) {
        if (isStorableText(node.value)) return undefined;
        storable = false;
        return BREAK;
      },
    });
  }
  return storable ? undefined : new GraphQLError(UNSTORABLE_TEXT, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
}

/**
 * Refuses unstorable text (above), and answers HTTP 503 with Retry-After when the database is unreachable and nothing
 * could be resolved, so proxies, load balancers and clients treat it as the temporary outage it is.
 */
const requestGuards: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, schema }) {
        const error = unstorableTextError(document, request.variables);
        if (error) throw error;
        const items = requestedItems(schema, document, request.operationName, request.variables);
        if (items > GRAPHQL_LIMITS.maxRequestedItems) {
          throw new GraphQLError(`The operation asks for up to ${items} list items; at most ${GRAPHQL_LIMITS.maxRequestedItems} are allowed. Ask for smaller pages.`, {
            extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
          });
        }
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        const { data, errors } = response.body.singleResult;
        if (data == null && errors?.length && errors.every((error) => error.extensions?.code === "SERVICE_UNAVAILABLE")) {
          response.http.status = 503;
          response.http.headers.set("retry-after", "5");
        }
      },
    };
  },
};

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
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT. Apollo's own handler would call stop() concurrently with ours, and Apollo 5 never
    // releases a second concurrent stop() (its barrier resolves only on failure): shutdown hung until killed.
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    formatError: formatGraphQLError,
    plugins: [
      ...protection.plugins,
      requestGuards,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Off: no page at all (Apollo's production page loads scripts from its CDN, which the CSP refuses anyway).
      config.landingPage ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }) : ApolloServerPluginLandingPageDisabled(),
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
            const unstorable = unstorableTextError(document, payload.variables);
            if (unstorable) return [unstorable];
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
