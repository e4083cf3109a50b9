// An employer's or school's two lists: /jobs/mine/ (the jobs it posted, with how many applied) and /shortlist/ (the
// house managers it saved).
import { Link } from "react-router-dom";
import { MyJobsDocument, ShortlistDocument } from "../../gql/graphql";
import { ButtonLink } from "../../shared/Button";
import { canKeepShortlist, SaveButton } from "./SaveButton";
import { ApplicantHead } from "./ApplicantHead";
import { JobCard, JobsList, jobsScreen } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";

function MyJobsList() {
  const { t } = useJobsText();
  return (
    <JobsList document={MyJobsDocument} texts="mine" select={(data) => data.myJobs} empty={<Link to="/jobs/new/">{t("nav.post")}</Link>} className="job-list">
      {(job) => (
        <JobCard key={job.id} job={job}>
          <div className="job-owner__actions">
            <ButtonLink size="sm" to={`/jobs/${job.id}/applications/`}>
              {t("owner.applications", { count: job.applicationCount ?? 0 })}
            </ButtonLink>
            <ButtonLink size="sm" variant="ghost" to={`/jobs/${job.id}/matches/`}>
              {t("owner.openMatches")}
            </ButtonLink>
          </div>
        </JobCard>
      )}
    </JobsList>
  );
}

export const MyJobsPage = jobsScreen({ texts: "mine", allowed: canKeepShortlist, denied: "employer.only", List: MyJobsList });

function Shortlist() {
  const { t } = useJobsText();
  return (
    <JobsList document={ShortlistDocument} texts="shortlist" select={(data) => data.shortlist} empty={<Link to="/findhousegirl/">{t("shortlist.find")}</Link>} className="applicant-list">
      {(manager) => (
        <li key={manager.id} className="card applicant">
          <ApplicantHead houseManager={manager} />
          <div className="applicant__actions">
            <SaveButton houseManagerId={manager.id} name={manager.name} inShortlist />
          </div>
        </li>
      )}
    </JobsList>
  );
}

export const ShortlistPage = jobsScreen({ texts: "shortlist", allowed: canKeepShortlist, denied: "employer.only", List: Shortlist });
