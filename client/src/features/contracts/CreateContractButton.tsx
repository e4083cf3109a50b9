// The Create Contract button of a house manager's page: employers, schools and visitors see it (visitors are asked to log in),
// house managers do not (docs/decisions/0004-contracts.md). The form loads on first use.
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSession } from "../../shared/session-context";
import { Alert } from "../../shared/Alert";
import { Spinner } from "../../shared/Spinner";
import { useViewer, type Viewer } from "../../shared/use-viewer";
import type { ContractHouseManager } from "./ContractBlock";
import { CONTRACT_TEXT } from "./contract-texts";
import { localiseServerMessage } from "../../shared/errors";
import { Button } from "../../shared/Button";
import { LoadBoundary, useRetryableLazy } from "../../shared/LoadBoundary";

const loadCreateContractForm = () => import("./CreateContractForm");

/** Employers and schools offer contracts, visitors are asked to log in; house managers do not see the button (docs/decisions/0004-contracts.md). */
export function canOfferContracts(viewer: Viewer): boolean {
  return viewer.kind === "visitor" || (viewer.kind === "user" && viewer.userType !== "house_manager");
}

export interface CreateContractButtonProps {
  houseManager: ContractHouseManager;
}

export function CreateContractButton({ houseManager }: CreateContractButtonProps) {
  const { isLoggedIn } = useSession();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("contracts");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [CreateContractForm, retryForm] = useRetryableLazy(loadCreateContractForm);

  if (!canOfferContracts(viewer)) return null;

  function start() {
    if (!isLoggedIn) {
      setNotice({ tone: "error", text: CONTRACT_TEXT.login });
      return;
    }
    setNotice(null);
    setOpen(true);
  }

  return (
    <div className="create-contract">
      <Button onClick={start} aria-haspopup="dialog">
        {t("button.create")}
      </Button>
      {notice && (
        <Alert tone={notice.tone}>
          <span>{notice.text}</span>
          {!isLoggedIn && notice.tone === "error" && (
            <>
              {" "}
              <Link to="/login">{t("button.login")}</Link>
            </>
          )}
        </Alert>
      )}
      {open && (
        <LoadBoundary onRetry={retryForm}>
        <Suspense fallback={<Spinner label={t("button.opening")} />}>
          <CreateContractForm
            houseManager={houseManager}
            employerId={viewer.kind === "user" ? viewer.profileId : null}
            onClose={() => setOpen(false)}
            onCreated={(message) => {
              setOpen(false);
              setNotice({ tone: "success", text: localiseServerMessage(message) });
            }}
          />
        </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

export default CreateContractButton;
