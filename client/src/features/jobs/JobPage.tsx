// /jobs/:id/: one job. Anyone reads it; a house manager applies once with a short note and then sees that she applied;
// its owner closes it and opens its applications and matches.
import { useId, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { ApplyToJobDocument, CloseJobDocument, JobPageDocument, type JobDetailsFragment } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Button, ButtonLink } from "../../shared/Button";
import { DetailList } from "../../shared/DetailList";
import { TextAreaField } from "../../shared/Field";
import { QueryState } from "../../shared/QueryState";
import { formatDate } from "../../shared/format";
import { useConfirm } from "../../shared/feedback";
import { profilePath } from "../../shared/profile-links";
import { useViewer } from "../../shared/use-viewer";
import { MAX_APPLICATION_NOTE, checkApplicationNote } from "../../../../shared/jobs/rules";
import { JobsNav } from "./JobsNav";
import { failureText, jobLoadTexts, PayLine } from "./shared-bits";
import { languageName } from "../../shared/value-labels";
import { useJobsText } from "./use-jobs-text";
import { skillName } from "./reason-texts";
import { submitOnce } from "../../shared/submit-once";

function ApplyForm({ job }: { job: JobDetailsFragment }) {
  const { t } = useJobsText();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [apply, { loading }] = useMutation(ApplyToJobDocument);

  if (job.applied) return <Alert tone="success">{t("apply.applied")}</Alert>;
  if (job.status === "Closed") return <Alert tone="info">{t("apply.closed")}</Alert>;

  async function submit() {
    const problem = checkApplicationNote(note);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await apply({ variables: { jobId: job.id, note: note.trim() } });
    } catch (failure) {
      setError(failureText(failure, t("apply.failed")));
    }
  }

  return (
    <form className="card form job-apply" onSubmit={submitOnce(loading, submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("apply.title")}</h2>
      <TextAreaField label={t("apply.note")} hint={t("apply.noteHint")} value={note} maxLength={MAX_APPLICATION_NOTE} onChange={(event) => setNote(event.target.value)} error={error} />
      <Button type="submit" disabled={loading}>
        {loading ? t("apply.sending") : t("apply.submit")}
      </Button>
    </form>
  );
}

function OwnerActions({ job }: { job: JobDetailsFragment }) {
  const { t } = useJobsText();
  const confirm = useConfirm();
  const [close, { loading }] = useMutation(CloseJobDocument);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="card job-owner">
      <h2>{t("owner.title")}</h2>
      <p>{t("owner.applications", { count: job.applicationCount ?? 0 })}</p>
      <div className="job-owner__actions">
        <ButtonLink to={`/jobs/${job.id}/applications/`}>{t("owner.openApplications")}</ButtonLink>
        <ButtonLink to={`/jobs/${job.id}/matches/`} variant="ghost">
          {t("owner.openMatches")}
        </ButtonLink>
        {job.status === "Open" && (
          <Button
            variant="danger"
            disabled={loading}
            onClick={async () => {
              if (!(await confirm({ message: t("owner.closeMessage"), confirmLabel: t("owner.close"), danger: true }))) return;
              try {
                setError(null);
                await close({ variables: { id: job.id } });
              } catch (failure) {
                setError(failureText(failure, t("owner.closeFailed")));
              }
            }}
          >
            {t("owner.close")}
          </Button>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

function JobView({ job }: { job: JobDetailsFragment }) {
  const { t } = useJobsText();
  const viewer = useViewer();
  const isOwner = viewer.kind === "user" && viewer.userId === job.employer.userId;
  const isHouseManager = viewer.kind === "user" && viewer.userType === "house_manager";
  return (
    <section className="container page jobs-page">
      <title>{`MaidMatch · ${job.title}`}</title>
      <JobsNav />
      <article className="card job-detail">
        <h1>{job.title}</h1>
        <p className="muted">
          {t("job.postedBy", { name: job.employerName, date: formatDate(job.createdAt) })} · <Link to={profilePath("employer", job.employer.id)}>{t("job.employerProfile")}</Link>
        </p>
        {job.status === "Closed" && <Alert tone="info">{t("job.closedOn", { date: formatDate(job.closedAt) })}</Alert>}
        {job.description && <p className="job-detail__description">{job.description}</p>}
        <DetailList
          empty={t("job.none")}
          items={[
            { label: t("job.where"), value: [job.location, job.city].filter(Boolean).join(", ") },
            { label: t("job.availability"), value: t(`availability.${job.availability}`, { defaultValue: job.availability }) },
            { label: t("job.pay"), value: <PayLine job={job} /> },
            { label: t("job.daysPerMonth"), value: String(job.daysPerMonth) },
            { label: t("job.start"), value: formatDate(job.startDate) },
            { label: t("job.children"), value: String(job.children) },
            { label: t("job.skills"), value: job.skills.map(skillName).join(", ") },
            { label: t("job.languages"), value: job.languages.map(languageName).join(", ") },
          ]}
        />
      </article>
      {isOwner && <OwnerActions job={job} />}
      {isHouseManager && <ApplyForm job={job} />}
      {viewer.kind === "visitor" && job.status === "Open" && (
        <Alert tone="info">
          {t("apply.login")} <Link to="/login">{t("apply.loginLink")}</Link>
        </Alert>
      )}
    </section>
  );
}

export default function JobPage() {
  const { t } = useJobsText();
  const { id = "" } = useParams();
  const result = useQuery(JobPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  return (
    <QueryState
      result={result}
      texts={jobLoadTexts(t)}
      select={(data) => data.job}
    >
      {(job) => <JobView job={job} />}
    </QueryState>
  );
}
