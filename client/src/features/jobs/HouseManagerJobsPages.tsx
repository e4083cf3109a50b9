// A house manager's two lists: /jobs/recommended/ (open jobs ranked for her, with why, those she applied to marked)
// and /jobs/applications/ (what she applied to, with each job's state).
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { MyApplicationsDocument, RecommendedJobsDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { QueryState } from "../../shared/QueryState";
import { formatDate } from "../../shared/format";
import { useViewer } from "../../shared/use-viewer";
import { JobsNav } from "./JobsNav";
import { FitReasons, JobCard } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";

function OnlyHouseManagers({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useJobsText();
  const viewer = useViewer();
  return (
    <section className="container page jobs-page">
      <title>{`MaidMatch · ${title}`}</title>
      <h1>{title}</h1>
      <JobsNav />
      {viewer.kind === "user" && viewer.userType !== "house_manager" ? <Alert tone="info">{t("hm.only")}</Alert> : children}
    </section>
  );
}

function RecommendedList() {
  const { t } = useJobsText();
  const result = useQuery(RecommendedJobsDocument, { fetchPolicy: "cache-and-network" });
  return (
    <QueryState
      result={result}
      loadingLabel={t("recommended.loading")}
      errorTitle={t("recommended.title")}
      errorMessage={t("recommended.failed")}
      select={(data) => data.recommendedJobs}
      notFound={{ heading: t("recommended.title"), message: t("recommended.failed") }}
    >
      {(items) =>
        items.length === 0 ? (
          <p className="card jobs-empty">
            {t("recommended.empty")} <Link to="/jobs/">{t("nav.board")}</Link>
          </p>
        ) : (
          <ul className="job-list">
            {items.map((item) => (
              <JobCard key={item.job.id} job={item.job}>
                <FitReasons score={item.score} reasons={item.reasons} />
                {item.applied && <p className="job-card__applied">{t("apply.appliedShort")}</p>}
              </JobCard>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

export function RecommendedJobsPage() {
  const { t } = useJobsText();
  return (
    <OnlyHouseManagers title={t("recommended.title")}>
      <p className="muted">{t("recommended.intro")}</p>
      <RecommendedList />
    </OnlyHouseManagers>
  );
}

function ApplicationsList() {
  const { t } = useJobsText();
  const result = useQuery(MyApplicationsDocument, { fetchPolicy: "cache-and-network" });
  return (
    <QueryState
      result={result}
      loadingLabel={t("myApplications.loading")}
      errorTitle={t("myApplications.title")}
      errorMessage={t("myApplications.failed")}
      select={(data) => data.myApplications}
      notFound={{ heading: t("myApplications.title"), message: t("myApplications.failed") }}
    >
      {(applications) =>
        applications.length === 0 ? (
          <p className="card jobs-empty">
            {t("myApplications.empty")} <Link to="/jobs/recommended/">{t("nav.recommended")}</Link>
          </p>
        ) : (
          <ul className="job-list">
            {applications.map((application) => (
              <JobCard key={application.id} job={application.job}>
                <p className="job-card__applied">
                  {t("myApplications.state", { date: formatDate(application.createdAt), state: application.job.status === "Open" ? t("myApplications.open") : t("myApplications.closed") })}
                </p>
                {application.note && <blockquote className="applicant__note">{application.note}</blockquote>}
              </JobCard>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

export function MyApplicationsPage() {
  const { t } = useJobsText();
  return (
    <OnlyHouseManagers title={t("myApplications.title")}>
      <ApplicationsList />
    </OnlyHouseManagers>
  );
}
