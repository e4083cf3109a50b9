// The Contact Me form of a public profile (a short message to the owner), loaded when its button is first pressed
// (ContactButton.tsx), so a profile page renders without it.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../shared/session-context";
import { ContactProfileMessageDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Modal } from "../../shared/Modal";
import { ModalFormActions } from "../../shared/SubmitButton";
import { MESSAGE_TEXT, sendErrorMessage } from "./message-texts";
import type { ContactButtonProps } from "./ContactButton";

export type ContactFormProps = Omit<ContactButtonProps, "userId"> & { onClose: () => void; onSent: () => void };

export default function ContactForm({ role, profileId, name, onClose, onSent }: ContactFormProps) {
  const id = useId();
  const { isLoggedIn } = useSession();
  const { t } = useTranslation("messages");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ContactProfileMessageDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const text = content.trim();
    if (!text) {
      setError(MESSAGE_TEXT.empty);
      return;
    }
    // Logged out: say so and send nothing (docs/decisions/0005-notifications-and-messages.md).
    if (!isLoggedIn) {
      setError(MESSAGE_TEXT.login);
      return;
    }
    setError(null);
    try {
      await send({ variables: { role, profileId, content: text } });
      setContent("");
      onSent();
    } catch (failure) {
      setError(sendErrorMessage(failure));
    }
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open
      size="sm"
      title={t("contact.title", { name })}
      onClose={onClose}
      actions={<ModalFormActions formId={formId} onCancel={onClose} label={t("contact.send")} busy={loading} busyLabel={t("contact.sending")} />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t("contact.message")}</label>
          <textarea
            id={`${id}-message`}
            data-autofocus
            maxLength={2000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={error === MESSAGE_TEXT.empty ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={t("contact.placeholder", { name })}
          />
        </div>
        {error && (
          <div id={`${id}-error`}>
            <Alert>{error}</Alert>
          </div>
        )}
      </form>
    </Modal>
  );
}
