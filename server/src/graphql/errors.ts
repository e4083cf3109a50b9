// Maps thrown errors to GraphQL errors with a stable extensions.code; internal faults are logged, never exposed.
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { toDomainError } from "../lib/errors.js";
import { logger } from "../lib/logger.js";

/** Codes produced by graphql-js and Apollo themselves, passed through unchanged. */
const CLIENT_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "RATE_LIMITED", "GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT", "PERSISTED_QUERY_NOT_FOUND", "PERSISTED_QUERY_NOT_SUPPORTED", "OPERATION_RESOLUTION_FAILURE", "BAD_REQUEST"]);

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
    const message = formatted.message.replace(/^Context creation failed: /, "");
    return { message, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code } };
  }
  // graphql-armor and graphql-js reject oversized or malformed operations without an Apollo code.
  if (original instanceof GraphQLError && !original.path && !(original.originalError && !(original.originalError instanceof GraphQLError))) {
    return { message: formatted.message, extensions: { code: typeof code === "string" ? code : "GRAPHQL_VALIDATION_FAILED" } };
  }
  const errorId = logger.errorWithId("graphql resolver failed", original);
  return {
    message: "Internal server error",
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR", errorId },
  };
}
