// /profile/house_manager/:id: a house manager's public profile: header and photo modal, share links, contract and contact slots,
// reviews with the review form, details, experience and skills, and the portfolio gallery (docs/product.md, "House manager's public profile").
import { useState } from "react";
import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { ContractBlock, CreateContractButton } from "../contracts";
import { ContactButton } from "../messages";
import { SaveButton } from "../jobs";
import { HouseManagerProfileDocument, type HouseManagerProfileQuery } from "../../gql/graphql";
import { apiUrl } from "../../shared/api";
import { DetailList } from "../../shared/DetailList";
import { formatMoney, formatYears } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { ProfileImage } from "../../shared/ProfileImage";
import { publicProfileUrl } from "../../shared/profile-links";
import { QueryState } from "../../shared/QueryState";
import { RatingSummary } from "../../shared/RatingSummary";
import { ReviewForm } from "../../shared/ReviewForm";
import { ReviewList } from "../../shared/ReviewList";
import { PortfolioGallery } from "./PortfolioGallery";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { ADDRESS_PRIVATE } from "../../shared/format";
import { BlockButton, ReportButton, reportReview } from "../trust";
import { ShareLinks } from "./ShareLinks";
import "../../shared/profile-page.css";
import "./house-manager.css";

type HouseManager = NonNullable<HouseManagerProfileQuery["houseManager"]>;

function Header({ manager }: { manager: HouseManager }) {
  const [photoOpen, setPhotoOpen] = useState(false);
  const photo = <ProfileImage src={manager.imageThumb ?? manager.image} name={manager.name} size={120} loading="eager" className="profile-hero__photo" />;
  return (
    <header className="card profile-hero">
      {manager.image ? (
        <button type="button" className="profile-hero__photo-btn" onClick={() => setPhotoOpen(true)} aria-label={`Enlarge ${manager.name}'s photo`}>
          {photo}
        </button>
      ) : (
        photo
      )}
      <div className="profile-hero__body">
        <h1 className="profile-hero__name">{manager.name}</h1>
        <p className="profile-hero__meta">
          <Icon name="map-pin" size={16} /> {manager.location || "Location not given"}
        </p>
        <VerificationBadges manager={manager} />
        <RatingSummary rating={manager.rating} reviewCount={manager.reviewCount} />
        <div className="profile-hero__actions">
          {/* SLOT (messages feature): the Contact Me button with its form, and the message icon with the chat modal. */}
          <ContactButton role="house_manager" profileId={manager.id} userId={manager.userId} name={manager.name} />
          <SaveButton houseManagerId={manager.id} name={manager.name} />
          <ReportButton targetType="house_manager" targetId={manager.id} what={manager.name} />
          <BlockButton userId={manager.userId} name={manager.name} />
        </div>
        <ShareLinks url={publicProfileUrl("house_manager", manager.id)} name={manager.firstName || manager.name} />
      </div>
      {manager.image && (
        <Modal open={photoOpen} title={manager.name} onClose={() => setPhotoOpen(false)} size="lg">
          <img className="photo-modal__image" src={apiUrl(manager.image)} alt={`${manager.name}, enlarged photo`} />
        </Modal>
      )}
    </header>
  );
}

function HouseManagerView({ id }: { id: string }) {
  const result = useQuery(HouseManagerProfileDocument, { variables: { id } });
  return (
    <QueryState
      result={result}
      loadingLabel="Loading profile..."
      errorTitle="House manager"
      errorMessage="Failed to fetch this profile. Please try again later."
      select={(data) => data.houseManager}
      notFound={{ heading: "Profile not found", message: "This house manager profile does not exist or has been removed." }}
    >
      {(manager) => <HouseManagerProfile manager={manager} />}
    </QueryState>
  );
}

function HouseManagerProfile({ manager }: { manager: HouseManager }) {
  const [reviewPage, setReviewPage] = useState(1);
  return (
    <section className="container page profile-page">
      <title>{`MaidMatch · ${manager.name}`}</title>
      <Header manager={manager} />

      <div className="profile-layout">
        <div className="profile-layout__main">
          <section className="card profile-section" aria-labelledby="hm-about">
            <h2 id="hm-about">About</h2>
            <p className={manager.bio.trim() ? "profile-bio" : "profile-bio muted"}>{manager.bio.trim() || "No bio available."}</p>
            <DetailList
              items={[
                { label: "Age", value: manager.age ?? null },
                { label: "Gender", value: manager.gender },
                { label: "Hobbies", value: manager.hobbies },
                { label: "Description", value: manager.description },
                { label: "Availability", value: manager.availability },
                { label: "Marital Status", value: manager.maritalStatus },
                { label: "Tribe", value: manager.tribe },
                { label: "Languages", value: manager.language },
                { label: "Salary Expectation", value: formatMoney(manager.salary) },
                { label: "City", value: manager.city },
                { label: "Address", value: manager.address ?? ADDRESS_PRIVATE },
              ]}
            />
          </section>

          <section className="card profile-section" aria-labelledby="hm-experience">
            <h2 id="hm-experience">Experience &amp; Skills</h2>
            <DetailList
              items={[
                { label: "Education", value: manager.education },
                { label: "Experience", value: formatYears(manager.experience) },
                { label: "Skills", value: manager.skills },
                { label: "Certificates", value: manager.certificate.trim() || "None listed." },
              ]}
            />
          </section>

          <section className="card profile-section" aria-labelledby="hm-gallery">
            <h2 id="hm-gallery">Portfolio Gallery</h2>
            <PortfolioGallery albums={manager.albums} />
          </section>
        </div>

        <aside className="profile-layout__side">
          {/* SLOT (contracts feature): the contract status block, then the Create Contract button and its overlay form. */}
          <div className="profile-contract">
            <ContractBlock houseManager={{ id: manager.id, userId: manager.userId, firstName: manager.firstName, name: manager.name }} />
            <CreateContractButton houseManager={{ id: manager.id, userId: manager.userId, firstName: manager.firstName, name: manager.name }} />
          </div>

          <section className="card profile-section" aria-labelledby="hm-reviews">
            <h2 id="hm-reviews">Reviews</h2>
            <ReviewList role="house_manager" profileId={manager.id} page={reviewPage} onPageChange={setReviewPage} reviewActions={reportReview} />
          </section>

          <section className="card profile-section" aria-labelledby="hm-review-form">
            <h2 id="hm-review-form">Leave a review</h2>
            <ReviewForm role="house_manager" profileId={manager.id} onSubmitted={() => setReviewPage(1)} />
          </section>
        </aside>
      </div>
    </section>
  );
}

export default function HouseManagerPage() {
  const { id = "" } = useParams();
  // A new id is a new page: paging, forms and modals start afresh.
  return <HouseManagerView key={id} id={id} />;
}
