// The "Load more" button under a list that grows page by page: a small spinner and 'Loading...' while the next page
// is on its way.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Spinner } from "./Spinner";

export function LoadMoreButton({ loading, onLoad, className, children }: { loading: boolean; onLoad: () => unknown; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `actions actions--center ${className}` : "actions actions--center"}>
      <Button variant="ghost" onClick={() => void onLoad()} disabled={loading}>
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
