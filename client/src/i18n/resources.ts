// Every namespace of the client's texts, in English and Kiswahili (`locales/en/<ns>.json`, `locales/sw/<ns>.json`, the
// same keys; tests/client/i18n.test.ts fails while they differ). `common` (the layout and shared components) and
// `errors` (server messages, read outside components) are bundled in English with the app; every other namespace is a
// screen's and is fetched with that screen's code (client/src/app/routes.tsx names each route's namespaces), in
// whichever language is on screen, so the first page carries no other screen's texts (scripts/check-bundle.mjs).
// A feature adds its namespace with its two files, one line in LazyResources and one in LAZY_NAMESPACES.
import common from "./locales/en/common.json";
import errors from "./locales/en/errors.json";

export const englishResources = {
  common,
  errors,
} as const;

/** The screens' namespaces, typed from their English files and fetched by ./index.ts's backend when first needed. */
export interface LazyResources {
  auth: typeof import("./locales/en/auth.json");
  contact: typeof import("./locales/en/contact.json");
  contracts: typeof import("./locales/en/contracts.json");
  employer: typeof import("./locales/en/employer.json");
  find: typeof import("./locales/en/find.json");
  home: typeof import("./locales/en/home.json");
  "house-manager": typeof import("./locales/en/house-manager.json");
  jobs: typeof import("./locales/en/jobs.json");
  messages: typeof import("./locales/en/messages.json");
  "not-found": typeof import("./locales/en/not-found.json");
  notifications: typeof import("./locales/en/notifications.json");
  operator: typeof import("./locales/en/operator.json");
  privacy: typeof import("./locales/en/privacy.json");
  profile: typeof import("./locales/en/profile.json");
  search: typeof import("./locales/en/search.json");
  settings: typeof import("./locales/en/settings.json");
  trust: typeof import("./locales/en/trust.json");
}
export type LazyNamespace = keyof LazyResources;
export const LAZY_NAMESPACES: readonly LazyNamespace[] = [
  "auth",
  "contact",
  "contracts",
  "employer",
  "find",
  "home",
  "house-manager",
  "jobs",
  "messages",
  "not-found",
  "notifications",
  "operator",
  "privacy",
  "profile",
  "search",
  "settings",
  "trust",
];

export type Namespace = keyof typeof englishResources;
export const NAMESPACES = Object.keys(englishResources) as Namespace[];
