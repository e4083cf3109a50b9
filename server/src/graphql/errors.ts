// Maps thrown errors to GraphQL errors with a stable extensions.code; internal faults are logged, never exposed.
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { toDomainError } from "../lib/errors.js";
import { logger } from "../lib/logger.js";

/** Codes produced by graphql-js and Apollo themselves, passed through unchanged. */
const CLIENT_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "RATE_LIMITED", "GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT", "PERSISTED_QUERY_NOT_FOUND", "PERSISTED_QUERY_NOT_SUPPORTED", "OPERATION_RESOLUTION_FAILURE", "BAD_REQUEST"]);

/**
 * graphql-armor words its refusals as "Syntax Error: ... limit of N exceeded" and graphql-js' parser its token cap as a
 * syntax error, though the operation is well formed: say which limit it hit instead, with `extensions.limit` naming it
 * and its maximum (docs/API.md, "Limits").
 */
const LIMIT_MESSAGES: Array<{ pattern: RegExp; limit: string; say: (max: string, found: string) => string }> = [
  { pattern: /^Syntax Error: Query depth limit of (\d+) exceeded, found (\d+)/, limit: "depth", say: (max, found) => `Depth limit exceeded: the operation nests ${found} levels deep; at most ${max} are allowed.` },
  { pattern: /^Syntax Error: Query Cost limit of (\d+) exceeded, found (\d+(?:\.\d+)?)/, limit: "cost", say: (max, found) => `Cost limit exceeded: the operation costs ${Math.ceil(Number(found))}; at most ${max} is allowed. Ask for fewer fields or smaller pages.` },
  { pattern: /^Syntax Error: Aliases limit of (\d+) exceeded, found (\d+)/, limit: "aliases", say: (max, found) => `Aliases limit exceeded: the operation uses ${found} aliases; at most ${max} are allowed.` },
  { pattern: /^Syntax Error: Directives limit of (\d+) exceeded, found (\d+)/, limit: "directives", say: (max, found) => `Directives limit exceeded: the operation uses ${found} directives; at most ${max} are allowed.` },
  { pattern: /^Syntax Error: Document contains more that (\d+) tokens()/, limit: "tokens", say: (max) => `Token limit exceeded: the operation contains more than ${max} tokens; send a smaller operation.` },
  { pattern: /^The operation asks for up to (\d+) list items; at most (\d+)/, limit: "listItems", say: (found, max) => `List size limit exceeded: the operation asks for up to ${found} list items; at most ${max} are allowed. Ask for smaller pages.` },
];

function limitMessage(message: string): { message: string; limit?: { name: string; max: number } } {
  for (const { pattern, limit, say } of LIMIT_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const [first = "", second = ""] = match.slice(1);
    const max = limit === "listItems" ? second : first;
    return { message: say(first, second), limit: { name: limit, max: Number(max) } };
  }
  return { message };
}

/**
 * graphql-js suggests names it knows ("Did you mean \"houseManager\"?"), which would map the schema for anyone with
 * introspection off. Masked in every message, over HTTP and WebSocket alike (graphql-armor's wording).
 */
function maskSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return /Did you mean /.test(formatted.message) ? { ...formatted, message: formatted.message.replace(/Did you mean [^?]*/g, "[Suggestion hidden]") } : formatted;
}

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  return maskSuggestions(formatWithCode(formatted, error));
}

function formatWithCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const domain = toDomainError(original);
  if (domain) {
    return {
      message: domain.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code: domain.code,
        ...(domain.fieldErrors ? { fieldErrors: domain.fieldErrors } : {}),
        ...(domain.retryAfterSeconds !== undefined ? { retryAfterSeconds: domain.retryAfterSeconds } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === "string" && CLIENT_CODES.has(code)) {
    // Apollo prefixes errors thrown while building the context (a bad bearer token).
    const { message, limit } = limitMessage(formatted.message.replace(/^Context creation failed: /, ""));
    return { message, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code, ...(limit ? { limit } : {}) } };
  }
  // graphql-armor and graphql-js reject oversized or malformed operations without an Apollo code.
  if (original instanceof GraphQLError && !original.path && !(original.originalError && !(original.originalError instanceof GraphQLError))) {
    const { message, limit } = limitMessage(formatted.message);
    return { message, extensions: { code: typeof code === "string" ? code : "GRAPHQL_VALIDATION_FAILED", ...(limit ? { limit } : {}) } };
  }
  const errorId = logger.errorWithId("graphql resolver failed", original);
  return {
    message: "Internal server error",
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR", errorId },
  };
}
