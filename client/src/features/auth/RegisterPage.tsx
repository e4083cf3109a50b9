// /register: account creation through the GraphQL register mutation; on success the server's message, then /login after 3 s.
import { useEffect, useState, type ChangeEvent } from "react";
import { PRIVACY_VERSION } from "../privacy";
import { Link, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { localiseServerMessage } from "../../shared/errors";
import { RegisterDocument, type UserType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { AUTH_MESSAGES, fieldsWithErrors, registerErrorMessage } from "./messages";
import { PasswordInput } from "./PasswordInput";
import { Field, SelectField, TextField } from "../../shared/Field";
import { AuthCard } from "./AuthCard";
import "./auth.css";
import { submitOnce } from "../../shared/submit-once";

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
  const { t } = useTranslation("auth");

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => navigate("/login"), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setForm((prev) => ({ ...prev, [name]: value }));
  };

  async function submit() {
    const blank = REQUIRED.filter((field) => !form[field].trim());
    if (blank.length) {
      setInvalid(new Set(blank));
      setError(t("register.missing"));
      return;
    }
    if (form.password !== form.password2) {
      setInvalid(new Set(["password", "password2"]));
      setError(AUTH_MESSAGES.passwordsMustMatch);
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
      setSuccess(localiseServerMessage(data.register.message));
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
    <AuthCard title={t("register.title")} heading={t("register.heading")} subtitle={t("register.subtitle")} wide>
      <form className="form" onSubmit={submitOnce(loading || success !== null, submit)}>
        <TextField label={t("register.email")} {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" required />
        <div className="form__row">
          <TextField label={t("register.firstName")} {...fieldProps("first_name")} autoComplete="given-name" required />
          <TextField label={t("register.lastName")} {...fieldProps("last_name")} autoComplete="family-name" required />
        </div>
        <TextField label={t("register.username")} {...fieldProps("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <div className="form__row">
          <Field label={t("register.password")} id="register-password">
            {(control) => <PasswordInput {...fieldProps("password")} {...control} autoComplete="new-password" required aria-describedby="register-password-hint" />}
          </Field>
          <Field label={t("register.password2")} id="register-password2">
            {(control) => <PasswordInput {...fieldProps("password2")} {...control} autoComplete="new-password" required />}
          </Field>
        </div>
        <p id="register-password-hint" className="field__hint">
          {t("register.passwordHint")}
        </p>
        <SelectField label={t("register.iAm")} {...fieldProps("user_type")}>
          <option value="employer">{t("register.asEmployer")}</option>
          <option value="house_manager">{t("register.asHouseManager")}</option>
          <option value="school">{t("register.asSchool")}</option>
        </SelectField>
        <p className="field__hint register__consent">
          <Trans t={t} i18nKey="register.consent" values={{ version: PRIVACY_VERSION }} components={{ a: <Link to="/privacy" /> }} />
        </p>
        {error && <Alert>{error}</Alert>}
        {success !== null && (
          <Alert tone="success">
            {success} <span className="muted">{t("register.redirecting")}</span>
          </Alert>
        )}
        <SubmitButton block label={t("register.submit")} busy={loading} busyLabel={t("register.busy")} disabled={success !== null} />
      </form>
      <p className="auth__switch">
        <Trans t={t} i18nKey="register.haveAccount" components={{ a: <Link to="/login" /> }} />
      </p>
    </AuthCard>
  );
}
