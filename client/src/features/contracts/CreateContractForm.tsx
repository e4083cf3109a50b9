// The create-contract overlay: every field of the offer and the written particulars (in two steps on a phone), the
// live minimum-wage hint for the chosen town, the shared contract rules (shared/contracts/rules.ts), then the server's word.
import { useEffect, useId, useState, type FormEvent } from "react";
import type { Reference } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import {
  ContractBlockSummaryFragmentDoc,
  ContractOfferDefaultsDocument,
  CreateContractDocument,
  type ContractBlockSummaryFragment,
  type CreateContractInput,
  type PaymentDay,
  type Weekday,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { CURRENCY_SYMBOL, formatMoney } from "../../shared/format";
import { Modal } from "../../shared/Modal";
import { ModalFormActions } from "../../shared/SubmitButton";
import {
  checkContract,
  CONTRACT_FORM_MESSAGES,
  CONTRACT_MESSAGES,
  defaultPlaceOfWork,
  minimumNoticeDays,
  PARTICULAR_DEFAULTS,
  WEEKDAYS,
  type ContractField,
} from "../../../../shared/contracts/rules";
import { minimumWageFor, monthlyEquivalent } from "../../../../shared/kenya/wage";
import { CITY_TOWNS, MUNICIPALITY_TOWNS } from "../../../../shared/kenya/law";
import { nairobiToday } from "../../../../shared/dates";
import { CONTRACT_TEXT, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS, contractValueLabel, createContractErrorMessage } from "./contract-texts";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { localiseServerMessage } from "../../shared/errors";
import "./contracts.css";
import type { ContractHouseManager } from "./ContractBlock";

export interface ContractFormValues {
  terms: string;
  startDate: string;
  endDate: string;
  paymentDay: PaymentDay;
  paymentAmount: string;
  isRenewable: boolean;
  daysPerMonth: string;
  terminationDate: string;
  terminationReason: string;
}

const EMPTY: ContractFormValues = {
  terms: "",
  startDate: "",
  endDate: "",
  paymentDay: "Monthly",
  paymentAmount: "",
  isRenewable: false,
  daysPerMonth: "",
  terminationDate: "",
  terminationReason: "",
};

/** The written particulars (Employment Act s.10); empty text means the lawful default. */
export interface ParticularValues {
  jobTitle: string;
  duties: string;
  placeOfWork: string;
  liveIn: boolean;
  hoursPerDay: string;
  restDay: Weekday;
  annualLeaveDays: string;
  noticeDays: string;
  probationMonths: string;
}

const EMPTY_PARTICULARS: ParticularValues = {
  jobTitle: PARTICULAR_DEFAULTS.jobTitle,
  duties: "",
  placeOfWork: "",
  liveIn: PARTICULAR_DEFAULTS.liveIn,
  hoursPerDay: String(PARTICULAR_DEFAULTS.hoursPerDay),
  restDay: PARTICULAR_DEFAULTS.restDay,
  annualLeaveDays: String(PARTICULAR_DEFAULTS.annualLeaveDays),
  noticeDays: "",
  probationMonths: String(PARTICULAR_DEFAULTS.probationMonths),
};

/** Towns offered as suggestions for the place of work. */
const TOWNS = [...new Set([...Object.values(CITY_TOWNS).flat(), ...MUNICIPALITY_TOWNS])].sort();

type Field = ContractField;

/** Fields shown in the second step on a phone. */
const PARTICULAR_FIELDS: ReadonlySet<Field> = new Set(["jobTitle", "duties", "placeOfWork", "hoursPerDay", "restDay", "annualLeaveDays", "noticeDays", "probationMonths"]);

/** Only the particulars the employer changed are sent: the server fills the same lawful defaults for the rest. */
function changedParticulars(particulars: ParticularValues): Partial<CreateContractInput> {
  const changed: Partial<CreateContractInput> = {};
  if (particulars.jobTitle.trim() !== EMPTY_PARTICULARS.jobTitle) changed.jobTitle = particulars.jobTitle.trim();
  if (particulars.duties.trim()) changed.duties = particulars.duties.trim();
  if (particulars.placeOfWork.trim()) changed.placeOfWork = particulars.placeOfWork.trim();
  if (particulars.liveIn !== EMPTY_PARTICULARS.liveIn) changed.liveIn = particulars.liveIn;
  if (particulars.hoursPerDay.trim() !== EMPTY_PARTICULARS.hoursPerDay) changed.hoursPerDay = optionalNumber(particulars.hoursPerDay);
  if (particulars.restDay !== EMPTY_PARTICULARS.restDay) changed.restDay = particulars.restDay;
  if (particulars.annualLeaveDays.trim() !== EMPTY_PARTICULARS.annualLeaveDays) changed.annualLeaveDays = optionalNumber(particulars.annualLeaveDays);
  if (particulars.noticeDays.trim()) changed.noticeDays = optionalNumber(particulars.noticeDays);
  if (particulars.probationMonths.trim() !== EMPTY_PARTICULARS.probationMonths) changed.probationMonths = optionalNumber(particulars.probationMonths);
  return changed;
}

function optionalNumber(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** The input id suffix of each field that can be invalid. */
const INPUT_OF: Partial<Record<Field, string>> = {
  terms: "terms",
  startDate: "start",
  endDate: "end",
  paymentAmount: "amount",
  daysPerMonth: "days",
  terminationDate: "termination",
  contractDocument: "document",
  jobTitle: "job-title",
  duties: "duties",
  placeOfWork: "place",
  hoursPerDay: "hours",
  restDay: "rest-day",
  annualLeaveDays: "leave",
  noticeDays: "notice",
  probationMonths: "probation",
};

/**
 * The first problem with the form, and the field it belongs to; null when it may be sent. The form's own prompts for
 * empty fields come first, then the shared contract rules (the same ones the server applies).
 */
export function validateContract(
  values: ContractFormValues,
  file: File | null,
  loggedIn: boolean,
  particulars?: ParticularValues,
): { field: Field | null; message: string } | null {
  if (!loggedIn) return { field: null, message: CONTRACT_TEXT.login };
  if (!values.terms.trim()) return { field: "terms", message: CONTRACT_FORM_MESSAGES.terms };
  if (!values.startDate) return { field: "startDate", message: CONTRACT_FORM_MESSAGES.startDate };
  if (!values.endDate) return { field: "endDate", message: CONTRACT_FORM_MESSAGES.endDate };
  const problem = checkContract({
    terms: values.terms,
    startDate: values.startDate,
    endDate: values.endDate,
    paymentDay: values.paymentDay,
    paymentAmount: values.paymentAmount.trim() === "" ? 0 : Number(values.paymentAmount),
    daysPerMonth: values.daysPerMonth.trim() === "" ? NaN : Number(values.daysPerMonth),
    terminationDate: values.terminationDate || null,
    terminationReason: values.terminationReason,
    ...(particulars
      ? {
          jobTitle: particulars.jobTitle,
          duties: particulars.duties,
          placeOfWork: particulars.placeOfWork,
          hoursPerDay: optionalNumber(particulars.hoursPerDay),
          restDay: particulars.restDay,
          annualLeaveDays: optionalNumber(particulars.annualLeaveDays),
          noticeDays: optionalNumber(particulars.noticeDays),
          probationMonths: optionalNumber(particulars.probationMonths),
        }
      : {}),
  })[0];
  if (problem) {
    // The form names the field as its label does.
    const message = problem.message === CONTRACT_MESSAGES.daysPerMonth ? CONTRACT_FORM_MESSAGES.daysPerMonth : problem.message;
    return { field: problem.field, message: localiseServerMessage(message) };
  }
  if (file) {
    if (file.size > MAX_DOCUMENT_BYTES) return { field: "contractDocument", message: CONTRACT_TEXT.documentTooLarge };
    // The server checks the content; the declared type catches the obvious mistake early.
    if (file.type && !(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return { field: "contractDocument", message: CONTRACT_TEXT.documentType };
  }
  return null;
}

/** The statutory minimum for the town as the employer types, beside what the offer comes to a month. */
function MinimumWageHint({ id, values, place }: { id: string; values: ContractFormValues; place: string }) {
  const minimum = minimumWageFor(place, values.startDate || nairobiToday());
  if (!minimum) return null;
  const amount = Number(values.paymentAmount);
  const days = Number(values.daysPerMonth) || 26;
  const monthly = values.paymentAmount.trim() && Number.isFinite(amount) && amount > 0 ? monthlyEquivalent(values.paymentDay, amount, days) : null;
  const below = monthly !== null && monthly < minimum.monthly;
  return (
    <p id={id} className={`field__hint field__hint--after contract-form__wage${below ? " contract-form__wage--below" : ""}`} aria-live="polite">
      {i18n.t("contracts:form.minimum", { place: minimum.place, amount: formatMoney(minimum.monthly), order: minimum.order.name })}
      {monthly !== null && i18n.t(below ? "contracts:form.thisOfferBelow" : "contracts:form.thisOffer", { amount: formatMoney(monthly) })}
    </p>
  );
}

/** True on a narrow screen, where the form comes in two steps. */
function useNarrowScreen(): boolean {
  const query = "(max-width: 560px)";
  const [narrow, setNarrow] = useState(() => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener?.("change", update);
    return () => list.removeEventListener?.("change", update);
  }, []);
  return narrow;
}

export interface CreateContractFormProps {
  houseManager: ContractHouseManager;
  /** The viewer's own employer profile id. */
  employerId: string | null;
  onClose: () => void;
  /** Called with the server's message once the contract exists. */
  onCreated: (message: string) => void;
  /** Values to start from instead of the blank offer (an offer made from a job post fills in its pay, dates and duties). */
  initial?: { values?: Partial<ContractFormValues>; particulars?: Partial<ParticularValues> };
}

export default function CreateContractForm({ houseManager, employerId, onClose, onCreated, initial }: CreateContractFormProps) {
  const id = useId();
  const { isLoggedIn } = useSession();
  const [values, setValues] = useState<ContractFormValues>(() => ({ ...EMPTY, ...initial?.values }));
  const [file, setFile] = useState<File | null>(null);
  const [particulars, setParticulars] = useState<ParticularValues>(() => ({ ...EMPTY_PARTICULARS, ...initial?.particulars }));
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const [create, { loading }] = useMutation(CreateContractDocument);
  const narrow = useNarrowScreen();
  const [step, setStep] = useState<1 | 2>(1);
  const { t } = useTranslation("contracts");
  // The place of work starts as the employer's town, else the house manager's (shared/contracts/rules.ts).
  const defaults = useQuery(ContractOfferDefaultsDocument, { variables: { houseManagerId: houseManager.id }, errorPolicy: "ignore" });
  const employerTown = defaults.data?.me?.profile && "city" in defaults.data.me.profile ? defaults.data.me.profile.city : null;
  const defaultPlace = defaultPlaceOfWork(employerTown, defaults.data?.houseManager?.city);
  const place = particulars.placeOfWork.trim() || defaultPlace;
  const noticeMinimum = minimumNoticeDays(values.paymentDay);
  const setParticular = <K extends keyof ParticularValues>(key: K, value: ParticularValues[K]) => setParticulars((prev) => ({ ...prev, [key]: value }));

  const set = <K extends keyof ContractFormValues>(key: K, value: ContractFormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  const invalid = (field: Field) => (problem?.field === field ? true : undefined);
  const describedBy = (field: Field) => (problem?.field === field ? `${id}-error` : undefined);
  /** The message sits under its field (or at the end for the server's word), and is brought into view. */
  const message = (field: Field | null) =>
    problem && problem.field === field ? (
      <div id={`${id}-error`}>
        <Alert>{problem.message}</Alert>
      </div>
    ) : null;

  useEffect(() => {
    if (!problem) return;
    const input = problem.field && INPUT_OF[problem.field] ? document.getElementById(`${id}-${INPUT_OF[problem.field]}`) : null;
    if (input) input.focus();
    else document.getElementById(`${id}-error`)?.scrollIntoView?.({ block: "nearest" });
  }, [problem, id]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const found = validateContract(values, file, isLoggedIn, { ...particulars, placeOfWork: place });
    if (found) {
      setProblem(found);
      // On a phone, a problem in the other step brings that step up.
      if (narrow && found.field) setStep(PARTICULAR_FIELDS.has(found.field) ? 2 : 1);
      return;
    }
    if (!employerId) {
      setProblem({ field: null, message: t("form.onlyEmployers") });
      return;
    }
    setProblem(null);
    // The server takes the employer from the session (employerId stays in the schema only for older clients).
    const input: CreateContractInput = {
      houseManagerId: houseManager.id,
      terms: values.terms.trim(),
      startDate: values.startDate,
      endDate: values.endDate,
      paymentDay: values.paymentDay,
      paymentAmount: Number(values.paymentAmount),
      isRenewable: values.isRenewable,
      daysPerMonth: Number(values.daysPerMonth),
      terminationDate: values.terminationDate || null,
      terminationReason: values.terminationReason.trim() || null,
      ...changedParticulars(particulars),
      ...(file ? { contractDocument: file } : {}),
    };
    try {
      const { data } = await create({
        variables: { input },
        // The new offer heads the house manager's contract block.
        update(cache, result) {
          const contract = result.data?.createContract.contract;
          if (!contract) return;
          const ref = cache.writeFragment({ fragment: ContractBlockSummaryFragmentDoc, data: { ...contract, __typename: "ContractSummary" } as ContractBlockSummaryFragment });
          cache.modify({
            id: cache.identify({ __typename: "HouseManager", id: houseManager.id }),
            fields: {
              contracts(existing: unknown, { readField }) {
                if (!ref || !Array.isArray(existing)) return existing;
                const list = existing as Reference[];
                return list.some((item) => readField("id", item) === contract.id) ? list : [ref, ...list];
              },
            },
          });
        },
      });
      const message = data?.createContract.message;
      if (!message) {
        setProblem({ field: null, message: CONTRACT_TEXT.failed });
        return;
      }
      onCreated(localiseServerMessage(message));
    } catch (failure) {
      setProblem({ field: null, message: createContractErrorMessage(failure) });
    }
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open
      size="lg"
      title={t("form.title", { name: houseManager.name || houseManager.firstName })}
      onClose={onClose}
      actions={<ModalFormActions formId={formId} onCancel={onClose} label={t("form.create")} busy={loading} busyLabel={t("form.creating")} />}
    >
      <form id={formId} className="form contract-form" onSubmit={submit} noValidate>
        {narrow && (
          <nav className="contract-form__steps" aria-label={t("form.steps")}>
            <button type="button" className={`btn btn--sm ${step === 1 ? "btn--primary" : "btn--ghost"}`} aria-current={step === 1 ? "step" : undefined} onClick={() => setStep(1)}>
              {t("form.step1")}
            </button>
            <button type="button" className={`btn btn--sm ${step === 2 ? "btn--primary" : "btn--ghost"}`} aria-current={step === 2 ? "step" : undefined} onClick={() => setStep(2)}>
              {t("form.step2")}
            </button>
          </nav>
        )}
        <div className="contract-form__step" hidden={narrow && step !== 1}>
        <div className="field">
          <label htmlFor={`${id}-terms`}>{t("form.terms")}</label>
          <textarea
            id={`${id}-terms`}
            data-autofocus
            required
            value={values.terms}
            onChange={(e) => set("terms", e.target.value)}
            aria-invalid={invalid("terms")}
            aria-describedby={describedBy("terms")}
            placeholder={t("form.termsPlaceholder")}
          />
          {message("terms")}
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-start`}>{t("form.startDate")}</label>
            <input
              id={`${id}-start`}
              type="date"
              required
              value={values.startDate}
              onChange={(e) => set("startDate", e.target.value)}
              aria-invalid={invalid("startDate")}
              aria-describedby={describedBy("startDate")}
            />
            {message("startDate")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-end`}>{t("form.endDate")}</label>
            <input
              id={`${id}-end`}
              type="date"
              required
              min={values.startDate || undefined}
              value={values.endDate}
              onChange={(e) => set("endDate", e.target.value)}
              aria-invalid={invalid("endDate")}
              aria-describedby={describedBy("endDate")}
            />
            {message("endDate")}
          </div>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-payday`}>{t("form.paymentDay")}</label>
            <select id={`${id}-payday`} value={values.paymentDay} onChange={(e) => set("paymentDay", e.target.value as PaymentDay)}>
              {PAYMENT_DAYS.map((day) => (
                <option key={day} value={day}>
                  {contractValueLabel("payDay", day)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t("form.paymentAmount")}</label>
            <div className="money-input">
              <span className="money-input__symbol" aria-hidden="true">
                {CURRENCY_SYMBOL}
              </span>
              <input
                id={`${id}-amount`}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                required
                value={values.paymentAmount}
                onChange={(e) => set("paymentAmount", e.target.value)}
                aria-invalid={invalid("paymentAmount")}
                aria-describedby={describedBy("paymentAmount") ?? `${id}-wage`}
              />
            </div>
            {message("paymentAmount")}
            <MinimumWageHint id={`${id}-wage`} values={values} place={place} />
          </div>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-days`}>{t("form.daysPerMonth")}</label>
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min="1"
              max="31"
              step="1"
              required
              value={values.daysPerMonth}
              onChange={(e) => set("daysPerMonth", e.target.value)}
              aria-invalid={invalid("daysPerMonth")}
              aria-describedby={describedBy("daysPerMonth")}
            />
            {message("daysPerMonth")}
          </div>
          <label className="check contract-form__renewable">
            <input type="checkbox" checked={values.isRenewable} onChange={(e) => set("isRenewable", e.target.checked)} />
            {t("form.renewable")}
          </label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-termination`}>{t("form.terminationDate")}</label>
          <input
            id={`${id}-termination`}
            type="date"
            value={values.terminationDate}
            onChange={(e) => set("terminationDate", e.target.value)}
            aria-invalid={invalid("terminationDate")}
            aria-describedby={describedBy("terminationDate")}
          />
          {message("terminationDate")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t("form.terminationReason")}</label>
          <textarea id={`${id}-reason`} value={values.terminationReason} onChange={(e) => set("terminationReason", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-document`}>{t("form.document")}</label>
          <input
            id={`${id}-document`}
            type="file"
            className="file-input"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={invalid("contractDocument")}
            aria-describedby={describedBy("contractDocument") ?? `${id}-document-hint`}
          />
          {message("contractDocument")}
          <p id={`${id}-document-hint`} className="field__hint field__hint--after">
            {t("form.documentHint")}
          </p>
        </div>
        </div>
        <fieldset className="contract-form__step contract-form__particulars" hidden={narrow && step !== 2}>
          <legend>{t("form.particulars")}</legend>
          <div className="form__row">
            <div className="field">
              <label htmlFor={`${id}-job-title`}>{t("form.jobTitle")}</label>
              <input
                id={`${id}-job-title`}
                value={particulars.jobTitle}
                maxLength={120}
                onChange={(e) => setParticular("jobTitle", e.target.value)}
                aria-invalid={invalid("jobTitle")}
                aria-describedby={describedBy("jobTitle")}
              />
              {message("jobTitle")}
            </div>
            <div className="field">
              <label htmlFor={`${id}-place`}>{t("form.placeOfWork")}</label>
              <input
                id={`${id}-place`}
                list={`${id}-towns`}
                value={particulars.placeOfWork}
                placeholder={defaultPlace}
                maxLength={120}
                onChange={(e) => setParticular("placeOfWork", e.target.value)}
                aria-invalid={invalid("placeOfWork")}
                aria-describedby={describedBy("placeOfWork") ?? `${id}-wage`}
              />
              <datalist id={`${id}-towns`}>
                {TOWNS.map((town) => (
                  <option key={town} value={town} />
                ))}
              </datalist>
              {message("placeOfWork")}
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-duties`}>{t("form.duties")}</label>
            <textarea id={`${id}-duties`} value={particulars.duties} onChange={(e) => setParticular("duties", e.target.value)} aria-invalid={invalid("duties")} aria-describedby={describedBy("duties")} />
            {message("duties")}
          </div>
          <div className="form__row">
            <div className="field">
              <label htmlFor={`${id}-hours`}>{t("form.hoursPerDay")}</label>
              <input id={`${id}-hours`} type="number" inputMode="numeric" min="1" max="12" step="1" value={particulars.hoursPerDay} onChange={(e) => setParticular("hoursPerDay", e.target.value)} aria-invalid={invalid("hoursPerDay")} aria-describedby={describedBy("hoursPerDay")} />
              {message("hoursPerDay")}
            </div>
            <div className="field">
              <label htmlFor={`${id}-rest-day`}>{t("form.restDay")}</label>
              <select id={`${id}-rest-day`} value={particulars.restDay} onChange={(e) => setParticular("restDay", e.target.value as Weekday)}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {contractValueLabel("weekday", day)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="form__row">
            <div className="field">
              <label htmlFor={`${id}-leave`}>{t("form.annualLeave")}</label>
              <input id={`${id}-leave`} type="number" inputMode="numeric" min="21" step="1" value={particulars.annualLeaveDays} onChange={(e) => setParticular("annualLeaveDays", e.target.value)} aria-invalid={invalid("annualLeaveDays")} aria-describedby={describedBy("annualLeaveDays")} />
              {message("annualLeaveDays")}
            </div>
            <div className="field">
              <label htmlFor={`${id}-notice`}>{t("form.noticeDays")}</label>
              <input
                id={`${id}-notice`}
                type="number"
                inputMode="numeric"
                min={noticeMinimum}
                step="1"
                value={particulars.noticeDays}
                placeholder={String(noticeMinimum)}
                onChange={(e) => setParticular("noticeDays", e.target.value)}
                aria-invalid={invalid("noticeDays")}
                aria-describedby={describedBy("noticeDays")}
              />
              {message("noticeDays")}
            </div>
          </div>
          <div className="form__row">
            <div className="field">
              <label htmlFor={`${id}-probation`}>{t("form.probation")}</label>
              <input id={`${id}-probation`} type="number" inputMode="numeric" min="0" max="6" step="1" value={particulars.probationMonths} onChange={(e) => setParticular("probationMonths", e.target.value)} aria-invalid={invalid("probationMonths")} aria-describedby={describedBy("probationMonths")} />
              {message("probationMonths")}
            </div>
            <label className="check contract-form__renewable">
              <input type="checkbox" checked={particulars.liveIn} onChange={(e) => setParticular("liveIn", e.target.checked)} />
              {t("form.livesIn")}
            </label>
          </div>
          <p className="field__hint">{t("form.rulesHint")}</p>
        </fieldset>
        {narrow && step === 1 && (
          <button type="button" className="btn btn--ghost contract-form__next" onClick={() => setStep(2)}>
            {t("form.next")}
          </button>
        )}
        {message(null)}
      </form>
    </Modal>
  );
}
