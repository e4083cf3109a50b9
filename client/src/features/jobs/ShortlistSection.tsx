// /shortlist/: the house managers an employer or school saved.
import { RequireSession } from "../../app/RequireSession";
import { ShortlistPage } from "./EmployerJobsPages";
import "./jobs.css";

export default function ShortlistSection() {
  return (
    <RequireSession>
      <ShortlistPage />
    </RequireSession>
  );
}
