// Save / Saved: an employer or school keeps a house manager on its shortlist. Everyone else sees nothing (no dead
// control). One shortlist query serves every button on a page (Apollo's cache).
import { useMutation, useQuery } from "@apollo/client/react";
import { AddToShortlistDocument, RemoveFromShortlistDocument, ShortlistIdsDocument } from "../../gql/graphql";
import { useToast } from "../../shared/feedback";
import { useViewer } from "../../shared/use-viewer";
import { failureText } from "./shared-bits";
import { useJobsText } from "./use-jobs-text";
import { buttonClass } from "../../shared/Button";

export function canKeepShortlist(viewer: ReturnType<typeof useViewer>): boolean {
  return viewer.kind === "user" && (viewer.userType === "employer" || viewer.userType === "school");
}

/** `inShortlist`: on the shortlist page, where every one shown is saved, the button says what it does: Remove. */
export function SaveButton({ houseManagerId, name, inShortlist = false }: { houseManagerId: string; name: string; inShortlist?: boolean }) {
  const { t, ready } = useJobsText();
  const viewer = useViewer();
  const allowed = canKeepShortlist(viewer);
  const toast = useToast();
  const { data, loading } = useQuery(ShortlistIdsDocument, { skip: !allowed });
  const refetchQueries = [{ query: ShortlistIdsDocument }];
  const [add, adding] = useMutation(AddToShortlistDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemoveFromShortlistDocument, { refetchQueries, awaitRefetchQueries: true });
  if (!allowed || !ready || (!data && loading)) return null;
  const saved = data?.shortlist.some((row) => row.id === houseManagerId) ?? false;
  const busy = adding.loading || removing.loading;

  async function toggle() {
    try {
      if (saved) await remove({ variables: { houseManagerId } });
      else await add({ variables: { houseManagerId } });
    } catch (failure) {
      toast(failureText(failure, t("save.failed")), "error");
    }
  }

  return (
    <button
      type="button"
      className={buttonClass({ size: "sm", variant: saved ? "light" : "ghost", className: saved ? "save-btn is-saved" : "save-btn" })}
      aria-pressed={saved}
      aria-label={saved ? t("save.savedLabel", { name }) : t("save.saveLabel", { name })}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {saved ? (inShortlist ? t("save.remove") : t("save.saved")) : t("save.save")}
    </button>
  );
}
