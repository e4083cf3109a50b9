// "Report" beside a profile (or a review or message): a short form to the MaidMatch team; signed-in users only.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { ReportContentDocument, type ReportReason, type ReportTargetType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { Modal } from "../../shared/Modal";
import { SelectField, TextAreaField } from "../../shared/Field";
import { ModalFormActions } from "../../shared/SubmitButton";
import { useViewer } from "../../shared/use-viewer";
import { buttonClass } from "../../shared/Button";
import "./trust.css";

const REASONS: ReportReason[] = ["fake_profile", "harassment", "scam", "inappropriate", "other"];

export function ReportButton({ targetType, targetId, what, className = buttonClass({ variant: "ghost", size: "sm" }) }: { targetType: ReportTargetType; targetId: string; what: string; className?: string }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>("fake_profile");
  const [details, setDetails] = useState("");
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { t } = useTranslation("trust");
  const [report, { loading }] = useMutation(ReportContentDocument);
  const ids = { form: useId(), reason: useId(), details: useId() };
  if (viewer.kind !== "user") return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await report({ variables: { input: { targetType, targetId, reason, details: details.trim() || null } } });
      setOpen(false);
      setDetails("");
      setResult({ tone: "success", text: t("report.thanks") });
    } catch (error) {
      setResult({ tone: "error", text: firstErrorMessage(classifyError(error)) ?? t("report.failed") });
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => { setResult(null); setOpen(true); }}>
        {t("report.button")}
      </button>
      {result && !open && <Alert tone={result.tone}>{result.text}</Alert>}
      <Modal open={open} title={t("report.title", { what })} onClose={() => setOpen(false)} size="sm" actions={<ModalFormActions formId={ids.form} onCancel={() => setOpen(false)} label={t("report.send")} busy={loading} busyLabel={t("report.sending")} />}>
        <form id={ids.form} onSubmit={(event) => void submit(event)} noValidate>
          <SelectField label={t("report.whatIsWrong")} id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
            {REASONS.map((option) => (
              <option key={option} value={option}>
                {t(`report.reasons.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t("report.details")} id={ids.details} rows={3} maxLength={2000} value={details} onChange={(event) => setDetails(event.target.value)} />
          {result?.tone === "error" && <Alert>{result.text}</Alert>}
        </form>
      </Modal>
    </>
  );
}
