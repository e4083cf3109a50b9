// Contracts: employers and schools offer them to house managers with a private document; the house manager accepts or declines.
import { fileTypeFromBuffer } from "file-type";
import type { Contract, ContractStatus, PaymentDay, Prisma } from "../../generated/prisma/client.js";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { logger } from "../../lib/logger.js";
import { parseId } from "../../lib/validate.js";
import type { Caller, ServiceDeps, Viewer } from "../../lib/services-context.js";
import { createNotification, displayName, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { emails } from "../email/outbox.js";
import { emailFor } from "../email/templates.js";
import { assertPendingOfferRoom } from "./offer-limits.js";

/** SPEC 9: the document may be at most 5,242,880 bytes. */
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const PAYMENT_DAYS: readonly PaymentDay[] = ["Daily", "Monthly", "Yearly"];
const MAX_TERMS = 10_000;
const MAX_REASON = 2_000;
/** The public block shows a handful; the cap keeps an unauthenticated route cheap. */
const PUBLIC_SUMMARY_LIMIT = 50;
/** Decimal(12, 2) holds up to 9,999,999,999.99. */
const MAX_AMOUNT = 9_999_999_999.99;

/** Texts matched exactly by the client (SPEC 5) and by the tests. */
export const CONTRACT_MESSAGES = {
  login: "Please log in to create a contract",
  endAfterStart: "End date should be after start date",
  documentTooLarge: "Contract document size should be less than 5MB",
  documentType: "Contract document must be a PDF, PNG or JPEG file",
  notAFile: "Contract document must be an uploaded file",
  onlyEmployers: "Only employers and schools can create contracts",
  notOwnEmployer: "You can only create contracts as your own employer profile",
  houseManagerNotFound: "House manager not found",
  notFound: "Contract not found",
  notParty: "Only the two parties to this contract can see it",
  onlyHouseManager: "Only the contract's house manager can accept or decline it",
  created: "Contract created successfully",
  noDocument: "This contract has no document",
} as const;

/** The detected types a document may have, with the extension it is stored under. */
const DOCUMENT_TYPES: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" };

/** A received file: REST multipart and GraphQL uploads both arrive as buffers already capped in size. */
export interface IncomingDocument {
  buffer: Buffer;
  /** The upload went past the reader's cap: only its first bytes were kept. */
  truncated?: boolean;
}

/** The creation payload in its REST spelling (SPEC 3); GraphQL maps its input onto it. Values arrive as form strings or JSON. */
export interface ContractInput {
  house_manager?: unknown;
  employer?: unknown;
  terms?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  payment_day?: unknown;
  payment_amount?: unknown;
  is_renewable?: unknown;
  days_per_month?: unknown;
  termination_date?: unknown;
  termination_reason?: unknown;
  /** An IncomingDocument, or whatever a client put in a text field of that name. */
  contract_document?: unknown;
}

const PARTIES = {
  employer: { include: { user: { select: { firstName: true, lastName: true, username: true } } } },
  houseManager: { include: { user: { select: { firstName: true, lastName: true, username: true } } } },
} as const satisfies Prisma.ContractInclude;

/** A contract with both parties and their names: enough to check access and to answer REST callers. */
export type ContractWithParties = Prisma.ContractGetPayload<{ include: typeof PARTIES }>;

/** The authorised download route of a contract's document; never a public media path. */
export function documentPath(contract: Pick<Contract, "id" | "contractDocument">): string | null {
  return contract.contractDocument ? `/profiles/contract_document/${contract.id}/` : null;
}

export function employerName(contract: ContractWithParties): string {
  return displayName(contract.employer.user);
}

/** Multipart forms send every value as text, and clients send "null" or "" for an empty optional field. */
function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && ["", "null", "undefined"].includes(value.trim()));
}

function isDocument(value: unknown): value is IncomingDocument {
  return typeof value === "object" && value !== null && Buffer.isBuffer((value as IncomingDocument).buffer);
}

function fail(message: string): never {
  throw new ValidationError(message);
}

function required(value: unknown, label: string): void {
  if (absent(value) || (typeof value === "string" && value.trim() === "")) fail(`${label} is required`);
}

