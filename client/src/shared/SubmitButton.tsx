// A form's submit button: while the form is sending it is disabled and shows a spinner with what is happening;
// and a form modal's footer, Cancel beside that button.
import { i18n } from "../i18n";
import { Button, type ButtonLook } from "./Button";
import { Spinner } from "./Spinner";

export interface SubmitButtonProps extends ButtonLook {
  label: string;
  /** True while the form is sending: the button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for another reason as well. */
  disabled?: boolean;
  /** The id of the form it submits, when the button is outside the form (a modal's footer). */
  form?: string;
}

export function SubmitButton({ label, busy, busyLabel, disabled = false, form, ...look }: SubmitButtonProps) {
  return (
    <Button type="submit" form={form} {...look} disabled={busy || disabled}>
      {busy ? (
        <>
          <Spinner size="sm" label="" /> {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
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
      <Button variant="ghost" onClick={onCancel}>
        {i18n.t("shared.cancel")}
      </Button>
      <SubmitButton {...submit} form={formId} />
    </>
  );
}
