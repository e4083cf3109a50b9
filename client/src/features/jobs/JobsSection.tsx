// Every /jobs/ screen under one route entry (client/src/app/routes.tsx), so the app's route table stays one line.
import { Route, Routes } from "react-router-dom";
import { RequireSession } from "../../app/RequireSession";
import JobBoardPage from "./JobBoardPage";
import JobPage from "./JobPage";
import PostJobPage from "./PostJobPage";
import { JobApplicationsPage, JobMatchesPage } from "./JobApplicantsPages";
import { MyApplicationsPage, RecommendedJobsPage } from "./HouseManagerJobsPages";
import { MyJobsPage } from "./EmployerJobsPages";
import { PageSpinner } from "../../shared/Spinner";
import { useJobsText } from "./use-jobs-text";
import "./jobs.css";

const signedIn = (page: React.ReactNode) => <RequireSession>{page}</RequireSession>;

export default function JobsSection() {
  const { ready } = useJobsText();
  if (!ready) return <PageSpinner />;
  return (
    <Routes>
      <Route index element={<JobBoardPage />} />
      <Route path="new" element={signedIn(<PostJobPage />)} />
      <Route path="mine" element={signedIn(<MyJobsPage />)} />
      <Route path="recommended" element={signedIn(<RecommendedJobsPage />)} />
      <Route path="applications" element={signedIn(<MyApplicationsPage />)} />
      <Route path=":id" element={<JobPage />} />
      <Route path=":id/applications" element={signedIn(<JobApplicationsPage />)} />
      <Route path=":id/matches" element={signedIn(<JobMatchesPage />)} />
    </Routes>
  );
}
