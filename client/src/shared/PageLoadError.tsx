// The page-level error state: what failed, the error's own words, and a way to try again.
import { Alert } from "./Alert";

export function PageLoadError({ title, heading, message, error, onRetry }: { title: string; heading?: string; message: string; error?: { message?: string } | null; onRetry: () => unknown }) {
  return (
    <section className="container page">
      <title>{`MaidMatch · ${title}`}</title>
      {heading && <h1>{heading}</h1>}
      <Alert>
        {message}
        {error?.message ? <span className="small"> ({error.message})</span> : null}{" "}
        <button type="button" className="link-btn" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          Try again
        </button>
      </Alert>
    </section>
  );
}
