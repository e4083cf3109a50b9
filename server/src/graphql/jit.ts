// Executes HTTP operations with graphql-jit instead of graphql-js' execute: each operation is compiled once (per parsed
// document, which Apollo's document store hands back for the same query text) into a function that resolves its
// fields without graphql-js' per-field argument coercion and path bookkeeping (bench/results.md, "The GraphQL layer's
// own cost"). Apollo runs everything else as before (parsing, validation, plugins, error formatting, HTTP status):
// its gateway interface is its one way to supply the executor, and this "gateway" serves the local schema.
import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from "@apollo/server-gateway-interface";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { execute, getOperationAST, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";

/**
 * graphql-jit's errors as graphql-js makes them: Apollo reads `extensions.code` of every error, and graphql-jit leaves
 * `extensions` undefined where graphql-js gives an empty object (which Apollo then answered as an internal error).
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  if (error.locations) Object.assign(made, { locations: error.locations });
  return made;
}

/** Runs of a document before it is compiled: one-off operations (or a stream of distinct ones) never pay for it. */
const RUNS_BEFORE_COMPILING = 1;

interface Entry {
  runs: number;
  /** The compiled operation; null where graphql-jit could not compile it (graphql-js runs it instead). */
  compiled?: CompiledQuery | null;
}

export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  // Per parsed document, per operation name: a document holding several operations runs the one the request names.
  const entries = new WeakMap<DocumentNode, Map<string, Entry>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null | undefined => {
    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    const key = operationName ?? "";
    let entry = byName.get(key);
    if (!entry) byName.set(key, (entry = { runs: 0 }));
    if (entry.compiled === undefined && ++entry.runs > RUNS_BEFORE_COMPILING) {
      // Queries only. graphql-js stops a mutation at the first failed non-null field, and the login limit counts on
      // that (an aliased login after a failed one must not run: tests/security/graphql-limits.test.ts); graphql-jit
      // runs every mutation field. Mutations are not the hot path anyway.
      const made = getOperationAST(document, operationName)?.operation === "query" ? compileQuery(schema, document, operationName) : undefined;
      entry.compiled = made && isCompiledQuery(made) ? made : null;
    }
    return entry.compiled;
  };

  const executor: GatewayExecutor = async ({ document, request, context }) => {
    const operationName = request.operationName ?? undefined;
    const variableValues = request.variables ?? {};
    const run = () => execute({ schema, document, operationName, contextValue: context, variableValues });
    const compiled = compiledFor(document, operationName);
    if (!compiled) return run();
    const result = (await compiled.query(undefined, context, variableValues)) as ExecutionResult;
    if (!result.errors) return result;
    // No data: the variables were refused before anything ran. graphql-js refuses them again in its own words, which
    // Apollo recognises as BAD_USER_INPUT with HTTP 400.
    if (result.data === undefined) return run();
    return { ...result, errors: result.errors.map(asGraphQLError) };
  };

  let sdl: string | undefined;
  const listeners = new Set<GatewaySchemaLoadOrUpdateCallback>();
  return {
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
    async load() {
      sdl ??= printSchema(schema);
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: sdl });
      return { executor };
    },
    async stop() {},
  };
}
