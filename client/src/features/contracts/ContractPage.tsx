// The contract page (/contracts/:id) for its two parties: status and history, the particulars, the generated PDF,
// payslips by month, payments (the employer records them), withdraw for a pending offer and notice for an active one.
import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
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
import { classifyError, localiseErrorCode, localiseServerMessage } from "../../shared/errors";
import { formatDate, formatDateTime, formatMoney } from "../../shared/format";
import { PageLoadError } from "../../shared/PageLoadError";
import { LoadingPage, Spinner } from "../../shared/Spinner";
import { Button, ButtonLink } from "../../shared/Button";
import { SelectField, TextField } from "../../shared/Field";
import { SubmitButton } from "../../shared/SubmitButton";
import { MPESA_CODE } from "../../../../shared/contracts/rules";
import { addDays, nairobiToday } from "../../../../shared/dates";
import { CONTRACT_TEXT, contractValueLabel, statusLabel } from "./contract-texts";
import { AuthorisedPdfButton } from "./AuthorisedPdfButton";
import { DetailsRow, MoneyTable, ParticularRows } from "./ContractTables";
import "./contracts.css";
import { useConfirm } from "../../shared/feedback";

type Contract = NonNullable<ContractPageQuery["contract"]>;

function errorText(error: unknown): string {
  const failure = classifyError(error);
  const message = failure.kind === "graphql" ? failure.errors[0]?.message : undefined;
  if (failure.kind === "graphql") return message ? localiseErrorCode(failure.code, message) : i18n.t("contracts:page.somethingWrong");
  return i18n.t("contracts:page.unreachable");
}

