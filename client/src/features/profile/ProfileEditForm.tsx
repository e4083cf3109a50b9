// The own-profile edit form (beyond the original app: the data must come from somewhere): every detail field of the role, checked here and by the server.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { valueLabel, type ValueKind } from "../../shared/value-labels";
import { UpdateOwnProfileDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { CURRENCY_SYMBOL } from "../../shared/format";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { buildInput, fieldsFor, initialValues, mapServerErrors, type FieldDef, type FormErrors, type FormValues, type OwnProfile } from "./profile-fields";
import { Button } from "../../shared/Button";

function Field({ field, value, error, onChange }: { field: FieldDef; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", field.hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    required: field.required,
  };
  let control;
  if (field.kind === "textarea") {
    control = <textarea {...common} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.kind === "select") {
    const options = field.options ?? [];
    control = (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        <option value="">{i18n.t("profile:form.notSpecified")}</option>
        {value && !options.includes(value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {isValueKind(field.name) ? valueLabel(field.name, option) : option}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = field.kind === "integer" || field.kind === "money";
    control = (
      <input
        {...common}
        type="text"
        inputMode={field.kind === "integer" ? "numeric" : field.kind === "money" ? "decimal" : undefined}
        maxLength={field.maxLength}
        autoComplete={field.name === "firstName" ? "given-name" : field.name === "lastName" ? "family-name" : "off"}
        placeholder={numeric && field.max !== undefined ? `${field.min ?? 0}-${field.max}` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={`field${field.kind === "textarea" ? " field--wide" : ""}`}>
      <label htmlFor={id}>
        {field.label}
        {field.kind === "money" ? ` (${CURRENCY_SYMBOL})` : ""}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {field.hint && (
        <p id={hintId} className="field__hint field__hint--below">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves the focus to a field by name, so keyboard and screen-reader users land on the first problem. */
function focusField(form: HTMLFormElement, name: string | undefined) {
  if (!name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

const VALUE_KINDS: readonly string[] = ["gender", "availability", "maritalStatus", "houseType"] satisfies ValueKind[];
const isValueKind = (name: string): name is ValueKind => VALUE_KINDS.includes(name);

export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: (message: string | null) => void }) {
  const { t } = useTranslation("profile");
  const fields = fieldsFor(profile);
  const [values, setValues] = useState<FormValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOwnProfileDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { input, errors: found } = buildInput(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t("form.correct"));
      focusField(form, Object.keys(found)[0]);
      return;
    }
    setFormError(null);
    try {
      await save({ variables: { input } });
      onDone(t("form.updated"));
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === "graphql") {
        const mapped = mapServerErrors(fields, failure.fieldErrors);
        setErrors(mapped.errors);
        focusField(form, Object.keys(mapped.errors)[0]);
        const hasFieldErrors = Object.keys(mapped.errors).length > 0;
        setFormError(mapped.other[0] ?? (hasFieldErrors ? t("form.correct") : (firstErrorMessage(failure) ?? t("form.notSaved"))));
      } else {
        setFormError(t("form.notSavedOffline"));
      }
    }
  }

  return (
    <form className="form profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t("form.label")}>
      <div className="profile-form__grid">
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onChange={(value) => {
              setValues((previous) => ({ ...previous, [field.name]: value }));
              if (errors[field.name]) setErrors((previous) => ({ ...previous, [field.name]: undefined }));
            }}
          />
        ))}
      </div>
      {formError && <Alert>{formError}</Alert>}
      <div className="actions">
        <Button type="submit" disabled={loading}>
          {loading ? t("form.saving") : t("form.save")}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)} disabled={loading}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
