// Every namespace of the client's texts. English is bundled with the app (it is the fallback and SPEC's texts live in
// it word for word); Kiswahili is fetched the first time it is chosen (./index.ts). A feature adds its namespace by
// adding `locales/en/<ns>.json` and `locales/sw/<ns>.json` with the same keys and one line below;
// tests/client/i18n.test.ts fails while the two languages' keys differ.
import common from "./locales/en/common.json";
import operator from "./locales/en/operator.json";
import privacy from "./locales/en/privacy.json";
import trust from "./locales/en/trust.json";
import contact from "./locales/en/contact.json";
import profile from "./locales/en/profile.json";
import contracts from "./locales/en/contracts.json";
import messages from "./locales/en/messages.json";
import notifications from "./locales/en/notifications.json";
import settings from "./locales/en/settings.json";
import auth from "./locales/en/auth.json";
import errors from "./locales/en/errors.json";
import employer from "./locales/en/employer.json";
import not_found from "./locales/en/not-found.json";
import search from "./locales/en/search.json";
import house_manager from "./locales/en/house-manager.json";
import find from "./locales/en/find.json";
import home from "./locales/en/home.json";

export const englishResources = {
  common,
  operator,
  privacy,
  trust,
  contact,
  profile,
  contracts,
  messages,
  notifications,
  settings,
  auth,
  errors,
  employer,
  "not-found": not_found,
  search,
  "house-manager": house_manager,
  find,
  home,
} as const;

export type Namespace = keyof typeof englishResources;
export const NAMESPACES = Object.keys(englishResources) as Namespace[];
