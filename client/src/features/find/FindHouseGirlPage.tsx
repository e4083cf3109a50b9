// /findhousegirl/: every house manager on opening, or those matching the filters (docs/product.md, "Find House Girl"); the filters live in the URL query string.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FindHouseManagersDocument, type FindHouseManagersQuery, type HouseManagerFilter } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { ProfileCard } from "../../shared/ProfileCard";
import { LoadFailed } from "../../shared/PageLoadError";
import { LoadMoreButton, useLoadMore } from "../../shared/LoadMore";
import { formatYears } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { Rating } from "../../shared/Rating";
import { PageSpinner } from "../../shared/Spinner";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { valueLabel } from "../../shared/value-labels";
import "../../shared/trust.css";
import { filterFromParams, formFromParams, paramsFromForm, type FilterForm } from "./filters";
import { Filters } from "./FindFilters";
import { ButtonLink } from "../../shared/Button";
import { profilePath } from "../../shared/profile-links";
import "./find.css";
import { SaveButton } from "../jobs";

/** House managers per request; "Load more" fetches the next batch. */
export const FIND_PAGE_SIZE = 12;

type Result = FindHouseManagersQuery["houseManagers"];
type Manager = Result["edges"][number]["node"];

function ManagerCard({ manager }: { manager: Manager }) {
  const { t } = useTranslation(["find", "common"]);
  return (
    <ProfileCard profile={manager} className="find-card" photoSize={64} place={manager.location || t("common:shared.locationNotGiven")}>
      <VerificationBadges manager={manager} compact />
      <Rating rating={manager.rating} size={14} />
      <p className="profile-card__meta">
        <Icon name="briefcase" size={14} /> {t("cardExperience", { years: formatYears(manager.experience) })}
      </p>
      <p className="profile-card__meta">
        <Icon name="home" size={14} /> {t("cardAvailability", { availability: valueLabel("availability", manager.availability) || t("common:shared.notGiven") })}
      </p>
      <ButtonLink to={profilePath("house_manager", manager.id)} variant="ghost" size="sm" className="find-card__cta" aria-label={t("viewProfileOf", { name: manager.name })}>
        {t("viewProfile")}
      </ButtonLink>
      <SaveButton houseManagerId={manager.id} name={manager.name} />
    </ProfileCard>
  );
}

function Results({ filter }: { filter: HouseManagerFilter | null }) {
  const { data, loading, refetch, fetchMore } = useQuery(FindHouseManagersDocument, {
    context: { anonymous: true },
    variables: { filter, first: FIND_PAGE_SIZE, after: null },
    // Ratings change as reviews come in: show what is cached at once, and refresh it.
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const more = useLoadMore(fetchMore, data?.houseManagers.pageInfo.endCursor);
  const { t } = useTranslation(["find", "common"]);

  if (!data) {
    if (loading) return <PageSpinner label={t("loading")} />;
    return <LoadFailed message={t("failed")} onRetry={refetch} />;
  }

  const { edges, totalCount, pageInfo } = data.houseManagers;
  if (edges.length === 0) return <p className="empty-note">{t("empty")}</p>;



  return (
    <>
      <p className="muted small find-count" aria-live="polite">
        {t("showing", { shown: edges.length, count: totalCount })}
      </p>
      <ul className="find-grid">
        {edges.map((edge) => (
          <ManagerCard key={edge.node.id} manager={edge.node} />
        ))}
      </ul>
      {more.failed && <Alert>{t("failed")}</Alert>}
      {pageInfo.hasNextPage && (
        <LoadMoreButton loading={more.loading} onLoad={more.load}>
          {t("loadMore")}
        </LoadMoreButton>
      )}
    </>
  );
}

export default function FindHouseGirlPage() {
  const [params, setParams] = useSearchParams();
  // Applying the filters already shown searches again (a remount refetches).
  const [round, setRound] = useState(0);
  const key = params.toString();
  const filter = filterFromParams(params);
  const { t } = useTranslation("find");

  function apply(form: FilterForm) {
    const next = new URLSearchParams(paramsFromForm(form));
    if (next.toString() === key) setRound((n) => n + 1);
    else setParams(next);
  }

  return (
    <section className="container page find">
      <title>{t("title")}</title>
      <h1>{t("heading")}</h1>
      <p className="muted">{t("lead")}</p>
      <div className="find__layout">
        {/* Keyed by the query string so Back and Forward also reset the form to the URL's filters. */}
        <Filters key={`form-${key}`} initial={formFromParams(params)} onApply={apply} onClear={() => setParams({})} />
        <div className="find__results">
          <Results key={`results-${key}-${round}`} filter={filter} />
        </div>
      </div>
    </section>
  );
}