function text(value: unknown, label: string, max: number): string {
  if (typeof value !== "string") fail(`${label} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max) fail(`${label} must be at most ${max.toLocaleString("en-US")} characters`);
  return trimmed;
}

/** A calendar date, YYYY-MM-DD (what a date input sends), as midnight UTC for a DATE column. */
function date(value: unknown, label: string): Date {
  const raw = typeof value === "string" ? value.trim() : "";
  const parsed = new Date(`${raw}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== raw) {
    fail(`${label} must be a valid date (YYYY-MM-DD)`);
  }
  return parsed;
}

function amount(value: unknown): string {
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) fail("Payment amount must be a number");
  if (number <= 0) fail("Payment amount must be greater than 0");
  if (number > MAX_AMOUNT) fail("Payment amount is too large");
  // Money is kept to the cent: a third decimal would be rounded away silently by the column.
  if (Math.round(number * 100) / 100 !== number) fail("Payment amount can have at most 2 decimal places");
  return number.toFixed(2);
}

function daysPerMonth(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > 31) fail("Days per month must be a whole number from 1 to 31");
  return number;
}

function bool(value: unknown, label: string): boolean {
  if (absent(value)) return false;
  if (typeof value === "boolean") return value;
  // An HTML checkbox sends "on"; other clients send true/false or 1/0.
  if (typeof value === "string" && /^(true|on|1|yes)$/i.test(value.trim())) return true;
  if (typeof value === "string" && /^(false|off|0|no)$/i.test(value.trim())) return false;
  return fail(`${label} must be true or false`);
}

interface ValidContract {
  houseManagerId: number | undefined;
  employerId: number | undefined;
  terms: string;
  startDate: Date;
  endDate: Date;
  paymentDay: PaymentDay;
  paymentAmount: string;
  isRenewable: boolean;
  daysPerMonth: number;
  terminationDate: Date | null;
  terminationReason: string | null;
  document: { buffer: Buffer; mimeType: string; extension: string } | null;
}

/** Checks the payload without touching the database; the first problem found is the one reported (`{ error }`). */
async function validate(input: ContractInput): Promise<ValidContract> {
  required(input.house_manager, "House manager");
  required(input.employer, "Employer");
  required(input.terms, "Terms");
  required(input.start_date, "Start date");
  required(input.end_date, "End date");
  required(input.payment_day, "Payment day");
  required(input.payment_amount, "Payment amount");
  required(input.days_per_month, "Days per month");
  const terms = text(input.terms, "Terms", MAX_TERMS);
  const startDate = date(input.start_date, "Start date");
  const endDate = date(input.end_date, "End date");
  if (endDate <= startDate) fail(CONTRACT_MESSAGES.endAfterStart);
  const paymentAmount = amount(input.payment_amount);
  const days = daysPerMonth(input.days_per_month);
  const terminationDate = absent(input.termination_date) ? null : date(input.termination_date, "Termination date");
  if (terminationDate && terminationDate < startDate) fail("Termination date cannot be before the start date");
  const paymentDay = typeof input.payment_day === "string" ? input.payment_day.trim() : "";
  if (!(PAYMENT_DAYS as readonly string[]).includes(paymentDay)) fail("Payment day must be Daily, Monthly or Yearly");
  const isRenewable = bool(input.is_renewable, "Renewable");
  const reason = absent(input.termination_reason) ? "" : text(input.termination_reason, "Termination reason", MAX_REASON);

  let document: ValidContract["document"] = null;
  const file = input.contract_document;
  // A browser sends an empty, nameless part when no file was chosen: that is no document.
  if (isDocument(file) && (file.buffer.length > 0 || file.truncated)) {
    if (file.truncated || file.buffer.length > MAX_DOCUMENT_BYTES) fail(CONTRACT_MESSAGES.documentTooLarge);
    // The content decides, never the name or the declared type.
    const detected = await fileTypeFromBuffer(file.buffer);
    const extension = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
    if (!detected || !extension) fail(CONTRACT_MESSAGES.documentType);
    document = { buffer: file.buffer, mimeType: detected.mime, extension };
  } else if (isDocument(file)) {
    document = null;
  } else if (!absent(file)) {
    fail(CONTRACT_MESSAGES.notAFile);
  }

  return {
    houseManagerId: parseId(typeof input.house_manager === "string" ? input.house_manager.trim() : input.house_manager),
    employerId: parseId(typeof input.employer === "string" ? input.employer.trim() : input.employer),
    terms,
    startDate,
    endDate,
    paymentDay: paymentDay as PaymentDay,
    paymentAmount,
    isRenewable,
    daysPerMonth: days,
    terminationDate,
    terminationReason: reason || null,
    document,
  };
}

