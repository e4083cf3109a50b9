// Contracts: employers and schools offer them to house managers with the particulars of a written contract and an
// optional private document; the house manager accepts or declines; the employer may withdraw a pending offer or
// offer a renewable one again; either party gives notice on an accepted one. The rules live in shared/contracts/rules.ts.
import { fileTypeFromBuffer } from "file-type";
import { assertNotBlocked } from "../moderation/blocks.js";
import type { Contract, ContractStatus, PaymentDay, Prisma } from "../../generated/prisma/client.js";
import type { CreateContractInput } from "../../graphql/resolvers-types.js";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { logger } from "../../lib/logger.js";
import { parseId } from "../../lib/validate.js";
import { requireViewer, type Caller, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { emails } from "../email/outbox.js";
import { emailFor, type EmailTerms } from "../email/templates.js";
import { displayName } from "../../../../shared/names.js";
import { addDays, isoDay, nairobiToday } from "../../../../shared/dates.js";
import {
  checkContract,
  CONTRACT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  MAX_REASON,
  PARTICULAR_NAMES,
  PAYMENT_DAYS,
  resolveParticulars,
  type ContractValues,
  type Particulars,
} from "../../../../shared/contracts/rules.js";
import { assertPendingOfferRoom } from "./offer-limits.js";
import { readHouseManager } from "../profiles/house-manager-reads.js";

export { CONTRACT_MESSAGES, MAX_DOCUMENT_BYTES, PAYMENT_DAYS };

/** The public block shows a handful; the cap keeps an unauthenticated route cheap (REST and GraphQL alike). */
export const PUBLIC_SUMMARY_LIMIT = 50;

/** The detected types a document may have, with the extension it is stored under. */
const DOCUMENT_TYPES: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" };

/** A received file: REST multipart and GraphQL uploads both arrive as buffers already capped in size. */
export interface IncomingDocument {
  buffer: Buffer;
  /** The upload went past the reader's cap: only its first bytes were kept. */
  truncated?: boolean;
}

/**
 * An offer as the service takes it: GraphQL's CreateContractInput with the upload already read. The REST edge builds
 * the same shape from the REST form (rest/contracts.ts, docs/product.md "Fields"). The employer is the caller; an employer id, when sent, must be
 * the caller's own profile.
 */
export type ContractOffer = Omit<CreateContractInput, "contractDocument" | "employerId"> & {
  employerId?: string | number | null;
  contractDocument?: IncomingDocument | null;
};

const PERSON = { select: { firstName: true, lastName: true, username: true, id: true } } as const;
const PARTIES = {
  employer: { include: { user: PERSON } },
  houseManager: { include: { user: PERSON } },
} as const satisfies Prisma.ContractInclude;

/** A contract with both parties and their names: enough to check access and to answer REST callers. */
export type ContractWithParties = Prisma.ContractGetPayload<{ include: typeof PARTIES }>;

/** The status a contract reads as: an Accepted one past its end date has Expired (never stored). */
export type ContractStatusView = ContractStatus | "Expired";

export function statusOf(contract: Pick<Contract, "status" | "endDate">, today: string = nairobiToday()): ContractStatusView {
  return contract.status === "Accepted" && isoDay(contract.endDate) < today ? "Expired" : contract.status;
}

/** The authorised download route of a contract's document; never a public media path. */
export function documentPath(contract: Pick<Contract, "id" | "contractDocument">): string | null {
  return contract.contractDocument ? `/profiles/contract_document/${contract.id}/` : null;
}

/** The generated contract (English and Kiswahili) for the two parties. */
export function pdfPath(contract: Pick<Contract, "id">): string {
  return `/profiles/contract_pdf/${contract.id}/`;
}

export function employerName(contract: ContractWithParties): string {
  return displayName(contract.employer.user);
}

/** One row of the public contract block: what anyone may see of a house manager's contract. */
export interface PublicContract {
  id: number;
  status: ContractStatusView;
  employerName: string;
  endDate: Date;
}

/**
 * The public contract blocks of several house managers (status, employer name and end date only), newest first and
 * capped; REST's /profiles/contracts/{id}/ and GraphQL's HouseManager.contracts both read through here.
 */
export async function publicContractBlocks(prisma: ServiceDeps["prisma"], houseManagerIds: readonly number[]): Promise<Map<number, PublicContract[]>> {
  const blocks = new Map<number, PublicContract[]>(houseManagerIds.map((id) => [id, []]));
  if (houseManagerIds.length === 0) return blocks;
  const rows = await prisma.contract.findMany({
    where: { houseManagerId: { in: [...houseManagerIds] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, houseManagerId: true, status: true, endDate: true, employer: { select: { user: PERSON } } },
  });
  const today = nairobiToday();
  for (const row of rows) {
    const block = blocks.get(row.houseManagerId);
    if (!block || block.length >= PUBLIC_SUMMARY_LIMIT) continue;
    block.push({ id: row.id, status: statusOf(row, today), employerName: displayName(row.employer.user), endDate: row.endDate });
  }
  return blocks;
}

function fail(message: string): never {
  throw new ValidationError(message);
}

function dateOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Checks the document by its content, never by its name or declared type. */
async function readDocument(file: IncomingDocument | null | undefined): Promise<{ buffer: Buffer; mimeType: string; extension: string } | null> {
  // A browser sends an empty, nameless part when no file was chosen: that is no document.
  if (!file || (file.buffer.length === 0 && !file.truncated)) return null;
  if (file.truncated || file.buffer.length > MAX_DOCUMENT_BYTES) fail(CONTRACT_MESSAGES.documentTooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  const extension = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
  if (!detected || !extension) fail(CONTRACT_MESSAGES.documentType);
  return { buffer: file.buffer, mimeType: detected.mime, extension };
}

/** An offer with every particular resolved to what will be stored. */
type ResolvedOffer = ContractValues &
  Particulars & {
    paymentDay: PaymentDay;
    isRenewable: boolean;
    terminationDate: string | null;
    terminationReason: string | null;
  };

/** The offer's values with every particular resolved to what will be stored. */
function resolveOffer(input: ContractOffer, places: { employerTown?: string | null; houseManagerTown?: string | null }): ResolvedOffer {
  return {
    terms: input.terms.trim(),
    startDate: input.startDate,
    endDate: input.endDate,
    paymentDay: input.paymentDay,
    paymentAmount: input.paymentAmount,
    daysPerMonth: input.daysPerMonth,
    isRenewable: input.isRenewable,
    terminationDate: input.terminationDate ?? null,
    terminationReason: trimmedOrNull(input.terminationReason),
    ...resolveParticulars(input, input.paymentDay, places),
  };
}

/** The particulars of a resolved offer or a stored contract, by name (shared/contracts/rules.ts PARTICULARS). */
function particularsOf(source: Particulars): Particulars {
  return Object.fromEntries(PARTICULAR_NAMES.map((name) => [name, source[name]])) as Particulars;
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
   * Checks the offer against the contract rules and the minimum wage, stores the document, then writes the contract,
   * its first status and the house manager's notification in one transaction; the document is deleted again if that
   * transaction fails.
   */
  async create(caller: Caller, input: ContractOffer): Promise<{ message: string; contract: ContractWithParties }> {
    const viewer = this.requireCreator(caller.viewer);
    await this.deps.rateLimits.limitWrite("contractOffer", viewer);
    const { prisma } = this.deps;
    const own = await prisma.employerProfile.findUnique({ where: { userId: viewer.userId }, include: { user: true } });
    const claimed = input.employerId === undefined || input.employerId === null ? own?.id : parseId(typeof input.employerId === "string" ? input.employerId.trim() : input.employerId);
    if (!own || claimed !== own.id) throw new ForbiddenError(CONTRACT_MESSAGES.notOwnEmployer);
    const houseManagerId = parseId(input.houseManagerId);
    const houseManager = houseManagerId === undefined ? null : await prisma.houseManagerProfile.findUnique({ where: { id: houseManagerId }, include: { user: PERSON } });
    if (!houseManager) throw new NotFoundError(CONTRACT_MESSAGES.houseManagerNotFound);
    await assertNotBlocked(prisma, viewer.userId, houseManager.userId);

    const offer = resolveOffer(input, { employerTown: own.city, houseManagerTown: houseManager.city });
    const problem = checkContract(offer)[0];
    // A bad document is reported before pay below the minimum, which is judged on an otherwise valid offer.
    if (problem && problem.rule !== "minimumWage") fail(problem.message);
    const document = await readDocument(input.contractDocument);
    if (problem) fail(problem.message);

    const created = await this.insertOffer(viewer, { employerId: own.id, employerName: displayName(own.user), houseManagerId: houseManager.id, houseManagerUserId: houseManager.userId, houseManagerName: displayName(houseManager.user) }, offer, document, null);
    return { message: CONTRACT_MESSAGES.created, contract: created };
  }

  private async insertOffer(
    viewer: Viewer,
    parties: { employerId: number; employerName: string; houseManagerId: number; houseManagerUserId: number; houseManagerName: string },
    offer: ResolvedOffer,
    document: Awaited<ReturnType<typeof readDocument>>,
    renewedFromId: number | null,
  ): Promise<ContractWithParties> {
    const { prisma, documents } = this.deps;
    const key = document ? await documents.put("contracts", document.extension, document.buffer) : null;
    let created: { contract: ContractWithParties; event: ReturnType<typeof notificationEvent> };
    try {
      created = await prisma.$transaction(async (tx) => {
        await assertPendingOfferRoom(tx, parties.employerId, parties.houseManagerId, this.deps.config.contractPendingPerPair);
        const contract = await tx.contract.create({
          data: {
            houseManagerId: parties.houseManagerId,
            employerId: parties.employerId,
            terms: offer.terms,
            startDate: dateOf(offer.startDate),
            endDate: dateOf(offer.endDate),
            status: "Pending",
            paymentAmount: offer.paymentAmount.toFixed(2),
            daysPerMonth: offer.daysPerMonth,
            paymentStatus: "Unpaid",
            paymentMethod: null,
            isRenewable: offer.isRenewable,
            paymentDay: offer.paymentDay,
            contractDocument: key,
            documentMimeType: document?.mimeType ?? null,
            terminationDate: offer.terminationDate ? dateOf(offer.terminationDate) : null,
            terminationReason: offer.terminationReason,
            ...particularsOf(offer),
            renewedFromId,
            statusChanges: { create: { status: "Pending", actorId: viewer.userId, actorName: parties.employerName, note: renewedFromId ? `Renewal of contract ${renewedFromId}` : null } },
          },
          include: PARTIES,
        });
        const notification = await createNotification(tx, {
          recipientId: parties.houseManagerUserId,
          senderId: viewer.userId,
          type: "contract",
          message: `${parties.employerName} has offered you a contract`,
          contractId: contract.id,
        });
        await emails.enqueue(tx, {
          userId: parties.houseManagerUserId,
          ...emailFor("contract_offered", { name: parties.houseManagerName, from: parties.employerName, ...this.emailTerms(contract) }),
        });
        return { contract, event: notificationEvent(notification) };
      });
    } catch (error) {
      if (key) await documents.delete(key).catch((cleanup: Error) => logger.warn("orphan contract document", { key, error: cleanup.message }));
      throw error;
    }
    await publishAll(this.deps.events, [created.event]);
    return created.contract;
  }

  /** A house manager's public contract block; 404 for a house manager that does not exist. */
  async publicSummaries(rawHouseManagerId: unknown): Promise<PublicContract[]> {
    const id = parseId(rawHouseManagerId);
    // One statement: the profile with its block, built in SQL as on the house manager's page.
    const read = id === undefined ? null : await readHouseManager(this.deps.reads, id, { contracts: true });
    if (!read) throw new NotFoundError(CONTRACT_MESSAGES.houseManagerNotFound);
    return read.contracts ?? [];
  }

  /** Full details, only for the contract's employer and house manager. */
  async get(viewer: Viewer | undefined, rawId: unknown): Promise<ContractWithParties> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.find(rawId);
    if (contract.employer.userId !== viewer.userId && contract.houseManager.userId !== viewer.userId) throw new ForbiddenError(CONTRACT_MESSAGES.notParty);
    return contract;
  }

  /** The viewer's own contracts on either side, newest first. */
  async mine(viewer: Viewer | undefined): Promise<ContractWithParties[]> {
    const { userId } = requireViewer(viewer);
    return this.deps.prisma.contract.findMany({
      where: { OR: [{ employer: { userId } }, { houseManager: { userId } }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      include: PARTIES,
    });
  }

  /** The status history, oldest first. */
  history(contractId: number) {
    return this.deps.prisma.contractStatusChange.findMany({ where: { contractId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  /** The stored document, for the two parties only. */
  async document(viewer: Viewer | undefined, rawId: unknown): Promise<{ data: Buffer; mimeType: string; filename: string }> {
    const contract = await this.get(viewer, rawId);
    const data = contract.contractDocument ? await this.deps.documents.get(contract.contractDocument) : null;
    if (!contract.contractDocument || !data) throw new NotFoundError(CONTRACT_MESSAGES.noDocument);
    const mimeType = contract.documentMimeType ?? "application/octet-stream";
    return { data, mimeType, filename: `contract-${contract.id}.${DOCUMENT_TYPES[mimeType] ?? "bin"}` };
  }

  accept(viewer: Viewer | undefined, rawId: unknown, requestedStatus?: string | null): Promise<ContractWithParties> {
    return this.respond(viewer, rawId, "Accepted", requestedStatus);
  }

  decline(viewer: Viewer | undefined, rawId: unknown, requestedStatus?: string | null): Promise<ContractWithParties> {
    return this.respond(viewer, rawId, "Declined", requestedStatus);
  }

  /**
   * Moves a Pending contract to its answer and notifies the employer in one transaction. The update is
   * conditional on the status still being Pending, so of two concurrent answers exactly one wins.
   */
  private async respond(viewer: Viewer | undefined, rawId: unknown, status: "Accepted" | "Declined", requestedStatus: string | null | undefined): Promise<ContractWithParties> {
    if (!viewer) throw new UnauthenticatedError();
    // The REST routes carry the status in the body too; one that contradicts the route is refused.
    if (requestedStatus != null && requestedStatus !== status) throw new ValidationError(`status must be '${status}'`);
    const contract = await this.find(rawId);
    if (contract.houseManager.userId !== viewer.userId) throw new ForbiddenError(CONTRACT_MESSAGES.onlyHouseManager);
    if (contract.status !== "Pending") throw new ConflictError(`This contract has already been ${contract.status.toLowerCase()}`);
    return this.transition(viewer, contract, {
      from: "Pending",
      to: status,
      actorName: displayName(contract.houseManager.user),
      notify: { userId: contract.employer.userId, type: status === "Accepted" ? "contract_accepted" : "contract_declined", message: `${displayName(contract.houseManager.user)} has ${status.toLowerCase()} your contract` },
      alsoInTransaction: async (tx) => {
        // Answering an offer settles the notification that brought it.
        await tx.notification.updateMany({ where: { contractId: contract.id, recipientId: viewer.userId, type: "contract", isRead: false }, data: { isRead: true } });
        await emails.enqueue(tx, {
          userId: contract.employer.userId,
          ...emailFor(status === "Accepted" ? "contract_accepted" : "contract_declined", { name: displayName(contract.employer.user), by: displayName(contract.houseManager.user), ...this.emailTerms(contract) }),
        });
      },
    });
  }

  /** The employer takes back an offer the house manager has not answered yet. */
  async withdraw(viewer: Viewer | undefined, rawId: unknown): Promise<{ message: string; contract: ContractWithParties }> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.find(rawId);
    if (contract.employer.userId !== viewer.userId) throw new ForbiddenError("Only the employer who made the offer can withdraw it");
    if (contract.status !== "Pending") throw new ConflictError(`Only a pending offer can be withdrawn; this contract is ${statusOf(contract).toLowerCase()}`);
    const name = displayName(contract.employer.user);
    const updated = await this.transition(viewer, contract, {
      from: "Pending",
      to: "Withdrawn",
      actorName: name,
      notify: { userId: contract.houseManager.userId, type: "contract_withdrawn", message: `${name} has withdrawn the contract offered to you` },
      alsoInTransaction: async (tx) => {
        await emails.enqueue(tx, {
          userId: contract.houseManager.userId,
          ...emailFor("contract_withdrawn", { name: displayName(contract.houseManager.user), by: name, ...this.emailTerms(contract) }),
        });
      },
    });
    return { message: CONTRACT_MESSAGES.withdrawn, contract: updated };
  }

  /**
   * Either party gives notice on an Accepted contract. The last day must leave at least the contract's notice period
   * counted from today (Nairobi), and fall within the contract; the contract then ends on that day.
   */
  async terminate(viewer: Viewer | undefined, rawId: unknown, input: { terminationDate?: string | null; terminationReason?: string | null }): Promise<{ message: string; contract: ContractWithParties }> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.find(rawId);
    const isEmployer = contract.employer.userId === viewer.userId;
    if (!isEmployer && contract.houseManager.userId !== viewer.userId) throw new ForbiddenError("Only the two parties to this contract can give notice");
    const status = statusOf(contract);
    if (status !== "Accepted") throw new ConflictError(`Only an active contract can be terminated; this contract is ${status.toLowerCase()}`);
    const day = input.terminationDate?.trim() ?? "";
    if (!day) fail("Termination date is required");
    const reason = input.terminationReason?.trim() ?? "";
    if (reason.length > MAX_REASON) fail(`Termination reason must be at most ${MAX_REASON.toLocaleString("en-US")} characters`);
    const today = nairobiToday();
    const earliest = addDays(today, contract.noticeDays);
    if (day < earliest) {
      fail(`Termination date must be at least ${contract.noticeDays} days from today (the contract's notice period): ${earliest} or later`);
    }
    if (day > isoDay(contract.endDate)) fail("Termination date cannot be after the contract's end date");
    if (day < isoDay(contract.startDate)) fail(CONTRACT_MESSAGES.terminationBeforeStart);
    const actor = isEmployer ? contract.employer.user : contract.houseManager.user;
    const other = isEmployer ? contract.houseManager.userId : contract.employer.userId;
    const updated = await this.transition(viewer, contract, {
      from: "Accepted",
      to: "Terminated",
      actorName: displayName(actor),
      note: reason || null,
      data: { terminationDate: dateOf(day), terminationReason: reason || null, endDate: dateOf(day) },
      notify: { userId: other, type: "contract_terminated", message: `${displayName(actor)} has given notice: your contract ends on ${day}` },
      alsoInTransaction: async (tx) => {
        await emails.enqueue(tx, {
          userId: other,
          ...emailFor("contract_terminated", { name: displayName(isEmployer ? contract.houseManager.user : contract.employer.user), by: displayName(actor), endDate: day, reason }),
        });
      },
    });
    return { message: CONTRACT_MESSAGES.terminated, contract: updated };
  }

  /** The employer offers a renewable contract again with new dates: a new Pending offer with the same particulars. */
  async renew(viewer: Viewer | undefined, rawId: unknown, dates: { startDate?: string | null; endDate?: string | null }): Promise<{ message: string; contract: ContractWithParties }> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.find(rawId);
    if (contract.employer.userId !== viewer.userId) throw new ForbiddenError("Only the contract's employer can renew it");
    // A renewal is a new offer: a block between the pair stops it as it stops a first offer.
    await assertNotBlocked(this.deps.prisma, viewer.userId, contract.houseManager.userId);
    if (!contract.isRenewable) throw new ConflictError("This contract is not renewable");
    const status = statusOf(contract);
    if (status !== "Accepted" && status !== "Expired") throw new ConflictError(`Only an accepted or expired contract can be renewed; this contract is ${status.toLowerCase()}`);
    if (!dates.startDate) fail("Start date is required");
    if (!dates.endDate) fail("End date is required");
    if (dates.startDate <= isoDay(contract.startDate)) fail("A renewal must start after the current contract's start date");
    const input: ContractOffer = {
      houseManagerId: String(contract.houseManagerId),
      terms: contract.terms,
      startDate: dates.startDate,
      endDate: dates.endDate,
      paymentDay: contract.paymentDay,
      paymentAmount: Number(contract.paymentAmount),
      isRenewable: contract.isRenewable,
      daysPerMonth: contract.daysPerMonth,
      // The renewal keeps every particular but probation, which a renewed employment does not serve again.
      ...particularsOf(contract as unknown as Particulars),
      probationMonths: 0,
    };
    const offer = resolveOffer(input, {});
    // The renewal meets today's rules, including the minimum wage in force at its new start.
    const problem = checkContract(offer)[0];
    if (problem) fail(problem.message);
    const renewed = await this.insertOffer(
      viewer,
      {
        employerId: contract.employerId,
        employerName: displayName(contract.employer.user),
        houseManagerId: contract.houseManagerId,
        houseManagerUserId: contract.houseManager.userId,
        houseManagerName: displayName(contract.houseManager.user),
      },
      offer,
      null,
      contract.id,
    );
    return { message: CONTRACT_MESSAGES.renewed, contract: renewed };
  }

  /**
   * One status change: conditional on the status still being `from` (so of two concurrent changes one wins), with its
   * history row and the other party's notification in the same transaction, published after it commits.
   */
  private async transition(
    viewer: Viewer,
    contract: ContractWithParties,
    change: {
      from: ContractStatus;
      to: ContractStatus;
      actorName: string;
      note?: string | null;
      data?: Prisma.ContractUpdateManyMutationInput;
      notify: { userId: number; type: "contract_accepted" | "contract_declined" | "contract_withdrawn" | "contract_terminated"; message: string };
      /** More writes of the same change (emails, settled notifications). */
      alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<void>;
    },
  ): Promise<ContractWithParties> {
    const event = await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.contract.updateMany({ where: { id: contract.id, status: change.from }, data: { ...change.data, status: change.to } });
      if (claimed.count !== 1) throw new ConflictError(`This contract is no longer ${change.from.toLowerCase()}`);
      await tx.contractStatusChange.create({ data: { contractId: contract.id, status: change.to, actorId: viewer.userId, actorName: change.actorName, note: change.note ?? null } });
      const notification = await createNotification(tx, {
        recipientId: change.notify.userId,
        senderId: viewer.userId,
        type: change.notify.type,
        message: change.notify.message,
        contractId: contract.id,
      });
      await change.alsoInTransaction?.(tx);
      return notificationEvent(notification);
    });
    await publishAll(this.deps.events, [event]);
    return this.find(contract.id);
  }

  /** Pay and dates as an email states them: "KSh 18,000.00 Monthly, 1 Dec 2026 to 30 Nov 2027". */
  private emailTerms(contract: Pick<Contract, "paymentAmount" | "paymentDay" | "startDate" | "endDate">): EmailTerms {
    const amount = Number(contract.paymentAmount).toLocaleString("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // The templates write the interval and the days in the recipient's language.
    return { amount: `${this.deps.config.currencySymbol} ${amount}`, paymentDay: contract.paymentDay, start: isoDay(contract.startDate), end: isoDay(contract.endDate) };
  }

  /** A contract with its parties; 404 when the id does not name one. */
  async find(rawId: unknown): Promise<ContractWithParties> {
    const id = parseId(rawId);
    const contract = id === undefined ? null : await this.deps.prisma.contract.findUnique({ where: { id }, include: PARTIES });
    if (!contract) throw new NotFoundError(CONTRACT_MESSAGES.notFound);
    return contract;
  }
}
