// /jobs/new/: an employer or school posts a job. The shared job rules (shared/jobs/rules.ts) judge the form as it is
// filled: the minimum-wage guard's message shows under the pay as soon as the pay, town and interval fall below it,
// before anything is sent; the server's word on anything else shows under its field.
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { PostJobDocument, type PaymentDay, type PostJobInput } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Button } from "../../shared/Button";
import { Options, SelectField, TextAreaField, TextField } from "../../shared/Field";
import { classifyError, localiseServerMessage } from "../../shared/errors";
import { useViewer } from "../../shared/use-viewer";
import { PageSpinner } from "../../shared/Spinner";
import { checkJob, cleanList, COMMUTE_REACH_KM, DEFAULT_DAYS_PER_MONTH, isCommutedJob, JOB_AVAILABILITIES, JOB_SKILLS, MAX_CHILDREN, MAX_JOB_DESCRIPTION, MAX_JOB_PLACE, MAX_JOB_TITLE, type JobField, type JobValues } from "../../../../shared/jobs/rules";
import { PAYMENT_DAYS } from "../../../../shared/contracts/rules";
import { nairobiToday } from "../../../../shared/dates";
import { JobsNav } from "./JobsNav";
import { failureText, jobPath } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";
import { skillName } from "./reason-texts";
import { submitOnce } from "../../shared/submit-once";

interface FormValues {
  title: string;
  description: string;
  city: string;
  location: string;
  availability: string;
  skills: string[];
  otherSkills: string;
  languages: string;
  children: string;
  pay: string;
  paymentDay: PaymentDay;
  daysPerMonth: string;
  startDate: string;
}

const SERVER_FIELDS: Record<string, JobField> = { payment_day: "paymentDay", days_per_month: "daysPerMonth", start_date: "startDate" };

function toValues(form: FormValues): JobValues {
  return {
    title: form.title,
    description: form.description,
    city: form.city,
    location: form.location,
    availability: form.availability,
    skills: cleanList([...form.skills, ...form.otherSkills.split(",")]),
    languages: cleanList(form.languages.split(",")),
    children: form.children.trim() === "" ? 0 : Number(form.children),
    pay: form.pay.trim() === "" ? Number.NaN : Number(form.pay),
    paymentDay: form.paymentDay,
    daysPerMonth: form.daysPerMonth.trim() === "" ? DEFAULT_DAYS_PER_MONTH : Number(form.daysPerMonth),
    startDate: form.startDate,
  };
}

/** Checked values as the post's input: texts trimmed (cleanList has trimmed the lists). */
function toInput(values: JobValues, paymentDay: PaymentDay): PostJobInput {
  return {
    ...values,
    title: values.title.trim(),
    description: values.description.trim(),
    city: values.city.trim(),
    location: values.location.trim(),
    skills: [...values.skills],
    languages: [...values.languages],
    paymentDay,
  };
}

