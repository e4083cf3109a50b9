// Who a house manager is, as a job owner's lists show her (applicants, matches, the shortlist). Kept apart from
// Applicant.tsx so the shortlist does not load the chat and the offer form.
import { Link } from "react-router-dom";
import type { FitHouseManagerFragment, VerificationBadgesFragment } from "../../gql/graphql";
import { ProfileImage } from "../../shared/ProfileImage";
import { RatingSummary } from "../../shared/RatingSummary";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { formatYears } from "../../shared/format";
import { profilePath } from "../../shared/profile-links";
import { useJobsText } from "./use-jobs-text";

type HeadFields = Pick<FitHouseManagerFragment, "id" | "name" | "image" | "imageThumb" | "location" | "city" | "experience" | "rating" | "reviewCount"> & VerificationBadgesFragment;

/** Photo, name (to her profile), place, experience, rating and checks. */
export function ApplicantHead({ houseManager }: { houseManager: HeadFields }) {
  const { t } = useJobsText();
  const where = [houseManager.location, houseManager.city].filter(Boolean).join(", ");
  return (
    <>
      <div className="applicant__head">
        <ProfileImage src={houseManager.imageThumb ?? houseManager.image} name={houseManager.name} size={56} />
        <div className="applicant__who">
          <h2 className="applicant__name">
            <Link to={profilePath("house_manager", houseManager.id)}>{houseManager.name}</Link>
          </h2>
          <p className="muted">
            {where || t("applicant.noPlace")} · {t("applicant.experience", { years: formatYears(houseManager.experience) })}
          </p>
          <RatingSummary rating={houseManager.rating} reviewCount={houseManager.reviewCount} />
        </div>
      </div>
      <VerificationBadges manager={houseManager} compact />
    </>
  );
}
