// A public profile's Contact Me button (a short message to the owner) and message icon (the chat with the owner).
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../shared/session-context";
import { ContactProfileMessageDocument, type ProfileRole } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { Spinner } from "../../shared/Spinner";
import { ModalFormActions } from "../../shared/SubmitButton";
import { MESSAGE_TEXT, sendErrorMessage } from "./message-texts";
import { Button } from "../../shared/Button";

const ChatModal = lazy(() => import("./ChatModal"));

export interface ContactButtonProps {
  /** The profile's side and id (contactProfile). */
  role: ProfileRole;
  profileId: string;
  /** The owner's user id (the chat's withUserId). */
  userId: string;
  /** The owner's name, for titles and labels. */
  name: string;
}

function ContactForm({ role, profileId, name, onClose, onSent }: ContactButtonProps & { onClose: () => void; onSent: () => void }) {
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

export function ContactButton(props: ContactButtonProps) {
  const { user } = useSession();
  const { t } = useTranslation("messages");
  const [open, setOpen] = useState<"contact" | "chat" | null>(null);
  const [sent, setSent] = useState(false);

  // Nobody messages themselves (docs/decisions/0005-notifications-and-messages.md).
  if (user && user.userId === props.userId) return null;

  return (
    <div className="contact-actions">
      <Button
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setSent(false);
          setOpen("contact");
        }}
      >
        {t("contact.button")}
      </Button>
      <button type="button" className="icon-btn contact-actions__chat" aria-haspopup="dialog" aria-label={t("contact.chatWith", { name: props.name })} title={t("contact.messages")} onClick={() => setOpen("chat")}>
        <Icon name="message" />
      </button>
      {sent && (
        <div className="contact-actions__notice">
          <Alert tone="success">{MESSAGE_TEXT.sent}</Alert>
        </div>
      )}
      {open === "contact" && (
        <ContactForm
          {...props}
          onClose={() => setOpen(null)}
          onSent={() => {
            setOpen(null);
            setSent(true);
          }}
        />
      )}
      {open === "chat" && (
        <Suspense fallback={<Spinner label={t("contact.opening")} />}>
          <ChatModal withUserId={props.userId} name={props.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

export default ContactButton;
