// Small pieces every jobs screen shares: a job's card, the fit (score and reasons), the lists' states and the error text of a failed call.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { JobSummaryFragment } from "../../gql/graphql";
import { classifyError, firstErrorMessage } from "../../shared/errors";
import { formatDate, formatMoney } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { QueryState, type QueryStateProps } from "../../shared/QueryState";
import { useJobsText } from "./use-jobs-text";
import { reasonText, skillName } from "./reason-texts";

export const jobPath = (id: string) => `/jobs/${id}/`;

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

/** The jobs feature's lists whose texts share one shape under `<texts>.*` of the jobs namespace. */
type ListTexts = "mine" | "shortlist" | "recommended" | "myApplications";

/**
 * A signed-in list of the jobs feature: the spinner, the load error with Try again, an empty state (its text and a
 * link onwards) and the list, each worded from the list's texts.
 */
export function JobsList<T, U>({
  result,
  texts,
  select,
  empty,
  className,
  children,
}: {
  result: QueryStateProps<T, readonly U[]>["result"];
  texts: ListTexts;
  select: (data: T) => readonly U[] | null | undefined;
  empty: ReactNode;
  className: string;
  children: (item: U) => ReactNode;
}) {
  const { t } = useJobsText();
  return (
    <QueryState
      result={result}
      loadingLabel={t(`${texts}.loading`)}
      errorTitle={t(`${texts}.title`)}
      errorMessage={t(`${texts}.failed`)}
      select={select}
      notFound={{ heading: t(`${texts}.title`), message: t(`${texts}.failed`) }}
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
