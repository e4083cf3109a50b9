// The contracts feature's public entry: what other features (the house manager page, notifications) may use.
// The status block and the Create Contract button come with the page; the dialogs load when first opened, so a house
// manager's page renders without them (docs/decisions/0012-offline-and-speed.md).
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../shared/Modal";
import { Spinner } from "../../shared/Spinner";
import { LoadBoundary, useRetryableLazy } from "../../shared/LoadBoundary";
import type { ContractDetailsModalProps } from "./ContractDetailsModal";
import "./contracts.css";
export { ContractBlock, type ContractHouseManager } from "./ContractBlock";
export { CreateContractButton } from "./CreateContractButton";
export type { ContractDetailsModalProps } from "./ContractDetailsModal";
// The offer form itself, loaded on first use, for screens that make an offer from elsewhere (a job's applications).
export const CreateContractForm = lazy(() => import("./CreateContractForm"));
export type { CreateContractFormProps, ContractFormValues, ParticularValues } from "./CreateContractForm";

const loadContractDetailsModal = () => import("./ContractDetailsModal");

/** One contract's particulars with Accept and Decline for its house manager (the notifications page opens it). */
export function ContractDetailsModal(props: ContractDetailsModalProps) {
  const { t } = useTranslation("contracts");
  const [LazyContractDetailsModal, retry] = useRetryableLazy(loadContractDetailsModal);
  // The dialog opens at once with its title, Close and a spinner while its code arrives: a spinner in the page's flow
  // sat under the list, out of sight of a phone's user who tapped View Details higher up.
  const opening = (
    <Modal open title={t("details.title")} onClose={props.onClose}>
      <Spinner label={t("page.loading")} />
    </Modal>
  );
  // Code that failed to arrive says so inside the dialog, with Try again, instead of replacing the page.
  return (
    <Suspense fallback={opening}>
      <LoadBoundary
        onRetry={retry}
        fallback={(failed) => (
          <Modal open title={t("details.title")} onClose={props.onClose}>
            {failed}
          </Modal>
        )}
      >
        <LazyContractDetailsModal {...props} />
      </LoadBoundary>
    </Suspense>
  );
}
