// The route table of docs/product.md ("Screens"): every page under the shared layout, each page in its own lazily loaded chunk.
import { lazy, isValidElement, useState, type ComponentType, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { loadNamespaces } from "../i18n";
import type { LazyNamespace } from "../i18n/resources";

/** A lazily loaded page that can also be fetched ahead of its first render. */
type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page's chunk, fetched together with the texts it shows (its own namespace and those of the features it embeds),
 * so that it renders in one go instead of suspending once per namespace (tests/client/route-texts.test.ts checks the
 * lists against what each page's code uses). Once fetched (see preloadRoute) it renders at once, without suspending.
 */
function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly LazyNamespace[]): Page {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const fetchPage = () =>
    (pending ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // A later visit may try again.
        throw error;
      },
    ));
  const Lazy = lazy(fetchPage);
  function LazyPage() {
    // Chosen once per mount: switching from <Lazy> to the loaded page later would remount it and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LazyPage, { preload: fetchPage });
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
const HouseManagerPage = page(() => import("../features/house-manager/HouseManagerPage"), ["house-manager", "contracts", "messages"]);
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

/** The pages anyone may open, by address (the router ranks paths by how specific they are, not by their order here). */
const publicPages: Record<string, Page> = {
  contact: ContactPage, login: LoginPage, register: RegisterPage, "forgot-password": ForgotPasswordPage, "reset-password": ResetPasswordPage,
  settings: SettingsPage, search: SearchPage, findhousegirl: FindHouseGirlPage,
  "profile/house_manager/:id": HouseManagerPage, "profile/employer/:id": EmployerPage,
  operator: OperatorPage, privacy: PrivacyPage, "jobs/*": JobsSection, shortlist: ShortlistSection,
};

/** The pages only for a signed-in user, by address (others are sent to log in first). */
const signedInPages: Record<string, Page> = {
  "messages/:userId?": MessagesPage, profile: ProfilePage, notifications: NotificationsPage, contracts: ContractsPage, "contracts/:id": ContractPage,
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...Object.entries(publicPages).map(([path, Page]): RouteObject => ({ path, element: <Page /> })),
      ...Object.entries(signedInPages).map(([path, Page]): RouteObject => ({ path, element: <RequireSession><Page /></RequireSession> })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * Fetches the code and texts of the page at `pathname` (when it is one of the lazily loaded pages), so that the first
 * render shows it in one go rather than the layout, a spinner, and the page a moment later (client/src/main.tsx).
 * Resolves either way: a page that fails to load shows its error when rendered.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const page = pageIn(route.element);
    return page ? [page.preload()] : [];
  });
  return Promise.all(pages).then(
    () => undefined,
    () => undefined,
  );
}

/** The lazily loaded page an element shows: itself, or the page a wrapper such as RequireSession holds. */
function pageIn(element: ReactNode): Page | undefined {
  if (!isValidElement<{ children?: ReactNode }>(element)) return undefined;
  const type: unknown = element.type;
  if (typeof type === "function" && "preload" in type && typeof type.preload === "function") return type as Page;
  return pageIn(element.props.children);
}

/** Renders the route table; wrap it in a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
