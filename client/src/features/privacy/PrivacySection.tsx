// "Your data" on /profile/: download everything MaidMatch holds about you, or close the account with your password.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { saveAuthorised } from "../../shared/authorised-fetch";
import { useSession } from "../../shared/session-context";
import { DeleteAccountDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage, firstFieldError } from "../../shared/errors";
import { Modal } from "../../shared/Modal";
import { ModalFormActions } from "../../shared/SubmitButton";
import "../../shared/trust.css";

export function PrivacySection() {
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
      setProblem((error as Error).message || "Could not download your data.");
    } finally {
      setDownloading(false);
    }
  }

  async function close(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setPasswordError("Enter your password to confirm.");
    setPasswordError(null);
    try {
      await deleteAccount({ variables: { password } });
      setClosing(false);
      await logout();
    } catch (error) {
      const failure = classifyError(error);
      setPasswordError((failure.kind === "graphql" ? firstFieldError(failure.fieldErrors, "password") : undefined) ?? firstErrorMessage(failure) ?? "Could not close the account.");
    }
  }

  return (
    <section className="card profile-section" aria-labelledby="own-data">
      <h2 id="own-data">Your data</h2>
      <p className="muted small">
        See what we keep and why in the <Link to="/privacy">privacy notice</Link>.
      </p>
      <div className="actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void download()} disabled={downloading}>
          {downloading ? "Preparing..." : "Download my data"}
        </button>
        <button type="button" className="btn btn--danger btn--sm" onClick={() => setClosing(true)}>
          Close my account
        </button>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <Modal
        open={closing}
        title="Close your account"
        onClose={() => setClosing(false)}
        size="sm"
        actions={<ModalFormActions formId={formId} onCancel={() => setClosing(false)} label="Close my account" busy={loading} busyLabel="Closing..." />}
      >
        <form id={formId} onSubmit={(event) => void close(event)} noValidate>
          <p>
            Your profile, photos and verification files are erased and you cannot log in again. Reviews and messages you wrote stay, shown from "Former member"; contracts stay with the other
            party, as the law requires.
          </p>
          <div className="field">
            <label htmlFor={passwordId}>Your password</label>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${passwordId}-error` : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {passwordError && (
              <p id={`${passwordId}-error`} className="field__error" role="alert">
                {passwordError}
              </p>
            )}
          </div>
        </form>
      </Modal>
    </section>
  );
}
