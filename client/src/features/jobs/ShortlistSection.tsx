// /shortlist/: the house managers an employer or school saved.
import { RequireSession } from "../../app/RequireSession";
import { ShortlistPage } from "./EmployerJobsPages";
import { PageSpinner } from "../../shared/Spinner";
import { useJobsText } from "./use-jobs-text";
import "./jobs.css";

export default function ShortlistSection() {
  const { ready } = useJobsText();
  if (!ready) return <PageSpinner />;
  return (
    <RequireSession>
      <ShortlistPage />
    </RequireSession>
  );
}
