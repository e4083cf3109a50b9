// Entry point: the Apollo client and the router, mounted into #root.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import { apolloClient } from "./app/apollo";
import { AppRoutes, preloadRoute } from "./app/routes";
import "./app/base.css";
import "./shared/shared.css";
import { applyTheme, storedTheme } from "./features/settings/theme";
import { registerServiceWorker } from "./app/service-worker";
import { afterFirstScreen } from "./app/after-first-screen";
import { applyInitialData } from "./app/initial-data";
import { initI18n, prefetchAllNamespaces } from "./i18n";

// The theme chosen on /settings, before the first render paints.
applyTheme(storedTheme(), false);

// A public profile's first answer, sent with the page (app/initial-data.ts).
applyInitialData(apolloClient);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// Offline support only where the build is served as it will be: `vite` (development) never registers a worker.
if (import.meta.env.PROD) registerServiceWorker();

// The first render waits for the chosen language's texts (English is bundled; Kiswahili is one small request) and for
// the page's own code and texts (which the server names in the HTML for the pages people land on, so they arrive with
// the entry): the loading shell stays until the page can show itself in one go. If they cannot load (offline), i18next
// falls back to English and the page shows its error rather than leaving the screen blank.
void initI18n()
  .catch(() => undefined)
  .then(() => preloadRoute(window.location.pathname))
  .finally(() => {
    const root = createRoot(container);
    // As a transition, React renders the first screen in slices of a few milliseconds rather than one long task, so a
    // slow phone can still answer a tap meanwhile; the loading shell stays in place until the screen is complete.
    startTransition(() => {
      root.render(
        <StrictMode>
          <ApolloProvider client={apolloClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ApolloProvider>
        </StrictMode>,
      );
    });
    afterFirstScreen(prefetchAllNamespaces);
  });
