// Entry point: the Apollo client and the router, mounted into #root.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import { apolloClient } from "./app/apollo";
import { AppRoutes } from "./app/routes";
import "./app/base.css";
import "./shared/shared.css";
import { applyTheme, storedTheme } from "./features/settings/theme";
import { registerServiceWorker } from "./app/service-worker";
import { initI18n, prefetchAllNamespaces } from "./i18n";

// The theme chosen on /settings, before the first render paints.
applyTheme(storedTheme(), false);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// Offline support only where the build is served as it will be: `vite` (development) never registers a worker.
if (import.meta.env.PROD) registerServiceWorker();

// The first render waits for the chosen language's texts (English is bundled; Kiswahili is one small request). If
// they cannot load (offline), i18next falls back to English rather than leaving the page blank.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  );
  prefetchAllNamespaces();
});