export class ContractService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Who may offer contracts: checked before a REST upload is read, so a visitor's file is never buffered. */
  requireCreator(viewer: Viewer | undefined): Viewer {
    if (!viewer) throw new UnauthenticatedError(CONTRACT_MESSAGES.login);
    if (viewer.userType === "house_manager") throw new ForbiddenError(CONTRACT_MESSAGES.onlyEmployers);
    return viewer;
  }

  /**
   * Validates everything first, stores the document, then writes the contract and the house manager's
   * notification in one transaction; the document is deleted again if that transaction fails.
   */
  async create(caller: Caller, input: ContractInput): Promise<{ message: string; contract: ContractWithParties }> {
    const viewer = this.requireCreator(caller.viewer);
    await this.deps.rateLimits.limitWrite("contractOffer", viewer);
    const valid = await validate(input);
    const { prisma, documents } = this.deps;

    const own = await prisma.employerProfile.findUnique({ where: { userId: viewer.userId }, include: { user: true } });
    if (!own || valid.employerId !== own.id) throw new ForbiddenError(CONTRACT_MESSAGES.notOwnEmployer);
    const houseManager = valid.houseManagerId === undefined ? null : await prisma.houseManagerProfile.findUnique({ where: { id: valid.houseManagerId }, include: { user: { select: { firstName: true, lastName: true, username: true } } } });
    if (!houseManager) throw new NotFoundError(CONTRACT_MESSAGES.houseManagerNotFound);

    const key = valid.document ? await documents.put("contracts", valid.document.extension, valid.document.buffer) : null;
    let created: { contract: ContractWithParties; notificationEvent: ReturnType<typeof notificationEvent> };
    try {
      created = await prisma.$transaction(async (tx) => {
        await assertPendingOfferRoom(tx, own.id, houseManager.id, this.deps.config.contractPendingPerPair);
        const contract = await tx.contract.create({
          data: {
            houseManagerId: houseManager.id,
            employerId: own.id,
            terms: valid.terms,
            startDate: valid.startDate,
            endDate: valid.endDate,
            status: "Pending",
            paymentAmount: valid.paymentAmount,
            daysPerMonth: valid.daysPerMonth,
            paymentStatus: "Unpaid",
            paymentMethod: null,
            isRenewable: valid.isRenewable,
            paymentDay: valid.paymentDay,
            contractDocument: key,
            documentMimeType: valid.document?.mimeType ?? null,
            terminationDate: valid.terminationDate,
            terminationReason: valid.terminationReason,
          },
          include: PARTIES,
        });
        const notification = await createNotification(tx, {
          recipientId: houseManager.userId,
          senderId: viewer.userId,
          type: "contract",
          message: `${displayName(own.user)} has offered you a contract`,
          contractId: contract.id,
        });
        await emails.enqueue(tx, {
          userId: houseManager.userId,
          ...emailFor("contract_offered", { name: displayName(houseManager.user), from: displayName(own.user), ...this.emailTerms(contract) }),
        });
        return { contract, notificationEvent: notificationEvent(notification) };
      });
    } catch (error) {
      if (key) await documents.delete(key).catch((cleanup: Error) => logger.warn("orphan contract document", { key, error: cleanup.message }));
      throw error;
    }
    await publishAll(this.deps.events, [created.notificationEvent]);
    return { message: CONTRACT_MESSAGES.created, contract: created.contract };
  }

  /**
   * A house manager's contracts as the public profile block shows them (DECISIONS: status, employer name and end
   * date only), newest first; the GraphQL twin is HouseManager.contracts.
   */
  async publicSummaries(rawHouseManagerId: unknown): Promise<Array<{ id: number; status: ContractStatus; employerName: string; endDate: Date }>> {
    const id = parseId(rawHouseManagerId);
    const houseManager = id === undefined ? null : await this.deps.prisma.houseManagerProfile.findUnique({ where: { id }, select: { id: true } });
    if (!houseManager) throw new NotFoundError(CONTRACT_MESSAGES.houseManagerNotFound);
    const contracts = await this.deps.prisma.contract.findMany({
      where: { houseManagerId: houseManager.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PUBLIC_SUMMARY_LIMIT,
      select: { id: true, status: true, endDate: true, employer: { select: { user: { select: { firstName: true, lastName: true, username: true } } } } },
    });
    return contracts.map((contract) => ({ id: contract.id, status: contract.status, employerName: displayName(contract.employer.user), endDate: contract.endDate }));
  }

  /** Full details, only for the contract's employer and house manager. */
  async get(viewer: Viewer | undefined, rawId: unknown): Promise<ContractWithParties> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.find(rawId);
    if (contract.employer.userId !== viewer.userId && contract.houseManager.userId !== viewer.userId) throw new ForbiddenError(CONTRACT_MESSAGES.notParty);
    return contract;
  }

  /** The stored document, for the two parties only. */
  async document(viewer: Viewer | undefined, rawId: unknown): Promise<{ data: Buffer; mimeType: string; filename: string }> {
    const contract = await this.get(viewer, rawId);
    const data = contract.contractDocument ? await this.deps.documents.get(contract.contractDocument) : null;
    if (!contract.contractDocument || !data) throw new NotFoundError(CONTRACT_MESSAGES.noDocument);
    const mimeType = contract.documentMimeType ?? "application/octet-stream";
    return { data, mimeType, filename: `contract-${contract.id}.${DOCUMENT_TYPES[mimeType] ?? "bin"}` };
  }

  accept(viewer: Viewer | undefined, rawId: unknown, requestedStatus?: unknown): Promise<ContractWithParties> {
    return this.respond(viewer, rawId, "Accepted", requestedStatus);
  }

  decline(viewer: Viewer | undefined, rawId: unknown, requestedStatus?: unknown): Promise<ContractWithParties> {
    return this.respond(viewer, rawId, "Declined", requestedStatus);
  }

  /**
   * Moves a Pending contract to its answer and notifies the employer in one transaction. The update is
   * conditional on the status still being Pending, so of two concurrent answers exactly one wins.
   */
  private async respond(viewer: Viewer | undefined, rawId: unknown, status: Exclude<ContractStatus, "Pending">, requestedStatus: unknown): Promise<ContractWithParties> {
    if (!viewer) throw new UnauthenticatedError();
    // The REST routes carry the status in the body too (SPEC 7); one that contradicts the route is refused.
    if (!absent(requestedStatus) && requestedStatus !== status) throw new ValidationError(`status must be '${status}'`);
    const contract = await this.find(rawId);
    if (contract.houseManager.userId !== viewer.userId) throw new ForbiddenError(CONTRACT_MESSAGES.onlyHouseManager);
    if (contract.status !== "Pending") throw new ConflictError(`This contract has already been ${contract.status.toLowerCase()}`);

    const event = await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.contract.updateMany({ where: { id: contract.id, status: "Pending" }, data: { status } });
      if (claimed.count !== 1) throw new ConflictError("This contract is no longer pending");
      const notification = await createNotification(tx, {
        recipientId: contract.employer.userId,
        senderId: viewer.userId,
        type: status === "Accepted" ? "contract_accepted" : "contract_declined",
        message: `${displayName(contract.houseManager.user)} has ${status.toLowerCase()} your contract`,
        contractId: contract.id,
      });
      // Answering an offer settles the notification that brought it.
      await tx.notification.updateMany({ where: { contractId: contract.id, recipientId: viewer.userId, type: "contract", isRead: false }, data: { isRead: true } });
      await emails.enqueue(tx, {
        userId: contract.employer.userId,
        ...emailFor(status === "Accepted" ? "contract_accepted" : "contract_declined", { name: displayName(contract.employer.user), by: displayName(contract.houseManager.user), ...this.emailTerms(contract) }),
      });
      return notificationEvent(notification);
    });
    await publishAll(this.deps.events, [event]);
    return this.find(contract.id);
  }

  /** Pay and dates as an email states them: "KSh 18,000.00 Monthly, 1 Dec 2026 to 30 Nov 2027". */
  private emailTerms(contract: Pick<Contract, "paymentAmount" | "paymentDay" | "startDate" | "endDate">): { pay: string; dates: string } {
    const amount = Number(contract.paymentAmount).toLocaleString("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const day = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    return { pay: `${this.deps.config.currencySymbol} ${amount} ${contract.paymentDay}`, dates: `${day(contract.startDate)} to ${day(contract.endDate)}` };
  }

  private async find(rawId: unknown): Promise<ContractWithParties> {
    const id = parseId(rawId);
    const contract = id === undefined ? null : await this.deps.prisma.contract.findUnique({ where: { id }, include: PARTIES });
    if (!contract) throw new NotFoundError(CONTRACT_MESSAGES.notFound);
    return contract;
  }
}
