// /profile/: the signed-in user's own profile (docs/product.md, "Own profile"): names, bio, location, tribe, hobbies, rating, photo and reviews, the link to
// the public page (house managers and employers; schools have none, docs/decisions/0001-accounts-and-identity.md), and the edit form, photo upload and albums.
import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n, liveTexts } from "../../i18n";
import { OwnProfileDocument, type UserType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { PageLoadError } from "../../shared/PageLoadError";
import type { Detail } from "../../shared/DetailList";
import { Button, ButtonLink } from "../../shared/Button";
import { profileDetails } from "../../shared/profile-details";
import { ProfileAbout, ProfileHero } from "../../shared/ProfileSections";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { profilePath } from "../../shared/profile-links";
import { ReviewList } from "../../shared/ReviewList";
import { PageSpinner } from "../../shared/Spinner";
import { AlbumManager } from "./AlbumManager";
import { PhotoUpload } from "./PhotoUpload";
import { ProfileEditForm } from "./ProfileEditForm";
import { BlockedList, reportReview, VerificationSection } from "../trust";
import { PrivacySection } from "../privacy";
import { isHouseManagerProfile, type OwnProfile } from "./profile-fields";
import "../../shared/profile-page.css";
import "./profile.css";
import englishProfileTexts from "../../i18n/locales/en/profile.json";

const USER_TYPE_LABEL: Record<UserType, string> = { house_manager: "HouseManager", employer: "Employer", school: "School", operator: "Operator" };
const USER_TYPE_TEXT = liveTexts(englishProfileTexts.page.userType, "profile:page.userType") satisfies Record<UserType, string>;

/** The own public page: house managers and employers have one; schools do not (docs/decisions/0001-accounts-and-identity.md). */
export function publicPagePath(userType: UserType, profileId: string): string | null {
  if (userType === "house_manager") return profilePath("house_manager", profileId);
  if (userType === "employer") return profilePath("employer", profileId);
  return null;
}

/** A detail's label in the language on screen. */
const d = (key: keyof typeof englishProfileTexts.page.details) => i18n.t(`profile:page.details.${key}`);

function roleDetails(profile: OwnProfile): Detail[] {
  if (isHouseManagerProfile(profile)) {
    const keys = ["age", "gender", "availability", "maritalStatus", "languages", "salary", "education", "experience", "skills", "certificates"] as const;
    return profileDetails(profile, keys, d, { certificates: i18n.t("profile:page.noneListed") });
  }
  return profileDetails(profile, ["houseType", "rooms", "people", "children", "contractDuration"], d);
}

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(OwnProfileDocument);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [reviewPage, setReviewPage] = useState(1);
  const { t } = useTranslation(["profile", "common"]);

  if (!data) {
    if (loading) return <PageSpinner label={t("page.loading")} />;
    return <PageLoadError title={t("page.heading")} heading={t("page.heading")} message={t("page.failed")} error={error} onRetry={refetch} />;
  }

  const me = data.me;
  const profile = me?.profile;
  if (me?.userType === "operator") {
    return (
      <section className="container page page--narrow">
        <title>{t("page.title")}</title>
        <h1>{t("page.operator")}</h1>
        <p className="muted">{t("page.operatorText", { username: me.username })}</p>
        <p>
          <ButtonLink to="/operator/">{t("page.openConsole")}</ButtonLink>
        </p>
        <PrivacySection />
      </section>
    );
  }
  if (!me || !profile) {
    return (
      <section className="container page profile-missing">
        <title>{t("page.title")}</title>
        <h1>{t("page.notFound")}</h1>
        <p className="muted">
          {me ? t("page.noProfile") : t("page.sessionEnded")} <Link to="/login">{t("page.loginAgain")}</Link>
        </p>
      </section>
    );
  }

  const publicPath = publicPagePath(me.userType, profile.id);
  const houseManager = isHouseManagerProfile(profile) ? profile : null;

  return (
    <section className="container page profile-page">
      <title>{t("page.title")}</title>
      <ProfileHero
        photo={
          <div className="profile-hero__media">
            <ProfileImage src={profile.imageThumb ?? profile.image} name={profile.name} size={120} loading="eager" className="profile-hero__photo" />
            <PhotoUpload name={profile.name} />
          </div>
        }
        eyebrow={t("page.heading")}
        name={
          <>
            {profile.firstName} {profile.lastName}
          </>
        }
        meta={
          <>
            <span className="tag" title={`user_type: ${USER_TYPE_LABEL[me.userType]}`}>
              {USER_TYPE_TEXT[me.userType]}
            </span>
            <span>@{me.username}</span>
          </>
        }
        rating={profile}
        actions={
          <>
            {publicPath && (
              <ButtonLink to={publicPath} variant="ghost" size="sm">
                <Icon name="user" size={16} /> {t("page.viewPublic")}
              </ButtonLink>
            )}
            {!editing && (
              <Button
                size="sm"
                onClick={() => {
                  setNotice(null);
                  setEditing(true);
                }}
              >
                {t("page.edit")}
              </Button>
            )}
          </>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}

      <div className="profile-layout">
        <div className="profile-layout__main">
          {editing ? (
            <section className="card profile-section" aria-labelledby="own-edit">
              <h2 id="own-edit">{t("page.editHeading")}</h2>
              <ProfileEditForm
                profile={profile}
                onDone={(message) => {
                  setEditing(false);
                  setNotice(message);
                }}
              />
            </section>
          ) : (
            <ProfileAbout
              id="own-about"
              heading={t("page.aboutMe")}
              bio={profile.bio}
              noBio={t("page.noBio")}
              items={[...profileDetails(profile, ["location", "tribe", "hobbies", "description", "city", "address"], d), ...roleDetails(profile)]}
            />
          )}

          {houseManager && <VerificationSection />}

          {houseManager && (
            <section className="card profile-section" aria-labelledby="own-albums">
              <h2 id="own-albums">{t("page.myAlbums")}</h2>
              <AlbumManager houseManagerId={houseManager.id} albums={houseManager.albums} />
            </section>
          )}
        </div>

        <aside className="profile-layout__side">
          <section className="card profile-section" aria-labelledby="own-reviews">
            <h2 id="own-reviews">{t("page.reviews")}</h2>
            <ReviewList role={profile.role} profileId={profile.id} page={reviewPage} onPageChange={setReviewPage} reviewActions={reportReview} />
          </section>
          <BlockedList />
          <PrivacySection />
        </aside>
      </div>
    </section>
  );
}
