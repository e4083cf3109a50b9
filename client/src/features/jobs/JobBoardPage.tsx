// /jobs/: the public job board. Open jobs, newest first, filtered by town and skills (kept in the URL so a filtered
// board can be shared), a page at a time.
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { JobBoardDocument } from "../../gql/graphql";
import { LoadFailed } from "../../shared/PageLoadError";
import { Button } from "../../shared/Button";
import { TextField } from "../../shared/Field";
import { Pager } from "../../shared/Pager";
import { PageSpinner } from "../../shared/Spinner";
import { cleanList, JOB_SKILLS, JOBS_PAGE_SIZE } from "../../../../shared/jobs/rules";
import { JobCard } from "./shared-bits";
import { JobsNav } from "./JobsNav";
import { useJobsText } from "./use-jobs-text";
import { skillName } from "./reason-texts";

function Filters({ city, skills, onApply }: { city: string; skills: string[]; onApply: (city: string, skills: string[]) => void }) {
  const { t } = useJobsText();
  const id = useId();
  const [form, setForm] = useState({ city, skills });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(form.city.trim(), form.skills);
  }
  const toggle = (skill: string) => setForm((prev) => ({ ...prev, skills: prev.skills.includes(skill) ? prev.skills.filter((s) => s !== skill) : [...prev.skills, skill] }));
  return (
    <form className="card jobs-filters" onSubmit={submit} aria-label={t("board.filters")}>
      <TextField label={t("board.city")} value={form.city} onChange={(event) => setForm({ ...form, city: event.target.value })} placeholder={t("board.cityPlaceholder")} maxLength={120} />
      {/* Thirteen chips pushed the first job below a phone's first screen: folded until a skill is chosen. */}
      <details className="filters-fold" open={skills.length > 0 || undefined}>
        <summary>{form.skills.length ? t("board.skillsChosen", { count: form.skills.length }) : t("board.skills")}</summary>
        <fieldset className="chip-choices">
          <legend className="visually-hidden">{t("board.skills")}</legend>
          {JOB_SKILLS.map((skill) => (
            <label key={skill} className="skill-chip" htmlFor={`${id}-${skill}`}>
              <input id={`${id}-${skill}`} type="checkbox" checked={form.skills.includes(skill)} onChange={() => toggle(skill)} /> {skillName(skill)}
            </label>
          ))}
        </fieldset>
      </details>
      <div className="filters__actions">
        <Button type="submit">{t("board.apply")}</Button>
        {(city || skills.length > 0) && (
          <Button
            variant="ghost"
            onClick={() => {
              setForm({ city: "", skills: [] });
              onApply("", []);
            }}
          >
            {t("board.clear")}
          </Button>
        )}
      </div>
    </form>
  );
}

function Results({ city, skills }: { city: string; skills: string[] }) {
  const { t } = useJobsText();
  // Cursors of the pages seen so far: the first page has none.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const filter = { city: city || null, skills: skills.length ? skills : null };
  const result = useQuery(JobBoardDocument, { variables: { filter, first: JOBS_PAGE_SIZE, after }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const { data, loading, refetch } = result;
  if (!data) {
    if (loading) return <PageSpinner label={t("board.loading")} />;
    return <LoadFailed message={t("board.failed")} onRetry={refetch} retryLabel={t("common.retry")} />;
  }
  const jobs = data.jobs.edges.map((edge) => edge.node);
  return (
    <>
      <p className="muted" role="status">
        {t("board.count", { count: data.jobs.totalCount })}
      </p>
      {jobs.length === 0 ? (
        <p className="card jobs-empty">{t("board.empty")}</p>
      ) : (
        <ul className="job-list">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      <Pager
        page={cursors.length}
        hasPrevious={cursors.length > 1}
        hasNext={data.jobs.pageInfo.hasNextPage}
        busy={loading}
        label={t("board.pages")}
        onPrevious={() => setCursors((prev) => prev.slice(0, -1))}
        onNext={() => setCursors((prev) => [...prev, data.jobs.pageInfo.endCursor ?? null])}
      />
    </>
  );
}

export default function JobBoardPage() {
  const { t } = useJobsText();
  const [params, setParams] = useSearchParams();
  const city = params.get("city") ?? "";
  const skills = cleanList((params.get("skills") ?? "").split(","));
  return (
    <section className="container page jobs-page">
      <title>{`MaidMatch · ${t("board.title")}`}</title>
      <h1>{t("board.title")}</h1>
      <p className="muted">{t("board.intro")}</p>
      <JobsNav />
      <div className="jobs-board">
        <Filters
          key={`${city}|${skills.join(",")}`}
          city={city}
          skills={skills}
          onApply={(nextCity, nextSkills) => {
            const next = new URLSearchParams();
            if (nextCity) next.set("city", nextCity);
            if (nextSkills.length) next.set("skills", nextSkills.join(","));
            setParams(next);
          }}
        />
        <div>
          <Results key={`${city}|${skills.join(",")}`} city={city} skills={skills} />
        </div>
      </div>
    </section>
  );
}
