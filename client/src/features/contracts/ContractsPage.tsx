// /contracts: the signed-in user's contracts on either side, and for employers the month's summary of what to pay
// whom (net pay to each house manager, and what to remit to NSSF, SHA and KRA by the 9th of the next month).
import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import { MyContractsDocument, PayrollSummaryDocument } from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { formatDate, formatMoney } from "../../shared/format";
import { PageLoadError } from "../../shared/PageLoadError";
import { Spinner } from "../../shared/Spinner";
import { nairobiToday } from "../../../../shared/dates";
import { statusLabel } from "./contract-texts";
import { MoneyTable } from "./ContractTables";
import "./contracts.css";

function Payroll() {
  const [month, setMonth] = useState(nairobiToday().slice(0, 7));
  const { data, loading, error } = useQuery(PayrollSummaryDocument, { variables: { month } });
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
      <h2 id="payroll">What to pay this month</h2>
      <div className="field">
        <label htmlFor="payroll-month">Month</label>
        <input id="payroll-month" type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
      </div>
      {loading && !data ? (
        <Spinner size="sm" label="Loading..." />
      ) : error && !data ? (
        <Alert>The summary could not be loaded. Please try again.</Alert>
      ) : lines.length === 0 ? (
        <p className="muted">No active contract in {month}.</p>
      ) : (
        <MoneyTable columns={["To", "By", "Amount"]}>
          {lines.map((line) => (
            <tr key={line.contract.id}>
              <td>
                <Link to={`/contracts/${line.contract.id}`}>{line.contract.houseManagerName}</Link> (net pay{line.payslip.paid ? ", paid" : ""})
              </td>
              <td>end of {month}</td>
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
            <th scope="row">Total cost</th>
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
  if (!data && loading) {
    return (
      <section className="container page">
        <title>MaidMatch · Contracts</title>
        <Spinner label="Loading your contracts..." />
      </section>
    );
  }
  if (!data) return <PageLoadError title="Contracts" heading="Contracts" message="Error fetching contract data" error={error} onRetry={() => refetch()} />;
  const contracts = data.myContracts;
  const employs = contracts.some((contract) => user && contract.employer.userId === user.userId);
  return (
    <section className="container page contract-page">
      <title>MaidMatch · Contracts</title>
      <h1>Contracts</h1>
      {contracts.length === 0 ? (
        <p>No contract available</p>
      ) : (
        <ul className="contract-list">
          {contracts.map((contract) => {
            const mine = user && contract.employer.userId === user.userId;
            return (
              <li key={contract.id}>
                <Link to={`/contracts/${contract.id}`}>{mine ? contract.houseManagerName : contract.employerName}</Link>
                <span className="small">
                  {formatDate(contract.startDate)} – {formatDate(contract.endDate)} · {formatMoney(contract.paymentAmount)} {contract.paymentDay.toLowerCase()}
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
