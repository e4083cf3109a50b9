// /forgot-password: asks for a reset link by email. The answer is the same whether or not the email has an account.
import { useState } from "react";
import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { localiseServerMessage } from "../../shared/errors";
import { RequestPasswordResetDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { SubmitButton } from "../../shared/SubmitButton";
import { TextField } from "../../shared/Field";
import { passwordFormErrors } from "./password-errors";
import { RECOVERY_TEXTS as T } from "./recovery-texts";
import { AuthCard } from "./AuthCard";
import "./auth.css";
import { submitOnce } from "../../shared/submit-once";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const { t } = useTranslation("auth");

  async function submit() {
    if (!email.trim()) {
      setError(T.emailRequired);
      return;
    }
    setError(null);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      setSent(data?.requestPasswordReset.message ? localiseServerMessage(data.requestPasswordReset.message) : null);
    } catch (failure) {
      const { fields, form } = passwordFormErrors(failure);
      setError(fields["email"] ?? form);
    }
  }

  return (
    <AuthCard title={t("forgotTitle")} heading={T.forgotTitle}>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          <p className="muted auth__subtitle">{T.forgotIntro}</p>
          <form className="form" onSubmit={submitOnce(loading, submit)} noValidate>
            <TextField label={t("email")} id="forgot-email" name="email" type="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
            <SubmitButton block label={T.sendLink} busy={loading} busyLabel={T.sending} />
          </form>
        </>
      )}
      <p className="auth__switch">
        <Link to="/login">{T.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
