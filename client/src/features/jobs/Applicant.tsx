// One applicant or match as the job's owner reads her: photo, name, place, rating, experience and checks, then the fit
// (score and reasons), and what the owner can do next: open the chat, make an offer pre-filled from the job (unless
// one stands: she has it to answer, or has accepted it), save her.
import { Suspense, useState, type ReactNode } from "react";
import type { FitHouseManagerFragment, JobDetailsFragment } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Button } from "../../shared/Button";
import { Spinner } from "../../shared/Spinner";
import { useViewer } from "../../shared/use-viewer";
import { CreateContractForm } from "../contracts";
import { ChatModal } from "../messages";
import { ApplicantHead } from "./ApplicantHead";
import { FitReasons } from "./shared-bits";
import { SaveButton } from "./SaveButton";
import { offerFromJob } from "./offer-from-job";
import { useJobsText } from "./use-jobs-text";

export function Applicant({
  houseManager,
  job,
  score,
  reasons,
  offerStands = false,
  onOffered,
  children,
}: {
  houseManager: FitHouseManagerFragment;
  job: JobDetailsFragment;
  score: number;
  reasons: readonly string[];
  /** An offer of this employer's is pending or accepted (ApplicationOffer says which): a second is not offered. */
  offerStands?: boolean;
  /** After an offer is made here, so the list can show it. */
  onOffered?: () => void;
  children?: ReactNode;
}) {
  const { t } = useJobsText();
  const viewer = useViewer();
  const [open, setOpen] = useState<"chat" | "offer" | null>(null);
  const [offered, setOffered] = useState<string | null>(null);
  return (
    <li className="card applicant">
      <ApplicantHead houseManager={houseManager} />
      <FitReasons score={score} reasons={reasons} />
      {children}
      <div className="applicant__actions">
        {!offerStands && !offered && (
          <Button size="sm" onClick={() => setOpen("offer")} aria-haspopup="dialog">
            {t("applicant.offer")}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setOpen("chat")} aria-haspopup="dialog">
          {t("applicant.chat")}
        </Button>
        <SaveButton houseManagerId={houseManager.id} name={houseManager.name} />
      </div>
      {offered && <Alert tone="success">{offered}</Alert>}
      {open === "chat" && (
        <Suspense fallback={<Spinner label={t("applicant.openingChat")} />}>
          <ChatModal withUserId={houseManager.userId} name={houseManager.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open === "offer" && (
        <Suspense fallback={<Spinner label={t("applicant.openingOffer")} />}>
          <CreateContractForm
            houseManager={{ id: houseManager.id, userId: houseManager.userId, firstName: houseManager.firstName, name: houseManager.name }}
            employerId={viewer.kind === "user" ? viewer.profileId : null}
            initial={offerFromJob(job)}
            onClose={() => setOpen(null)}
            onCreated={(message) => {
              setOpen(null);
              setOffered(message);
              onOffered?.();
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
