// The contract screens' texts (the offer's rules and their texts come from shared/contracts/rules.ts, shared with the
// server), and the error picking for contract calls.
import { classifyError, localiseErrorCode } from "../../shared/errors";
import { formatDate } from "../../shared/format";
import { i18n, liveTexts } from "../../i18n";
import englishContractsTexts from "../../i18n/locales/en/contracts.json";

export { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS } from "../../../../shared/contracts/rules";

/** English word for word in i18n/locales/en/contracts.json "text" (docs/product.md's texts); read in the language on screen. */
export const CONTRACT_TEXT = liveTexts(englishContractsTexts.text, "contracts:text");

/** Accepted is shown as Active; other statuses by their names (Withdrawn, Terminated, Expired), in the language on screen. */
export function statusLabel(status: string): string {
  return i18n.exists(`contracts:status.${status}`) ? i18n.t(`contracts:status.${status}` as never) : status;
}

/** A payment interval (Daily, Monthly, Yearly), a weekday or a payment method as the language names it; unknown values as sent. */
export function contractValueLabel(kind: "payDay" | "payPer" | "weekday" | "method", value: string | null | undefined): string {
  if (!value) return "";
  return i18n.exists(`contracts:${kind}.${value}`) ? i18n.t(`contracts:${kind}.${value}` as never) : value;
}

/** The contract block's line for one contract (docs/product.md, "House manager's public profile"). */
export function contractLine(firstName: string, contract: { status: string; employerName: string; endDate: string }): string {
  if (contract.status === "Pending") return i18n.t("contracts:line.pending", { firstName, employer: contract.employerName });
  if (contract.status === "Declined") return i18n.t("contracts:line.declined", { firstName, employer: contract.employerName });
  return i18n.t("contracts:line.other", { employer: contract.employerName, date: formatDate(contract.endDate), status: statusLabel(contract.status) });
}

/** Creation failure (docs/product.md, "States"): the server's error when it answered, 'An error occured' without one, the network text with no answer. */
export function createContractErrorMessage(error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === "network") return CONTRACT_TEXT.network;
  if (failure.kind === "http" || failure.code === "INTERNAL_SERVER_ERROR") return CONTRACT_TEXT.failed;
  const message = failure.errors[0]?.message;
  return message ? localiseErrorCode(failure.code, message) : CONTRACT_TEXT.failed;
}
