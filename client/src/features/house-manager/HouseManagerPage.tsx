// /profile/house_manager/:id: a house manager's public profile: header and photo modal, share links, contract and contact slots,
// reviews with the review form, details, experience and skills, and the portfolio gallery (docs/product.md, "House manager's public profile").
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContractBlock, CreateContractButton } from "../contracts";
import { ContactButton } from "../messages";
import { HouseManagerProfileDocument, type HouseManagerProfileQuery } from "../../gql/graphql";
import { apiUrl } from "../../shared/api";
import { DetailList } from "../../shared/DetailList";
import { Icon } from "../../shared/icons";
import { Modal } from "../../shared/Modal";
import { ProfileImage } from "../../shared/ProfileImage";
import { publicProfileUrl } from "../../shared/profile-links";
import { profileDetails } from "../../shared/profile-details";
import { ProfileHero, PublicProfilePage, PublicProfileRoute } from "../../shared/ProfileSections";
import { PortfolioGallery } from "./PortfolioGallery";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { useSession } from "../../shared/session-context";
import { LoadBoundary, useRetryableLazy } from "../../shared/LoadBoundary";
import { ShareLinks } from "./ShareLinks";
import "../../shared/profile-page.css";
import "./house-manager.css";

type HouseManager = NonNullable<HouseManagerProfileQuery["houseManager"]>;

// A member's Save, Report and Block, loaded only for a session (MemberActions.tsx): a visitor sees none of them.
const loadMemberActions = () => import("./MemberActions");
const ReviewReport = lazy(() => import("./MemberActions").then((module) => ({ default: module.ReviewReport })));

function reviewReport(review: { id: string; reviewerUsername: string }) {
  return (
    <Suspense fallback={null}>
      <ReviewReport review={review} />
    </Suspense>
  );
}

/** Save, Report and Block; if their code fails to arrive, a line with Try again in their place, not an error page. */
function MemberActionsSlot({ manager }: { manager: HouseManager }) {
  const [MemberActions, retry] = useRetryableLazy(loadMemberActions);
  return (
    <LoadBoundary onRetry={retry}>
      <Suspense fallback={null}>
        <MemberActions manager={manager} />
      </Suspense>
    </LoadBoundary>
  );
}

function Header({ manager }: { manager: HouseManager }) {
  const [photoOpen, setPhotoOpen] = useState(false);
  const { isLoggedIn } = useSession();
  const { t } = useTranslation(["house-manager", "common"]);
  const photo = <ProfileImage src={manager.imageThumb ?? manager.image} name={manager.name} size={120} loading="eager" className="profile-hero__photo" />;
  return (
    <ProfileHero
      photo={
        manager.image ? (
          <button type="button" className="profile-hero__photo-btn" onClick={() => setPhotoOpen(true)} aria-label={t("enlargePhoto", { name: manager.name })}>
            {photo}
          </button>
        ) : (
          photo
        )
      }
      name={manager.name}
      meta={
        <>
          <Icon name="map-pin" size={16} /> {manager.location || t("common:shared.locationNotGiven")}
        </>
      }
      badges={<VerificationBadges manager={manager} />}
      rating={manager}
      actions={
        <>
          {/* SLOT (messages feature): the Contact Me button with its form, and the message icon with the chat modal. */}
          <ContactButton role="house_manager" profileId={manager.id} userId={manager.userId} name={manager.name} />
          {isLoggedIn && <MemberActionsSlot manager={manager} />}
        </>
      }
      after={
        manager.image && (
          <Modal open={photoOpen} title={manager.name} onClose={() => setPhotoOpen(false)} size="lg">
            <img className="photo-modal__image" src={apiUrl(manager.image)} alt={t("enlargedPhoto", { name: manager.name })} />
          </Modal>
        )
      }
    >
      <ShareLinks url={publicProfileUrl("house_manager", manager.id)} name={manager.firstName || manager.name} />
    </ProfileHero>
  );
}

function HouseManagerProfile({ manager }: { manager: HouseManager }) {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation("house-manager");
  return (
    <PublicProfilePage
      name={manager.name}
      hero={<Header manager={manager} />}
      about={{
        id: "hm-about",
        heading: t("about"),
        bio: manager.bio,
        noBio: t("noBio"),
        items: profileDetails(manager, ["age", "gender", "hobbies", "description", "availability", "maritalStatus", "tribe", "languages", "salary", "city", "address"], (key) => t(`fields.${key}`)),
      }}
      main={
        <>
          <section className="card profile-section" aria-labelledby="hm-experience">
            <h2 id="hm-experience">{t("experienceSkills")}</h2>
            <DetailList items={profileDetails(manager, ["education", "experience", "skills", "certificates"], (key) => t(`fields.${key}`), { certificates: t("noneListed") })} />
          </section>

          <section className="card profile-section" aria-labelledby="hm-gallery">
            <h2 id="hm-gallery">{t("portfolio")}</h2>
            <PortfolioGallery albums={manager.albums} />
          </section>
        </>
      }
      side={
        /* SLOT (contracts feature): the contract status block, then the Create Contract button and its overlay form. */
        <div className="profile-contract">
          <ContractBlock houseManager={{ id: manager.id, userId: manager.userId, firstName: manager.firstName, name: manager.name }} />
          <CreateContractButton houseManager={{ id: manager.id, userId: manager.userId, firstName: manager.firstName, name: manager.name }} />
        </div>
      }
      reviews={{ role: "house_manager", profileId: manager.id, idPrefix: "hm", ns: "house-manager", reviewActions: isLoggedIn ? reviewReport : undefined }}
    />
  );
}

export default function HouseManagerPage() {
  return (
    <PublicProfileRoute document={HouseManagerProfileDocument} ns="house-manager" select={(data) => data.houseManager}>
      {(manager) => <HouseManagerProfile manager={manager} />}
    </PublicProfileRoute>
  );
}
