// The create-contract overlay (SPEC 2): every field of the offer, the client checks of SPEC 5 and DECISIONS, then the server's word.
import { useEffect, useId, useState, type FormEvent } from "react";
import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useSession } from "../../shared/session-context";
import {
  ContractBlockSummaryFragmentDoc,
  CreateContractDocument,
  type ContractBlockSummaryFragment,
  type CreateContractInput,
  type PaymentDay,
} from "../../gql/graphql";
import { Alert } from "../../shared/Alert";
import { Modal } from "../../shared/Modal";
import { ModalFormActions } from "../../shared/SubmitButton";
import { CONTRACT_TEXT, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS, createContractErrorMessage } from "./contract-texts";
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

type Field = keyof ContractFormValues | "contractDocument";

/** The input id suffix of each field that can be invalid. */
const INPUT_OF: Partial<Record<Field, string>> = {
  terms: "terms",
  startDate: "start",
  endDate: "end",
  paymentAmount: "amount",
  daysPerMonth: "days",
  terminationDate: "termination",
  contractDocument: "document",
};

/** The first problem with the form, and the field it belongs to; null when it may be sent. */
export function validateContract(values: ContractFormValues, file: File | null, loggedIn: boolean): { field: Field | null; message: string } | null {
  if (!loggedIn) return { field: null, message: CONTRACT_TEXT.login };
  if (!values.terms.trim()) return { field: "terms", message: "Please enter the terms" };
  if (!values.startDate) return { field: "startDate", message: "Please choose a start date" };
  if (!values.endDate) return { field: "endDate", message: "Please choose an end date" };
  // YYYY-MM-DD strings compare in date order.
  if (values.endDate <= values.startDate) return { field: "endDate", message: CONTRACT_TEXT.endAfterStart };
  const amount = Number(values.paymentAmount);
  if (values.paymentAmount.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    return { field: "paymentAmount", message: "Payment amount must be greater than 0" };
  }
  const days = Number(values.daysPerMonth);
  if (!Number.isInteger(days) || days < 1 || days > 31) {
    return { field: "daysPerMonth", message: "Days to work per month must be between 1 and 31" };
  }
  if (values.terminationDate && values.terminationDate < values.startDate) {
    return { field: "terminationDate", message: "Termination date cannot be before the start date" };
  }
  if (file) {
    if (file.size > MAX_DOCUMENT_BYTES) return { field: "contractDocument", message: CONTRACT_TEXT.documentTooLarge };
    // The server checks the content; the declared type catches the obvious mistake early.
    if (file.type && !(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return { field: "contractDocument", message: CONTRACT_TEXT.documentType };
  }
  return null;
}

export interface CreateContractFormProps {
  houseManager: ContractHouseManager;
  /** The viewer's own employer profile id. */
  employerId: string | null;
  onClose: () => void;
  /** Called with the server's message once the contract exists. */
  onCreated: (message: string) => void;
}

export default function CreateContractForm({ houseManager, employerId, onClose, onCreated }: CreateContractFormProps) {
  const id = useId();
  const { isLoggedIn } = useSession();
  const [values, setValues] = useState<ContractFormValues>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const [create, { loading }] = useMutation(CreateContractDocument);

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
    const found = validateContract(values, file, isLoggedIn);
    if (found) {
      setProblem(found);
      return;
    }
    if (!employerId) {
      setProblem({ field: null, message: "Only employers and schools can create contracts" });
      return;
    }
    setProblem(null);
    const input: CreateContractInput = {
      houseManagerId: houseManager.id,
      employerId,
      terms: values.terms.trim(),
      startDate: values.startDate,
      endDate: values.endDate,
      paymentDay: values.paymentDay,
      paymentAmount: Number(values.paymentAmount),
      isRenewable: values.isRenewable,
      daysPerMonth: Number(values.daysPerMonth),
      terminationDate: values.terminationDate || null,
      terminationReason: values.terminationReason.trim() || null,
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
      onCreated(message);
    } catch (failure) {
      setProblem({ field: null, message: createContractErrorMessage(failure) });
    }
  }

  const formId = `${id}-form`;
  return (
    <Modal
      open
      size="lg"
      title={`Create a contract with ${houseManager.name || houseManager.firstName}`}
      onClose={onClose}
      actions={<ModalFormActions formId={formId} onCancel={onClose} label="Create Contract" busy={loading} busyLabel="Creating..." />}
    >
      <form id={formId} className="form contract-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-terms`}>Terms</label>
          <textarea
            id={`${id}-terms`}
            data-autofocus
            required
            value={values.terms}
            onChange={(e) => set("terms", e.target.value)}
            aria-invalid={invalid("terms")}
            aria-describedby={describedBy("terms")}
            placeholder="Duties, hours, days off, accommodation..."
          />
          {message("terms")}
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-start`}>Start Date</label>
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
            <label htmlFor={`${id}-end`}>End Date</label>
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
            <label htmlFor={`${id}-payday`}>Payment Day</label>
            <select id={`${id}-payday`} value={values.paymentDay} onChange={(e) => set("paymentDay", e.target.value as PaymentDay)}>
              {PAYMENT_DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>Payment Amount</label>
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
              aria-describedby={describedBy("paymentAmount")}
            />
            {message("paymentAmount")}
          </div>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-days`}>Days To Work Per Month</label>
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
            Renewable
          </label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-termination`}>Termination Date</label>
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
          <label htmlFor={`${id}-reason`}>Termination Reason</label>
          <textarea id={`${id}-reason`} value={values.terminationReason} onChange={(e) => set("terminationReason", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-document`}>Contract Document</label>
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
            PDF, PNG or JPEG, under 5 MB.
          </p>
        </div>
        {message(null)}
      </form>
    </Modal>
  );
}
