// The Find House Girl filters: location, minimum rating, minimum experience and verified only, and, folded under "More
// filters" until one is set (the form is long on a phone), skills, languages, live-in or out, highest salary and near a
// place within a radius; applied to the URL by FindHouseGirlPage (filters.ts turns them into the query's filter and back).
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../shared/Button";
import { SelectField, TextField } from "../../shared/Field";
import { valueLabel } from "../../shared/value-labels";
import { JOB_AVAILABILITIES, JOB_SKILLS } from "../../../../shared/jobs/rules";
import { nearPlaceNames } from "../../../../shared/kenya/places";
import { skillName } from "../jobs";
import { RADIUS_OPTIONS, RATING_OPTIONS, formErrors, hasMoreFilters, type FilterForm } from "./filters";

/** The places "near" suggests as it is typed. */
const PLACES = nearPlaceNames();

export function Filters({ initial, onApply, onClear }: { initial: FilterForm; onApply: (form: FilterForm) => void; onClear: () => void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({});
  const id = useId();
  const { t } = useTranslation("find");
  const hasFilters = Boolean(initial.location || initial.rating || initial.experience || initial.verified || hasMoreFilters(initial));
  // The job board's skills, and any other a shared address named.
  const skills = useMemo(() => [...JOB_SKILLS, ...initial.skills.filter((skill) => !(JOB_SKILLS as readonly string[]).includes(skill))], [initial.skills]);

  function set<K extends keyof FilterForm>(field: K, value: FilterForm[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (field in errors) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function toggleSkill(skill: string) {
    set("skills", form.skills.includes(skill) ? form.skills.filter((chosen) => chosen !== skill) : [...form.skills, skill]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = formErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(form);
  }

  return (
    <form className="card filters" onSubmit={submit} noValidate aria-label={t("filtersLabel")}>
      <TextField label={t("location")} placeholder={t("locationPlaceholder")} value={form.location} onChange={(event) => set("location", event.target.value)} />
      <SelectField label={t("rating")} value={form.rating} onChange={(event) => set("rating", event.target.value)}>
        <option value="">{t("anyRating")}</option>
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.labelKey)}
          </option>
        ))}
      </SelectField>
      <TextField label={t("experience")} inputMode="numeric" placeholder={t("experiencePlaceholder")} value={form.experience} error={errors.experience} onChange={(event) => set("experience", event.target.value)} />
      <div className="field field--check">
        <input id={`${id}-verified`} type="checkbox" checked={form.verified} onChange={(event) => set("verified", event.target.checked)} />
        <label htmlFor={`${id}-verified`}>{t("verifiedOnly")}</label>
      </div>
      {/* Open when a filter inside is set, or one of them is wrong, so nothing applied or refused is hidden. */}
      <details className="filters__more filters-fold" open={hasMoreFilters(initial) || Boolean(errors.maxSalary || errors.near) || undefined}>
        <summary>{t("moreFilters")}</summary>
        <div className="filters__more-body">
          <fieldset className="chip-choices">
            <legend>{t("skills")}</legend>
            {skills.map((skill) => (
              <label key={skill} className="skill-chip" htmlFor={`${id}-skill-${skill}`}>
                <input id={`${id}-skill-${skill}`} type="checkbox" checked={form.skills.includes(skill)} onChange={() => toggleSkill(skill)} /> {skillName(skill)}
              </label>
            ))}
          </fieldset>
          <TextField label={t("languages")} hint={t("languagesHint")} placeholder={t("languagesPlaceholder")} value={form.languages} maxLength={200} onChange={(event) => set("languages", event.target.value)} />
          <SelectField label={t("availability")} value={form.availability} onChange={(event) => set("availability", event.target.value)}>
            <option value="">{t("anyAvailability")}</option>
            {JOB_AVAILABILITIES.map((option) => (
              <option key={option} value={option}>
                {valueLabel("availability", option)}
              </option>
            ))}
          </SelectField>
          <TextField label={t("maxSalary")} inputMode="numeric" placeholder={t("maxSalaryPlaceholder")} value={form.maxSalary} error={errors.maxSalary} onChange={(event) => set("maxSalary", event.target.value)} />
          <TextField label={t("near")} placeholder={t("nearPlaceholder")} list={`${id}-places`} autoComplete="off" maxLength={120} value={form.near} error={errors.near} onChange={(event) => set("near", event.target.value)} />
          <datalist id={`${id}-places`}>
            {PLACES.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
          <SelectField label={t("radius")} value={form.radiusKm} onChange={(event) => set("radiusKm", event.target.value)}>
            {RADIUS_OPTIONS.map((km) => (
              <option key={km} value={String(km)}>
                {t("radiusKm", { km })}
              </option>
            ))}
          </SelectField>
        </div>
      </details>
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
