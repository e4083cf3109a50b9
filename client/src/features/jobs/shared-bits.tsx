// Small pieces every jobs screen shares: a job's card, the fit (score and reasons), the lists' states and the error text of a failed call.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import type { TypedDocumentNode } from "@apollo/client";
import type { ContractStatus, JobSummaryFragment } from "../../gql/graphql";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { formatDate, formatMoney } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { Alert } from "../../shared/Alert";
import { QueryState, type LoadTexts } from "../../shared/QueryState";
import { useViewer, type Viewer } from "../../shared/use-viewer";
import { JobsNav } from "./JobsNav";
import { useJobsText } from "./use-jobs-text";
import { reasonText, skillName } from "./reason-texts";
import { COMMUTE_REACH_KM } from "../../../../shared/jobs/rules";

export const jobPath = (id: string) => `/jobs/${id}/`;

/**
 * What came of an application (JobApplication.offer), said to its reader: the house manager ("myApplications") or the
 * job's owner ("applications"), with a link to the contract.
 */
export function ApplicationOffer({ offer, reader }: { offer: { id: string; status: ContractStatus } | null | undefined; reader: "myApplications" | "applications" }) {
  const { t } = useJobsText();
  if (!offer) return null;
  return (
    <p className={`job-card__offer job-card__offer--${offer.status.toLowerCase()}`}>
      {t(`${reader}.offer.${offer.status}`)} <Link to={`/contracts/${offer.id}`}>{t("myApplications.offer.see")}</Link>
    </p>
  );
}

type JobsT = ReturnType<typeof useJobsText>["t"];

/** The load texts of a job's page (`job.*`), or of its owner's list of applications or matches (not found: the job's). */
export function jobLoadTexts(t: JobsT, list?: "applications" | "matches"): LoadTexts {
  const notFound = { notFoundHeading: t("job.notFoundHeading"), notFound: t("job.notFound") };
  if (list) return { loading: t(`${list}.loading`), errorTitle: t(`${list}.title`), failed: t(`${list}.failed`), ...notFound };
  return { loading: t("job.loading"), errorTitle: t("job.errorTitle"), failed: t("job.failed"), ...notFound };
}

/** The jobs feature's lists whose texts share one shape under `<texts>.*` of the jobs namespace. */
type ListTexts = "mine" | "shortlist" | "recommended" | "myApplications";

/**
 * A jobs screen for one kind of user (employers and schools, or house managers): its title, the jobs links, then the
 * list, or for a signed-in user of another kind a note (`denied`) instead, so the list's query never runs for them.
 */
export function jobsScreen({ texts, allowed, denied, intro, List }: { texts: ListTexts; allowed: (viewer: Viewer) => boolean; denied: "employer.only" | "hm.only"; intro?: "recommended.intro"; List: () => ReactNode }) {
  return function JobsScreen() {
    const { t } = useJobsText();
    const viewer = useViewer();
    const title = t(`${texts}.title`);
    return (
      <section className="container page jobs-page">
        <title>{`MaidMatch · ${title}`}</title>
        <h1>{title}</h1>
        <JobsNav />
        {viewer.kind === "user" && !allowed(viewer) ? (
          <Alert tone="info">{t(denied)}</Alert>
        ) : (
          <>
            {intro && <p className="muted">{t(intro, { km: COMMUTE_REACH_KM })}</p>}
            <List />
          </>
        )}
      </section>
    );
  };
}

/** The server's own words for a refused call, else a general line. */
export function failureText(error: unknown, fallback: string): string {
  const failure = classifyError(error);
  return firstErrorMessage(failure) ?? fallback;
}

export function PayLine({ job }: { job: Pick<JobSummaryFragment, "pay" | "paymentDay" | "monthlyPay"> }) {
  const { t } = useJobsText();
  return (
    <span>
      {t(`pay.${job.paymentDay}`, { amount: formatMoney(job.pay) })}
      {job.paymentDay !== "Monthly" && <span className="muted"> · {t("pay.aboutMonthly", { amount: formatMoney(Math.round(job.monthlyPay)) })}</span>}
    </span>
  );
}

export function JobCard({ job, children }: { job: JobSummaryFragment; children?: React.ReactNode }) {
  const { t } = useJobsText();
  const where = [job.location, job.city].filter(Boolean).join(", ");
  return (
    <li className="card job-card">
      <h2 className="job-card__title">
        <Link to={jobPath(job.id)}>{job.title}</Link>
      </h2>
      <p className="job-card__meta">
        <Icon name="map-pin" size={14} /> {where} · {t(`availability.${job.availability}`, { defaultValue: job.availability })}
      </p>
      <p className="job-card__meta">
        <Icon name="briefcase" size={14} /> <PayLine job={job} />
      </p>
      {job.skills.length > 0 && (
        <ul className="job-tags" aria-label={t("job.skills")}>
          {job.skills.map((skill) => (
            <li key={skill} className="job-tag">
              {skillName(skill)}
            </li>
          ))}
        </ul>
      )}
      <p className="job-card__meta muted">{t("job.postedBy", { name: job.employerName, date: formatDate(job.createdAt) })}</p>
      {job.status === "Closed" && <p className="job-card__closed">{t("job.closed")}</p>}
      {children}
    </li>
  );
}

/** A fit out of 100 and the reasons an employer would give. */
export function FitReasons({ score, reasons }: { score: number; reasons: readonly string[] }) {
  const { t } = useJobsText();
  return (
    <div className="fit">
      <p className="fit__score">
        <strong>{t("fit.score", { score })}</strong>
      </p>
      {reasons.length > 0 && (
        <ul className="fit__reasons" aria-label={t("fit.reasons")}>
          {reasons.map((reason) => (
            <li key={reason}>{reasonText(reason)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A signed-in list of the jobs feature, from its query: the spinner, the load error with Try again, an empty state (its text and a
 * link onwards) and the list, each worded from the list's texts.
 */
export function JobsList<T, U>({
  document,
  texts,
  select,
  empty,
  className,
  children,
}: {
  /** The list's query (no variables); it is shown from the cache at once and refreshed. */
  document: TypedDocumentNode<T, Record<string, never>>;
  texts: ListTexts;
  select: (data: T) => readonly U[] | null | undefined;
  empty: ReactNode;
  className: string;
  children: (item: U) => ReactNode;
}) {
  const result = useQuery(document, { fetchPolicy: "cache-and-network" });
  const { t } = useJobsText();
  return (
    <QueryState
      result={result}
      texts={{ loading: t(`${texts}.loading`), errorTitle: t(`${texts}.title`), failed: t(`${texts}.failed`), notFoundHeading: t(`${texts}.title`), notFound: t(`${texts}.failed`) }}
      select={select}
    >
      {(items) =>
        items.length === 0 ? (
          <p className="card jobs-empty">
            {t(`${texts}.empty`)} {empty}
          </p>
        ) : (
          <ul className={className}>{items.map(children)}</ul>
        )
      }
    </QueryState>
  );
}
