// Loading indicators: an inline spinner with a spoken label, and a padded one for whole pages.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** An empty label makes a decorative spinner (next to text that already says what is happening). */
export function Spinner({ label: given, size = "md" }: { label?: string; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation();
  const label = given ?? t("shared.loading");
  if (!label) {
    return (
      <span className={`spinner spinner--${size}`} aria-hidden="true">
        <span className="spinner__ring" />
      </span>
    );
  }
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** A small spinner before a line of text, for a part of a page that is loading (a list's reviews, an album's images). */
export function LoadingLine({ className = "muted loading-line", children }: { className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Spinner label="" size="sm" /> {children}
    </p>
  );
}

/** A whole page while its data loads: its tab title, and a spinner saying what is loading. */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <section className="container page">
      <title>{title}</title>
      <Spinner label={label} />
    </section>
  );
}
