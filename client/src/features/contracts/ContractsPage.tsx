// /contracts: the signed-in user's contracts on either side, and for employers the month's summary of what to pay
// whom (net pay to each house manager, and what to remit to NSSF, SHA and KRA by the 9th of the next month).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import { MyContractsDocument, PayrollSummaryDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatDate, formatMoney } from "../../shared/format";
import { PageLoadError } from "../../shared/PageLoadError";
import { LoadingPage, Spinner } from "../../shared/Spinner";
import { nairobiToday } from "../../../../shared/dates";
import { CONTRACT_TEXT, contractValueLabel, statusLabel } from "./contract-texts";
import { MoneyTable } from "./ContractTables";
import "./contracts.css";

function Payroll() {
  const [month, setMonth] = useState(nairobiToday().slice(0, 7));
  const { data, loading, error } = useQuery(PayrollSummaryDocument, { variables: { month } });
  const { t } = useTranslation("contracts");
  const lines = data?.payrollSummary ?? [];
  // What goes to each authority, all contracts together.
  const remit = new Map<string, { amount: number; dueBy: string }>();
  for (const line of lines) {
    for (const remittance of line.payslip.remittances) {
      const sum = remit.get(remittance.to);
      remit.set(remittance.to, { amount: (sum?.amount ?? 0) + remittance.amount, dueBy: remittance.dueBy });
    }
  }
  return (
    <section aria-labelledby="payroll">
      <h2 id="payroll">{t("list.payroll")}</h2>
      <div className="field">
        <label htmlFor="payroll-month">{t("list.month")}</label>
        <input id="payroll-month" type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
      </div>
      {loading && !data ? (
        <Spinner size="sm" label={t("text.loading")} />
      ) : error && !data ? (
        <Alert>{t("list.summaryFailed")}</Alert>
      ) : lines.length === 0 ? (
        <p className="muted">{t("list.noActive", { month })}</p>
      ) : (
        <MoneyTable columns={[t("list.to"), t("list.by"), t("list.amount")]}>
          {lines.map((line) => (
            <tr key={line.contract.id}>
              <td>
                <Link to={`/contracts/${line.contract.id}`}>{line.contract.houseManagerName}</Link> ({line.payslip.paid ? t("list.netPayPaid") : t("list.netPay")})
              </td>
              <td>{t("list.endOf", { month })}</td>
              <td className="money">{formatMoney(line.payslip.netPay)}</td>
            </tr>
          ))}
          {[...remit].map(([to, { amount, dueBy }]) => (
            <tr key={to}>
              <td>{to}</td>
              <td>{formatDate(dueBy)}</td>
              <td className="money">{formatMoney(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("list.totalCost")}</th>
            <td />
            <td className="money">{formatMoney(lines.reduce((sum, line) => sum + line.payslip.employerCost, 0))}</td>
          </tr>
        </MoneyTable>
      )}
    </section>
  );
}

export default function ContractsPage() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(MyContractsDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation("contracts");
  if (!data && loading) {
    return <LoadingPage title={t("list.title")} label={t("list.loading")} />;
  }
  if (!data) return <PageLoadError title={t("list.heading")} heading={t("list.heading")} message={CONTRACT_TEXT.fetchFailed} error={error} onRetry={() => refetch()} />;
  const contracts = data.myContracts;
  const employs = contracts.some((contract) => user && contract.employer.userId === user.userId);
  return (
    <section className="container page contract-page">
      <title>{t("list.title")}</title>
      <h1>{t("list.heading")}</h1>
      {contracts.length === 0 ? (
        <p>{CONTRACT_TEXT.none}</p>
      ) : (
        <ul className="contract-list">
          {contracts.map((contract) => {
            const mine = user && contract.employer.userId === user.userId;
            return (
              <li key={contract.id}>
                <Link to={`/contracts/${contract.id}`}>{mine ? contract.houseManagerName : contract.employerName}</Link>
                <span className="small">
                  {formatDate(contract.startDate)} – {formatDate(contract.endDate)} · {formatMoney(contract.paymentAmount)} {contractValueLabel("payPer", contract.paymentDay)}
                </span>
                <span className={`status-pill status-pill--${contract.status.toLowerCase()}`}>{statusLabel(contract.status)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {employs && <Payroll />}
    </section>
  );
}
