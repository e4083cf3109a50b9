// The contract details modal (docs/product.md, "Notifications"): every field for the two parties, the private document, and
// Accept / Decline for the contract's house manager while it is Pending.
import { useEffect, useState, type ReactNode } from "react";
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
import { CONTRACT_TEXT, statusLabel } from "./contract-texts";
import { DetailsRow } from "./ContractTables";
import { useConfirm, useToast } from "../../shared/feedback";

type ContractDetails = NonNullable<ContractDetailsQuery["contract"]>;

const NA = "N/A";

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
  if (!contract.contractDocument) return <>{NA}</>;
  if (failed) return <span className="muted">The document could not be loaded.</span>;
  if (!url) return <span className="muted">Loading document...</span>;
  const isImage = (contract.documentMimeType ?? "").startsWith("image/");
  if (isImage) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="contract-doc">
        <img src={url} alt="Contract document" className="contract-doc__image" />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" download={`contract-${contract.id}.pdf`} className="btn btn--ghost btn--sm">
      Open contract document (PDF)
    </a>
  );
}

/** The written particulars under the original contract fields; a separate query, so the details show even if it fails. */
function Particulars({ contractId }: { contractId: string }) {
  const { data } = useQuery(ContractParticularsDocument, { variables: { id: contractId }, errorPolicy: "ignore" });
  const contract = data?.contract;
  if (!contract) return null;
  return (
    <>
      <DetailsRow label="Job Title">{contract.jobTitle}</DetailsRow>
      <DetailsRow label="Duties">
        <span className="details__text">{contract.duties || NA}</span>
      </DetailsRow>
      <DetailsRow label="Place Of Work">{contract.placeOfWork}</DetailsRow>
      <DetailsRow label="Lives In">{contract.liveIn ? "Yes" : "No"}</DetailsRow>
      <DetailsRow label="Hours Per Day">{contract.hoursPerDay}</DetailsRow>
      <DetailsRow label="Rest Day">{contract.restDay}</DetailsRow>
      <DetailsRow label="Annual Leave Days">{contract.annualLeaveDays}</DetailsRow>
      <DetailsRow label="Notice Days">{contract.noticeDays}</DetailsRow>
      <DetailsRow label="Probation Months">{contract.probationMonths}</DetailsRow>
      {contract.minimumWage && (
        <DetailsRow label="Statutory Minimum">
          {formatMoney(contract.minimumWage.monthly)} a month for {contract.minimumWage.place}
        </DetailsRow>
      )}
      <DetailsRow label="Contract Page">
        <Link to={`/contracts/${contract.id}`}>Open the contract, its PDF and payslips</Link>
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
    if (!(await confirm({ message: question, confirmLabel: kind === "accept" ? "Accept" : "Decline", danger: kind === "decline" }))) return;
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
        <DetailsRow label="Employer">{contract.employerName}</DetailsRow>
        <DetailsRow label="Terms">
          <span className="details__text">{contract.terms}</span>
        </DetailsRow>
        <DetailsRow label="Start Date">{formatDate(contract.startDate)}</DetailsRow>
        <DetailsRow label="End Date">{formatDate(contract.endDate)}</DetailsRow>
        <DetailsRow label="Status">
          <span className={`status-pill status-pill--${contract.status.toLowerCase()}`}>{statusLabel(contract.status)}</span>
        </DetailsRow>
        <DetailsRow label="Payment Amount">{formatMoney(contract.paymentAmount)}</DetailsRow>
        <DetailsRow label="Days Per Month">{contract.daysPerMonth}</DetailsRow>
        <DetailsRow label="Payment Status">{contract.paymentStatus || NA}</DetailsRow>
        <DetailsRow label="Payment Method">{contract.paymentMethod || NA}</DetailsRow>
        <DetailsRow label="Renewable">{contract.isRenewable ? "Yes" : "No"}</DetailsRow>
        <DetailsRow label="Payment Day">{contract.paymentDay}</DetailsRow>
        <DetailsRow label="Contract Document">
          <ContractDocument contract={contract} />
        </DetailsRow>
        <DetailsRow label="Termination Date">{contract.terminationDate ? formatDate(contract.terminationDate) : NA}</DetailsRow>
        <DetailsRow label="Termination Reason">
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
      title="Contract details"
      onClose={onClose}
      actions={
        <>
          {canRespond && (
            <>
              <button type="button" className="btn btn--primary" onClick={() => void respond("accept")} disabled={busy}>
                Accept
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void respond("decline")} disabled={busy}>
                Decline
              </button>
            </>
          )}
          {actions}
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

export default ContractDetailsModal;
