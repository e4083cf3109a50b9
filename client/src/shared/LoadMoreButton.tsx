// The Load more button under a paged list: a spinner and 'Loading...' while the next page is on its way.
import { Button } from "./Button";
import { Spinner } from "./Spinner";

export function LoadMoreButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick} disabled={busy}>
      {busy ? (
        <>
          <Spinner size="sm" label="" /> Loading...
        </>
      ) : (
        "Load more"
      )}
    </Button>
  );
}
