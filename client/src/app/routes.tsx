// The route table of docs/product.md ("Screens"): every page under the shared layout, each page in its own lazily loaded chunk.
import { lazy } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { RootLayout } from "./Layout";
import { RequireSession } from "./RequireSession";

const HomePage = lazy(() => import("../features/home/HomePage"));
const ContactPage = lazy(() => import("../features/contact/ContactPage"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const RegisterPage = lazy(() => import("../features/auth/RegisterPage"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage"));
const SearchPage = lazy(() => import("../features/search/SearchPage"));
const FindHouseGirlPage = lazy(() => import("../features/find/FindHouseGirlPage"));
const HouseManagerPage = lazy(() => import("../features/house-manager/HouseManagerPage"));
const EmployerPage = lazy(() => import("../features/employer/EmployerPage"));
const NotificationsPage = lazy(() => import("../features/notifications/NotificationsPage"));
const ContractsPage = lazy(() => import("../features/contracts/ContractsPage"));
const ContractPage = lazy(() => import("../features/contracts/ContractPage"));
const ForgotPasswordPage = lazy(() => import("../features/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
const MessagesPage = lazy(() => import("../features/messages/MessagesPage"));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"));
const OperatorPage = lazy(() => import("../features/operator/OperatorPage"));
const PrivacyPage = lazy(() => import("../features/privacy/PrivacyPage"));
const JobsSection = lazy(() => import("../features/jobs/JobsSection"));
const ShortlistSection = lazy(() => import("../features/jobs/ShortlistSection"));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "register", element: <RegisterPage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
      { path: "reset-password", element: <ResetPasswordPage /> },
      {
        path: "messages/:userId?",
        element: (
          <RequireSession>
            <MessagesPage />
          </RequireSession>
        ),
      },
      {
        path: "profile",
        element: (
          <RequireSession>
            <ProfilePage />
          </RequireSession>
        ),
      },
      { path: "settings", element: <SettingsPage /> },
      { path: "search", element: <SearchPage /> },
      { path: "findhousegirl", element: <FindHouseGirlPage /> },
      { path: "profile/house_manager/:id", element: <HouseManagerPage /> },
      { path: "profile/employer/:id", element: <EmployerPage /> },
      {
        path: "notifications",
        element: (
          <RequireSession>
            <NotificationsPage />
          </RequireSession>
        ),
      },
      {
        path: "contracts",
        element: (
          <RequireSession>
            <ContractsPage />
          </RequireSession>
        ),
      },
      {
        path: "contracts/:id",
        element: (
          <RequireSession>
            <ContractPage />
          </RequireSession>
        ),
      },
      { path: "operator", element: <OperatorPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "jobs/*", element: <JobsSection /> },
      { path: "shortlist", element: <ShortlistSection /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Renders the route table; wrap it in a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
