// The links between the jobs screens, for who is looking: employers and schools post and follow their jobs and
// shortlist, house managers see jobs picked for them and their applications, everyone sees the board.
import { NavLink } from "react-router-dom";
import { useViewer } from "../../shared/use-viewer";
import { useJobsText } from "./use-jobs-text";

export function JobsNav() {
  const { t } = useJobsText();
  const viewer = useViewer();
  const links: Array<[string, string]> = [["/jobs/", t("nav.board")]];
  if (viewer.kind === "user" && (viewer.userType === "employer" || viewer.userType === "school")) {
    links.push(["/jobs/new/", t("nav.post")], ["/jobs/mine/", t("nav.mine")], ["/shortlist/", t("nav.shortlist")]);
  }
  if (viewer.kind === "user" && viewer.userType === "house_manager") {
    links.push(["/jobs/recommended/", t("nav.recommended")], ["/jobs/applications/", t("nav.applications")]);
  }
  if (links.length === 1) return null;
  return (
    <nav className="jobs-nav" aria-label={t("nav.label")}>
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end className={({ isActive }) => `jobs-nav__link${isActive ? " is-active" : ""}`}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
