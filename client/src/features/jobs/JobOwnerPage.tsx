// The frame of a job owner's page of people for one job (JobApplicantsPages.tsx): the job and the list loaded
// together, then the header with the way back to the job.
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import type { JobDetailsFragment } from "../../gql/graphql";
import { QueryState } from "../../shared/QueryState";
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
export function JobOwnerPage<Q extends { job?: JobDetailsFragment | null }, I>({ document, list, items, children }: { document: TypedDocumentNode<Q, { jobId: string }>; list: "applications" | "matches"; items: (data: Q) => readonly I[]; children: (job: JobDetailsFragment, items: readonly I[]) => ReactNode }) {
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
