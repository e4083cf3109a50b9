// Apollo Server for HTTP and graphql-ws for subscriptions on the same path, with the same limits and authentication.
import type { Server as HttpServer } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
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
  NoSchemaIntrospectionCustomRule,
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
  type ValidationRule,
} from "graphql";
import { getVariableValues } from "graphql/execution/values.js";
import type { ApolloServerPlugin } from "@apollo/server";
import type { IncomingMessage } from "node:http";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { decodeJwt } from "jose";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { DomainError, toDomainError } from "../lib/errors.js";
import { bearerToken } from "../lib/tokens.js";
import { allTextStorable, isStorableText, UNSTORABLE_TEXT } from "../lib/validate.js";
import { tooDeepMessage, valueTooDeep } from "../lib/json-depth.js";
import type { Viewer } from "../lib/services-context.js";
import { createContext, type GraphQLContext } from "./context.js";
import { formatGraphQLError } from "./errors.js";
import { buildSchema } from "./schema.js";
import { jitGateway } from "./jit.js";

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
    // Suggestions ("Did you mean …") are masked by formatGraphQLError, which both doors use (graphql/errors.ts).
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused before execution, in variables and in the
 * operation's string literals alike; otherwise it would reach the database and fail there as an internal error.
 */
function unstorableTextError(document: DocumentNode, variables: unknown): GraphQLError | undefined {
  const storable = allTextStorable(variables) && literalsStorable(document);
  return storable ? undefined : new GraphQLError(UNSTORABLE_TEXT, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
}

/** Per parsed document: Apollo hands the same document object to every request with the same query text. */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function literalsStorable(document: DocumentNode): boolean {
  let storable = literalsChecked.get(document);
  if (storable === undefined) {
    storable = true;
    visit(document, {
      StringValue(node) {
        if (isStorableText(node.value)) return undefined;
        storable = false;
        return BREAK;
      },
    });
    literalsChecked.set(document, storable);
  }
  return storable;
}

/**
 * The checks after validation that need the operation and its variables: unstorable text (above) and the list-size cap
 * (requestedItems). Run by Apollo's plugin below for HTTP and by the WebSocket server's onSubscribe alike.
 */
function operationProblem(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): GraphQLError | undefined {
  const unstorable = unstorableTextError(document, variables);
  if (unstorable) return unstorable;
  const items = requestedItems(schema, document, operationName, variables);
  if (items > GRAPHQL_LIMITS.maxRequestedItems) {
    return new GraphQLError(`The operation asks for up to ${items} list items; at most ${GRAPHQL_LIMITS.maxRequestedItems} are allowed. Ask for smaller pages.`, {
      extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
    });
  }
  return undefined;
}

/**
 * Refuses what operationProblem finds, and answers HTTP 503 with Retry-After when the database is unreachable and
 * nothing could be resolved, so proxies, load balancers and clients treat it as the temporary outage it is; likewise
 * 429 with Retry-After when a rate limit refused it.
 */
const requestGuards: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, schema }) {
        const problem = operationProblem(schema, document, request.operationName, request.variables);
        if (problem) throw problem;
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        const { data, errors } = response.body.singleResult;
        if (data == null && errors?.length && errors.every((error) => error.extensions?.code === "SERVICE_UNAVAILABLE")) {
          response.http.status = 503;
          response.http.headers.set("retry-after", "5");
        }
        // A refused rate-limited operation answers like its REST twin: 429 with Retry-After (the body keeps the errors).
        if (data == null && errors?.length && errors.every((error) => error.extensions?.code === "RATE_LIMITED")) {
          const wait = Math.max(1, ...errors.map((error) => Number(error.extensions?.retryAfterSeconds) || 0));
          response.http.status = 429;
          response.http.headers.set("retry-after", String(wait));
        }
      },
    };
  },
};

/**
 * The WebSocket side of the one pipeline: the steps Apollo runs for an HTTP request, in the same order and with the
 * same rules, limits and codes (parse with the token limit, validation, operation resolution, operationProblem,
 * variable coercion). Returns the execution arguments, or the errors HTTP would have answered with.
 */
