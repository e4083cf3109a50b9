// The page-level error state: what failed, the error's own words, and a way to try again.
import { useTranslation } from "react-i18next";
import { Alert } from "./Alert";

export function PageLoadError({ title, heading, message, error, onRetry }: { title: string; heading?: string; message: string; error?: { message?: string } | null; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <section className="container page">
      <title>{`MaidMatch · ${title}`}</title>
      {heading && <h1>{heading}</h1>}
      <Alert>
        {message}
        {error?.message ? <span className="small"> ({error.message})</span> : null}{" "}
        <button type="button" className="link-btn" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          {t("shared.tryAgain")}
        </button>
      </Alert>
    </section>
  );
}
