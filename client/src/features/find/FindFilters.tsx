// The Find House Girl filters: location, minimum rating, minimum experience and verified only; applied to the URL by
// FindHouseGirlPage (filters.ts turns them into the query's filter and back).
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../shared/Button";
import { SelectField, TextField } from "../../shared/Field";
import { RATING_OPTIONS, experienceError, type FilterForm } from "./filters";

export function Filters({ initial, onApply, onClear }: { initial: FilterForm; onApply: (form: FilterForm) => void; onClear: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const verifiedId = useId();
  const { t } = useTranslation("find");
  const hasFilters = Boolean(initial.location || initial.rating || initial.experience || initial.verified);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = experienceError(form.experience);
    setError(message);
    if (!message) onApply(form);
  }

  return (
    <form className="card filters" onSubmit={submit} noValidate aria-label={t("filtersLabel")}>
      <TextField label={t("location")} placeholder={t("locationPlaceholder")} value={form.location} onChange={(event) => setForm({ ...form, location: event.target.value })} />
      <SelectField label={t("rating")} value={form.rating} onChange={(event) => setForm({ ...form, rating: event.target.value })}>
        <option value="">{t("anyRating")}</option>
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.labelKey)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("experience")}
        inputMode="numeric"
        placeholder={t("experiencePlaceholder")}
        value={form.experience}
        error={error}
        onChange={(event) => {
          setForm({ ...form, experience: event.target.value });
          if (error) setError(null);
        }}
      />
      <div className="field field--check">
        <input id={verifiedId} type="checkbox" checked={form.verified} onChange={(event) => setForm({ ...form, verified: event.target.checked })} />
        <label htmlFor={verifiedId}>{t("verifiedOnly")}</label>
      </div>
      <div className="filters__actions">
        <Button type="submit" variant="primary">
          {t("apply")}
        </Button>
        {hasFilters && (
          <Button variant="ghost" onClick={onClear}>
            {t("clear")}
          </Button>
        )}
      </div>
    </form>
  );
}