function prepareSocketOperation(
  schema: GraphQLSchema,
  validationRules: readonly ValidationRule[],
  maxJsonDepth: number,
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null; extensions?: unknown },
): { document: DocumentNode; variables: Record<string, unknown> | undefined; operationName: string | undefined } | GraphQLError[] {
  if (valueTooDeep(payload.variables, maxJsonDepth) || valueTooDeep(payload.extensions, maxJsonDepth)) {
    return [new GraphQLError(tooDeepMessage(maxJsonDepth), { extensions: { code: "BAD_USER_INPUT" } })];
  }
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    const syntax = error instanceof GraphQLError ? error : new GraphQLError("Invalid query");
    return [new GraphQLError(syntax.message, { source: syntax.source, positions: syntax.positions, extensions: { code: "GRAPHQL_PARSE_FAILED" } })];
  }
  const invalid = validate(schema, document, validationRules);
  if (invalid.length > 0) {
    return invalid.map((error) => new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code: "GRAPHQL_VALIDATION_FAILED" } }));
  }
  const operationName = payload.operationName ?? undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    const message = operationName ? `Unknown operation named "${operationName}".` : "Must provide operation name if query contains multiple operations.";
    return [new GraphQLError(message, { extensions: { code: "OPERATION_RESOLUTION_FAILURE" } })];
  }
  const variables = payload.variables ?? undefined;
  const problem = operationProblem(schema, document, operationName, variables);
  if (problem) return [problem];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
  if (coerced.errors) {
    return coerced.errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code: "BAD_USER_INPUT" } }));
  }
  return { document, variables, operationName };
}

/**
 * Establishes the viewer from a bearer value; a bad or expired token is an UNAUTHENTICATED error with HTTP 401.
 * Authenticating reads the account (accounts service, authenticate: suspended and closed accounts), so an unreachable
 * database fails here, before any plugin runs: it answers 503 with Retry-After like every other outage.
 */
export async function viewerFromAuthorization(services: Services, header: unknown): Promise<Viewer | undefined> {
  try {
    const token = bearerToken(header);
    return token ? await services.accounts.authenticate(token) : undefined;
  } catch (error) {
    const domain = toDomainError(error);
    if (domain?.code === "SERVICE_UNAVAILABLE") {
      throw new GraphQLError(domain.message, { extensions: { code: domain.code, http: { status: 503, headers: new Map([["retry-after", "5"]]) } } });
    }
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 401 } } });
    }
    throw error;
  }
}

/**
 * The `authorization` connection parameter in any letter case (`Authorization` as in HTTP headers is common in
 * clients), so a client copying its HTTP header name is not silently treated as a visitor.
 */
export function authorizationParam(params: Readonly<Record<string, unknown>> | undefined): unknown {
  if (!params) return undefined;
  if ("authorization" in params) return params.authorization;
  const key = Object.keys(params).find((name) => name.toLowerCase() === "authorization");
  return key === undefined ? undefined : params[key];
}

export interface GraphQLServers {
  apollo: ApolloServer<GraphQLContext>;
  schema: GraphQLSchema;
  /**
   * Attaches graphql-ws to the HTTP server's upgrade requests on `path`. `clientAddress` resolves a request's client
   * address as the HTTP side does (TRUST_PROXY), for the rate limits and the connection cap.
   */
  attachWebSockets(httpServer: HttpServer, path: string, services: Services, prisma: PrismaClient, clientAddress: (request: IncomingMessage) => string): { close(): Promise<void> };
}

