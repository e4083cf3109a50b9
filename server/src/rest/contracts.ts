// REST routes for contracts: the public block, creation (multipart or JSON, snake_case as in docs/product.md "REST calls"), details, the uploaded
// document and the generated PDF for the two parties, accept, decline, withdraw, terminate and renew, payslips and
// payments. This edge translates the REST spelling and form strings once; the services take typed values.
import { Router, type Request } from "express";
import type { Services } from "../services.js";
import { isMultipart, readMultipart } from "../lib/multipart.js";
import { ValidationError } from "../lib/errors.js";
import type { ContractStatusChange } from "../generated/prisma/client.js";
import { documentPath, employerName, MAX_DOCUMENT_BYTES, pdfPath, statusOf, type ContractOffer, type ContractWithParties, type IncomingDocument } from "../modules/contracts/service.js";
import { paymentJson, payslipJson } from "../modules/contracts/pay.js";
import { displayName } from "../../../shared/names.js";
import { isoDay } from "../../../shared/dates.js";
import { monthlyEquivalent, minimumWageFor } from "../../../shared/kenya/wage.js";
import { nairobiToday } from "../../../shared/dates.js";
import { PARTICULAR_NAMES, PARTICULARS, WEEKDAYS, type ParticularName } from "../../../shared/contracts/rules.js";
import { bodyOf, callerOf, fileRoute, restFields, restName, route, sendPrivateFile } from "./http.js";

function day(value: Date | null): string | null {
  return value ? isoDay(value) : null;
}

function minimumWageJson(place: string | null | undefined, on: string) {
  const minimum = minimumWageFor(place, on);
  return minimum ? { place: minimum.place, area: minimum.area, monthly: minimum.monthly, order: minimum.order.name, effective: minimum.order.effective } : null;
}

/** The contract fields of docs/product.md "Fields", the parties' ids and names, and the written particulars. */
export function contractJson(contract: ContractWithParties) {
  return {
    id: contract.id,
    house_manager: contract.houseManagerId,
    employer: contract.employerId,
    terms: contract.terms,
    start_date: day(contract.startDate),
    end_date: day(contract.endDate),
    status: statusOf(contract),
    payment_amount: Number(contract.paymentAmount),
    days_per_month: contract.daysPerMonth,
    payment_status: contract.paymentStatus,
    payment_method: contract.paymentMethod,
    is_renewable: contract.isRenewable,
    payment_day: contract.paymentDay,
    contract_document: documentPath(contract),
    document_mime_type: contract.documentMimeType,
    termination_date: day(contract.terminationDate),
    termination_reason: contract.terminationReason,
    employer_name: employerName(contract),
    house_manager_name: displayName(contract.houseManager.user),
    created_at: contract.createdAt.toISOString(),
    ...restFields(contract, PARTICULAR_NAMES),
    monthly_equivalent: monthlyEquivalent(contract.paymentDay, Number(contract.paymentAmount), contract.daysPerMonth),
    minimum_wage: minimumWageJson(contract.placeOfWork, isoDay(contract.startDate)),
    contract_pdf: pdfPath(contract),
    renewed_from: contract.renewedFromId,
  };
}

function historyJson(change: ContractStatusChange) {
  return { status: change.status, by_name: change.actorName, at: change.createdAt.toISOString(), note: change.note };
}

// --- Form strings to typed values: multipart sends every value as text, and clients send "null" or "" for an empty field.

function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && ["", "null", "undefined"].includes(value.trim()));
}

function fail(message: string): never {
  throw new ValidationError(message);
}

function required(value: unknown, label: string): void {
  if (absent(value)) fail(`${label} is required`);
}

function text(value: unknown, label: string): string {
  if (typeof value !== "string") fail(`${label} must be text`);
  return value;
}

/** An id or a word sent as text or a JSON number; anything else is refused, never converted. */
function scalar(value: unknown, label: string): string {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") fail(`${label} must be text`);
  return value.trim();
}

function optionalText(value: unknown, label: string): string | null {
  return absent(value) ? null : text(value, label);
}

