// /login: email and password through the GraphQL login mutation; stores the session and opens /profile/.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import { LoginDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { LOGIN_NO_ERRORS, loginErrorMessage } from "./messages";
import { PasswordInput } from "./PasswordInput";
import { Field, TextField } from "../../shared/Field";
import "./auth.css";

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      setError("Please enter your email and password.");
      return;
    }
    setError(null);
    try {
      const { data } = await runLogin({ variables: { email: email.trim(), password } });
      if (!data?.login) {
        setError(LOGIN_NO_ERRORS);
        return;
      }
      login(data.login);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  }

  return (
    <section className="container page auth">
      <title>MaidMatch · Login</title>
      <div className="card auth__card">
        <h1 className="auth__title">Welcome back</h1>
        <p className="muted auth__subtitle">Log in to message house managers, leave reviews and manage contracts.</p>
        <form className="form" onSubmit={submit} aria-describedby={error ? "login-error" : undefined}>
          <TextField label="Email" id="login-email" name="email" type="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
          <Field label="Password" id="login-password">
            {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          {error && (
            <div id="login-error">
              <Alert>{error}</Alert>
            </div>
          )}
          <SubmitButton block label="Login" busy={loading} busyLabel="Logging in..." />
        </form>
        <p className="auth__forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <p className="auth__switch">
          New to MaidMatch? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
