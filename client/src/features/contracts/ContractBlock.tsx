// The contract status block of a house manager's public page (docs/product.md, "House manager's public profile"): one line per contract, or 'No contract available'.
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { ContractBlockDocument } from "../../gql/graphql";
import { LoadingLine } from "../../shared/Spinner";
import { CONTRACT_TEXT, contractLine, statusLabel } from "./contract-texts";

/** What the contract components need of the house manager whose page it is. */
export interface ContractHouseManager {
  /** The house manager's profile id. */
  id: string;
  firstName: string;
  /** The owner's user id (optional: not needed by the block). */
  userId?: string;
  /** Full name, for the form's title (optional: the first name is used otherwise). */
  name?: string;
}

export interface ContractBlockProps {
  houseManager: ContractHouseManager;
}

export function ContractBlock({ houseManager }: ContractBlockProps) {
  const titleId = useId();
  const { data, loading, error } = useQuery(ContractBlockDocument, { variables: { houseManagerId: houseManager.id } });
  const { t } = useTranslation("contracts");
  useEffect(() => {
    if (error) console.error("Failed to fetch contracts", error);
  }, [error]);

  const contracts = data?.houseManager?.contracts;
  let body;
  if (!contracts && loading) {
    body = <LoadingLine className="muted contract-block__loading">{t("block.loading")}</LoadingLine>;
  } else if (!contracts && error) {
    body = <p className="muted">{t("block.unavailable")}</p>;
  } else if (!contracts || contracts.length === 0) {
    body = <p className="contract-block__none">{CONTRACT_TEXT.none}</p>;
  } else {
    body = (
      <ul className="contract-block__list">
        {contracts.map((contract) => (
          <li key={contract.id} className={`contract-line contract-line--${contract.status.toLowerCase()}`}>
            <span className="status-pill" aria-hidden="true">
              {statusLabel(contract.status)}
            </span>
            <span className="contract-line__text">{contractLine(houseManager.firstName, contract)}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card contract-block" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className="contract-block__title">
        {t("block.title")}
      </h2>
      {body}
    </section>
  );
}

export default ContractBlock;
