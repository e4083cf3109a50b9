// /profile/: the signed-in user's own profile (docs/product.md, "Own profile"): names, bio, location, tribe, hobbies, rating, photo and reviews, the link to
// the public page (house managers and employers; schools have none, docs/decisions/0001-accounts-and-identity.md), and the edit form, photo upload and albums.
import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n, liveTexts } from "../../i18n";
import { valueLabel } from "../../shared/value-labels";
import { OwnProfileDocument, type UserType } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { PageLoadError } from "../../shared/PageLoadError";
import { DetailList, type Detail } from "../../shared/DetailList";
import { formatMoney, formatRating, formatYears } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { profilePath } from "../../shared/profile-links";
import { Stars } from "../../shared/Rating";
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
    return [
      { label: d("age"), value: profile.age ?? null },
      { label: d("gender"), value: valueLabel("gender", profile.gender) },
      { label: d("availability"), value: valueLabel("availability", profile.availability) },
      { label: d("maritalStatus"), value: valueLabel("maritalStatus", profile.maritalStatus) },
      { label: d("languages"), value: profile.language },
      { label: d("salary"), value: formatMoney(profile.salary) },
      { label: d("education"), value: profile.education },
      { label: d("experience"), value: formatYears(profile.experience) },
      { label: d("skills"), value: profile.skills },
      { label: d("certificates"), value: profile.certificate.trim() || i18n.t("profile:page.noneListed") },
    ];
  }
  return [
    { label: d("houseType"), value: valueLabel("houseType", profile.houseType) },
    { label: d("rooms"), value: profile.numberRooms ?? null },
    { label: d("people"), value: profile.numberPeople ?? null },
    { label: d("children"), value: profile.numberChildren ?? null },
    { label: d("contractDuration"), value: profile.contractDuration },
  ];
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
          <Link to="/operator/" className="btn btn--primary">
            {t("page.openConsole")}
          </Link>
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
      <header className="card profile-hero">
        <div className="profile-hero__media">
          <ProfileImage src={profile.imageThumb ?? profile.image} name={profile.name} size={120} loading="eager" className="profile-hero__photo" />
          <PhotoUpload name={profile.name} />
        </div>
        <div className="profile-hero__body">
          <p className="eyebrow-label">{t("page.heading")}</p>
          <h1 className="profile-hero__name">
            {profile.firstName} {profile.lastName}
          </h1>
          <p className="profile-hero__meta">
            <span className="tag" title={`user_type: ${USER_TYPE_LABEL[me.userType]}`}>
              {USER_TYPE_TEXT[me.userType]}
            </span>
            <span>@{me.username}</span>
          </p>
          <p className="profile-hero__rating" title={t("common:shared.ratedOutOf5", { rating: formatRating(profile.rating) })}>
            <Stars rating={profile.rating} />
            <strong>{formatRating(profile.rating)} / 5</strong>
            <span className="muted small">
              ({t("common:shared.reviewsCount", { count: profile.reviewCount })})
            </span>
          </p>
          <div className="profile-hero__actions">
            {publicPath && (
              <Link to={publicPath} className="btn btn--ghost btn--sm">
                <Icon name="user" size={16} /> {t("page.viewPublic")}
              </Link>
            )}
            {!editing && (
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => {
                  setNotice(null);
                  setEditing(true);
                }}
              >
                {t("page.edit")}
              </button>
            )}
          </div>
        </div>
      </header>
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
            <section className="card profile-section" aria-labelledby="own-about">
              <h2 id="own-about">{t("page.aboutMe")}</h2>
              <p className={profile.bio.trim() ? "profile-bio" : "profile-bio muted"}>{profile.bio.trim() || t("page.noBio")}</p>
              <DetailList
                items={[
                  { label: d("location"), value: profile.location },
                  { label: d("tribe"), value: profile.tribe },
                  { label: d("hobbies"), value: profile.hobbies },
                  { label: d("description"), value: profile.description },
                  { label: d("city"), value: profile.city },
                  { label: d("address"), value: profile.address },
                  ...roleDetails(profile),
                ]}
              />
            </section>
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
