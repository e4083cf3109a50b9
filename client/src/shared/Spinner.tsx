// Loading indicators: an inline spinner with a spoken label, and a padded one for whole pages.

/** An empty label makes a decorative spinner (next to text that already says what is happening). */
export function Spinner({ label = "Loading...", size = "md" }: { label?: string; size?: "sm" | "md" | "lg" }) {
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

export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
