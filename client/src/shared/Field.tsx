// A form field in one line: label, control, hint and error, with the id and aria wiring between them
// (aria-invalid and aria-describedby on the control; the error announced as an alert). Styles: shared/shared.css.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** What the control of a field receives: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | null;
  /** A note under the control. */
  hint?: ReactNode;
  /** The control's id; generated when not given. */
  id?: string;
  /** Extra classes on the field's wrapper. */
  className?: string;
}

export interface FieldProps extends FieldOwnProps {
  /** Renders the control with the wiring, for controls other than the three below (a password input, a file input). */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, ...(error ? { "aria-invalid": true } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && (
        <p id={hintId} className="field__hint field__hint--below">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Without<T> = Omit<T, "id" | "className">;

/** A labelled <input>: `<TextField label="Email" type="email" value={email} onChange={…} />`. */
export function TextField({ label, error, hint, id, className, ...input }: FieldOwnProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input type="text" {...input} {...control} />}
    </Field>
  );
}

/** A labelled <textarea>. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: FieldOwnProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}

/** A labelled <select>; the options are its children. */
export function SelectField({ label, error, hint, id, className, ...select }: FieldOwnProps & Without<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <select {...select} {...control} />}
    </Field>
  );
}

/** The <option>s of a select, one for each value, labelled by `label`: `<Options values={WEEKDAYS} label={dayName} />`. */
export function Options<Value extends string>({ values, label }: { values: readonly Value[]; label: (value: Value) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
