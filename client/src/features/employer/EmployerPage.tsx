// /profile/employer/:id: an employer's (household or school) public profile with the fields of docs/product.md ("Fields"), its reviews and the review form.
import { useTranslation } from "react-i18next";
import { ContactButton } from "../messages";
import { EmployerProfileDocument, type EmployerProfileQuery } from "../../gql/graphql";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { profileDetails } from "../../shared/profile-details";
import { ProfileHero, PublicProfilePage, PublicProfileRoute } from "../../shared/ProfileSections";
import { BlockButton, ReportButton, reportReview } from "../trust";
import "../../shared/profile-page.css";

type Employer = NonNullable<EmployerProfileQuery["employer"]>;

function EmployerProfile({ employer }: { employer: Employer }) {
  const { t } = useTranslation(["employer", "common"]);
  return (
    <PublicProfilePage
      name={employer.name}
      hero={
        <ProfileHero
          photo={<ProfileImage src={employer.imageThumb ?? employer.image} name={employer.name} size={120} loading="eager" className="profile-hero__photo" />}
          name={employer.name}
          meta={
            <>
              <Icon name={employer.isSchool ? "briefcase" : "home"} size={16} /> {employer.isSchool ? t("school") : t("employer")}
              <span aria-hidden="true"> · </span>
              <Icon name="map-pin" size={16} /> {employer.location || t("common:shared.locationNotGiven")}
            </>
          }
          rating={employer}
          actions={
            <>
              {/* SLOT (messages feature): contact the employer. */}
              <ContactButton role="employer" profileId={employer.id} userId={employer.userId} name={employer.name} />
              <ReportButton targetType="employer" targetId={employer.id} what={employer.name} />
              <BlockButton userId={employer.userId} name={employer.name} />
            </>
          }
        />
      }
      about={{
        id: "employer-about",
        heading: t("about"),
        bio: employer.bio,
        noBio: t("noBio"),
        items: profileDetails(employer, ["hobbies", "tribe", "description", "houseType", "rooms", "people", "children", "contractDuration", "city", "address"], (key) => t(`fields.${key}`)),
      }}
      reviews={{ role: "employer", profileId: employer.id, idPrefix: "employer", ns: "employer", reviewActions: reportReview }}
    />
  );
}

export default function EmployerPage() {
  return (
    <PublicProfileRoute document={EmployerProfileDocument} ns="employer" select={(data) => data.employer}>
      {(employer) => <EmployerProfile employer={employer} />}
    </PublicProfileRoute>
  );
}
