// Load errors: the inline one (what failed, why in a few words, and a way to try again) and the page-level one
// around it, with the page's title and heading.
import { useTranslation } from "react-i18next";
import { Alert } from "./Alert";
import { classifyError, firstErrorMessage } from "./errors";

export interface LoadFailedProps {
  message: string;
  error?: { message?: string } | null;
  onRetry: () => unknown;
  /** The retry link's words; 'Try again' when not given. */
  retryLabel?: string;
}

/**
 * Why a load failed, in the language on screen: the server's own message (shared/errors.ts turns the ones it knows into
 * the language on screen), else the HTTP status or the lost connection, never the client library's English wording
 * ("Response not successful: Received status code 500").
 */
function failureReason(error: LoadFailedProps["error"], t: (key: "shared.failedStatus" | "shared.failedOffline", values?: Record<string, unknown>) => string): string | undefined {
  if (!error) return undefined;
  const failure = classifyError(error);
  if (failure.kind === "graphql") return firstErrorMessage(failure);
  if (failure.kind === "http") return t("shared.failedStatus", { status: failure.status });
  return t("shared.failedOffline");
}

export function LoadFailed({ message, error, onRetry, retryLabel }: LoadFailedProps) {
  const { t } = useTranslation();
  const reason = failureReason(error, (key, values) => t(key, values));
  return (
    <Alert>
      {message}
      {reason ? <span className="small"> ({reason})</span> : null}{" "}
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
