// /reset-password?token=…: the page a reset email links to; sets a new password with registration's rules.
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { localiseServerMessage } from "../../shared/errors";
import { ResetPasswordDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { Field } from "../../shared/Field";
import { PasswordInput } from "./PasswordInput";
import { passwordFormErrors, type PasswordFormErrors } from "./password-errors";
import { RECOVERY_TEXTS as T } from "./recovery-texts";
import { AuthCard } from "./AuthCard";
import { ButtonLink } from "../../shared/Button";
import "./auth.css";
import { submitOnce } from "../../shared/submit-once";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [password2, setPassword2] = useState("");
  const [errors, setErrors] = useState<PasswordFormErrors>({ fields: {}, form: null });
  const [done, setDone] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);

  async function submit() {
    if (!password || !password2) return setErrors({ fields: {}, form: T.allRequired });
    if (password !== password2) return setErrors({ fields: { password2: T.passwordsMustMatch }, form: null });
    setErrors({ fields: {}, form: null });
    try {
      const { data } = await reset({ variables: { token, password, password2 } });
      setDone(data?.resetPassword.message ? localiseServerMessage(data.resetPassword.message) : null);
    } catch (failure) {
      setErrors(passwordFormErrors(failure));
    }
  }

  const tokenProblem = errors.fields["token"];
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("resetTitle")} heading={T.resetTitle}>
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <p className="auth__switch">
            <ButtonLink to="/login">{T.goToLogin}</ButtonLink>
          </p>
        </>
      ) : !token ? (
        <>
          <Alert>{T.missingToken}</Alert>
          <p className="auth__switch">
            <Link to="/forgot-password">{T.askAgain}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted auth__subtitle">{T.resetIntro}</p>
          <form className="form" onSubmit={submitOnce(loading, submit)} noValidate>
            <Field label={T.newPassword} id="reset-password" error={errors.fields["password"]}>
              {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}
            </Field>
            <Field label={T.newPasswordAgain} id="reset-password2" error={errors.fields["password2"]}>
              {(control) => <PasswordInput {...control} name="password2" autoComplete="new-password" required value={password2} onChange={(e) => setPassword2(e.target.value)} />}
            </Field>
            {tokenProblem && (
              <Alert>
                {tokenProblem} <Link to="/forgot-password">{T.askAgain}</Link>
              </Alert>
            )}
            {errors.form && <Alert>{errors.form}</Alert>}
            <SubmitButton block label={T.setPassword} busy={loading} busyLabel={T.saving} />
          </form>
        </>
      )}
    </AuthCard>
  );
}
