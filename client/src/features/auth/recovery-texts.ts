// The texts of account recovery and password change (i18n/locales/<language>/auth.json "recovery"), read in the language
// on screen.
import { liveTexts } from "../../i18n";
import { englishResources } from "../../i18n/resources";

export const RECOVERY_TEXTS = liveTexts(englishResources.auth.recovery, "auth:recovery");
