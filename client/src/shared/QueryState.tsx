// A page's three states before its content, in one place (as Redwood's Cells): a spinner while the first answer is on
// its way, the load error with Try again, and the not-found page when the answer says the thing does not exist.
import type { ReactNode } from "react";
import { PageLoadError } from "./PageLoadError";
import { PageSpinner } from "./Spinner";

export interface NotFound {
  /** The heading, e.g. 'No Employer Found'. */
  heading: string;
  /** The line under it, e.g. 'Profile not found'. */
  message: ReactNode;
  /** The tab title; the heading when not given. */
  title?: string;
  className?: string;
}

/** A page's words for its load states, from the page's own translation keys. */
export interface LoadTexts {
  /** What the spinner says, e.g. 'Loading profile...'. */
  loading: string;
  /** The page's title in the tab when the load fails. */
  errorTitle: string;
  /** What the load error says. */
  failed: string;
  /** The not-found page's heading, e.g. 'No Employer Found', and the line under it, e.g. 'Profile not found'. */
  notFoundHeading: string;
  notFound: ReactNode;
}

export interface QueryStateProps<T, U> {
  /** useQuery's result (data, loading, error, refetch). */
  result: { data?: T | undefined; loading: boolean; error?: { message?: string } | null; refetch: () => unknown };
  texts: LoadTexts;
  /** Picks the thing out of the answer; null or undefined means it does not exist. */
  select: (data: T) => U | null | undefined;
  children: (value: U) => ReactNode;
}

export function NotFoundState({ heading, message, title = heading, className = "profile-missing" }: NotFound) {
  return (
    <section className={`container page ${className}`}>
      <title>{`MaidMatch · ${title}`}</title>
      <h1>{heading}</h1>
      <p className="muted">{message}</p>
    </section>
  );
}

export function QueryState<T, U>({ result, texts, select, children }: QueryStateProps<T, U>) {
  const { data, loading, error, refetch } = result;
  if (!data) {
    if (loading) return <PageSpinner label={texts.loading} />;
    // The page's title as its heading too, so a failed page still says where the reader is.
    return <PageLoadError title={texts.errorTitle} heading={texts.errorTitle} message={texts.failed} error={error} onRetry={refetch} />;
  }
  const value = select(data);
  if (value === null || value === undefined) return <NotFoundState heading={texts.notFoundHeading} message={texts.notFound} />;
  return <>{children(value)}</>;
}
