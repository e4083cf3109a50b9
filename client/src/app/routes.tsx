// The route table of docs/product.md ("Screens"): every page under the shared layout, each page in its own lazily loaded chunk.
import { lazy, type ComponentType } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { loadNamespaces } from "../i18n";
import type { LazyNamespace } from "../i18n/resources";

/**
 * A page's chunk, fetched together with the texts it shows (its own namespace and those of the features it embeds),
 * so that it renders in one go instead of suspending once per namespace (tests/client/route-texts.test.ts checks the
 * lists against what each page's code uses).
 */
function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly LazyNamespace[]) {
  return lazy(async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0]);
}
import { RootLayout } from "./Layout";
import { RequireSession } from "./RequireSession";

const HomePage = page(() => import("../features/home/HomePage"), ["home"]);
const ContactPage = page(() => import("../features/contact/ContactPage"), ["contact"]);
const LoginPage = page(() => import("../features/auth/LoginPage"), ["auth"]);
const RegisterPage = page(() => import("../features/auth/RegisterPage"), ["auth"]);
const ProfilePage = page(() => import("../features/profile/ProfilePage"), ["profile", "trust", "privacy"]);
const SettingsPage = page(() => import("../features/settings/SettingsPage"), ["auth", "settings"]);
const SearchPage = page(() => import("../features/search/SearchPage"), ["search"]);
const FindHouseGirlPage = page(() => import("../features/find/FindHouseGirlPage"), ["find", "jobs"]);
const HouseManagerPage = page(() => import("../features/house-manager/HouseManagerPage"), ["house-manager", "contracts", "jobs", "messages", "trust"]);
const EmployerPage = page(() => import("../features/employer/EmployerPage"), ["employer", "messages", "trust"]);
const NotificationsPage = page(() => import("../features/notifications/NotificationsPage"), ["notifications", "contracts"]);
const ContractsPage = page(() => import("../features/contracts/ContractsPage"), ["contracts"]);
const ContractPage = page(() => import("../features/contracts/ContractPage"), ["contracts"]);
const ForgotPasswordPage = page(() => import("../features/auth/ForgotPasswordPage"), ["auth"]);
const ResetPasswordPage = page(() => import("../features/auth/ResetPasswordPage"), ["auth"]);
const MessagesPage = page(() => import("../features/messages/MessagesPage"), ["messages", "trust"]);
const NotFoundPage = page(() => import("../features/not-found/NotFoundPage"), ["not-found"]);
const OperatorPage = page(() => import("../features/operator/OperatorPage"), ["operator", "not-found"]);
const PrivacyPage = page(() => import("../features/privacy/PrivacyPage"), ["privacy"]);
const JobsSection = page(() => import("../features/jobs/JobsSection"), ["jobs", "contracts", "messages", "trust"]);
const ShortlistSection = page(() => import("../features/jobs/ShortlistSection"), ["jobs"]);

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
