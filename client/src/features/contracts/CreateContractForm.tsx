// The create-contract overlay: every field of the offer and the written particulars (in two steps on a phone), the
// live minimum-wage hint for the chosen town, the shared contract rules (shared/contracts/rules.ts), then the server's word.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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
import { Button } from "../../shared/Button";
import { Modal } from "../../shared/Modal";
import { ModalFormActions } from "../../shared/SubmitButton";
import {
  checkContract,
  CONTRACT_FORM_MESSAGES,
  CONTRACT_MESSAGES,
  defaultPlaceOfWork,
  minimumNoticeDays,
  PARTICULAR_NAMES,
  PARTICULARS,
  WEEKDAYS,
  type ContractField,
  type ParticularName,
} from "../../../../shared/contracts/rules";
import { minimumWageFor, monthlyEquivalent } from "../../../../shared/kenya/wage";
import { CITY_TOWNS, MUNICIPALITY_TOWNS } from "../../../../shared/kenya/law";
import { nairobiToday } from "../../../../shared/dates";
import { CONTRACT_TEXT, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS, contractValueLabel, createContractErrorMessage } from "./contract-texts";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n";
import { localiseServerMessage } from "../../shared/errors";
import { Options } from "../../shared/Field";
import "./contracts.css";
import type { ContractHouseManager } from "./ContractBlock";
import { submitOnce } from "../../shared/submit-once";

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

type FormValue<Kind> = Kind extends "boolean" ? boolean : Kind extends "weekday" ? Weekday : string;

/** The written particulars (Employment Act s.10) as the form holds them, one per PARTICULARS entry; empty text means the lawful default. */
export type ParticularValues = { [Name in ParticularName]: FormValue<(typeof PARTICULARS)[Name]["kind"]> };

/** Each particular's default as the form shows it (shared/contracts/rules.ts); no default is an empty field. */
const EMPTY_PARTICULARS = Object.fromEntries(
  PARTICULAR_NAMES.map((name) => {
    const { kind, default: value } = PARTICULARS[name];
    return [name, kind === "boolean" || kind === "weekday" ? value : value === null ? "" : String(value)];
  }),
) as ParticularValues;

/** A particular as the offer sends it: text as typed, numbers as numbers (an empty field: null). */
function particularValue(name: ParticularName, value: string | boolean): string | number | boolean | null {
  return PARTICULARS[name].kind === "number" ? optionalNumber(value as string) : value;
}

/** Towns offered as suggestions for the place of work. */
const TOWNS = [...new Set([...Object.values(CITY_TOWNS).flat(), ...MUNICIPALITY_TOWNS])].sort();

type Field = ContractField;

/** Fields shown in the second step on a phone. */
const PARTICULAR_FIELDS: ReadonlySet<Field> = new Set(PARTICULAR_NAMES);

