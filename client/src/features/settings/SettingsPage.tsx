// /settings: local-only preferences. Saving writes them to the console and applies the theme; nothing is sent to the server.
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useSession } from "../../shared/session-context";
import { Alert } from "../../shared/Alert";
import { CONTACT } from "../../shared/contact-info";
import "./settings.css";

export type Theme = "light" | "dark";

export interface SettingsForm {
  name: string;
  email: string;
  phone: string;
  twoFactor: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  theme: Theme;
}

function currentTheme(): Theme {
  return typeof document !== "undefined" && document.documentElement.dataset["theme"] === "dark" ? "dark" : "light";
}

export default function SettingsPage() {
  const { user } = useSession();
  const [form, setForm] = useState<SettingsForm>(() => ({
    name: user?.username ?? "",
    email: user?.email ?? "",
    phone: "",
    twoFactor: false,
    emailNotifications: true,
    smsNotifications: false,
    theme: currentTheme(),
  }));
  const [saved, setSaved] = useState(false);
  const [passwordHelp, setPasswordHelp] = useState(false);
  const passwordHelpId = useId();

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.target;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setForm((prev) => ({ ...prev, [target.name]: value }));
    setSaved(false);
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.log("Settings saved:", form);
    document.documentElement.dataset["theme"] = form.theme;
    setSaved(true);
  }

  return (
    <section className="container page page--narrow">
      <title>MaidMatch · Settings</title>
      <h1>Settings</h1>
      <p className="muted">These preferences stay on this device.</p>
      <form className="card form settings" onSubmit={save}>
        <fieldset className="settings__group">
          <legend>Account</legend>
          <div className="field">
            <label htmlFor="settings-name">Name</label>
            <input id="settings-name" name="name" type="text" autoComplete="name" value={form.name} onChange={update} />
          </div>
          <div className="field">
            <label htmlFor="settings-email">Email</label>
            <input id="settings-email" name="email" type="email" autoComplete="email" value={form.email} onChange={update} />
          </div>
          <div className="field">
            <label htmlFor="settings-phone">Phone</label>
            <input
              id="settings-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+254 7XX XXX XXX"
              value={form.phone}
              onChange={update}
            />
          </div>
          <div>
            <button
              type="button"
              className="btn btn--ghost"
              aria-expanded={passwordHelp}
              aria-controls={passwordHelpId}
              onClick={() => setPasswordHelp((open) => !open)}
            >
              Change Password
            </button>
            <div id={passwordHelpId} hidden={!passwordHelp} className="settings__note">
              To change your password, email <a href={`mailto:${CONTACT.email}?subject=Password%20change`}>{CONTACT.email}</a> from the address on
              your account and our team will send you a secure link.
            </div>
          </div>
        </fieldset>

        <fieldset className="settings__group">
          <legend>Security</legend>
          <label className="check">
            <input type="checkbox" name="twoFactor" checked={form.twoFactor} onChange={update} />
            <span>Two-factor authentication</span>
          </label>
        </fieldset>

        <fieldset className="settings__group">
          <legend>Notifications</legend>
          <label className="check">
            <input type="checkbox" name="emailNotifications" checked={form.emailNotifications} onChange={update} />
            <span>Email notifications</span>
          </label>
          <label className="check">
            <input type="checkbox" name="smsNotifications" checked={form.smsNotifications} onChange={update} />
            <span>SMS notifications</span>
          </label>
        </fieldset>

        <fieldset className="settings__group">
          <legend>Appearance</legend>
          <div className="field">
            <label htmlFor="settings-theme">Theme</label>
            <select id="settings-theme" name="theme" value={form.theme} onChange={update}>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </div>
        </fieldset>

        <div className="settings__actions">
          <button type="submit" className="btn btn--primary">
            Save Settings
          </button>
          {saved && <Alert tone="success">Settings saved on this device</Alert>}
        </div>
      </form>
    </section>
  );
}
