// /profile/: the signed-in user's own profile (docs/product.md, "Own profile"): names, bio, location, tribe, hobbies, rating, photo and reviews, the link to
// the public page (house managers and employers; schools have none, docs/decisions/0001-accounts-and-identity.md), and the edit form, photo upload and albums.
import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
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

const USER_TYPE_LABEL: Record<UserType, string> = { house_manager: "HouseManager", employer: "Employer", school: "School", operator: "Operator" };
const USER_TYPE_TEXT: Record<UserType, string> = { house_manager: "House manager", employer: "Employer", school: "School", operator: "Operator" };

/** The own public page: house managers and employers have one; schools do not (docs/decisions/0001-accounts-and-identity.md). */
export function publicPagePath(userType: UserType, profileId: string): string | null {
  if (userType === "house_manager") return profilePath("house_manager", profileId);
  if (userType === "employer") return profilePath("employer", profileId);
  return null;
}

function roleDetails(profile: OwnProfile): Detail[] {
  if (isHouseManagerProfile(profile)) {
    return [
      { label: "Age", value: profile.age ?? null },
      { label: "Gender", value: profile.gender },
      { label: "Availability", value: profile.availability },
      { label: "Marital Status", value: profile.maritalStatus },
      { label: "Languages", value: profile.language },
      { label: "Salary Expectation", value: formatMoney(profile.salary) },
      { label: "Education", value: profile.education },
      { label: "Experience", value: formatYears(profile.experience) },
      { label: "Skills", value: profile.skills },
      { label: "Certificates", value: profile.certificate.trim() || "None listed." },
    ];
  }
  return [
    { label: "House Type", value: profile.houseType },
    { label: "Number of Rooms", value: profile.numberRooms ?? null },
    { label: "Number of People", value: profile.numberPeople ?? null },
    { label: "Number of Children", value: profile.numberChildren ?? null },
    { label: "Contract Duration", value: profile.contractDuration },
  ];
}

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(OwnProfileDocument);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [reviewPage, setReviewPage] = useState(1);

  if (!data) {
    if (loading) return <PageSpinner label="Loading your profile..." />;
    return <PageLoadError title="My profile" heading="My profile" message="Failed to fetch your profile. Please try again later." error={error} onRetry={refetch} />;
  }

  const me = data.me;
  const profile = me?.profile;
  if (me?.userType === "operator") {
    return (
      <section className="container page page--narrow">
        <title>MaidMatch · My profile</title>
        <h1>Operator</h1>
        <p className="muted">@{me.username} · Operators run MaidMatch and have no public profile.</p>
        <p>
          <Link to="/operator/" className="btn btn--primary">
            Open the operator console
          </Link>
        </p>
        <PrivacySection />
      </section>
    );
  }
  if (!me || !profile) {
    return (
      <section className="container page profile-missing">
        <title>MaidMatch · My profile</title>
        <h1>Profile not found</h1>
        <p className="muted">
          {me ? "Your account has no profile yet." : "Your session has ended."} <Link to="/login">Log in again</Link>
        </p>
      </section>
    );
  }

  const publicPath = publicPagePath(me.userType, profile.id);
  const houseManager = isHouseManagerProfile(profile) ? profile : null;

  return (
    <section className="container page profile-page">
      <title>MaidMatch · My profile</title>
      <header className="card profile-hero">
        <div className="profile-hero__media">
          <ProfileImage src={profile.imageThumb ?? profile.image} name={profile.name} size={120} loading="eager" className="profile-hero__photo" />
          <PhotoUpload name={profile.name} />
        </div>
        <div className="profile-hero__body">
          <p className="eyebrow-label">My profile</p>
          <h1 className="profile-hero__name">
            {profile.firstName} {profile.lastName}
          </h1>
          <p className="profile-hero__meta">
            <span className="tag" title={`user_type: ${USER_TYPE_LABEL[me.userType]}`}>
              {USER_TYPE_TEXT[me.userType]}
            </span>
            <span>@{me.username}</span>
          </p>
          <p className="profile-hero__rating" title={`Rated ${formatRating(profile.rating)} out of 5`}>
            <Stars rating={profile.rating} />
            <strong>{formatRating(profile.rating)} / 5</strong>
            <span className="muted small">
              ({profile.reviewCount} {profile.reviewCount === 1 ? "review" : "reviews"})
            </span>
          </p>
          <div className="profile-hero__actions">
            {publicPath && (
              <Link to={publicPath} className="btn btn--ghost btn--sm">
                <Icon name="user" size={16} /> View my public page
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
                Edit profile
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
              <h2 id="own-edit">Edit profile</h2>
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
              <h2 id="own-about">About me</h2>
              <p className={profile.bio.trim() ? "profile-bio" : "profile-bio muted"}>{profile.bio.trim() || "No bio available."}</p>
              <DetailList
                items={[
                  { label: "Location", value: profile.location },
                  { label: "Tribe", value: profile.tribe },
                  { label: "Hobbies", value: profile.hobbies },
                  { label: "Description", value: profile.description },
                  { label: "City", value: profile.city },
                  { label: "Address", value: profile.address },
                  ...roleDetails(profile),
                ]}
              />
            </section>
          )}

          {houseManager && <VerificationSection />}

          {houseManager && (
            <section className="card profile-section" aria-labelledby="own-albums">
              <h2 id="own-albums">My albums</h2>
              <AlbumManager houseManagerId={houseManager.id} albums={houseManager.albums} />
            </section>
          )}
        </div>

        <aside className="profile-layout__side">
          <section className="card profile-section" aria-labelledby="own-reviews">
            <h2 id="own-reviews">Reviews</h2>
            <ReviewList role={profile.role} profileId={profile.id} page={reviewPage} onPageChange={setReviewPage} reviewActions={reportReview} />
          </section>
          <BlockedList />
          <PrivacySection />
        </aside>
      </div>
    </section>
  );
}
