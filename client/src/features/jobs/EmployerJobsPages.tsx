// An employer's or school's two lists: /jobs/mine/ (the jobs it posted, with how many applied) and /shortlist/ (the
// house managers it saved).
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { MyJobsDocument, ShortlistDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { ButtonLink } from "../../shared/Button";
import { ProfileImage } from "../../shared/ProfileImage";
import { RatingSummary } from "../../shared/RatingSummary";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { formatYears } from "../../shared/format";
import { profilePath } from "../../shared/profile-links";
import { useViewer } from "../../shared/use-viewer";
import { JobsNav } from "./JobsNav";
import { canKeepShortlist, SaveButton } from "./SaveButton";
import { JobCard, JobsList } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";

function OnlyEmployers({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useJobsText();
  const viewer = useViewer();
  return (
    <section className="container page jobs-page">
      <title>{`MaidMatch · ${title}`}</title>
      <h1>{title}</h1>
      <JobsNav />
      {viewer.kind === "user" && !canKeepShortlist(viewer) ? <Alert tone="info">{t("employer.only")}</Alert> : children}
    </section>
  );
}

function MyJobsList() {
  const { t } = useJobsText();
  const result = useQuery(MyJobsDocument, { fetchPolicy: "cache-and-network" });
  return (
    <JobsList result={result} texts="mine" select={(data) => data.myJobs} empty={<Link to="/jobs/new/">{t("nav.post")}</Link>} className="job-list">
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

export function MyJobsPage() {
  const { t } = useJobsText();
  return (
    <OnlyEmployers title={t("mine.title")}>
      <MyJobsList />
    </OnlyEmployers>
  );
}

function Shortlist() {
  const { t } = useJobsText();
  const result = useQuery(ShortlistDocument, { fetchPolicy: "cache-and-network" });
  return (
    <JobsList result={result} texts="shortlist" select={(data) => data.shortlist} empty={<Link to="/findhousegirl/">{t("shortlist.find")}</Link>} className="applicant-list">
      {(manager) => (
        <li key={manager.id} className="card applicant">
          <div className="applicant__head">
            <ProfileImage src={manager.imageThumb ?? manager.image} name={manager.name} size={56} />
            <div className="applicant__who">
              <h2 className="applicant__name">
                <Link to={profilePath("house_manager", manager.id)}>{manager.name}</Link>
              </h2>
              <p className="muted">
                {[manager.location, manager.city].filter(Boolean).join(", ") || t("applicant.noPlace")} · {t("applicant.experience", { years: formatYears(manager.experience) })}
              </p>
              <RatingSummary rating={manager.rating} reviewCount={manager.reviewCount} />
            </div>
          </div>
          <VerificationBadges manager={manager} compact />
          <div className="applicant__actions">
            <SaveButton houseManagerId={manager.id} name={manager.name} />
          </div>
        </li>
      )}
    </JobsList>
  );
}

export function ShortlistPage() {
  const { t } = useJobsText();
  return (
    <OnlyEmployers title={t("shortlist.title")}>
      <Shortlist />
    </OnlyEmployers>
  );
}
