// The error texts of docs/product.md ("Login", "Registration") for login and registration, picked from a failed GraphQL call.
// English word for word in i18n/locales/en/auth.json "messages"; read in the language on screen.
import { liveTexts } from "../../i18n";
import { classifyError, firstFieldError, localiseErrorCode, localiseServerMessage } from "../../shared/errors";
import englishAuthTexts from "../../i18n/locales/en/auth.json";

export const AUTH_MESSAGES = liveTexts(englishAuthTexts.messages, "auth:messages");

/** Login: the server's non_field_errors, else 'Invalid credential'; 'An error occured' without errors; the network text offline. */
export function loginErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "network") return AUTH_MESSAGES.loginNetwork;
  if (failure.kind === "http") return AUTH_MESSAGES.loginNoErrors;
  const nonField = failure.fieldErrors["non_field_errors"];
  if (nonField?.length) return nonField.map(localiseServerMessage).join(" ");
  // Too many attempts: the server's own words say when to try again.
  if (failure.code === "RATE_LIMITED" && failure.errors[0]?.message) return localiseErrorCode(failure.code, failure.errors[0].message);
  return AUTH_MESSAGES.loginInvalid;
}

/** Registration: the first message of each of email, username and password joined with ' , ', else the generic text. */
export function registerErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind !== "graphql") return AUTH_MESSAGES.registerGeneric;
  const parts = ["email", "username", "password"]
    .map((field) => firstFieldError(failure.fieldErrors, field))
    .filter((message): message is string => Boolean(message));
  if (parts.length) return parts.join(" , ");
  if (failure.code === "RATE_LIMITED" && failure.errors[0]?.message) return localiseErrorCode(failure.code, failure.errors[0].message);
  return AUTH_MESSAGES.registerGeneric;
}

/** Field names with a server error, to mark their inputs invalid. */
export function fieldsWithErrors(error: unknown): Set<string> {
  const failure = classifyError(error);
  return new Set(failure.kind === "graphql" ? Object.keys(failure.fieldErrors) : []);
}
