// /register: account creation through the GraphQL register mutation; on success the server's message, then /login after 3 s.
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { PRIVACY_VERSION } from "../privacy";
import { Link, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { RegisterDocument, type UserType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { PASSWORDS_MUST_MATCH, fieldsWithErrors, registerErrorMessage } from "./messages";
import { PasswordInput } from "./PasswordInput";
import { Field, SelectField, TextField } from "../../shared/Field";
import "./auth.css";

/** Redirect to /login after a successful registration (docs/product.md, "Constants"). */
export const REGISTER_REDIRECT_MS = 3000;

interface RegisterForm {
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  password2: string;
  user_type: UserType;
}

const EMPTY: RegisterForm = { email: "", first_name: "", last_name: "", username: "", password: "", password2: "", user_type: "employer" };

const REQUIRED: (keyof RegisterForm)[] = ["email", "first_name", "last_name", "username", "password", "password2"];

export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [success, setSuccess] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterDocument);

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => navigate("/login"), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setForm((prev) => ({ ...prev, [name]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || success !== null) return;
    const blank = REQUIRED.filter((field) => !form[field].trim());
    if (blank.length) {
      setInvalid(new Set(blank));
      setError("Please fill in all required fields.");
      return;
    }
    if (form.password !== form.password2) {
      setInvalid(new Set(["password", "password2"]));
      setError(PASSWORDS_MUST_MATCH);
      return;
    }
    setError(null);
    setInvalid(new Set());
    try {
      const { data } = await register({
        variables: {
          input: {
            email: form.email.trim(),
            firstName: form.first_name.trim(),
            lastName: form.last_name.trim(),
            username: form.username.trim(),
            password: form.password,
            password2: form.password2,
            userType: form.user_type,
          },
        },
      });
      if (!data?.register) throw new Error("No registration result");
      setSuccess(data.register.message);
    } catch (failure) {
      setInvalid(fieldsWithErrors(failure));
      setError(registerErrorMessage(failure));
    }
  }

  const fieldProps = (name: keyof RegisterForm) => ({
    id: `register-${name}`,
    name,
    value: form[name],
    onChange: update,
    disabled: success !== null,
    "aria-invalid": invalid.has(name) || undefined,
  });

  return (
    <section className="container page auth">
      <title>MaidMatch · Register</title>
      <div className="card auth__card auth__card--wide">
        <h1 className="auth__title">Create your account</h1>
        <p className="muted auth__subtitle">Join as an employer, a school or a house manager. It only takes a minute.</p>
        <form className="form" onSubmit={submit}>
          <TextField label="Email" {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" required />
          <div className="form__row">
            <TextField label="First name" {...fieldProps("first_name")} autoComplete="given-name" required />
            <TextField label="Last name" {...fieldProps("last_name")} autoComplete="family-name" required />
          </div>
          <TextField label="Username" {...fieldProps("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <div className="form__row">
            <Field label="Password" id="register-password">
              {(control) => <PasswordInput {...fieldProps("password")} {...control} autoComplete="new-password" required aria-describedby="register-password-hint" />}
            </Field>
            <Field label="Password again" id="register-password2">
              {(control) => <PasswordInput {...fieldProps("password2")} {...control} autoComplete="new-password" required />}
            </Field>
          </div>
          <p id="register-password-hint" className="field__hint">
            At least 8 characters, not only numbers, and not too similar to your email or username.
          </p>
          <SelectField label="I am" {...fieldProps("user_type")}>
            <option value="employer">An employer (household)</option>
            <option value="house_manager">A house manager</option>
            <option value="school">A school</option>
          </SelectField>
          <p className="field__hint register__consent">
            By creating an account you accept the <Link to="/privacy">privacy notice</Link> (version {PRIVACY_VERSION}); we record which version and when.
          </p>
          {error && <Alert>{error}</Alert>}
          {success !== null && (
            <Alert tone="success">
              {success} <span className="muted">Taking you to the login page…</span>
            </Alert>
          )}
          <SubmitButton block label="Register" busy={loading} busyLabel="Creating account..." disabled={success !== null} />
        </form>
        <p className="auth__switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