/** A calendar date, YYYY-MM-DD, exactly as a date input sends it. */
function date(value: unknown, label: string): string {
  const raw = typeof value === "string" ? value.trim() : "";
  const parsed = new Date(`${raw}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== raw) {
    fail(`${label} must be a valid date (YYYY-MM-DD)`);
  }
  return raw;
}

/** A number; anything else becomes NaN for the rules to name. */
function number(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
}

function optionalNumber(value: unknown): number | null {
  return absent(value) ? null : number(value);
}

function bool(value: unknown, label: string): boolean | null {
  if (absent(value)) return null;
  if (typeof value === "boolean") return value;
  // An HTML checkbox sends "on"; other clients send true/false or 1/0.
  if (typeof value === "string" && /^(true|on|1|yes)$/i.test(value.trim())) return true;
  if (typeof value === "string" && /^(false|off|0|no)$/i.test(value.trim())) return false;
  return fail(`${label} must be true or false`);
}

function isDocument(value: unknown): value is IncomingDocument {
  return typeof value === "object" && value !== null && Buffer.isBuffer((value as IncomingDocument).buffer);
}

/** A weekday in any case ("sunday" and "SUNDAY" mean Sunday); anything else is left for the rules to refuse. */
function weekday(value: unknown, label: string): string | null {
  const given = optionalText(value, label);
  return given === null ? null : (WEEKDAYS.find((name) => name.toLowerCase() === given.trim().toLowerCase()) ?? given);
}

const PARTICULAR_READERS = {
  text: optionalText,
  number: (value: unknown) => optionalNumber(value),
  boolean: bool,
  weekday,
} as const;

/** The written particulars of a REST offer, each under its snake_case name (shared/contracts/rules.ts PARTICULARS). */
function particularsFrom(input: Record<string, unknown>): Pick<ContractOffer, ParticularName> {
  return Object.fromEntries(
    PARTICULAR_NAMES.map((name) => {
      const { kind, label } = PARTICULARS[name];
      return [name, PARTICULAR_READERS[kind](input[restName(name)], label)];
    }),
  ) as never;
}

/** The REST creation payload (snake_case, form strings) as the service's typed offer. */
function offerOf(input: Record<string, unknown>): ContractOffer {
  required(input.house_manager, "House manager");
  required(input.employer, "Employer");
  required(input.terms, "Terms");
  if (typeof input.terms === "string" && input.terms.trim() === "") fail("Terms is required");
  required(input.start_date, "Start date");
  required(input.end_date, "End date");
  required(input.payment_day, "Payment day");
  required(input.payment_amount, "Payment amount");
  required(input.days_per_month, "Days per month");
  const file = input.contract_document;
  if (!absent(file) && !isDocument(file)) fail("Contract document must be an uploaded file");
  return {
    houseManagerId: scalar(input.house_manager, "House manager"),
    employerId: scalar(input.employer, "Employer"),
    terms: text(input.terms, "Terms"),
    startDate: date(input.start_date, "Start date"),
    endDate: date(input.end_date, "End date"),
    paymentDay: scalar(input.payment_day, "Payment day") as ContractOffer["paymentDay"],
    paymentAmount: number(input.payment_amount),
    daysPerMonth: number(input.days_per_month),
    isRenewable: bool(input.is_renewable, "Renewable") ?? false,
    terminationDate: absent(input.termination_date) ? null : date(input.termination_date, "Termination date"),
    terminationReason: optionalText(input.termination_reason, "Termination reason"),
    ...particularsFrom(input),
    contractDocument: isDocument(file) ? file : null,
  };
}

/** Reads the creation form; the document is capped at its limit while it streams in. */
async function contractForm(req: Request): Promise<Record<string, unknown>> {
  if (!isMultipart(req)) return bodyOf(req);
  const { fields, files } = await readMultipart(req, { maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 1, maxFields: 30, maxFieldBytes: 20_000 });
  const file = files.find((candidate) => candidate.field === "contract_document");
  return { ...fields, contract_document: file ? { buffer: file.buffer, truncated: file.truncated } : fields.contract_document };
}

/** An optional text field; anything but text is refused, never converted (an object may carry its own toString). */
function optionalString(value: unknown, label: string): string | null {
  if (absent(value)) return null;
  if (typeof value !== "string") fail(`${label} must be text`);
  return value.trim();
}

export function contractRoutes(services: Services): Router {
  const router = Router();

  router.get("/contracts/:id/", route(services, async (req) => ({
    body: (await services.contracts.publicSummaries(req.params.id)).map((contract) => ({
      id: contract.id,
      status: contract.status,
      employer_name: contract.employerName,
      end_date: day(contract.endDate),
    })),
  })));

  router.post("/create_contract/", route(services, async (req, caller) => {
    // Visitors and house managers are refused before their upload is read.
    services.contracts.requireCreator(caller.viewer);
    const { message, contract } = await services.contracts.create(caller, offerOf(await contractForm(req)));
    return { status: 201, body: { message, contract: contractJson(contract) } };
  }));

  router.get("/contract_notification/:id/", route(services, async (req, caller) => {
    const contract = await services.contracts.get(caller.viewer, req.params.id);
    return { body: { ...contractJson(contract), status_history: (await services.contracts.history(contract.id)).map(historyJson) } };
  }));

  router.get("/my_contracts/", route(services, async (_req, caller) => ({
    body: (await services.contracts.mine(caller.viewer)).map(contractJson),
  })));

  router.get("/contract_document/:id/", fileRoute(services, (req, caller) => services.contracts.document(caller.viewer, req.params.id)));

  router.get("/contract_pdf/:id/", fileRoute(services, (req, caller) => services.contractPdfs.contract(caller.viewer, req.params.id)));

  router.put("/contract_accept/:id/", route(services, async (req, caller) => ({
    body: contractJson(await services.contracts.accept(caller.viewer, req.params.id, optionalString(bodyOf(req).status, "status"))),
  })));

  router.put("/contract_decline/:id/", route(services, async (req, caller) => ({
    body: contractJson(await services.contracts.decline(caller.viewer, req.params.id, optionalString(bodyOf(req).status, "status"))),
  })));

  router.put("/contract_withdraw/:id/", route(services, async (req, caller) => {
    const { message, contract } = await services.contracts.withdraw(caller.viewer, req.params.id);
    return { body: { message, contract: contractJson(contract) } };
  }));

  router.put("/contract_terminate/:id/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    const terminationDate = absent(body.termination_date) ? null : date(body.termination_date, "Termination date");
    const { message, contract } = await services.contracts.terminate(caller.viewer, req.params.id, { terminationDate, terminationReason: optionalString(body.termination_reason, "Termination reason") });
    return { body: { message, contract: contractJson(contract) } };
  }));

  router.post("/contract_renew/:id/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    const startDate = absent(body.start_date) ? null : date(body.start_date, "Start date");
    const endDate = absent(body.end_date) ? null : date(body.end_date, "End date");
    const { message, contract } = await services.contracts.renew(caller.viewer, req.params.id, { startDate, endDate });
    return { status: 201, body: { message, contract: contractJson(contract) } };
  }));

  router.get("/payslip/:id/", async (req, res, next) => {
    try {
      const caller = await callerOf(req, services);
      if (req.query.format === "pdf") {
        sendPrivateFile(res, await services.contractPdfs.payslip(caller.viewer, req.params.id, req.query.month));
        return;
      }
      const { payslip } = await services.pay.payslip(caller.viewer, req.params.id, req.query.month);
      res.setHeader("Cache-Control", "private, no-store");
      res.json(payslipJson(payslip));
    } catch (error) {
      next(error);
    }
  });

  router.get("/contract_payments/:id/", route(services, async (req, caller) => ({
    body: (await services.pay.payments(caller.viewer, req.params.id)).map(paymentJson),
  })));

  router.post("/contract_payments/:id/", route(services, async (req, caller) => {
    const { message, payment, payslip, contract } = await services.pay.record(caller.viewer, req.params.id, bodyOf(req));
    return { status: 201, body: { message, payment: paymentJson(payment), payslip: payslipJson(payslip), contract: contractJson(contract) } };
  }));

  router.get("/payroll/", route(services, async (req, caller) => ({
    body: (await services.pay.payroll(caller.viewer, req.query.month)).map(({ contract, payslip }) => ({
      contract: contract.id,
      house_manager_name: displayName(contract.houseManager.user),
      ...payslipJson(payslip),
    })),
  })));

  router.get("/minimum_wage/", route(services, async (req) => {
    const on = typeof req.query.date === "string" && req.query.date ? date(req.query.date, "date") : nairobiToday();
    return { body: minimumWageJson(typeof req.query.place_of_work === "string" ? req.query.place_of_work : null, on) };
  }));

  return router;
}
