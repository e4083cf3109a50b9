// "Your data" on /profile/: download everything MaidMatch holds about you, or close the account with your password.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { saveAuthorised } from "../../shared/authorised-fetch";
import { useSession } from "../../shared/session-context";
import { DeleteAccountDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage, firstFieldError } from "../../shared/errors";
import { Modal } from "../../shared/Modal";
import { TextField } from "../../shared/Field";
import { ModalFormActions } from "../../shared/SubmitButton";
import "../../shared/trust.css";
import { Button } from "../../shared/Button";

export function PrivacySection() {
  const { t } = useTranslation("privacy");
  const { logout } = useSession();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const formId = useId();
  const passwordId = useId();

  async function download() {
    setProblem(null);
    setDownloading(true);
    try {
      await saveAuthorised("/profiles/my_data/", "maidmatch-my-data.json");
    } catch (error) {
      setProblem((error as Error).message || t("section.downloadFailed"));
    } finally {
      setDownloading(false);
    }
  }

  async function close(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setPasswordError(t("section.enterPassword"));
    setPasswordError(null);
    try {
      await deleteAccount({ variables: { password } });
      setClosing(false);
      await logout();
    } catch (error) {
      const failure = classifyError(error);
      setPasswordError((failure.kind === "graphql" ? firstFieldError(failure.fieldErrors, "password") : undefined) ?? firstErrorMessage(failure) ?? t("section.closeFailed"));
    }
  }

  return (
    <section className="card profile-section" aria-labelledby="own-data">
      <h2 id="own-data">{t("section.title")}</h2>
      <p className="muted small">
        <Trans t={t} i18nKey="section.seeNotice" components={{ a: <Link to="/privacy" /> }} />
      </p>
      <div className="actions">
        <Button variant="ghost" size="sm" onClick={() => void download()} disabled={downloading}>
          {downloading ? t("section.preparing") : t("section.download")}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setClosing(true)}>
          {t("section.close")}
        </Button>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <Modal
        open={closing}
        title={t("section.closeTitle")}
        onClose={() => setClosing(false)}
        size="sm"
        actions={<ModalFormActions formId={formId} onCancel={() => setClosing(false)} label={t("section.close")} busy={loading} busyLabel={t("section.closing")} />}
      >
        <form id={formId} onSubmit={(event) => void close(event)} noValidate>
          <p>
            {t("section.closeText")}
          </p>
          <TextField label={t("section.password")} id={passwordId} type="password" autoComplete="current-password" value={password} error={passwordError} onChange={(event) => setPassword(event.target.value)} />
        </form>
      </Modal>
    </section>
  );
}