function PostJobForm() {
  const { t } = useJobsText();
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormValues>({
    title: "",
    description: "",
    city: "",
    location: "",
    availability: "Live-in",
    skills: [],
    otherSkills: "",
    languages: "",
    children: "0",
    pay: "",
    paymentDay: "Monthly",
    daysPerMonth: String(DEFAULT_DAYS_PER_MONTH),
    startDate: nairobiToday(),
  });
  const [errors, setErrors] = useState<Partial<Record<JobField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [post, { loading }] = useMutation(PostJobDocument);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((prev) => ({ ...prev, [key]: value }));

  // The wage guard, live: once the town, pay, interval, days and start date are sound, the same check the server makes.
  const live = checkJob(toValues(form)).find((problem) => problem.rule === "minimumWage");
  const payError = errors.pay ?? (live ? localiseServerMessage(live.message) : null);

  async function submit() {
    const values = toValues(form);
    const problems = checkJob(values);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, localiseServerMessage(problem.message)])));
      document.getElementById(`${id}-${problems[0]!.field}`)?.focus();
      return;
    }
    setErrors({});
    setGeneral(null);
    try {
      const { data } = await post({ variables: { input: toInput(values, form.paymentDay) } });
      if (data?.postJob) navigate(jobPath(data.postJob.id));
    } catch (failure) {
      const classified = classifyError(failure);
      if (classified.kind === "graphql" && Object.keys(classified.fieldErrors).length) {
        const mapped: Partial<Record<JobField, string>> = {};
        for (const [field, messages] of Object.entries(classified.fieldErrors)) {
          const name = (SERVER_FIELDS[field] ?? field) as JobField;
          if (messages[0]) mapped[name] = localiseServerMessage(messages[0]);
        }
        setErrors(mapped);
      } else {
        setGeneral(failureText(failure, t("post.failed")));
      }
    }
  }

  const field = (name: JobField) => ({ id: `${id}-${name}`, error: errors[name] ?? null });
  return (
    <form className="card form post-job" onSubmit={submitOnce(loading, submit)} noValidate>
      <TextField {...field("title")} label={t("post.jobTitle")} placeholder={t("post.jobTitlePlaceholder")} value={form.title} maxLength={MAX_JOB_TITLE} required onChange={(e) => set("title", e.target.value)} />
      <TextAreaField {...field("description")} label={t("post.description")} hint={t("post.descriptionHint")} value={form.description} maxLength={MAX_JOB_DESCRIPTION} onChange={(e) => set("description", e.target.value)} />
      <div className="form-row">
        <TextField {...field("city")} label={t("post.city")} placeholder="Nairobi" value={form.city} maxLength={MAX_JOB_PLACE} required onChange={(e) => set("city", e.target.value)} />
        <TextField {...field("location")} label={t("post.location")} placeholder="Kasarani" value={form.location} maxLength={MAX_JOB_PLACE} onChange={(e) => set("location", e.target.value)} />
      </div>
      <SelectField
        {...field("availability")}
        label={t("post.availability")}
        hint={isCommutedJob(form.availability) ? t("post.withinReachHint", { km: COMMUTE_REACH_KM }) : undefined}
        value={form.availability}
        onChange={(e) => set("availability", e.target.value)}
      >
        <Options values={JOB_AVAILABILITIES} label={(availability) => t(`availability.${availability}`)} />
      </SelectField>
      <fieldset className="chip-choices">
        <legend>{t("post.skills")}</legend>
        {JOB_SKILLS.map((skill) => (
          <label key={skill} className="skill-chip">
            <input
              type="checkbox"
              checked={form.skills.includes(skill)}
              onChange={() => set("skills", form.skills.includes(skill) ? form.skills.filter((s) => s !== skill) : [...form.skills, skill])}
            />{" "}
            {skillName(skill)}
          </label>
        ))}
      </fieldset>
      <TextField {...field("skills")} label={t("post.otherSkills")} hint={t("post.commaHint")} value={form.otherSkills} onChange={(e) => set("otherSkills", e.target.value)} />
      <TextField {...field("languages")} label={t("post.languages")} hint={t("post.commaHint")} placeholder="Swahili, Kikuyu" value={form.languages} onChange={(e) => set("languages", e.target.value)} />
      <TextField {...field("children")} label={t("post.children")} hint={t("post.childrenHint")} type="number" min={0} max={MAX_CHILDREN} inputMode="numeric" value={form.children} onChange={(e) => set("children", e.target.value)} />
      <div className="form-row">
        <TextField {...field("pay")} error={payError} label={t("post.pay")} type="number" min={1} step="0.01" inputMode="decimal" required value={form.pay} onChange={(e) => set("pay", e.target.value)} />
        <SelectField {...field("paymentDay")} label={t("post.paymentDay")} value={form.paymentDay} onChange={(e) => set("paymentDay", e.target.value as PaymentDay)}>
          <Options values={PAYMENT_DAYS} label={(day) => t(`post.interval.${day}`)} />
        </SelectField>
      </div>
      <div className="form-row">
        <TextField {...field("daysPerMonth")} label={t("post.daysPerMonth")} type="number" min={1} max={31} inputMode="numeric" value={form.daysPerMonth} onChange={(e) => set("daysPerMonth", e.target.value)} />
        <TextField {...field("startDate")} label={t("post.startDate")} type="date" required min={nairobiToday()} value={form.startDate} onChange={(e) => set("startDate", e.target.value)} />
      </div>
      {general && <Alert>{general}</Alert>}
      <Button type="submit" disabled={loading}>
        {loading ? t("post.posting") : t("post.submit")}
      </Button>
    </form>
  );
}

export default function PostJobPage() {
  const { t } = useJobsText();
  const viewer = useViewer();
  return (
    <section className="container page jobs-page">
      <title>{`MaidMatch · ${t("post.title")}`}</title>
      <h1>{t("post.title")}</h1>
      <JobsNav />
      {viewer.kind === "loading" ? (
        <PageSpinner label={t("common.loading")} />
      ) : viewer.kind === "user" && (viewer.userType === "employer" || viewer.userType === "school") ? (
        <PostJobForm />
      ) : viewer.kind === "visitor" ? (
        <Alert tone="info">
          {t("post.login")} <Link to="/login">{t("apply.loginLink")}</Link>
        </Alert>
      ) : (
        <Alert tone="info">{t("post.onlyEmployers")}</Alert>
      )}
    </section>
  );
}
