// The error texts of docs/product.md ("Login", "Registration") for login and registration, picked from a failed GraphQL call.
import { classifyError, firstFieldError } from "../../shared/errors";

export const LOGIN_INVALID = "Invalid credential";
export const LOGIN_NO_ERRORS = "An error occured";
export const LOGIN_NETWORK = "Something went wrong, Please try again";
export const REGISTER_GENERIC = "An error occurred. Please try again.";
export const PASSWORDS_MUST_MATCH = "Passwords must match";

/** Login: the server's non_field_errors, else 'Invalid credential'; 'An error occured' without errors; the network text offline. */
export function loginErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "network") return LOGIN_NETWORK;
  if (failure.kind === "http") return LOGIN_NO_ERRORS;
  const nonField = failure.fieldErrors["non_field_errors"];
  if (nonField?.length) return nonField.join(" ");
  // Too many attempts: the server's own words say when to try again.
  if (failure.code === "RATE_LIMITED" && failure.errors[0]?.message) return failure.errors[0].message;
  return LOGIN_INVALID;
}

/** Registration: the first message of each of email, username and password joined with ' , ', else the generic text. */
export function registerErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind !== "graphql") return REGISTER_GENERIC;
  const parts = ["email", "username", "password"]
    .map((field) => firstFieldError(failure.fieldErrors, field))
    .filter((message): message is string => Boolean(message));
  if (parts.length) return parts.join(" , ");
  if (failure.code === "RATE_LIMITED" && failure.errors[0]?.message) return failure.errors[0].message;
  return REGISTER_GENERIC;
}

/** Field names with a server error, to mark their inputs invalid. */
export function fieldsWithErrors(error: unknown): Set<string> {
  const failure = classifyError(error);
  return new Set(failure.kind === "graphql" ? Object.keys(failure.fieldErrors) : []);
}
