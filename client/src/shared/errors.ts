// Reading failed GraphQL calls: GraphQL errors with their codes and DRF-style field errors, HTTP failures and network failures.
import type { GraphQLFormattedError } from "graphql";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { currentLanguage, i18n } from "../i18n";
import { englishResources } from "../i18n/resources";

/** Field name → messages, as the server sends in `extensions.fieldErrors` (non_field_errors, email, password...). */
export type FieldErrors = Record<string, string[]>;

export type ApiFailure =
  /** The server answered with GraphQL errors. */
  | { kind: "graphql"; errors: readonly GraphQLFormattedError[]; code: string | undefined; fieldErrors: FieldErrors }
  /** The server answered, but with a failed response that carries no GraphQL errors. */
  | { kind: "http"; status: number }
  /** No answer at all: offline, DNS, refused connection, CORS... */
  | { kind: "network" };

function collectFieldErrors(errors: readonly GraphQLFormattedError[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const error of errors) {
    const fields = error.extensions?.["fieldErrors"];
    if (!fields || typeof fields !== "object") continue;
    for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
      const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string") : typeof messages === "string" ? [messages] : [];
      if (list.length) merged[name] = [...(merged[name] ?? []), ...list];
    }
  }
  return merged;
}

function graphqlFailure(errors: readonly GraphQLFormattedError[]): ApiFailure {
  const code = errors.map((e) => e.extensions?.["code"]).find((c): c is string => typeof c === "string");
  return { kind: "graphql", errors, code, fieldErrors: collectFieldErrors(errors) };
}

/** Sorts an error thrown by Apollo (or fetch) into what the UI needs to pick a message. */
export function classifyError(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) return graphqlFailure(error.errors);
  if (ServerError.is(error)) {
    // A non-2xx answer sent as application/json still may hold GraphQL errors.
    try {
      const body: unknown = JSON.parse(error.bodyText);
      const errors = (body as { errors?: unknown } | null)?.errors;
      if (Array.isArray(errors) && errors.length) return graphqlFailure(errors as GraphQLFormattedError[]);
    } catch {
      // Not JSON: an HTTP failure without an errors object.
    }
    return { kind: "http", status: error.statusCode };
  }
  if (error && typeof error === "object" && "statusCode" in error && typeof error.statusCode === "number") {
    return { kind: "http", status: error.statusCode };
  }
  return { kind: "network" };
}

/** The first message of a field, if any, in the language on screen. */
export function firstFieldError(fieldErrors: FieldErrors, field: string): string | undefined {
  const message = fieldErrors[field]?.[0];
  return message === undefined ? undefined : localiseServerMessage(message);
}

/** The message of the first GraphQL error in the language on screen, or undefined. */
export function firstErrorMessage(failure: ApiFailure): string | undefined {
  if (failure.kind !== "graphql") return undefined;
  const message = failure.errors[0]?.message;
  return message === undefined ? undefined : localiseErrorCode(failure.code, message);
}

/** The English text of each server message the client knows (i18n/locales/en/errors.json "server") → its key. */
let knownMessages: Map<string, string> | null = null;

/**
 * A server message in the language on screen: a message the client knows (the product's texts, the field checks) is
 * shown through the `errors` namespace; any other is shown as the server sent it.
 */
export function localiseServerMessage(message: string): string {
  if (!knownMessages) knownMessages = new Map(Object.entries(englishResources.errors.server).map(([key, text]) => [text, key]));
  const key = knownMessages.get(message.trim());
  return key ? i18n.t(`errors:server.${key}` as never) : message;
}

/** The message for an error code the client knows (RATE_LIMITED...), in the language on screen; else the server's text. */
export function localiseErrorCode(code: string | undefined, serverText: string): string {
  if (code && code in englishResources.errors.codes && currentLanguage() !== "en") return i18n.t(`errors:codes.${code}` as never);
  return localiseServerMessage(serverText);
}
