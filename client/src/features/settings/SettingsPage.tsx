// /settings: the account's notification preferences (saved to the account: docs/decisions/0009-settings-email-and-languages.md), the colour theme
// (kept on this device) and Change Password. Name, email and phone are shown, not edited here: the profile page edits
// them, so no field on this page pretends to save what it does not.
import { Fragment, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../app/LanguageSwitch";
import { liveTexts } from "../../i18n";
import { SaveNotificationPreferencesDocument, SettingsAccountDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { Spinner } from "../../shared/Spinner";
import { classifyError } from "../../shared/errors";
import { useSession } from "../../shared/session-context";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { applyTheme, storedTheme, type Theme } from "./theme";
import "./settings.css";
import englishSettingsTexts from "../../i18n/locales/en/settings.json";
import { submitOnce } from "../../shared/submit-once";

export const SETTINGS_TEXTS = liveTexts(englishSettingsTexts.texts, "settings:texts");

type Preferences = { emailNotifications: boolean; smsNotifications: boolean };

/** The notification channels one can turn on or off, each with its hint. */
const CHANNELS = [
  { key: "emailNotifications", hintId: "settings-email-hint", hint: "emailHint" },
  { key: "smsNotifications", hintId: "settings-sms-hint", hint: "smsHint" },
] as const satisfies ReadonlyArray<{ key: keyof Preferences; hintId: string; hint: keyof typeof SETTINGS_TEXTS }>;

function AccountSettings() {
  const { data, loading, error, refetch } = useQuery(SettingsAccountDocument, { fetchPolicy: "cache-and-network" });
  const [save, { loading: saving }] = useMutation(SaveNotificationPreferencesDocument);
  const { t } = useTranslation(["settings", "common"]);
  const me = data?.me;
  // The form shows what the account holds until the user changes a box.
  const [edited, setPrefs] = useState<Preferences | null>(null);
  const loaded = me?.notificationPreferences;
  const prefs: Preferences | null = edited ?? (loaded ? { emailNotifications: loaded.emailNotifications, smsNotifications: loaded.smsNotifications } : null);
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const [status, setStatus] = useState<"saved" | "failed" | null>(null);

  if (!me && loading)
    return (
      <p className="settings__state">
        <Spinner size="sm" label="" /> {SETTINGS_TEXTS.loading}
      </p>
    );
  if (!me || !prefs) {
    const failure = error ? classifyError(error) : null;
    return (
      <Alert>
        {SETTINGS_TEXTS.loadFailed}
        {failure && failure.kind === "graphql" && failure.errors[0] ? <span className="small"> ({failure.errors[0].message})</span> : null}{" "}
        <button type="button" className="link-btn" onClick={() => void refetch().catch(() => undefined)}>
          {t("common:shared.tryAgain")}
        </button>
      </Alert>
    );
  }

  const toggle = (key: keyof Preferences) => () => {
    if (prefs) setPrefs({ ...prefs, [key]: !prefs[key] });
    setStatus(null);
  };

  async function submit() {
    if (!prefs) return;
    applyTheme(theme);
    try {
      await save({ variables: { input: prefs } });
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <>
      <form className="card form settings" onSubmit={submitOnce(saving, submit)} aria-labelledby="settings-preferences-title">
        <h2 id="settings-preferences-title" className="visually-hidden">
          {t("preferences")}
        </h2>
        <fieldset className="settings__group">
          <legend>{t("account")}</legend>
          <dl className="settings__account">
            <div>
              <dt>{t("name")}</dt>
              <dd>{`${me.firstName} ${me.lastName}`.trim() || me.username}</dd>
            </div>
            <div>
              <dt>{t("email")}</dt>
              <dd>{me.email}</dd>
            </div>
          </dl>
          <p className="small">
            <Trans t={t} i18nKey="editProfile" components={{ a: <Link to="/profile" /> }} />
          </p>
        </fieldset>

        <fieldset className="settings__group">
          <legend>{t("notifications")}</legend>
          {CHANNELS.map(({ key, hintId, hint }) => (
            <Fragment key={key}>
              <label className="check">
                <input type="checkbox" name={key} checked={prefs[key]} onChange={toggle(key)} aria-describedby={hintId} />
                <span>{t(key)}</span>
              </label>
              <p id={hintId} className="field__hint settings__hint">
                {SETTINGS_TEXTS[hint]}
              </p>
            </Fragment>
          ))}
        </fieldset>

        <LanguageField />
        <ThemeField theme={theme} onChange={(value) => (setTheme(value), setStatus(null))} />

        <div className="settings__actions">
          <SubmitButton label={t("save")} busy={saving} busyLabel={t("saving")} />
          {status === "saved" && <Alert tone="success">{SETTINGS_TEXTS.saved}</Alert>}
          {status === "failed" && <Alert>{SETTINGS_TEXTS.saveFailed}</Alert>}
        </div>
      </form>
      <ChangePasswordForm />
    </>
  );
}

/** The language of the app and of the account's emails: chosen at once (the switch saves it to the account). */
function LanguageField() {
  const { t } = useTranslation("settings");
  return (
    <fieldset className="settings__group">
      <legend>{t("language")}</legend>
      <LanguageSwitch className="settings__language" />
      <p className="field__hint field__hint--below">{t("languageHint")}</p>
    </fieldset>
  );
}

function ThemeField({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  const { t } = useTranslation("settings");
  return (
    <fieldset className="settings__group">
      <legend>{t("appearance")}</legend>
      <div className="field">
        <label htmlFor="settings-theme">{t("theme")}</label>
        <select id="settings-theme" name="theme" value={theme} onChange={(event) => onChange(event.target.value === "dark" ? "dark" : "light")}>
          <option value="light">{t("light")}</option>
          <option value="dark">{t("dark")}</option>
        </select>
        <p className="field__hint field__hint--below">{t("keptOnDevice")}</p>
      </div>
    </fieldset>
  );
}

/** A visitor gets the theme (it needs no account) and a way to log in for the rest. */
function VisitorSettings() {
  const location = useLocation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const { t } = useTranslation("settings");
  return (
    <div className="card form settings">
      <Alert tone="info">
        {SETTINGS_TEXTS.loggedOut}{" "}
        <Link to="/login" state={{ from: location.pathname }}>
          {t("login")}
        </Link>
      </Alert>
      <LanguageField />
      <ThemeField theme={theme} onChange={(value) => (setTheme(value), applyTheme(value))} />
    </div>
  );
}

export default function SettingsPage() {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation("settings");
  return (
    <section className="container page page--narrow">
      <title>{t("title")}</title>
      <h1>{t("heading")}</h1>
      {isLoggedIn ? <AccountSettings /> : <VisitorSettings />}
    </section>
  );
}