/** Only the particulars the employer changed are sent, texts trimmed: the server fills the same lawful defaults for the rest. */
function changedParticulars(particulars: ParticularValues): Partial<CreateContractInput> {
  const changed: Record<string, unknown> = {};
  for (const name of PARTICULAR_NAMES) {
    const value = typeof particulars[name] === "string" ? (particulars[name] as string).trim() : particulars[name];
    if (value !== EMPTY_PARTICULARS[name]) changed[name] = particularValue(name, value);
  }
  return changed as Partial<CreateContractInput>;
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
  if (!values.terms.trim()) return { field: "terms", message: localiseServerMessage(CONTRACT_FORM_MESSAGES.terms) };
  if (!values.startDate) return { field: "startDate", message: localiseServerMessage(CONTRACT_FORM_MESSAGES.startDate) };
  if (!values.endDate) return { field: "endDate", message: localiseServerMessage(CONTRACT_FORM_MESSAGES.endDate) };
  const problem = checkContract({
    terms: values.terms,
    startDate: values.startDate,
    endDate: values.endDate,
    paymentDay: values.paymentDay,
    paymentAmount: values.paymentAmount.trim() === "" ? 0 : Number(values.paymentAmount),
    daysPerMonth: values.daysPerMonth.trim() === "" ? NaN : Number(values.daysPerMonth),
    terminationDate: values.terminationDate || null,
    terminationReason: values.terminationReason,
    ...(particulars ? Object.fromEntries(PARTICULAR_NAMES.map((name) => [name, particularValue(name, particulars[name])])) : {}),
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
  // "Next" on a phone shows the particulars from their top (the steps' buttons, then the first field), not from where
  // the button was at the bottom of the first step, and keeps focus on the step now shown instead of losing it.
  const steps = useRef<HTMLElement>(null);
  const [turned, setTurned] = useState(0);
  useEffect(() => {
    if (turned === 0) return;
    steps.current?.closest(".modal__body")?.scrollTo?.({ top: 0 });
    steps.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus({ preventScroll: true });
  }, [turned]);
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
  /**
   * One field of the offer: its label, the control (given its id and, when the field has a rule, the error wiring),
   * the field's message under it, then what else the field shows (a hint).
   */
  const field = (name: Field | null, key: string, label: string, control: (wiring: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode, after?: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control({ id: `${id}-${key}`, ...(name ? { "aria-invalid": invalid(name), "aria-describedby": describedBy(name) } : {}) })}
      {name && message(name)}
      {after}
    </div>
  );
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

  async function submit() {
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
      <form id={formId} className="form contract-form" onSubmit={submitOnce(loading, submit)} noValidate>
        {narrow && (
          <nav ref={steps} className="contract-form__steps" aria-label={t("form.steps")}>
            {([1, 2] as const).map((number) => (
              <Button key={number} size="sm" variant={step === number ? "primary" : "ghost"} aria-current={step === number ? "step" : undefined} onClick={() => setStep(number)}>
                {t(`form.step${number}`)}
              </Button>
            ))}
          </nav>
        )}
        <div className="contract-form__step" hidden={narrow && step !== 1}>
        {field("terms", "terms", t("form.terms"), (wiring) => (
          <textarea {...wiring} data-autofocus required value={values.terms} onChange={(e) => set("terms", e.target.value)} placeholder={t("form.termsPlaceholder")} />
        ))}
        <div className="form__row">
          {field("startDate", "start", t("form.startDate"), (wiring) => (
            <input {...wiring} type="date" required value={values.startDate} onChange={(e) => set("startDate", e.target.value)} />
          ))}
          {field("endDate", "end", t("form.endDate"), (wiring) => (
            <input {...wiring} type="date" required min={values.startDate || undefined} value={values.endDate} onChange={(e) => set("endDate", e.target.value)} />
          ))}
        </div>
        <div className="form__row">
          {field(null, "payday", t("form.paymentDay"), (wiring) => (
            <select {...wiring} value={values.paymentDay} onChange={(e) => set("paymentDay", e.target.value as PaymentDay)}>
              <Options values={PAYMENT_DAYS} label={(day) => contractValueLabel("payDay", day)} />
            </select>
          ))}
          {field(
            "paymentAmount",
            "amount",
            t("form.paymentAmount"),
            (wiring) => (
              <div className="money-input">
                <span className="money-input__symbol" aria-hidden="true">
                  {CURRENCY_SYMBOL}
                </span>
                <input {...wiring} aria-describedby={wiring["aria-describedby"] ?? `${id}-wage`} type="number" inputMode="decimal" min="0" step="any" required value={values.paymentAmount} onChange={(e) => set("paymentAmount", e.target.value)} />
              </div>
            ),
            <MinimumWageHint id={`${id}-wage`} values={values} place={place} />,
          )}
        </div>
        <div className="form__row">
          {field("daysPerMonth", "days", t("form.daysPerMonth"), (wiring) => (
            <input {...wiring} type="number" inputMode="numeric" min="1" max="31" step="1" required value={values.daysPerMonth} onChange={(e) => set("daysPerMonth", e.target.value)} />
          ))}
          <label className="check contract-form__renewable">
            <input type="checkbox" checked={values.isRenewable} onChange={(e) => set("isRenewable", e.target.checked)} />
            {t("form.renewable")}
          </label>
        </div>
        {field("terminationDate", "termination", t("form.terminationDate"), (wiring) => (
          <input {...wiring} type="date" value={values.terminationDate} onChange={(e) => set("terminationDate", e.target.value)} />
        ))}
        {field(null, "reason", t("form.terminationReason"), (wiring) => (
          <textarea {...wiring} value={values.terminationReason} onChange={(e) => set("terminationReason", e.target.value)} />
        ))}
        {field(
          "contractDocument",
          "document",
          t("form.document"),
          (wiring) => (
            <input
              {...wiring}
              aria-describedby={wiring["aria-describedby"] ?? `${id}-document-hint`}
              type="file"
              className="file-input"
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          ),
          <p id={`${id}-document-hint`} className="field__hint field__hint--after">
            {t("form.documentHint")}
          </p>,
        )}
        </div>
        <fieldset className="contract-form__step contract-form__particulars" hidden={narrow && step !== 2}>
          <legend>{t("form.particulars")}</legend>
          <div className="form__row">
            {field("jobTitle", "job-title", t("form.jobTitle"), (wiring) => (
              <input {...wiring} type="text" value={particulars.jobTitle} maxLength={120} onChange={(e) => setParticular("jobTitle", e.target.value)} />
            ))}
            {field("placeOfWork", "place", t("form.placeOfWork"), (wiring) => (
              <>
                <input
                  {...wiring}
                  aria-describedby={wiring["aria-describedby"] ?? `${id}-wage`}
                  type="text"
                  list={`${id}-towns`}
                  value={particulars.placeOfWork}
                  placeholder={defaultPlace}
                  maxLength={120}
                  onChange={(e) => setParticular("placeOfWork", e.target.value)}
                />
                <datalist id={`${id}-towns`}>
                  {TOWNS.map((town) => (
                    <option key={town} value={town} />
                  ))}
                </datalist>
              </>
            ))}
          </div>
          {field("duties", "duties", t("form.duties"), (wiring) => (
            <textarea {...wiring} value={particulars.duties} onChange={(e) => setParticular("duties", e.target.value)} />
          ))}
          <div className="form__row">
            {field("hoursPerDay", "hours", t("form.hoursPerDay"), (wiring) => (
              <input {...wiring} type="number" inputMode="numeric" min="1" max="12" step="1" value={particulars.hoursPerDay} onChange={(e) => setParticular("hoursPerDay", e.target.value)} />
            ))}
            {field(null, "rest-day", t("form.restDay"), (wiring) => (
              <select {...wiring} value={particulars.restDay} onChange={(e) => setParticular("restDay", e.target.value as Weekday)}>
                <Options values={WEEKDAYS} label={(day) => contractValueLabel("weekday", day)} />
              </select>
            ))}
          </div>
          <div className="form__row">
            {field("annualLeaveDays", "leave", t("form.annualLeave"), (wiring) => (
              <input {...wiring} type="number" inputMode="numeric" min="21" step="1" value={particulars.annualLeaveDays} onChange={(e) => setParticular("annualLeaveDays", e.target.value)} />
            ))}
            {field("noticeDays", "notice", t("form.noticeDays"), (wiring) => (
              <input {...wiring} type="number" inputMode="numeric" min={noticeMinimum} step="1" value={particulars.noticeDays} placeholder={String(noticeMinimum)} onChange={(e) => setParticular("noticeDays", e.target.value)} />
            ))}
          </div>
          <div className="form__row">
            {field("probationMonths", "probation", t("form.probation"), (wiring) => (
              <input {...wiring} type="number" inputMode="numeric" min="0" max="6" step="1" value={particulars.probationMonths} onChange={(e) => setParticular("probationMonths", e.target.value)} />
            ))}
            <label className="check contract-form__renewable">
              <input type="checkbox" checked={particulars.liveIn} onChange={(e) => setParticular("liveIn", e.target.checked)} />
              {t("form.livesIn")}
            </label>
          </div>
          <p className="field__hint">{t("form.rulesHint")}</p>
        </fieldset>
        {narrow && step === 1 && (
          <Button
            variant="ghost"
            className="contract-form__next"
            onClick={() => {
              setStep(2);
              setTurned((count) => count + 1);
            }}
          >
            {t("form.next")}
          </Button>
        )}
        {message(null)}
      </form>
    </Modal>
  );
}
