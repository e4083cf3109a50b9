// The house manager's own checks on /profile/: submit an identity document or a Certificate of Good Conduct, and see
// each submission's status (with the operator's reason on rejection).
import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { MyVerificationsDocument, SubmitVerificationDocument, type VerificationKind } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage, firstFieldError } from "../../shared/errors";
import { formatDate, formatDateTime } from "../../shared/format";
import { Spinner } from "../../shared/Spinner";
import { SubmitButton } from "../../shared/SubmitButton";
import "./trust.css";
import "../../shared/trust.css";

/** The same limit as the server: 5,242,880 bytes. */
export const MAX_VERIFICATION_BYTES = 5_242_880;
const ACCEPTED = ["application/pdf", "image/png", "image/jpeg"];
const KIND_LABEL: Record<VerificationKind, string> = { id_document: "Identity document (national ID or passport)", good_conduct: "Certificate of Good Conduct" };
const STATUS_LABEL = { pending: "Waiting for a check", approved: "Approved", rejected: "Not approved" } as const;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function VerificationSection() {
  const list = useQuery(MyVerificationsDocument);
  const [submit, { loading }] = useMutation(SubmitVerificationDocument, { refetchQueries: [MyVerificationsDocument] });
  const [kind, setKind] = useState<VerificationKind>("id_document");
  const [issuedOn, setIssuedOn] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { kind: useId(), issuedOn: useId(), file: useId() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.document = "Choose the file (PDF, PNG or JPEG).";
    else if (file.size > MAX_VERIFICATION_BYTES) problems.document = "The document must be at most 5 MB (5,242,880 bytes).";
    else if (file.type && !ACCEPTED.includes(file.type)) problems.document = "The document must be a PDF, PNG or JPEG file.";
    if (kind === "good_conduct" && !issuedOn) problems.issued_on = "Give the certificate's issue date.";
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length || !file) return;
    try {
      await submit({ variables: { kind, document: file, issuedOn: kind === "good_conduct" ? issuedOn : null } });
      setStatus({ tone: "success", text: "Sent. Our team will check it, usually within two working days; you will get a notification." });
      setFile(null);
      setIssuedOn("");
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === "graphql" && Object.keys(failure.fieldErrors).length) {
        setErrors({
          ...(firstFieldError(failure.fieldErrors, "document") ? { document: firstFieldError(failure.fieldErrors, "document")! } : {}),
          ...(firstFieldError(failure.fieldErrors, "issued_on") ? { issued_on: firstFieldError(failure.fieldErrors, "issued_on")! } : {}),
        });
      }
      setStatus({ tone: "error", text: firstErrorMessage(failure) ?? "Could not send the document. Please try again." });
    }
  }

  const rows = list.data?.myVerifications ?? [];
  return (
    <section className="card profile-section" aria-labelledby="own-verification">
      <h2 id="own-verification">Verification</h2>
      <p className="muted small">
        The Verified badge shows when our team has approved your ID or passport and a Certificate of Good Conduct issued within the last 12 months. Only you and the MaidMatch team can see the
        files.
      </p>
      {list.loading && !list.data ? (
        <Spinner label="Loading your checks..." />
      ) : list.error && !list.data ? (
        <Alert>
          Could not load your checks.{" "}
          <button type="button" className="link-btn" onClick={() => void list.refetch().catch(() => undefined)}>
            Try again
          </button>
        </Alert>
      ) : rows.length ? (
        <ul className="verification-list">
          {rows.map((row) => (
            <li key={row.id} className={`verification-list__item verification-list__item--${row.status}`}>
              <strong>{KIND_LABEL[row.kind]}</strong>
              <span className={`status-pill status-pill--${row.status}`}>{STATUS_LABEL[row.status]}</span>
              <span className="small muted">
                Sent {formatDateTime(row.submittedAt)}
                {row.issuedOn ? ` · issued ${formatDate(row.issuedOn)}` : ""}
                {row.status === "approved" && row.expiresAt ? ` · counts until ${formatDate(row.expiresAt)}` : ""}
              </span>
              {row.reason && <span className="small">Reason: {row.reason}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">You have not sent any documents yet.</p>
      )}

      <form className="verification-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send a document for checking">
        <div className="field">
          <label htmlFor={ids.kind}>Document</label>
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as VerificationKind)}>
            <option value="id_document">{KIND_LABEL.id_document}</option>
            <option value="good_conduct">{KIND_LABEL.good_conduct}</option>
          </select>
        </div>
        {kind === "good_conduct" && (
          <div className="field">
            <label htmlFor={ids.issuedOn}>Issue date on the certificate</label>
            <input
              id={ids.issuedOn}
              type="date"
              max={today()}
              value={issuedOn}
              aria-invalid={errors.issued_on ? true : undefined}
              aria-describedby={errors.issued_on ? `${ids.issuedOn}-error` : undefined}
              onChange={(event) => setIssuedOn(event.target.value)}
            />
            {errors.issued_on && (
              <p id={`${ids.issuedOn}-error`} className="field__error" role="alert">
                {errors.issued_on}
              </p>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.file}>File (PDF, PNG or JPEG, at most 5 MB)</label>
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            aria-invalid={errors.document ? true : undefined}
            aria-describedby={errors.document ? `${ids.file}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {errors.document && (
            <p id={`${ids.file}-error`} className="field__error" role="alert">
              {errors.document}
            </p>
          )}
        </div>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <SubmitButton label="Send for checking" busy={loading} busyLabel="Sending..." />
      </form>
    </section>
  );
}
