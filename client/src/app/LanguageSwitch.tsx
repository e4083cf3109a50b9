// The language switch of the layout (English / Kiswahili): each name in its own language, the current one pressed.
// A signed-in user's choice is also saved to the account, so emails come in the same language
// (docs/decisions/0009-settings-email-and-languages.md).
import { useEffect } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SaveAccountLanguageDocument } from "../gql/graphql";
import { currentLanguage, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, LANGUAGES, setLanguage, type Language } from "../i18n";
import { useSession } from "../shared/session-context";

/** What was last saved, per account, so several switches on a page (footer, /settings) save a choice once. */
let lastSaved: string | null = null;

function explicitChoice(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored === "en" || stored === "sw" ? stored : null;
  } catch {
    return null;
  }
}

/** Saves the language chosen on this device to the signed-in account: on a switch, and on signing in after choosing. */
function useAccountLanguage(language: Language) {
  const { user } = useSession();
  const [save] = useMutation(SaveAccountLanguageDocument);
  const userId = user?.userId ?? null;
  useEffect(() => {
    // Only an explicit choice is saved: a browser default must not overwrite what the account chose elsewhere.
    if (!userId || explicitChoice() !== language) return;
    const key = `${userId}:${language}`;
    if (lastSaved === key) return;
    lastSaved = key;
    save({ variables: { language } }).catch(() => {
      // Offline or signed out meanwhile: try again on the next change.
      if (lastSaved === key) lastSaved = null;
    });
  }, [userId, language, save]);
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // Re-rendered by useTranslation on every change; read through currentLanguage() so 'sw-KE' shows as 'sw'.
  void i18n.language;
  const active = currentLanguage();
  useAccountLanguage(active);
  return (
    <div className={`language-switch ${className}`.trim()} role="group" aria-label={t("language.label")}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
