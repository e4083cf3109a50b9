// The job owner's two lists: /jobs/:id/applications/ (who applied, best fit first, with her note and any offer made
// to her since) and
// /jobs/:id/matches/ (the best-fitting available house managers, best first, with any offer made to her since the job
// was posted). Each person with her fit and reasons, and the chat and a pre-filled offer one tap away.
import { Link } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { JobApplicationsDocument, JobMatchesDocument } from "../../gql/graphql";
import { formatDate } from "../../shared/format";
import { Applicant } from "./Applicant";
import { ApplicationOffer } from "./shared-bits";
import { JobOwnerPage } from "./JobOwnerPage";
import { useJobsText } from "./use-jobs-text";
import { COMMUTE_REACH_KM, isCommutedJob } from "../../../../shared/jobs/rules";

/** An offer she has to answer, or has accepted: the card offers no second one. */
const offerStands = (offer: { status: string } | null | undefined) => offer?.status === "Pending" || offer?.status === "Accepted";

/** A new offer's line (ApplicationOffer) comes with the owner's list read again. */
function useReadAgain() {
  const client = useApolloClient();
  return (document: typeof JobApplicationsDocument | typeof JobMatchesDocument) => void client.refetchQueries({ include: [document] });
}

export function JobApplicationsPage() {
  const { t } = useJobsText();
  const readAgain = useReadAgain();
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
              <Applicant
                key={application.id}
                houseManager={application.houseManager}
                job={job}
                score={application.score}
                reasons={application.reasons}
                offerStands={offerStands(application.offer)}
                onOffered={() => readAgain(JobApplicationsDocument)}
              >
                <blockquote className="applicant__note">
                  {application.note ? application.note : <span className="muted">{t("applications.noNote")}</span>}
                  <footer className="muted">{t("applications.appliedOn", { date: formatDate(application.createdAt) })}</footer>
                </blockquote>
                <ApplicationOffer offer={application.offer} reader="applications" />
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
  const readAgain = useReadAgain();
  return (
    <JobOwnerPage document={JobMatchesDocument} list="matches" items={(data) => data.jobMatches}>
      {(job, matches) => (
        <>
          <p className="muted">{isCommutedJob(job.availability) ? t("matches.introWithinReach", { km: COMMUTE_REACH_KM }) : t("matches.intro")}</p>
          {matches.length === 0 ? (
            <p className="card jobs-empty">{t("matches.empty")}</p>
          ) : (
            <ol className="applicant-list">
              {matches.map((match) => (
                <Applicant
                  key={match.houseManager.id}
                  houseManager={match.houseManager}
                  job={job}
                  score={match.score}
                  reasons={match.reasons}
                  offerStands={offerStands(match.offer)}
                  onOffered={() => readAgain(JobMatchesDocument)}
                >
                  <ApplicationOffer offer={match.offer} reader="applications" />
                </Applicant>
              ))}
            </ol>
          )}
        </>
      )}
    </JobOwnerPage>
  );
}
