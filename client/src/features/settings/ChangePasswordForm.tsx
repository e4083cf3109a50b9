// Change Password on /settings: current password, new password, new password again; each field shows its own error
// (the server's field names old_password / password / password2, as POST /accounts/password_change/ answers them).
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ChangePasswordDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Field } from "../../shared/Field";
import { SubmitButton } from "../../shared/SubmitButton";
import { useSession } from "../../shared/session-context";
import { PasswordInput, passwordFormErrors, RECOVERY_TEXTS as T, type PasswordFormErrors } from "../auth";
import { submitOnce } from "../../shared/submit-once";

const NONE: PasswordFormErrors = { fields: {}, form: null };

export function ChangePasswordForm() {
  const { login } = useSession();
  const [values, setValues] = useState({ old_password: "", password: "", password2: "" });
  const [errors, setErrors] = useState<PasswordFormErrors>(NONE);
  const [done, setDone] = useState(false);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const { t } = useTranslation("settings");

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setDone(false);
  };

  async function submit() {
    const missing: Record<string, string> = {};
    for (const field of ["old_password", "password", "password2"] as const) if (!values[field]) missing[field] = t("required");
    if (Object.keys(missing).length) return setErrors({ fields: missing, form: null });
    if (values.password !== values.password2) return setErrors({ fields: { password2: T.passwordsMustMatch }, form: null });
    setErrors(NONE);
    try {
      const { data } = await change({ variables: { oldPassword: values.old_password, password: values.password, password2: values.password2 } });
      // The server signed out every other device and gave this one new tokens.
      if (data) login(data.changePassword);
      setValues({ old_password: "", password: "", password2: "" });
      setDone(true);
    } catch (failure) {
      setErrors(passwordFormErrors(failure));
    }
  }

  return (
    <form className="card form settings" onSubmit={submitOnce(loading, submit)} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="settings__title">
        {T.changeTitle}
      </h2>
      <p className="muted small">{t("otherDevices")}</p>
      <Field label={T.currentPassword} id="settings-old-password" error={errors.fields["old_password"]}>
        {(control) => <PasswordInput {...control} name="old_password" autoComplete="current-password" value={values.old_password} onChange={set("old_password")} />}
      </Field>
      <Field label={T.newPassword} id="settings-new-password" error={errors.fields["password"]}>
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={set("password")} />}
      </Field>
      <Field label={T.newPasswordAgain} id="settings-new-password2" error={errors.fields["password2"]}>
        {(control) => <PasswordInput {...control} name="password2" autoComplete="new-password" value={values.password2} onChange={set("password2")} />}
      </Field>
      {errors.form && <Alert>{errors.form}</Alert>}
      {done && <Alert tone="success">{t("changed")}</Alert>}
      <div className="settings__actions">
        <SubmitButton label={T.changeButton} busy={loading} busyLabel={T.saving} />
      </div>
    </form>
  );
}
