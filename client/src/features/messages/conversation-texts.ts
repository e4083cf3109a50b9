// The texts of /messages/ (i18n/locales/<language>/messages.json "conversations"), read in the language on screen.
import { i18n, liveTexts } from "../../i18n";
import englishMessagesTexts from "../../i18n/locales/en/messages.json";

// Object.assign keeps liveTexts' getters (a spread would copy today's texts).
export const CONVERSATION_TEXTS = Object.assign(liveTexts(englishMessagesTexts.conversations, "messages:conversations"), {
  unread: (count: number) => i18n.t("messages:unread", { count }),
});
