// A lazily loaded part of a page (a dialog's code) that failed to arrive: it says so where the part would be, with
// Try again, instead of the route's error page replacing the whole page (a phone's connection drops for a moment).
import { Component, lazy, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { i18n } from "../i18n";
import { LoadFailed } from "./PageLoadError";

interface LoadBoundaryProps {
  /** Asks for the part afresh (the retry of useRetryableLazy). */
  onRetry: () => void;
  /** Where the failure is said, when not in place of the part (inside a dialog's frame, say). */
  fallback?: (failed: ReactNode) => ReactNode;
  children: ReactNode;
}

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const failed = (
      <LoadFailed
        message={i18n.t("shared.partFailed")}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
    return this.props.fallback ? this.props.fallback(failed) : failed;
  }
}

/**
 * React.lazy keeps its first failure for good; this one is made afresh by `retry`, so a second try fetches the code
 * again (the browser reuses a module that did arrive).
 */
export function useRetryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): [ReturnType<typeof lazy<T>>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy only for a new attempt; `load` is a fixed import
  const Lazy = useMemo(() => lazy(load), [attempt]);
  return [Lazy, () => setAttempt((count) => count + 1)];
}
