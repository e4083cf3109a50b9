// /login: email and password through the GraphQL login mutation; stores the session and opens /profile/.
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { useSession } from "../../shared/session-context";
import { LoginDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { AUTH_MESSAGES, loginErrorMessage } from "./messages";
import { RECOVERY_TEXTS } from "./recovery-texts";
import { PasswordInput } from "./PasswordInput";
import { Field, TextField } from "../../shared/Field";
import { AuthCard } from "./AuthCard";
import "./auth.css";
import { submitOnce } from "../../shared/submit-once";

/** Where to go after logging in: the page that sent the visitor here (same site only), else the own profile. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/login") ? from : "/profile/";
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { login } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [runLogin, { loading }] = useMutation(LoginDocument);
  const { t } = useTranslation("auth");

  async function submit() {
    if (!email.trim() || !password) {
      setError(t("login.missing"));
      return;
    }
    setError(null);
    try {
      const { data } = await runLogin({ variables: { email: email.trim(), password } });
      if (!data?.login) {
        setError(AUTH_MESSAGES.loginNoErrors);
        return;
      }
      login(data.login);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  }

  return (
    <AuthCard title={t("login.title")} heading={t("login.heading")} subtitle={t("login.subtitle")}>
      <form className="form" onSubmit={submitOnce(loading, submit)} aria-describedby={error ? "login-error" : undefined}>
        <TextField label={t("login.email")} id="login-email" name="email" type="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
        <Field label={t("login.password")} id="login-password">
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        {error && (
          <div id="login-error">
            <Alert>{error}</Alert>
          </div>
        )}
        <SubmitButton block label={t("login.submit")} busy={loading} busyLabel={t("login.busy")} />
      </form>
      <p className="auth__forgot">
        <Link to="/forgot-password">{RECOVERY_TEXTS.forgotLink}</Link>
      </p>
      <p className="auth__switch">
        <Trans t={t} i18nKey="login.newHere" components={{ a: <Link to="/register" /> }} />
      </p>
    </AuthCard>
  );
}
