// Loading indicators: an inline spinner with a spoken label, and a padded one for whole pages.
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
