// Catches a page that throws or whose code fails to load (e.g. after a new deployment), inside the layout.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../shared/Button";

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(error.message);
}

export function RouteErrorView({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const { t } = useTranslation();
  return (
    <section className="container page page--narrow error-page">
      <title>MaidMatch · Error</title>
      <h1>{chunkFailed ? t("routeError.chunkHeading") : t("routeError.heading")}</h1>
      <p className="muted">
        {chunkFailed ? t("routeError.chunkText") : t("routeError.text")}
      </p>
      <div className="actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t("routeError.reload")}
        </Button>
        <ButtonLink to="/" variant="ghost">
          {t("routeError.home")}
        </ButtonLink>
      </div>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/** Give it `key={pathname}` so moving to another page clears the error. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Page failed", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
