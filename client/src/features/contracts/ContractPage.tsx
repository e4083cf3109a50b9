// The contract page (/contracts/:id) for its two parties: status and history, the particulars, the generated PDF,
// payslips by month, payments (the employer records them), withdraw for a pending offer and notice for an active one.
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import {
  ContractPageDocument,
  ContractPayslipDocument,
  RecordContractPaymentDocument,
  TerminateContractDocument,
  WithdrawContractDocument,
  type ContractPageQuery,
  type PaymentMethod,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { classifyError } from "../../shared/errors";
import { formatDate, formatDateTime, formatMoney } from "../../shared/format";
import { PageLoadError } from "../../shared/PageLoadError";
import { Spinner } from "../../shared/Spinner";
import { MPESA_CODE } from "../../../../shared/contracts/rules";
import { addDays, nairobiToday } from "../../../../shared/dates";
import { statusLabel } from "./contract-texts";
import { AuthorisedPdfButton } from "./AuthorisedPdfButton";
import "./contracts.css";

type Contract = NonNullable<ContractPageQuery["contract"]>;

function errorText(error: unknown): string {
  const failure = classifyError(error);
  return failure.kind === "graphql" ? (failure.errors[0]?.message ?? "Something went wrong") : "Could not reach MaidMatch. Please try again.";
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Payslip({ contract, month }: { contract: Contract; month: string }) {
  const { data, loading, error } = useQuery(ContractPayslipDocument, { variables: { id: contract.id, month } });
  if (loading && !data) return <Spinner size="sm" label="Loading the payslip..." />;
  if (error && !data) return <Alert>{errorText(error)}</Alert>;
  const slip = data?.payslip;
  if (!slip) return null;
  // [label, amount, taken off the gross]: a deduction of 0 (PAYE below the first band) reads "KSh 0", not "− KSh 0".
  const lines: Array<[string, number, boolean]> = [
    ["Gross pay", slip.gross, false],
    ["NSSF (employee)", slip.nssfEmployee, true],
    ["SHIF", slip.shif, true],
    ["Housing levy (employee)", slip.housingLevyEmployee, true],
    ["PAYE", slip.paye, true],
    ["Net pay", slip.netPay, false],
  ];
  return (
    <div className="table-scroll">
      <table className="money-table">
        <caption className="sr-only">Payslip for {month}</caption>
        <tbody>
          {lines.map(([label, amount, deducted]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="money">{deducted && amount > 0 ? `− ${formatMoney(amount)}` : formatMoney(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Employer&apos;s cost (with NSSF {formatMoney(slip.nssfEmployer)} and levy {formatMoney(slip.housingLevyEmployer)})</th>
            <td className="money">{formatMoney(slip.employerCost)}</td>
          </tr>
          {slip.remittances.map((remittance) => (
            <tr key={remittance.to}>
              <th scope="row">
                Remit to {remittance.to} by {formatDate(remittance.dueBy)}
              </th>
              <td className="money">{formatMoney(remittance.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Paid</th>
            <td className="money">{slip.paid ? "Yes" : "Not yet"}</td>
          </tr>
        </tbody>
      </table>
      <AuthorisedPdfButton path={`/profiles/payslip/${contract.id}/?month=${month}&format=pdf`} filename={`payslip-${contract.id}-${month}.pdf`} label={`Payslip ${month} (PDF)`} />
    </div>
  );
}

function PaymentForm({ contract, month }: { contract: Contract; month: string }) {
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("mpesa");
  const [reference, setReference] = useState("");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [record, { loading }] = useMutation(RecordContractPaymentDocument, { refetchQueries: [ContractPageDocument, ContractPayslipDocument] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) return setNotice({ tone: "error", text: "Payment amount must be greater than 0" });
    if (method === "mpesa" && !MPESA_CODE.test(reference.trim())) {
      return setNotice({ tone: "error", text: "An M-Pesa reference is the 10-character transaction code: capital letters and digits" });
    }
    try {
      const result = await record({ variables: { id: contract.id, input: { month, amount: value, method, reference: reference.trim() || null } } });
      setNotice({ tone: "success", text: result.data?.recordContractPayment.message ?? "Payment recorded" });
      setAmount("");
      setReference("");
    } catch (error) {
      setNotice({ tone: "error", text: errorText(error) });
    }
  }

  return (
    <form className="payment-form form" onSubmit={submit} noValidate>
      <h3>Record a payment for {month}</h3>
      <div className="form__row">
        <div className="field">
          <label htmlFor="payment-amount">Amount</label>
          <div className="money-input">
            <span className="money-input__symbol" aria-hidden="true">
              KSh
            </span>
            <input id="payment-amount" type="number" inputMode="decimal" min="0" step="any" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="payment-method">Method</label>
          <select id="payment-method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            <option value="mpesa">M-Pesa</option>
            <option value="cash">Cash</option>
            <option value="bank">Bank</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="payment-reference">{method === "mpesa" ? "M-Pesa code" : "Reference"}</label>
          <input id="payment-reference" type="text" autoComplete="off" value={reference} maxLength={60} onChange={(e) => setReference(method === "mpesa" ? e.target.value.toUpperCase() : e.target.value)} />
        </div>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div>
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? "Recording..." : "Record payment"}
        </button>
      </div>
    </form>
  );
}

function Actions({ contract, isEmployer }: { contract: Contract; isEmployer: boolean }) {
  const [withdraw, { loading: withdrawing }] = useMutation(WithdrawContractDocument, { refetchQueries: [ContractPageDocument] });
  const [terminate, { loading: terminating }] = useMutation(TerminateContractDocument, { refetchQueries: [ContractPageDocument] });
  const earliest = addDays(nairobiToday(), contract.noticeDays);
  const [date, setDate] = useState(earliest);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function run(action: () => Promise<{ message: string } | undefined>) {
    try {
      const result = await action();
      if (result) setNotice({ tone: "success", text: result.message });
    } catch (error) {
      setNotice({ tone: "error", text: errorText(error) });
    }
  }

  if (contract.status === "Pending" && isEmployer) {
    return (
      <section aria-labelledby="contract-actions">
        <h2 id="contract-actions">Offer</h2>
        <button
          type="button"
          className="btn btn--danger"
          disabled={withdrawing}
          onClick={() => window.confirm("Withdraw this offer?") && void run(async () => (await withdraw({ variables: { id: contract.id } })).data?.withdrawContract)}
        >
          Withdraw offer
        </button>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </section>
    );
  }
  if (contract.status !== "Accepted") return notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null;
  return (
    <section aria-labelledby="contract-actions">
      <h2 id="contract-actions">Give notice</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => (await terminate({ variables: { id: contract.id, input: { terminationDate: date, terminationReason: reason.trim() || null } } })).data?.terminateContract);
        }}
      >
        <div className="form__row">
          <div className="field">
            <label htmlFor="termination-date">Last day of work</label>
            <input id="termination-date" type="date" min={earliest} value={date} onChange={(e) => setDate(e.target.value)} />
            <p className="field__hint field__hint--after">The notice period is {contract.noticeDays} days: {formatDate(earliest)} at the earliest.</p>
          </div>
          <div className="field">
            <label htmlFor="termination-reason">Reason</label>
            <input id="termination-reason" value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </div>
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div>
          <button type="submit" className="btn btn--danger" disabled={terminating}>
            {terminating ? "Sending..." : "Give notice"}
          </button>
        </div>
      </form>
    </section>
  );
}

export default function ContractPage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(ContractPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const contract = data?.contract ?? null;
  const [month, setMonth] = useState<string | null>(null);

  if (!contract && loading) {
    return (
      <section className="container page">
        <title>MaidMatch · Contract</title>
        <Spinner label="Loading the contract..." />
      </section>
    );
  }
  if (!contract) {
    const failure = error ? classifyError(error) : null;
    if (!failure || (failure.kind === "graphql" && (failure.code === "NOT_FOUND" || failure.code === "FORBIDDEN"))) {
      return (
        <section className="container page">
          <title>MaidMatch · Contract</title>
          <h1>Contract</h1>
          <p>{failure?.kind === "graphql" && failure.code === "FORBIDDEN" ? "Only the two parties to this contract can see it." : "No contract details found."}</p>
          <Link to="/contracts">Your contracts</Link>
        </section>
      );
    }
    return <PageLoadError title="Contract" heading="Contract" message="Error fetching contract data" error={error} onRetry={() => refetch()} />;
  }

  const isEmployer = Boolean(user && contract.employer.userId === user.userId);
  const months = contract.payslipMonths;
  const thisMonth = nairobiToday().slice(0, 7);
  const chosen = month ?? (months.includes(thisMonth) ? thisMonth : (months[0] ?? null));
  const payable = contract.status === "Accepted" || contract.status === "Expired" || contract.status === "Terminated";

  return (
    <section className="container page contract-page">
      <title>{`MaidMatch · Contract with ${isEmployer ? contract.houseManagerName : contract.employerName}`}</title>
      <div className="contract-page__header">
        <h1>
          {contract.jobTitle}: {contract.employerName} and {contract.houseManagerName}
        </h1>
        <span className={`status-pill status-pill--${contract.status.toLowerCase()}`}>{statusLabel(contract.status)}</span>
      </div>
      <div className="contract-page__actions">
        <AuthorisedPdfButton path={contract.pdfPath} filename={`contract-${contract.id}.pdf`} label="Contract PDF (English and Kiswahili)" />
        <Link className="btn btn--ghost btn--sm" to="/contracts">
          All contracts
        </Link>
      </div>

      <section aria-labelledby="contract-terms">
        <h2 id="contract-terms">Terms and particulars</h2>
        <dl className="details">
          <Row label="Pay">
            {formatMoney(contract.paymentAmount)} ({contract.paymentDay}) · {formatMoney(contract.monthlyEquivalent)} a month
          </Row>
          {contract.minimumWage && (
            <Row label="Statutory minimum">
              {formatMoney(contract.minimumWage.monthly)} a month for {contract.minimumWage.place} ({contract.minimumWage.order})
            </Row>
          )}
          <Row label="Dates">
            {formatDate(contract.startDate)} to {formatDate(contract.endDate)}
          </Row>
          <Row label="Place of work">{contract.placeOfWork}</Row>
          <Row label="Duties">
            <span className="details__text">{contract.duties || contract.terms}</span>
          </Row>
          <Row label="Hours">
            {contract.hoursPerDay} a day, {contract.daysPerMonth} days a month
          </Row>
          <Row label="Rest day">{contract.restDay}</Row>
          <Row label="Annual leave">{contract.annualLeaveDays} working days</Row>
          <Row label="Notice">{contract.noticeDays === 0 ? "End of any day" : `${contract.noticeDays} days`}</Row>
          <Row label="Probation">{contract.probationMonths === 0 ? "None" : `${contract.probationMonths} months`}</Row>
          <Row label="Accommodation">{contract.liveIn ? "Lives in" : "Lives out"}</Row>
          <Row label="Payment status">
            {contract.paymentStatus}
            {contract.paymentMethod ? ` (${contract.paymentMethod})` : ""}
          </Row>
          {contract.terminationDate && (
            <Row label="Termination">
              {formatDate(contract.terminationDate)}
              {contract.terminationReason ? `: ${contract.terminationReason}` : ""}
            </Row>
          )}
        </dl>
      </section>

      <section aria-labelledby="contract-history">
        <h2 id="contract-history">History</h2>
        <ol className="contract-history">
          {contract.statusHistory.map((change, index) => (
            <li key={`${change.status}-${index}`}>
              <span className={`status-pill status-pill--${change.status.toLowerCase()}`}>{statusLabel(change.status)}</span> {formatDateTime(change.at)}
              {change.byName ? ` · ${change.byName}` : ""}
              {change.note ? ` · ${change.note}` : ""}
            </li>
          ))}
        </ol>
      </section>

      <Actions contract={contract} isEmployer={isEmployer} />

      <section aria-labelledby="contract-payslips">
        <h2 id="contract-payslips">Payslips</h2>
        {!payable || !chosen ? (
          <p className="muted">Payslips start once the house manager accepts the contract.</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor="payslip-month">Month</label>
              <select id="payslip-month" value={chosen} onChange={(e) => setMonth(e.target.value)}>
                {months.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <Payslip contract={contract} month={chosen} />
            {isEmployer && <PaymentForm contract={contract} month={chosen} />}
          </>
        )}
      </section>

      <section aria-labelledby="contract-payments">
        <h2 id="contract-payments">Payments</h2>
        {contract.payments.length === 0 ? (
          <p className="muted">No payment recorded yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="money-table">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Paid by</th>
                  <th scope="col" className="money">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {contract.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{payment.month}</td>
                    <td>
                      {payment.method === "mpesa" ? "M-Pesa" : payment.method === "bank" ? "Bank" : "Cash"}
                      {payment.reference ? <span className="small muted"> {payment.reference}</span> : null}
                    </td>
                    <td className="money">{formatMoney(payment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
