// The texts of account recovery and password change (i18n/locales/<language>/auth.json "recovery"), read in the language
// on screen.
import { liveTexts } from "../../i18n";
import englishAuthTexts from "../../i18n/locales/en/auth.json";

export const RECOVERY_TEXTS = liveTexts(englishAuthTexts.recovery, "auth:recovery");
