// The job owner's two lists: /jobs/:id/applications/ (who applied, best fit first, with her note) and
// /jobs/:id/matches/ (the best-fitting available house managers, best first). Each person with her fit and reasons,
// and the chat and a pre-filled offer one tap away.
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { JobApplicationsDocument, JobMatchesDocument } from "../../gql/graphql";
import { QueryState } from "../../shared/QueryState";
import { formatDate } from "../../shared/format";
import { Applicant } from "./Applicant";
import { JobsNav } from "./JobsNav";
import { jobPath } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";

function Header({ title, job }: { title: string; job: { id: string; title: string } }) {
  const { t } = useJobsText();
  return (
    <>
      <title>{`MaidMatch · ${title}`}</title>
      <JobsNav />
      <p className="muted">
        <Link to={jobPath(job.id)}>{t("owner.back", { title: job.title })}</Link>
      </p>
      <h1>{title}</h1>
    </>
  );
}

export function JobApplicationsPage() {
  const { t } = useJobsText();
  const { id = "" } = useParams();
  const result = useQuery(JobApplicationsDocument, { variables: { jobId: id }, fetchPolicy: "cache-and-network" });
  return (
    <QueryState
      result={result}
      loadingLabel={t("applications.loading")}
      errorTitle={t("applications.title")}
      errorMessage={t("applications.failed")}
      select={(data) => (data.job ? { job: data.job, applications: data.jobApplications } : null)}
      notFound={{ heading: t("job.notFoundHeading"), message: t("job.notFound") }}
    >
      {({ job, applications }) => (
        <section className="container page jobs-page">
          <Header title={t("applications.title")} job={job} />
          {applications.length === 0 ? (
            <p className="card jobs-empty">
              {t("applications.empty")} <Link to={`/jobs/${job.id}/matches/`}>{t("owner.openMatches")}</Link>
            </p>
          ) : (
            <ul className="applicant-list">
              {applications.map((application) => (
                <Applicant key={application.id} houseManager={application.houseManager} job={job} score={application.score} reasons={application.reasons}>
                  <blockquote className="applicant__note">
                    {application.note ? application.note : <span className="muted">{t("applications.noNote")}</span>}
                    <footer className="muted">{t("applications.appliedOn", { date: formatDate(application.createdAt) })}</footer>
                  </blockquote>
                </Applicant>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryState>
  );
}

export function JobMatchesPage() {
  const { t } = useJobsText();
  const { id = "" } = useParams();
  const result = useQuery(JobMatchesDocument, { variables: { jobId: id }, fetchPolicy: "cache-and-network" });
  return (
    <QueryState
      result={result}
      loadingLabel={t("matches.loading")}
      errorTitle={t("matches.title")}
      errorMessage={t("matches.failed")}
      select={(data) => (data.job ? { job: data.job, matches: data.jobMatches } : null)}
      notFound={{ heading: t("job.notFoundHeading"), message: t("job.notFound") }}
    >
      {({ job, matches }) => (
        <section className="container page jobs-page">
          <Header title={t("matches.title")} job={job} />
          <p className="muted">{t("matches.intro")}</p>
          {matches.length === 0 ? (
            <p className="card jobs-empty">{t("matches.empty")}</p>
          ) : (
            <ol className="applicant-list">
              {matches.map((match) => (
                <Applicant key={match.houseManager.id} houseManager={match.houseManager} job={job} score={match.score} reasons={match.reasons} />
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryState>
  );
}
