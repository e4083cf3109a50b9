// Previous / Next paging with an optional page number; the buttons keep their names for screen readers.
import { Icon } from "./icons";

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

export function Pager({ page, hasPrevious, hasNext, onPrevious, onNext, label = "Pages", busy = false }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
        <Icon name="chevron-left" size={16} />
        Previous
      </button>
      {page !== undefined && (
        <span className="pager__page" aria-live="polite">
          Page {page}
        </span>
      )}
      <button type="button" className="btn btn--ghost btn--sm" onClick={onNext} disabled={!hasNext || busy}>
        Next
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
