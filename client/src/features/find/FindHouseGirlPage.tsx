// /findhousegirl/: every house manager on opening, or those matching the filters (docs/product.md, "Find House Girl"); the filters live in the URL query string.
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { FindHouseManagersDocument, type FindHouseManagersQuery, type HouseManagerFilter } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatYears } from "../../shared/format";
import { Icon } from "../../shared/icons";
import { ProfileImage } from "../../shared/ProfileImage";
import { Rating } from "../../shared/Rating";
import { PageSpinner, Spinner } from "../../shared/Spinner";
import { VerificationBadges } from "../../shared/VerificationBadges";
import "../../shared/trust.css";
import { RATING_OPTIONS, experienceError, filterFromParams, formFromParams, paramsFromForm, type FilterForm } from "./filters";
import { Button, ButtonLink } from "../../shared/Button";
import { profilePath } from "../../shared/profile-links";
import { SelectField, TextField } from "../../shared/Field";
import "./find.css";
import { SaveButton } from "../jobs";

/** House managers per request; "Load more" fetches the next batch. */
export const FIND_PAGE_SIZE = 12;

export const FIND_TEXT = {
  empty: "No House Manager has been found",
  failed: "Failed to fetch house managers. Please try again later",
} as const;

type Result = FindHouseManagersQuery["houseManagers"];
type Manager = Result["edges"][number]["node"];

function Filters({ initial, onApply, onClear }: { initial: FilterForm; onApply: (form: FilterForm) => void; onClear: () => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const verifiedId = useId();
  const hasFilters = Boolean(initial.location || initial.rating || initial.experience || initial.verified);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = experienceError(form.experience);
    setError(message);
    if (!message) onApply(form);
  }

  return (
    <form className="card filters" onSubmit={submit} noValidate aria-label="Filter house managers">
      <TextField label="Location" placeholder="e.g. Nairobi, Kilimani" value={form.location} onChange={(event) => setForm({ ...form, location: event.target.value })} />
      <SelectField label="Rating" value={form.rating} onChange={(event) => setForm({ ...form, rating: event.target.value })}>
        <option value="">Any rating</option>
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Years of experience"
        inputMode="numeric"
        placeholder="At least, e.g. 3"
        value={form.experience}
        error={error}
        onChange={(event) => {
          setForm({ ...form, experience: event.target.value });
          if (error) setError(null);
        }}
      />
      <div className="field field--check">
        <input id={verifiedId} type="checkbox" checked={form.verified} onChange={(event) => setForm({ ...form, verified: event.target.checked })} />
        <label htmlFor={verifiedId}>Verified only</label>
      </div>
      <div className="filters__actions">
        <Button type="submit" variant="primary">
          Apply Filters
        </Button>
        {hasFilters && (
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

function ManagerCard({ manager }: { manager: Manager }) {
  return (
    <li className="card find-card">
      <div className="find-card__head">
        <ProfileImage src={manager.imageThumb ?? manager.image} name={manager.name} size={64} />
        <div className="find-card__body">
          <h2 className="find-card__name">{manager.name}</h2>
          <p className="find-card__meta">
            <Icon name="map-pin" size={14} /> {manager.location || "Location not given"}
          </p>
        </div>
      </div>
      <VerificationBadges manager={manager} compact />
      <Rating rating={manager.rating} size={14} />
      <p className="find-card__meta">
        <Icon name="briefcase" size={14} /> Experience: {formatYears(manager.experience)}
      </p>
      <p className="find-card__meta">
        <Icon name="home" size={14} /> Availability: {manager.availability || "Not given"}
      </p>
      <ButtonLink to={profilePath("house_manager", manager.id)} variant="ghost" size="sm" className="find-card__cta" aria-label={`View Profile of ${manager.name}`}>
        View Profile
      </ButtonLink>
      <SaveButton houseManagerId={manager.id} name={manager.name} />
    </li>
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
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  if (!data) {
    if (loading) return <PageSpinner label="Loading house managers..." />;
    return (
      <Alert>
        {FIND_TEXT.failed}{" "}
        <button type="button" className="link-btn" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </Alert>
    );
  }

  const { edges, totalCount, pageInfo } = data.houseManagers;
  if (edges.length === 0) return <p className="empty-note">{FIND_TEXT.empty}</p>;

  async function loadMore() {
    if (!pageInfo.endCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.houseManagers.edges.map((edge) => edge.node.id));
          return {
            houseManagers: {
              ...fetchMoreResult.houseManagers,
              edges: [...previous.houseManagers.edges, ...fetchMoreResult.houseManagers.edges.filter((edge) => !seen.has(edge.node.id))],
            },
          };
        },
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <p className="muted small find-count" aria-live="polite">
        Showing {edges.length} of {totalCount} house {totalCount === 1 ? "manager" : "managers"}
      </p>
      <ul className="find-grid">
        {edges.map((edge) => (
          <ManagerCard key={edge.node.id} manager={edge.node} />
        ))}
      </ul>
      {moreFailed && <Alert>{FIND_TEXT.failed}</Alert>}
      {pageInfo.hasNextPage && (
        <div className="actions actions--center">
          <Button variant="ghost" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? (
              <>
                <Spinner label="" size="sm" /> Loading...
              </>
            ) : (
              "Load more"
            )}
          </Button>
        </div>
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

  function apply(form: FilterForm) {
    const next = new URLSearchParams(paramsFromForm(form));
    if (next.toString() === key) setRound((n) => n + 1);
    else setParams(next);
  }

  return (
    <section className="container page find">
      <title>MaidMatch · Find House Girl</title>
      <h1>Find House Girl</h1>
      <p className="muted">Filter house managers by location, rating and experience.</p>
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
