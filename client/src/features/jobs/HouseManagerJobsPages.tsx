// A house manager's two lists: /jobs/recommended/ (open jobs ranked for her, with why, those she applied to marked)
// and /jobs/applications/ (what she applied to, with each job's state and what came of it: the employer's offer).
import { Link } from "react-router-dom";
import { MyApplicationsDocument, RecommendedJobsDocument } from "../../gql/graphql";
import { formatDate } from "../../shared/format";
import type { Viewer } from "../../shared/use-viewer";
import { ApplicationOffer, FitReasons, JobCard, JobsList, jobsScreen } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";

const isHouseManager = (viewer: Viewer) => viewer.kind === "user" && viewer.userType === "house_manager";

function RecommendedList() {
  const { t } = useJobsText();
  return (
    <JobsList document={RecommendedJobsDocument} texts="recommended" select={(data) => data.recommendedJobs} empty={<Link to="/jobs/">{t("nav.board")}</Link>} className="job-list">
      {(item) => (
        <JobCard key={item.job.id} job={item.job}>
          <FitReasons score={item.score} reasons={item.reasons} />
          {item.applied && <p className="job-card__applied">{t("apply.appliedShort")}</p>}
        </JobCard>
      )}
    </JobsList>
  );
}

export const RecommendedJobsPage = jobsScreen({ texts: "recommended", allowed: isHouseManager, denied: "hm.only", intro: "recommended.intro", List: RecommendedList });

function ApplicationsList() {
  const { t } = useJobsText();
  return (
    <JobsList document={MyApplicationsDocument} texts="myApplications" select={(data) => data.myApplications} empty={<Link to="/jobs/recommended/">{t("nav.recommended")}</Link>} className="job-list">
      {(application) => (
        <JobCard key={application.id} job={application.job}>
          <p className="job-card__applied">
            {t("myApplications.state", { date: formatDate(application.createdAt), state: application.job.status === "Open" ? t("myApplications.open") : t("myApplications.closed") })}
          </p>
          <ApplicationOffer offer={application.offer} reader="myApplications" />
          {application.note && <blockquote className="applicant__note">{application.note}</blockquote>}
        </JobCard>
      )}
    </JobsList>
  );
}

export const MyApplicationsPage = jobsScreen({ texts: "myApplications", allowed: isHouseManager, denied: "hm.only", List: ApplicationsList });
