// A public profile's Contact Me button (a short message to the owner) and message icon (the chat with the owner).
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../shared/session-context";
import type { ProfileRole } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Icon } from "../../shared/icons";
import { Spinner } from "../../shared/Spinner";
import { MESSAGE_TEXT } from "./message-texts";
import { Button } from "../../shared/Button";
import { LoadBoundary, useRetryableLazy } from "../../shared/LoadBoundary";

// The form and the chat load when first opened: a profile page's first render needs only the two buttons.
const loadContactForm = () => import("./ContactForm");
const loadChatModal = () => import("./ChatModal");

export interface ContactButtonProps {
  /** The profile's side and id (contactProfile). */
  role: ProfileRole;
  profileId: string;
  /** The owner's user id (the chat's withUserId). */
  userId: string;
  /** The owner's name, for titles and labels. */
  name: string;
}

export function ContactButton(props: ContactButtonProps) {
  const { user } = useSession();
  const { t } = useTranslation("messages");
  const [open, setOpen] = useState<"contact" | "chat" | null>(null);
  const [sent, setSent] = useState(false);
  const [ContactForm, retryContactForm] = useRetryableLazy(loadContactForm);
  const [ChatModal, retryChatModal] = useRetryableLazy(loadChatModal);

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
        <LoadBoundary onRetry={retryContactForm}>
          <Suspense fallback={<Spinner />}>
            <ContactForm
              role={props.role}
              profileId={props.profileId}
              name={props.name}
              onClose={() => setOpen(null)}
              onSent={() => {
                setOpen(null);
                setSent(true);
              }}
            />
          </Suspense>
        </LoadBoundary>
      )}
      {open === "chat" && (
        <LoadBoundary onRetry={retryChatModal}>
          <Suspense fallback={<Spinner label={t("contact.opening")} />}>
            <ChatModal withUserId={props.userId} name={props.name} onClose={() => setOpen(null)} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

export default ContactButton;
