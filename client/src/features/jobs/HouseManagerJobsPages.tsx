// A house manager's two lists: /jobs/recommended/ (open jobs ranked for her, with why, those she applied to marked)
// and /jobs/applications/ (what she applied to, with each job's state).
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { MyApplicationsDocument, RecommendedJobsDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatDate } from "../../shared/format";
import { useViewer } from "../../shared/use-viewer";
import { JobsNav } from "./JobsNav";
import { FitReasons, JobCard, JobsList } from "./shared-bits";
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
    <JobsList result={result} texts="recommended" select={(data) => data.recommendedJobs} empty={<Link to="/jobs/">{t("nav.board")}</Link>} className="job-list">
      {(item) => (
        <JobCard key={item.job.id} job={item.job}>
          <FitReasons score={item.score} reasons={item.reasons} />
          {item.applied && <p className="job-card__applied">{t("apply.appliedShort")}</p>}
        </JobCard>
      )}
    </JobsList>
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
    <JobsList result={result} texts="myApplications" select={(data) => data.myApplications} empty={<Link to="/jobs/recommended/">{t("nav.recommended")}</Link>} className="job-list">
      {(application) => (
        <JobCard key={application.id} job={application.job}>
          <p className="job-card__applied">
            {t("myApplications.state", { date: formatDate(application.createdAt), state: application.job.status === "Open" ? t("myApplications.open") : t("myApplications.closed") })}
          </p>
          {application.note && <blockquote className="applicant__note">{application.note}</blockquote>}
        </JobCard>
      )}
    </JobsList>
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
