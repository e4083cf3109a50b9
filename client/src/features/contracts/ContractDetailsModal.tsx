// The contract details modal (docs/product.md, "Notifications"): every field for the two parties, the private document, and
// Accept / Decline for the contract's house manager while it is Pending.
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { getFreshAccessToken } from "../../shared/session";
import { useSession } from "../../shared/session-context";
import { Link } from "react-router-dom";
import {
  AcceptContractDocument,
  ContractDetailsDocument,
  ContractParticularsDocument,
  DeclineContractDocument,
  type ContractDetailsQuery,
  type ContractStatus,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { apiUrl } from "../../shared/api";
import { classifyError } from "../../shared/errors";
import { formatDate, formatMoney } from "../../shared/format";
import { Modal } from "../../shared/Modal";
import { Spinner } from "../../shared/Spinner";
import { CONTRACT_TEXT, contractValueLabel, statusLabel } from "./contract-texts";
import { DetailsRow, ParticularRows } from "./ContractTables";
import { useConfirm, useToast } from "../../shared/feedback";
import { Button, buttonClass } from "../../shared/Button";

type ContractDetails = NonNullable<ContractDetailsQuery["contract"]>;


/** The public contract block reads ContractSummary, a separate cache entry: give it the new status too. */
function updateSummary(cache: ApolloCache, id: string, status: ContractStatus) {
  cache.modify({ id: cache.identify({ __typename: "ContractSummary", id }), fields: { status: () => status } });
}

/** The document route needs the bearer token, which an <img src> cannot send: fetch it and show a local object URL. */
function useAuthorisedFile(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ path: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    (async () => {
      try {
        const token = await getFreshAccessToken();
        const response = await fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ path, url: objectUrl, failed: false });
      } catch (error) {
        console.error("Failed to fetch the contract document", error);
        if (!cancelled) setState({ path, url: null, failed: true });
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return state && state.path === path ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}

function ContractDocument({ contract }: { contract: ContractDetails }) {
  const { url, failed } = useAuthorisedFile(contract.contractDocument ?? null);
  const { t } = useTranslation("contracts");
  const NA = t("details.na");
  if (!contract.contractDocument) return <>{NA}</>;
  if (failed) return <span className="muted">{t("details.docFailed")}</span>;
  if (!url) return <span className="muted">{t("details.docLoading")}</span>;
  const isImage = (contract.documentMimeType ?? "").startsWith("image/");
  if (isImage) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="contract-doc">
        <img src={url} alt={t("details.docAlt")} className="contract-doc__image" />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" download={`contract-${contract.id}.pdf`} className={buttonClass({ variant: "ghost", size: "sm" })}>
      {t("details.openDoc")}
    </a>
  );
}

/** The written particulars under the original contract fields; a separate query, so the details show even if it fails. */
function Particulars({ contractId }: { contractId: string }) {
  const { data } = useQuery(ContractParticularsDocument, { variables: { id: contractId }, errorPolicy: "ignore" });
  const contract = data?.contract;
  const { t } = useTranslation("contracts");
  if (!contract) return null;
  const NA = t("details.na");
  return (
    <>
      <ParticularRows
        contract={contract}
        wording={{
          jobTitle: { label: t("details.jobTitle"), value: contract.jobTitle },
          duties: { label: t("details.duties"), value: <span className="details__text">{contract.duties || NA}</span> },
          placeOfWork: { label: t("details.placeOfWork"), value: contract.placeOfWork },
          liveIn: { label: t("details.livesIn"), value: contract.liveIn ? t("details.yes") : t("details.no") },
          hoursPerDay: { label: t("details.hoursPerDay"), value: contract.hoursPerDay },
          restDay: { label: t("details.restDay"), value: contractValueLabel("weekday", contract.restDay) },
          annualLeaveDays: { label: t("details.annualLeave"), value: contract.annualLeaveDays },
          noticeDays: { label: t("details.noticeDays"), value: contract.noticeDays },
          probationMonths: { label: t("details.probation"), value: contract.probationMonths },
        }}
      />
      {contract.minimumWage && (
        <DetailsRow label={t("details.statutoryMinimum")}>
          {t("details.minimumFor", { amount: formatMoney(contract.minimumWage.monthly), place: contract.minimumWage.place })}
        </DetailsRow>
      )}
      <DetailsRow label={t("details.contractPage")}>
        <Link to={`/contracts/${contract.id}`}>{t("details.openContract")}</Link>
      </DetailsRow>
    </>
  );
}

export interface ContractDetailsModalProps {
  contractId: string;
  onClose: () => void;
  /** More footer buttons, next to Close (the notifications page adds Read). */
  actions?: ReactNode;
  /** After an accept or decline went through (the server marks the offer's notification read with it). */
  onAnswered?: () => void;
}

export function ContractDetailsModal({ contractId, onClose, actions, onAnswered }: ContractDetailsModalProps) {
  const { user } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const { t } = useTranslation("contracts");
  const NA = t("details.na");
  const { data, loading, error } = useQuery(ContractDetailsDocument, { variables: { id: contractId }, fetchPolicy: "cache-and-network" });
  const [accept, { loading: accepting }] = useMutation(AcceptContractDocument);
  const [decline, { loading: declining }] = useMutation(DeclineContractDocument);
  useEffect(() => {
    if (error) console.error("Failed to fetch the contract", error);
  }, [error]);

  const contract = data?.contract ?? null;

  async function respond(kind: "accept" | "decline") {
    if (!contract) return;
    const question = kind === "accept" ? CONTRACT_TEXT.confirmAccept : CONTRACT_TEXT.confirmDecline;
    if (!(await confirm({ message: question, confirmLabel: kind === "accept" ? t("details.accept") : t("details.decline"), danger: kind === "decline" }))) return;
    try {
      if (kind === "accept") {
        await accept({
          variables: { id: contract.id },
          update: (cache, result) => result.data && updateSummary(cache, result.data.acceptContract.id, result.data.acceptContract.status),
        });
        toast(CONTRACT_TEXT.accepted);
      } else {
        await decline({
          variables: { id: contract.id },
          update: (cache, result) => result.data && updateSummary(cache, result.data.declineContract.id, result.data.declineContract.status),
        });
        toast(CONTRACT_TEXT.declined);
      }
      onAnswered?.();
    } catch (failure) {
      console.error(`Failed to ${kind} the contract`, failure);
      toast(kind === "accept" ? CONTRACT_TEXT.acceptFailed : CONTRACT_TEXT.declineFailed, "error");
    }
  }

  let body: ReactNode;
  if (!contract && loading) {
    body = (
      <p className="details__loading" role="status">
        <Spinner size="sm" label="" /> {CONTRACT_TEXT.loading}
      </p>
    );
  } else if (!contract && error) {
    const failure = classifyError(error);
    body = failure.kind === "graphql" && failure.code === "NOT_FOUND" ? <p>{CONTRACT_TEXT.notFound}</p> : <Alert>{CONTRACT_TEXT.fetchFailed}</Alert>;
  } else if (!contract) {
    body = <p>{CONTRACT_TEXT.notFound}</p>;
  } else {
    body = (
      <dl className="details">
        <DetailsRow label={t("details.employer")}>{contract.employerName}</DetailsRow>
        <DetailsRow label={t("details.terms")}>
          <span className="details__text">{contract.terms}</span>
        </DetailsRow>
        <DetailsRow label={t("details.startDate")}>{formatDate(contract.startDate)}</DetailsRow>
        <DetailsRow label={t("details.endDate")}>{formatDate(contract.endDate)}</DetailsRow>
        <DetailsRow label={t("details.status")}>
          <span className={`status-pill status-pill--${contract.status.toLowerCase()}`}>{statusLabel(contract.status)}</span>
        </DetailsRow>
        <DetailsRow label={t("details.paymentAmount")}>{formatMoney(contract.paymentAmount)}</DetailsRow>
        <DetailsRow label={t("details.daysPerMonth")}>{contract.daysPerMonth}</DetailsRow>
        <DetailsRow label={t("details.paymentStatus")}>{contract.paymentStatus || NA}</DetailsRow>
        <DetailsRow label={t("details.paymentMethod")}>{contractValueLabel("method", contract.paymentMethod) || NA}</DetailsRow>
        <DetailsRow label={t("details.renewable")}>{contract.isRenewable ? t("details.yes") : t("details.no")}</DetailsRow>
        <DetailsRow label={t("details.paymentDay")}>{contractValueLabel("payDay", contract.paymentDay)}</DetailsRow>
        <DetailsRow label={t("details.document")}>
          <ContractDocument contract={contract} />
        </DetailsRow>
        <DetailsRow label={t("details.terminationDate")}>{contract.terminationDate ? formatDate(contract.terminationDate) : NA}</DetailsRow>
        <DetailsRow label={t("details.terminationReason")}>
          <span className="details__text">{contract.terminationReason?.trim() || NA}</span>
        </DetailsRow>
        <Particulars contractId={contract.id} />
      </dl>
    );
  }

  const canRespond = Boolean(contract && contract.status === "Pending" && user && contract.houseManager.userId === user.userId);
  const busy = accepting || declining;
  return (
    <Modal
      open
      title={t("details.title")}
      onClose={onClose}
      actions={
        <>
          {canRespond && (
            <>
              <Button onClick={() => void respond("accept")} disabled={busy}>
                {t("details.accept")}
              </Button>
              <Button variant="danger" onClick={() => void respond("decline")} disabled={busy}>
                {t("details.decline")}
              </Button>
            </>
          )}
          {actions}
          <Button variant="ghost" onClick={onClose}>
            {t("details.close")}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

export default ContractDetailsModal;
