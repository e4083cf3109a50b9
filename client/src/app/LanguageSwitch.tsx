// The language switch of the layout (English / Kiswahili): each name in its own language, the current one pressed.
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage } from "../i18n";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // Re-rendered by useTranslation on every change; read through currentLanguage() so 'sw-KE' shows as 'sw'.
  void i18n.language;
  const active = currentLanguage();
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
