// The "Load more" button under a list that grows page by page: a small spinner and 'Loading...' while the next page
// is on its way; and useLoadMore, which asks for that page once at a time and remembers whether it failed.
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Spinner } from "./Spinner";

export function LoadMoreButton({ loading, onLoad, className, children }: { loading: boolean; onLoad: () => unknown; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `actions actions--center ${className}` : "actions actions--center"}>
      {/* aria-disabled, not disabled: a disabled button drops the focus to the page's start, losing a keyboard user's place. */}
      <Button variant="ghost" onClick={() => void (loading || onLoad())} aria-disabled={loading} aria-busy={loading}>
        {loading ? (
          <>
            <Spinner label="" size="sm" /> {t("shared.loading")}
          </>
        ) : (
          children
        )}
      </Button>
    </div>
  );
}

/**
 * Asks for the page after `endCursor` (the list's cache rule in app/cache.ts appends it), one request at a time.
 * `failed` stays true until the next try; `onFailed` lets a page say so in its own way (a toast, say).
 */
export function useLoadMore(
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  endCursor: string | null | undefined,
  onFailed?: (failure: unknown) => void,
) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  async function load() {
    if (!endCursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch (failure) {
      setFailed(true);
      onFailed?.(failure);
    } finally {
      setLoading(false);
    }
  }
  return { loading, failed, load };
}
