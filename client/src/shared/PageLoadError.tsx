// Load errors: the inline one (what failed, the error's own words, and a way to try again) and the page-level one
// around it, with the page's title and heading.
import { useTranslation } from "react-i18next";
import { Alert } from "./Alert";

export interface LoadFailedProps {
  message: string;
  error?: { message?: string } | null;
  onRetry: () => unknown;
  /** The retry link's words; 'Try again' when not given. */
  retryLabel?: string;
}

export function LoadFailed({ message, error, onRetry, retryLabel }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert>
      {message}
      {error?.message ? <span className="small"> ({error.message})</span> : null}{" "}
      <button type="button" className="link-btn" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
        {retryLabel ?? t("shared.tryAgain")}
      </button>
    </Alert>
  );
}

export function PageLoadError({ title, heading, ...failed }: LoadFailedProps & { title: string; heading?: string }) {
  return (
    <section className="container page">
      <title>{`MaidMatch · ${title}`}</title>
      {heading && <h1>{heading}</h1>}
      <LoadFailed {...failed} />
    </section>
  );
}
