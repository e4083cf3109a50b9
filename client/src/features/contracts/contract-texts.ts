// The contract screens' texts (the offer's rules and their texts come from shared/contracts/rules.ts, shared with the
// server), and the error picking for contract calls.
import { classifyError } from "../../shared/errors";
import { formatDate } from "../../shared/format";
import { CONTRACT_MESSAGES } from "../../../../shared/contracts/rules";

export { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS } from "../../../../shared/contracts/rules";

export const CONTRACT_TEXT = {
  none: "No contract available",
  login: CONTRACT_MESSAGES.login,
  endAfterStart: CONTRACT_MESSAGES.endAfterStart,
  documentTooLarge: CONTRACT_MESSAGES.documentTooLarge,
  documentType: CONTRACT_MESSAGES.documentType,
  failed: "An error occured",
  network: "An error occured while creating the contract",
  loading: "Loading...",
  notFound: "No contract details found.",
  fetchFailed: "Error fetching contract data",
  confirmAccept: "Are you sure you want to accept this contract?",
  confirmDecline: "You are about to decline this contract!",
  accepted: "Contract accepted",
  acceptFailed: "Error accepting contract, Please try again",
  declined: "Contract declined",
  declineFailed: "Error declining contract, Please try again",
} as const;

/** Accepted is shown as Active; other statuses as they are (Withdrawn, Terminated, Expired). */
export function statusLabel(status: string): string {
  return status === "Accepted" ? "Active" : status;
}

/** The contract block's line for one contract (docs/product.md, "House manager's public profile"). */
export function contractLine(firstName: string, contract: { status: string; employerName: string; endDate: string }): string {
  if (contract.status === "Pending" || contract.status === "Declined") {
    return `${firstName} has ${contract.status} Contract for ${contract.employerName}`;
  }
  return `Contract with ${contract.employerName} — expires ${formatDate(contract.endDate)} — Status: ${statusLabel(contract.status)}`;
}

/** Creation failure (docs/product.md, "States"): the server's error when it answered, 'An error occured' without one, the network text with no answer. */
export function createContractErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "network") return CONTRACT_TEXT.network;
  if (failure.kind === "http" || failure.code === "INTERNAL_SERVER_ERROR") return CONTRACT_TEXT.failed;
  return failure.errors[0]?.message || CONTRACT_TEXT.failed;
}
