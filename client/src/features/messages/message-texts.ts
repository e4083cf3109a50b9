// The message texts of docs/product.md, "Validation and texts" (matched exactly), and the error picking for sending.
// English word for word in i18n/locales/en/messages.json "text"; read in the language on screen.
import { liveTexts } from "../../i18n";
import { classifyError } from "../../shared/errors";
import englishMessagesTexts from "../../i18n/locales/en/messages.json";

export const MESSAGE_TEXT = liveTexts(englishMessagesTexts.text, "messages:text");

/** 401 / UNAUTHENTICATED asks to log in again; anything else is the generic failure. */
export function sendErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if ((failure.kind === "graphql" && failure.code === "UNAUTHENTICATED") || (failure.kind === "http" && failure.status === 401)) {
    return MESSAGE_TEXT.unauthorized;
  }
  return MESSAGE_TEXT.failed;
}
