// /profile/house_manager/:id: a house manager's public profile: header and photo modal, share links, contract and contact slots,
// reviews with the review form, details, experience and skills, and the portfolio gallery (docs/product.md, "House manager's public profile").
import { useState } from "react";
import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
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
import { addressPrivate } from "../../shared/format";
import { valueLabel } from "../../shared/value-labels";
import { BlockButton, ReportButton, reportReview } from "../trust";
import { ShareLinks } from "./ShareLinks";
import "../../shared/profile-page.css";
import "./house-manager.css";

type HouseManager = NonNullable<HouseManagerProfileQuery["houseManager"]>;

function Header({ manager }: { manager: HouseManager }) {
  const [photoOpen, setPhotoOpen] = useState(false);
  const { t } = useTranslation(["house-manager", "common"]);
  const photo = <ProfileImage src={manager.imageThumb ?? manager.image} name={manager.name} size={120} loading="eager" className="profile-hero__photo" />;
  return (
    <header className="card profile-hero">
      {manager.image ? (
        <button type="button" className="profile-hero__photo-btn" onClick={() => setPhotoOpen(true)} aria-label={t("enlargePhoto", { name: manager.name })}>
          {photo}
        </button>
      ) : (
        photo
      )}
      <div className="profile-hero__body">
        <h1 className="profile-hero__name">{manager.name}</h1>
        <p className="profile-hero__meta">
          <Icon name="map-pin" size={16} /> {manager.location || t("common:shared.locationNotGiven")}
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
          <img className="photo-modal__image" src={apiUrl(manager.image)} alt={t("enlargedPhoto", { name: manager.name })} />
        </Modal>
      )}
    </header>
  );
}

function HouseManagerView({ id }: { id: string }) {
  const result = useQuery(HouseManagerProfileDocument, { variables: { id } });
  const { t } = useTranslation("house-manager");
  return (
    <QueryState
      result={result}
      loadingLabel={t("loading")}
      errorTitle={t("errorTitle")}
      errorMessage={t("failed")}
      select={(data) => data.houseManager}
      notFound={{ heading: t("notFoundHeading"), message: t("notFoundMessage") }}
    >
      {(manager) => <HouseManagerProfile manager={manager} />}
    </QueryState>
  );
}

function HouseManagerProfile({ manager }: { manager: HouseManager }) {
  const [reviewPage, setReviewPage] = useState(1);
  const { t } = useTranslation("house-manager");
  return (
    <section className="container page profile-page">
      <title>{`MaidMatch · ${manager.name}`}</title>
      <Header manager={manager} />

      <div className="profile-layout">
        <div className="profile-layout__main">
          <section className="card profile-section" aria-labelledby="hm-about">
            <h2 id="hm-about">{t("about")}</h2>
            <p className={manager.bio.trim() ? "profile-bio" : "profile-bio muted"}>{manager.bio.trim() || t("noBio")}</p>
            <DetailList
              items={[
                { label: t("fields.age"), value: manager.age ?? null },
                { label: t("fields.gender"), value: valueLabel("gender", manager.gender) },
                { label: t("fields.hobbies"), value: manager.hobbies },
                { label: t("fields.description"), value: manager.description },
                { label: t("fields.availability"), value: valueLabel("availability", manager.availability) },
                { label: t("fields.maritalStatus"), value: valueLabel("maritalStatus", manager.maritalStatus) },
                { label: t("fields.tribe"), value: manager.tribe },
                { label: t("fields.languages"), value: manager.language },
                { label: t("fields.salary"), value: formatMoney(manager.salary) },
                { label: t("fields.city"), value: manager.city },
                { label: t("fields.address"), value: manager.address ?? addressPrivate() },
              ]}
            />
          </section>

          <section className="card profile-section" aria-labelledby="hm-experience">
            <h2 id="hm-experience">{t("experienceSkills")}</h2>
            <DetailList
              items={[
                { label: t("fields.education"), value: manager.education },
                { label: t("fields.experience"), value: formatYears(manager.experience) },
                { label: t("fields.skills"), value: manager.skills },
                { label: t("fields.certificates"), value: manager.certificate.trim() || t("noneListed") },
              ]}
            />
          </section>

          <section className="card profile-section" aria-labelledby="hm-gallery">
            <h2 id="hm-gallery">{t("portfolio")}</h2>
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
            <h2 id="hm-reviews">{t("reviews")}</h2>
            <ReviewList role="house_manager" profileId={manager.id} page={reviewPage} onPageChange={setReviewPage} reviewActions={reportReview} />
          </section>

          <section className="card profile-section" aria-labelledby="hm-review-form">
            <h2 id="hm-review-form">{t("leaveReview")}</h2>
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
