// /profile/employer/:id: an employer's (household or school) public profile with the fields of docs/product.md ("Fields"), its reviews and the review form.
import { useState } from "react";
import { useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ContactButton } from "../messages";
import { EmployerProfileDocument, type EmployerProfileQuery } from "../../gql/graphql";
import { DetailList } from "../../shared/DetailList";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { QueryState } from "../../shared/QueryState";
import { RatingSummary } from "../../shared/RatingSummary";
import { ReviewForm } from "../../shared/ReviewForm";
import { ReviewList } from "../../shared/ReviewList";
import { addressPrivate } from "../../shared/format";
import { valueLabel } from "../../shared/value-labels";
import { BlockButton, ReportButton, reportReview } from "../trust";
import "../../shared/profile-page.css";

type Employer = NonNullable<EmployerProfileQuery["employer"]>;

function count(value: number | null | undefined): number | null {
  return typeof value === "number" ? value : null;
}

function EmployerDetails({ employer }: { employer: Employer }) {
  const { t } = useTranslation("employer");
  return (
    <section className="card profile-section" aria-labelledby="employer-about">
      <h2 id="employer-about">{t("about")}</h2>
      <p className={employer.bio.trim() ? "profile-bio" : "profile-bio muted"}>{employer.bio.trim() || t("noBio")}</p>
      <DetailList
        items={[
          { label: t("fields.hobbies"), value: employer.hobbies },
          { label: t("fields.tribe"), value: employer.tribe },
          { label: t("fields.description"), value: employer.description },
          { label: t("fields.houseType"), value: valueLabel("houseType", employer.houseType) },
          { label: t("fields.rooms"), value: count(employer.numberRooms) },
          { label: t("fields.people"), value: count(employer.numberPeople) },
          { label: t("fields.children"), value: count(employer.numberChildren) },
          { label: t("fields.contractDuration"), value: employer.contractDuration },
          { label: t("fields.city"), value: employer.city },
          { label: t("fields.address"), value: employer.address ?? addressPrivate() },
        ]}
      />
    </section>
  );
}

function EmployerView({ id }: { id: string }) {
  const result = useQuery(EmployerProfileDocument, { variables: { id } });
  const { t } = useTranslation("employer");
  return (
    <QueryState
      result={result}
      loadingLabel={t("loading")}
      errorTitle={t("errorTitle")}
      errorMessage={t("failed")}
      select={(data) => data.employer}
      notFound={{ heading: t("notFoundHeading"), message: t("notFoundMessage") }}
    >
      {(employer) => <EmployerProfile employer={employer} />}
    </QueryState>
  );
}

function EmployerProfile({ employer }: { employer: Employer }) {
  const [reviewPage, setReviewPage] = useState(1);
  const { t } = useTranslation(["employer", "common"]);
  return (
    <section className="container page profile-page">
      <title>{`MaidMatch · ${employer.name}`}</title>
      <header className="card profile-hero">
        <ProfileImage src={employer.imageThumb ?? employer.image} name={employer.name} size={120} loading="eager" className="profile-hero__photo" />
        <div className="profile-hero__body">
          <h1 className="profile-hero__name">{employer.name}</h1>
          <p className="profile-hero__meta">
            <Icon name={employer.isSchool ? "briefcase" : "home"} size={16} /> {employer.isSchool ? t("school") : t("employer")}
            <span aria-hidden="true"> · </span>
            <Icon name="map-pin" size={16} /> {employer.location || t("common:shared.locationNotGiven")}
          </p>
          <RatingSummary rating={employer.rating} reviewCount={employer.reviewCount} />
          <div className="profile-hero__actions">
            {/* SLOT (messages feature): contact the employer. */}
            <ContactButton role="employer" profileId={employer.id} userId={employer.userId} name={employer.name} />
            <ReportButton targetType="employer" targetId={employer.id} what={employer.name} />
            <BlockButton userId={employer.userId} name={employer.name} />
          </div>
        </div>
      </header>

      <div className="profile-layout">
        <div className="profile-layout__main">
          <EmployerDetails employer={employer} />
        </div>
        <aside className="profile-layout__side">
          <section className="card profile-section" aria-labelledby="employer-reviews">
            <h2 id="employer-reviews">{t("reviews")}</h2>
            <ReviewList role="employer" profileId={employer.id} page={reviewPage} onPageChange={setReviewPage} reviewActions={reportReview} />
          </section>
          <section className="card profile-section" aria-labelledby="employer-review-form">
            <h2 id="employer-review-form">{t("leaveReview")}</h2>
            <ReviewForm role="employer" profileId={employer.id} onSubmitted={() => setReviewPage(1)} />
          </section>
        </aside>
      </div>
    </section>
  );
}

export default function EmployerPage() {
  const { id = "" } = useParams();
  return <EmployerView key={id} id={id} />;
}
