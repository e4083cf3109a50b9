// /settings: the account's notification preferences (saved to the account: docs/decisions/0009-settings-email-and-languages.md), the colour theme
// (kept on this device) and Change Password. Name, email and phone are shown, not edited here: the profile page edits
// them, so no field on this page pretends to save what it does not.
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { SaveNotificationPreferencesDocument, SettingsAccountDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { Spinner } from "../../shared/Spinner";
import { classifyError } from "../../shared/errors";
import { useSession } from "../../shared/session-context";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { applyTheme, storedTheme, type Theme } from "./theme";
import "./settings.css";

export const SETTINGS_TEXTS = {
  saved: "Settings saved",
  saveFailed: "Your settings could not be saved. Please try again.",
  loadFailed: "Your settings could not be loaded.",
  loading: "Loading settings...",
  smsHint: "MaidMatch does not send text messages yet; your choice is kept for when it does.",
  emailHint: "Offers and their answers, new messages (at most one email per conversation an hour) and verification results.",
  loggedOut: "Log in to choose your notifications and change your password.",
} as const;

type Preferences = { emailNotifications: boolean; smsNotifications: boolean };

function AccountSettings() {
  const { data, loading, error, refetch } = useQuery(SettingsAccountDocument, { fetchPolicy: "cache-and-network" });
  const [save, { loading: saving }] = useMutation(SaveNotificationPreferencesDocument);
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
          Try again
        </button>
      </Alert>
    );
  }

  const toggle = (key: keyof Preferences) => () => {
    if (prefs) setPrefs({ ...prefs, [key]: !prefs[key] });
    setStatus(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !prefs) return;
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
      <form className="card form settings" onSubmit={submit} aria-labelledby="settings-preferences-title">
        <h2 id="settings-preferences-title" className="visually-hidden">
          Preferences
        </h2>
        <fieldset className="settings__group">
          <legend>Account</legend>
          <dl className="settings__account">
            <div>
              <dt>Name</dt>
              <dd>{`${me.firstName} ${me.lastName}`.trim() || me.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{me.email}</dd>
            </div>
          </dl>
          <p className="small">
            <Link to="/profile">Edit your profile</Link> to change your name, phone number and photo.
          </p>
        </fieldset>

        <fieldset className="settings__group">
          <legend>Notifications</legend>
          <label className="check">
            <input type="checkbox" name="emailNotifications" checked={prefs.emailNotifications} onChange={toggle("emailNotifications")} aria-describedby="settings-email-hint" />
            <span>Email notifications</span>
          </label>
          <p id="settings-email-hint" className="field__hint settings__hint">
            {SETTINGS_TEXTS.emailHint}
          </p>
          <label className="check">
            <input type="checkbox" name="smsNotifications" checked={prefs.smsNotifications} onChange={toggle("smsNotifications")} aria-describedby="settings-sms-hint" />
            <span>SMS notifications</span>
          </label>
          <p id="settings-sms-hint" className="field__hint settings__hint">
            {SETTINGS_TEXTS.smsHint}
          </p>
        </fieldset>

        <ThemeField theme={theme} onChange={(value) => (setTheme(value), setStatus(null))} />

        <div className="settings__actions">
          <SubmitButton label="Save Settings" busy={saving} busyLabel="Saving..." />
          {status === "saved" && <Alert tone="success">{SETTINGS_TEXTS.saved}</Alert>}
          {status === "failed" && <Alert>{SETTINGS_TEXTS.saveFailed}</Alert>}
        </div>
      </form>
      <ChangePasswordForm />
    </>
  );
}

function ThemeField({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  return (
    <fieldset className="settings__group">
      <legend>Appearance</legend>
      <div className="field">
        <label htmlFor="settings-theme">Theme</label>
        <select id="settings-theme" name="theme" value={theme} onChange={(event) => onChange(event.target.value === "dark" ? "dark" : "light")}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
        <p className="field__hint field__hint--below">Kept on this device.</p>
      </div>
    </fieldset>
  );
}

/** A visitor gets the theme (it needs no account) and a way to log in for the rest. */
function VisitorSettings() {
  const location = useLocation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  return (
    <div className="card form settings">
      <Alert tone="info">
        {SETTINGS_TEXTS.loggedOut}{" "}
        <Link to="/login" state={{ from: location.pathname }}>
          Log in
        </Link>
      </Alert>
      <ThemeField theme={theme} onChange={(value) => (setTheme(value), applyTheme(value))} />
    </div>
  );
}

export default function SettingsPage() {
  const { isLoggedIn } = useSession();
  return (
    <section className="container page page--narrow">
      <title>MaidMatch · Settings</title>
      <h1>Settings</h1>
      {isLoggedIn ? <AccountSettings /> : <VisitorSettings />}
    </section>
  );
}
