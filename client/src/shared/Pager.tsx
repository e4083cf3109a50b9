// Previous / Next paging with an optional page number; the buttons keep their names for screen readers.
import { Icon } from "./icons";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";

export interface PagerProps {
  page?: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** What is being paged, for the accessible name of the group. */
  label?: string;
  busy?: boolean;
}

export function Pager({ page, hasPrevious, hasNext, onPrevious, onNext, label, busy = false }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label ?? t("shared.pages")}>
      <Button variant="ghost" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
        <Icon name="chevron-left" size={16} />
        {t("shared.previous")}
      </Button>
      {page !== undefined && (
        <span className="pager__page" aria-live="polite">
          {t("shared.page", { page })}
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={onNext} disabled={!hasNext || busy}>
        {t("shared.next")}
        <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}
