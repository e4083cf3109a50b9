// Catches a page that throws or whose code fails to load (e.g. after a new deployment), inside the layout.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, ButtonLink } from "../shared/Button";

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(error.message);
}

export function RouteErrorView({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  return (
    <section className="container page page--narrow error-page">
      <title>MaidMatch · Error</title>
      <h1>{chunkFailed ? "This page could not be loaded" : "Something went wrong"}</h1>
      <p className="muted">
        {chunkFailed
          ? "Your connection may have dropped, or MaidMatch was just updated. Reloading usually fixes it."
          : "An unexpected error stopped this page. Please try again."}
      </p>
      <div className="actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <ButtonLink to="/" variant="ghost">
          Go home
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
