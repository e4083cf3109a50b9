// /search?query=: text search results in two sections, House Managers and Employers (docs/product.md, "Search"); each card opens the public profile.
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SearchProfilesDocument, type ProfileCardFragment } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { ProfileCard } from "../../shared/ProfileCard";
import { LoadFailed } from "../../shared/PageLoadError";
import { Icon } from "../../shared/icons";
import { PageSpinner } from "../../shared/Spinner";
import { VerificationBadges } from "../../shared/VerificationBadges";
import { valueLabel } from "../../shared/value-labels";
import { Button } from "../../shared/Button";
import { profilePath } from "../../shared/profile-links";
import "./search.css";

/** Results per section at first; "Show more" raises it up to the server's page limit. */
export const SEARCH_PAGE_SIZE = 20;
const MAX_RESULTS = 100;

/** A result: the profile's card fields (the ProfileCard fragment), where it links and what else it shows. */
type ResultCard = ProfileCardFragment & { href: string; extra?: ReactNode };

function ResultSection({ id, title, cards, total }: { id: string; title: string; cards: ResultCard[]; total: number }) {
  const { t } = useTranslation("search");
  const headingId = `search-${id}`;
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="count-badge">{total}</span>
      </h2>
      {cards.length === 0 ? (
        <p className="empty-note">{t("noResults")}</p>
      ) : (
        <ul className="result-grid">
          {cards.map((card) => (
            <ProfileCard
              key={card.id}
              profile={card}
              className="result-card"
              href={card.href}
              photoSize={64}
              nameAs="span"
              place={card.location || t("locationNotGiven")}
              details={
                <>
                  {"verifications" in card && <VerificationBadges manager={card} compact />}
                  {card.extra}
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function Results({ query }: { query: string }) {
  const [first, setFirst] = useState(SEARCH_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useQuery(SearchProfilesDocument, { variables: { query, first } });
  const shown = data ?? (loading ? previousData : undefined);
  const { t } = useTranslation(["search", "common"]);

  if (!shown) {
    if (loading) return <PageSpinner label={t("searching")} />;
    return <LoadFailed message={t("failed")} error={error} onRetry={refetch} />;
  }

  const { houseManagers, employers } = shown.search;
  const managerCards: ResultCard[] = houseManagers.edges.map(({ node }) => ({
    ...node,
    href: profilePath("house_manager", node.id),
    extra: (
      <p className="profile-card__meta">
        <Icon name="briefcase" size={14} /> {valueLabel("availability", node.availability) || t("availabilityNotGiven")}
      </p>
    ),
  }));
  const employerCards: ResultCard[] = employers.edges.map(({ node }) => ({
    ...node,
    href: profilePath("employer", node.id),
    extra: node.isSchool ? <span className="tag">{t("school")}</span> : undefined,
  }));
  const more = (houseManagers.totalCount > houseManagers.edges.length || employers.totalCount > employers.edges.length) && first < MAX_RESULTS;

  return (
    <div className="search-results" aria-busy={loading}>
      <ResultSection id="house-managers" title={t("houseManagers")} cards={managerCards} total={houseManagers.totalCount} />
      <ResultSection id="employers" title={t("employers")} cards={employerCards} total={employers.totalCount} />
      {more && (
        <div className="actions actions--center">
          <Button variant="ghost" disabled={loading} onClick={() => setFirst((n) => Math.min(n + SEARCH_PAGE_SIZE, MAX_RESULTS))}>
            {loading ? t("common:shared.loading") : t("showMore")}
          </Button>
        </div>
      )}
    </div>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get("query") ?? "").trim();
  const { t } = useTranslation("search");
  return (
    <section className="container page">
      <title>{query ? t("titleFor", { query }) : t("title")}</title>
      <h1>{t("heading")}</h1>
      {query ? (
        <>
          <p className="muted">{t("resultsFor", { query })}</p>
          <Results key={query} query={query} />
        </>
      ) : (
        <Alert tone="info">{t("enterQuery")}</Alert>
      )}
    </section>
  );
}