export function createGraphQLServers(config: Config, httpServer: HttpServer): GraphQLServers {
  const schema = buildSchema();
  const protection = armor();
  // One list of rules for both doors; introspection is refused here (not by Apollo's own switch) so the WebSocket
  // answers exactly like HTTP.
  const validationRules: ValidationRule[] = [...(config.introspection ? [] : [NoSchemaIntrospectionCustomRule]), ...protection.validationRules];
  let closeWebSockets: () => Promise<void> = async () => {};

  const apollo = new ApolloServer<GraphQLContext>({
    gateway: jitGateway(schema),
    // Refused, when off, by NoSchemaIntrospectionCustomRule in validationRules (shared with the WebSocket server).
    introspection: true,
    csrfPrevention: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT. Apollo's own handler would call stop() concurrently with ours, and Apollo 5 never
    // releases a second concurrent stop() (its barrier resolves only on failure): shutdown hung until killed.
    stopOnTerminationSignals: false,
    validationRules,
    formatError: formatGraphQLError,
    plugins: [
      ...protection.plugins,
      requestGuards,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's own pages load scripts from its CDN; the explorer served by app.ts (GraphiQL, built locally) replaces them.
      ApolloServerPluginLandingPageDisabled(),
      { async serverWillStart() { return { drainServer: () => closeWebSockets() }; } },
    ],
  });

  return {
    apollo,
    schema,
    attachWebSockets(server, path, services, prisma, clientAddress) {
      const limits = config.webSockets;
      // Open sockets per client address: beyond the cap the upgrade is refused with 429 before any handshake work.
      const openPerAddress = new Map<string, number>();
      const wss = new WebSocketServer({
        server,
        path,
        maxPayload: 64 * 1024,
        verifyClient: (info, done) => {
          const address = clientAddress(info.req);
          if ((openPerAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
            done(false, 429, "Too many open connections from your address.", { "Retry-After": "60" });
            return;
          }
          done(true);
        },
      });
      // Counted once the handshake completes (synchronously after verifyClient), released when the socket closes.
      wss.on("connection", (socket, request) => {
        const address = clientAddress(request);
        openPerAddress.set(address, (openPerAddress.get(address) ?? 0) + 1);
        socket.once("close", () => {
          const left = (openPerAddress.get(address) ?? 1) - 1;
          if (left > 0) openPerAddress.set(address, left);
          else openPerAddress.delete(address);
        });
      });
      const allRules = [...specifiedRules, ...validationRules];
      const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatGraphQLError(error.toJSON(), error));
      const cleanup = useServer<Record<string, unknown>, { viewer?: Viewer }>(
        {
          schema,
          // The access token travels in the connection parameters; a bad one closes the socket as Forbidden.
          onConnect: async (ctx) => {
            if (valueTooDeep(ctx.connectionParams, config.jsonMaxDepth)) return false;
            const raw = authorizationParam(ctx.connectionParams);
            try {
              ctx.extra.viewer = await viewerFromAuthorization(services, raw);
            } catch {
              return false;
            }
            // A socket lives no longer than its access token: close it at expiry; the client reconnects with a fresh one.
            const token = typeof raw === "string" ? bearerToken(raw) : undefined;
            const expiresAt = token ? decodeJwt(token).exp : undefined;
            if (expiresAt) {
              const timer = setTimeout(() => ctx.extra.socket.close(4403, "Token expired"), Math.max(0, expiresAt * 1000 - Date.now()));
              timer.unref();
              ctx.extra.socket.once("close", () => clearTimeout(timer));
            }
            return true;
          },
          // Queries, mutations and subscriptions alike pass the pipeline HTTP requests pass (prepareSocketOperation).
          onSubscribe: (ctx, _id, payload) => {
            // ctx.subscriptions holds this socket's running operations, this one included.
            if (Object.keys(ctx.subscriptions).length > limits.maxOperationsPerConnection) {
              return [new GraphQLError(`Too many operations running on this connection (at most ${limits.maxOperationsPerConnection}). Complete some first.`, { extensions: { code: "RATE_LIMITED" } })];
            }
            const prepared = prepareSocketOperation(schema, allRules, config.jsonMaxDepth, payload);
            if (Array.isArray(prepared)) return prepared;
            const args: ExecutionArgs = {
              schema,
              document: prepared.document,
              variableValues: prepared.variables,
              operationName: prepared.operationName,
              contextValue: createContext(services, prisma, { viewer: ctx.extra.viewer, ip: clientAddress(ctx.extra.request) }),
            };
            return args;
          },
          // Apollo's formatError does not run here: refusals and results are formatted the same way.
          onError: (_ctx, _id, _payload, errors) => format(errors),
          onNext: (_ctx, _id, _payload, _args, result) => (result.errors?.length ? { ...result, errors: format(result.errors) } : result),
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
