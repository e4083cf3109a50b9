// The message texts of docs/product.md, "Validation and texts" (matched exactly), and the error picking for sending.
import { classifyError } from "../../shared/errors";

export const MESSAGE_TEXT = {
  empty: "Message cannot be empty",
  login: "Please log in to send a message",
  unauthorized: "Unauthorized, Please login again",
  failed: "Error has occurred while sending your message",
  sent: "Message has been sent",
} as const;

/** 401 / UNAUTHENTICATED asks to log in again; anything else is the generic failure. */
export function sendErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if ((failure.kind === "graphql" && failure.code === "UNAUTHENTICATED") || (failure.kind === "http" && failure.status === 401)) {
    return MESSAGE_TEXT.unauthorized;
  }
  return MESSAGE_TEXT.failed;
}
