// The house manager's own checks on /profile/: submit an identity document or a Certificate of Good Conduct, and see
// each submission's status (with the operator's reason on rejection).
import { useId, useRef, useState, type FormEvent } from "react";
import { liveTexts } from "../../i18n";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { MyVerificationsDocument, SubmitVerificationDocument, type VerificationKind } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage, firstFieldError } from "../../shared/errors";
import { formatDate, formatDateTime } from "../../shared/format";
import { Spinner } from "../../shared/Spinner";
import { SubmitButton } from "../../shared/SubmitButton";
import "./trust.css";
import "../../shared/trust.css";
import englishTrustTexts from "../../i18n/locales/en/trust.json";

/** The same limit as the server: 5,242,880 bytes. */
export const MAX_VERIFICATION_BYTES = 5_242_880;
const ACCEPTED = ["application/pdf", "image/png", "image/jpeg"];
const KIND_LABEL = liveTexts(englishTrustTexts.verification.kinds, "trust:verification.kinds") satisfies Record<VerificationKind, string>;
const STATUS_LABEL = liveTexts(englishTrustTexts.verification.statuses, "trust:verification.statuses");

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
  const { t } = useTranslation("trust");
  const ids = { kind: useId(), issuedOn: useId(), file: useId() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.document = t("verification.chooseFile");
    else if (file.size > MAX_VERIFICATION_BYTES) problems.document = t("verification.tooLarge");
    else if (file.type && !ACCEPTED.includes(file.type)) problems.document = t("verification.wrongType");
    if (kind === "good_conduct" && !issuedOn) problems.issued_on = t("verification.issueDateNeeded");
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length || !file) return;
    try {
      await submit({ variables: { kind, document: file, issuedOn: kind === "good_conduct" ? issuedOn : null } });
      setStatus({ tone: "success", text: t("verification.sent") });
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
      setStatus({ tone: "error", text: firstErrorMessage(failure) ?? t("verification.failed") });
    }
  }

  const rows = list.data?.myVerifications ?? [];
  return (
    <section className="card profile-section" aria-labelledby="own-verification">
      <h2 id="own-verification">{t("verification.title")}</h2>
      <p className="muted small">
        {t("verification.intro")}
      </p>
      {list.loading && !list.data ? (
        <Spinner label={t("verification.loading")} />
      ) : list.error && !list.data ? (
        <Alert>
          {t("verification.loadFailed")}{" "}
          <button type="button" className="link-btn" onClick={() => void list.refetch().catch(() => undefined)}>
            {t("verification.tryAgain")}
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
              {row.reason && <span className="small">{t("verification.reason", { reason: row.reason })}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">{t("verification.none")}</p>
      )}

      <form className="verification-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t("verification.formLabel")}>
        <div className="field">
          <label htmlFor={ids.kind}>{t("verification.document")}</label>
          <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as VerificationKind)}>
            <option value="id_document">{KIND_LABEL.id_document}</option>
            <option value="good_conduct">{KIND_LABEL.good_conduct}</option>
          </select>
        </div>
        {kind === "good_conduct" && (
          <div className="field">
            <label htmlFor={ids.issuedOn}>{t("verification.issueDate")}</label>
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
          <label htmlFor={ids.file}>{t("verification.file")}</label>
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
        <SubmitButton label={t("verification.send")} busy={loading} busyLabel={t("verification.sending")} />
      </form>
    </section>
  );
}
