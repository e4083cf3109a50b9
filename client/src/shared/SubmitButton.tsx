// A form's submit button: while the form is sending it is disabled and shows a spinner with what is happening;
// and a form modal's footer, Cancel beside that button.
import { Spinner } from "./Spinner";

export interface SubmitButtonProps {
  label: string;
  /** True while the form is sending: the button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  className?: string;
  /** Disabled for another reason as well. */
  disabled?: boolean;
  /** The id of the form it submits, when the button is outside the form (a modal's footer). */
  form?: string;
}

export function SubmitButton({ label, busy, busyLabel, className = "btn btn--primary", disabled = false, form }: SubmitButtonProps) {
  return (
    <button type="submit" form={form} className={className} disabled={busy || disabled}>
      {busy ? (
        <>
          <Spinner size="sm" label="" /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

export interface ModalFormActionsProps extends Pick<SubmitButtonProps, "label" | "busy" | "busyLabel"> {
  /** The id of the form in the modal's body. */
  formId: string;
  onCancel: () => void;
}

/** The footer of a modal holding a form: Cancel, and the form's submit button. */
export function ModalFormActions({ formId, onCancel, ...submit }: ModalFormActionsProps) {
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton {...submit} form={formId} />
    </>
  );
}
