// The job owner's two lists: /jobs/:id/applications/ (who applied, best fit first, with her note) and
// /jobs/:id/matches/ (the best-fitting available house managers, best first). Each person with her fit and reasons,
// and the chat and a pre-filled offer one tap away.
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { JobApplicationsDocument, JobMatchesDocument, type JobDetailsFragment } from "../../gql/graphql";
import { QueryState } from "../../shared/QueryState";
import { formatDate } from "../../shared/format";
import { Applicant } from "./Applicant";
import { JobsNav } from "./JobsNav";
import { jobLoadTexts, jobPath } from "./shared-bits";
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

/** A job owner's page of people for one job: loads the job and the list, then the header and what the page shows. */
function JobOwnerPage<Q extends { job?: JobDetailsFragment | null }, I>({ document, list, items, children }: { document: TypedDocumentNode<Q, { jobId: string }>; list: "applications" | "matches"; items: (data: Q) => readonly I[]; children: (job: JobDetailsFragment, items: readonly I[]) => ReactNode }) {
  const { t } = useJobsText();
  const { id = "" } = useParams();
  const result = useQuery(document, { variables: { jobId: id }, fetchPolicy: "cache-and-network" });
  return (
    <QueryState result={result} texts={jobLoadTexts(t, list)} select={(data) => (data.job ? { job: data.job, people: items(data) } : null)}>
      {({ job, people }) => (
        <section className="container page jobs-page">
          <Header title={t(`${list}.title`)} job={job} />
          {children(job, people)}
        </section>
      )}
    </QueryState>
  );
}

export function JobApplicationsPage() {
  const { t } = useJobsText();
  return (
    <JobOwnerPage document={JobApplicationsDocument} list="applications" items={(data) => data.jobApplications}>
      {(job, applications) =>
        applications.length === 0 ? (
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
        )
      }
    </JobOwnerPage>
  );
}

export function JobMatchesPage() {
  const { t } = useJobsText();
  return (
    <JobOwnerPage document={JobMatchesDocument} list="matches" items={(data) => data.jobMatches}>
      {(job, matches) => (
        <>
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
        </>
      )}
    </JobOwnerPage>
  );
}