function Payslip({ contract, month }: { contract: Contract; month: string }) {
  const { data, loading, error } = useQuery(ContractPayslipDocument, { variables: { id: contract.id, month } });
  const { t } = useTranslation("contracts");
  if (loading && !data) return <Spinner size="sm" label={t("page.loadingPayslip")} />;
  if (error && !data) return <Alert>{errorText(error)}</Alert>;
  const slip = data?.payslip;
  if (!slip) return null;
  // [label, amount, taken off the gross]: a deduction of 0 (PAYE below the first band) reads "KSh 0", not "− KSh 0".
  const lines: Array<[string, number, boolean]> = [
    [t("page.gross"), slip.gross, false],
    [t("page.nssf"), slip.nssfEmployee, true],
    [t("page.shif"), slip.shif, true],
    [t("page.levy"), slip.housingLevyEmployee, true],
    [t("page.paye"), slip.paye, true],
    [t("page.net"), slip.netPay, false],
  ];
  return (
    <div>
      <MoneyTable caption={t("page.payslipFor", { month })}>
        {lines.map(([label, amount, deducted]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="money">{deducted && amount > 0 ? `− ${formatMoney(amount)}` : formatMoney(amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t("page.employerCost", { nssf: formatMoney(slip.nssfEmployer), levy: formatMoney(slip.housingLevyEmployer) })}</th>
          <td className="money">{formatMoney(slip.employerCost)}</td>
        </tr>
        {slip.remittances.map((remittance) => (
          <tr key={remittance.to}>
            <th scope="row">
              {t("page.remit", { to: remittance.to, date: formatDate(remittance.dueBy) })}
            </th>
            <td className="money">{formatMoney(remittance.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t("page.paid")}</th>
          <td className="money">{slip.paid ? t("page.yes") : t("page.notYet")}</td>
        </tr>
      </MoneyTable>
      <AuthorisedPdfButton path={`/profiles/payslip/${contract.id}/?month=${month}&format=pdf`} filename={`payslip-${contract.id}-${month}.pdf`} label={t("page.payslipPdf", { month })} />
    </div>
  );
}

function PaymentForm({ contract, month }: { contract: Contract; month: string }) {
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("mpesa");
  const [reference, setReference] = useState("");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [record, { loading }] = useMutation(RecordContractPaymentDocument, { refetchQueries: [ContractPageDocument, ContractPayslipDocument] });
  const { t } = useTranslation("contracts");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) return setNotice({ tone: "error", text: t("page.amountPositive") });
    if (method === "mpesa" && !MPESA_CODE.test(reference.trim())) {
      return setNotice({ tone: "error", text: t("page.mpesaCode") });
    }
    try {
      const result = await record({ variables: { id: contract.id, input: { month, amount: value, method, reference: reference.trim() || null } } });
      setNotice({ tone: "success", text: localiseServerMessage(result.data?.recordContractPayment.message ?? t("page.paymentRecorded")) });
      setAmount("");
      setReference("");
    } catch (error) {
      setNotice({ tone: "error", text: errorText(error) });
    }
  }

  return (
    <form className="payment-form form" onSubmit={submit} noValidate>
      <h3>{t("page.recordFor", { month })}</h3>
      <div className="form__row">
        <div className="field">
          <label htmlFor="payment-amount">{t("page.amount")}</label>
          <div className="money-input">
            <span className="money-input__symbol" aria-hidden="true">
              KSh
            </span>
            <input id="payment-amount" type="number" inputMode="decimal" min="0" step="any" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
        </div>
        <SelectField label={t("page.method")} id="payment-method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          {(["mpesa", "cash", "bank"] as const).map((value) => (
            <option key={value} value={value}>
              {contractValueLabel("method", value)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={method === "mpesa" ? t("page.mpesaLabel") : t("page.reference")}
          id="payment-reference"
          autoComplete="off"
          value={reference}
          maxLength={60}
          onChange={(e) => setReference(method === "mpesa" ? e.target.value.toUpperCase() : e.target.value)}
        />
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div>
        <SubmitButton label={t("page.record")} busy={loading} busyLabel={t("page.recording")} />
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
  const confirm = useConfirm();
  const { t } = useTranslation("contracts");

  async function run(action: () => Promise<{ message: string } | undefined>) {
    try {
      const result = await action();
      if (result) setNotice({ tone: "success", text: localiseServerMessage(result.message) });
    } catch (error) {
      setNotice({ tone: "error", text: errorText(error) });
    }
  }

  if (contract.status === "Pending" && isEmployer) {
    return (
      <section aria-labelledby="contract-actions">
        <h2 id="contract-actions">{t("page.offer")}</h2>
        <Button
          variant="danger"
          disabled={withdrawing}
          onClick={() =>
            void confirm({ message: t("page.withdrawQuestion"), confirmLabel: t("page.withdraw"), danger: true }).then(
              (yes) => {
                if (yes) void run(async () => (await withdraw({ variables: { id: contract.id } })).data?.withdrawContract);
              },
            )
          }
        >
          {t("page.withdraw")}
        </Button>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </section>
    );
  }
  if (contract.status !== "Accepted") return notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null;
  return (
    <section aria-labelledby="contract-actions">
      <h2 id="contract-actions">{t("page.giveNotice")}</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => (await terminate({ variables: { id: contract.id, input: { terminationDate: date, terminationReason: reason.trim() || null } } })).data?.terminateContract);
        }}
      >
        <div className="form__row">
          <div className="field">
            <label htmlFor="termination-date">{t("page.lastDay")}</label>
            <input id="termination-date" type="date" min={earliest} value={date} onChange={(e) => setDate(e.target.value)} />
            <p className="field__hint field__hint--after">{t("page.noticeHint", { days: contract.noticeDays, date: formatDate(earliest) })}</p>
          </div>
          <TextField label={t("page.reason")} id="termination-reason" value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div>
          <SubmitButton variant="danger" label={t("page.giveNotice")} busy={terminating} busyLabel={t("page.sending")} />
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
  const { t } = useTranslation("contracts");

  if (!contract && loading) {
    return <LoadingPage title={t("page.title")} label={t("page.loading")} />;
  }
  if (!contract) {
    const failure = error ? classifyError(error) : null;
    if (!failure || (failure.kind === "graphql" && (failure.code === "NOT_FOUND" || failure.code === "FORBIDDEN"))) {
      return (
        <section className="container page">
          <title>{t("page.title")}</title>
          <h1>{t("page.heading")}</h1>
          <p>{failure?.kind === "graphql" && failure.code === "FORBIDDEN" ? t("page.onlyParties") : CONTRACT_TEXT.notFound}</p>
          <Link to="/contracts">{t("page.yourContracts")}</Link>
        </section>
      );
    }
    return <PageLoadError title={t("page.heading")} heading={t("page.heading")} message={CONTRACT_TEXT.fetchFailed} error={error} onRetry={() => refetch()} />;
  }

  const isEmployer = Boolean(user && contract.employer.userId === user.userId);
  const months = contract.payslipMonths;
  const thisMonth = nairobiToday().slice(0, 7);
  const chosen = month ?? (months.includes(thisMonth) ? thisMonth : (months[0] ?? null));
  const payable = contract.status === "Accepted" || contract.status === "Expired" || contract.status === "Terminated";

  return (
    <section className="container page contract-page">
      <title>{t("page.titleWith", { name: isEmployer ? contract.houseManagerName : contract.employerName })}</title>
      <div className="contract-page__header">
        <h1>
          {t("page.headingOf", { job: contract.jobTitle, employer: contract.employerName, houseManager: contract.houseManagerName })}
        </h1>
        <span className={`status-pill status-pill--${contract.status.toLowerCase()}`}>{statusLabel(contract.status)}</span>
      </div>
      <div className="contract-page__actions">
        <AuthorisedPdfButton path={contract.pdfPath} filename={`contract-${contract.id}.pdf`} label={t("page.pdf")} />
        <ButtonLink variant="ghost" size="sm" to="/contracts">
          {t("page.all")}
        </ButtonLink>
      </div>

      <section aria-labelledby="contract-terms">
        <h2 id="contract-terms">{t("page.terms")}</h2>
        <dl className="details">
          <DetailsRow label={t("page.pay")}>
            {t("page.payLine", { amount: formatMoney(contract.paymentAmount), interval: contractValueLabel("payDay", contract.paymentDay), monthly: formatMoney(contract.monthlyEquivalent) })}
          </DetailsRow>
          {contract.minimumWage && (
            <DetailsRow label={t("page.statutoryMinimum")}>
              {t("page.minimumLine", { amount: formatMoney(contract.minimumWage.monthly), place: contract.minimumWage.place, order: contract.minimumWage.order })}
            </DetailsRow>
          )}
          <DetailsRow label={t("page.dates")}>
            {t("page.datesLine", { start: formatDate(contract.startDate), end: formatDate(contract.endDate) })}
          </DetailsRow>
          <ParticularRows
            contract={contract}
            wording={{
              // The job title heads the page.
              jobTitle: null,
              duties: { label: t("page.duties"), value: <span className="details__text">{contract.duties || contract.terms}</span> },
              placeOfWork: { label: t("page.placeOfWork"), value: contract.placeOfWork },
              liveIn: { label: t("page.accommodation"), value: contract.liveIn ? t("page.livesIn") : t("page.livesOut") },
              hoursPerDay: { label: t("page.hours"), value: t("page.hoursLine", { hours: contract.hoursPerDay, days: contract.daysPerMonth }) },
              restDay: { label: t("page.restDay"), value: contractValueLabel("weekday", contract.restDay) },
              annualLeaveDays: { label: t("page.annualLeave"), value: t("page.leaveLine", { days: contract.annualLeaveDays }) },
              noticeDays: { label: t("page.notice"), value: contract.noticeDays === 0 ? t("page.endOfAnyDay") : t("page.days", { count: contract.noticeDays }) },
              probationMonths: { label: t("page.probation"), value: contract.probationMonths === 0 ? t("page.none") : t("page.months", { count: contract.probationMonths }) },
            }}
          />
          <DetailsRow label={t("page.paymentStatus")}>
            {contract.paymentStatus}
            {contract.paymentMethod ? ` (${contractValueLabel("method", contract.paymentMethod)})` : ""}
          </DetailsRow>
          {contract.terminationDate && (
            <DetailsRow label={t("page.termination")}>
              {formatDate(contract.terminationDate)}
              {contract.terminationReason ? `: ${contract.terminationReason}` : ""}
            </DetailsRow>
          )}
        </dl>
      </section>

      <section aria-labelledby="contract-history">
        <h2 id="contract-history">{t("page.history")}</h2>
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
        <h2 id="contract-payslips">{t("page.payslips")}</h2>
        {!payable || !chosen ? (
          <p className="muted">{t("page.payslipsLater")}</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor="payslip-month">{t("page.month")}</label>
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
        <h2 id="contract-payments">{t("page.payments")}</h2>
        {contract.payments.length === 0 ? (
          <p className="muted">{t("page.noPayments")}</p>
        ) : (
          <MoneyTable columns={[t("page.month"), t("page.paidBy"), t("page.amount")]}>
            {contract.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.month}</td>
                <td>
                  {contractValueLabel("method", payment.method)}
                  {payment.reference ? <span className="small muted"> {payment.reference}</span> : null}
                </td>
                <td className="money">{formatMoney(payment.amount)}</td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </section>
    </section>
  );
}
