// Verification: a house manager submits an identity document or a Certificate of Good Conduct; operators approve or
// reject it; the owner is told either way, and told again when an approved certificate lapses.
import { fileTypeFromBuffer } from "file-type";
import type { Verification, VerificationKind, VerificationStatus } from "../../generated/prisma/client.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { logger } from "../../lib/logger.js";
import { optionalChoice, parseId } from "../../lib/validate.js";
import { requireOperator, requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { publishAll } from "../notifications/live.js";
import { emails } from "../email/outbox.js";
import { emailFor } from "../email/templates.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { recordAudit } from "../operators/audit.js";
import { goodConductCutoff, loadBadges, type Badge } from "./badges.js";
import { displayName } from "../../../../shared/names.js";

/** The same cap as contract documents: 5,242,880 bytes. */
export const MAX_VERIFICATION_BYTES = 5_242_880;
export const VERIFICATION_KINDS = ["id_document", "good_conduct"] as const;
const STATUSES = ["pending", "approved", "rejected"] as const;
/** Detected content types a document may have, with the extension it is stored under. */
const DOCUMENT_TYPES: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" };

export const VERIFICATION_MESSAGES = {
  onlyHouseManagers: "Only house managers submit verification documents.",
  kind: 'Choose "id_document" or "good_conduct".',
  documentRequired: "Attach the document (PDF, PNG or JPEG).",
  documentType: "The document must be a PDF, PNG or JPEG file.",
  documentTooLarge: "The document must be at most 5 MB (5,242,880 bytes).",
  issuedOnRequired: "Give the certificate's issue date.",
  issuedOnInvalid: "Enter the date as YYYY-MM-DD.",
  issuedOnFuture: "The issue date cannot be in the future.",
  issuedOnLapsed: "This certificate is more than 12 months old; apply for a new one and submit that.",
  notFound: "Verification not found.",
  reviewed: "This verification has already been reviewed.",
  reasonRequired: "This field is required.",
} as const;

const KIND_NAMES: Record<VerificationKind, string> = { id_document: "identity document", good_conduct: "Certificate of Good Conduct" };

export interface VerificationSubmission {
  kind?: unknown;
  issuedOn?: unknown;
  document?: { buffer: Buffer; truncated?: boolean } | null;
}

export type VerificationWithOwner = Verification & { user: { firstName: string; lastName: string; username: string } };

function parseDay(value: unknown): Date | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return undefined;
  const day = new Date(`${value.trim()}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value.trim() ? undefined : day;
}

export class VerificationService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Badges of many house manager profiles in one query. */
  badges(houseManagerIds: readonly number[]): Promise<Map<number, Badge>> {
    return loadBadges(this.deps.prisma, houseManagerIds);
  }

  /** Who may submit: checked before a REST upload is read, so nobody else's file is buffered. */
  requireSubmitter(viewer: Viewer | undefined): Viewer {
    const caller = requireViewer(viewer);
    if (caller.userType !== "house_manager") throw new ForbiddenError(VERIFICATION_MESSAGES.onlyHouseManagers);
    return caller;
  }

  /** Checks and stores a document in the private store; the row is pending until an operator looks at it. */
  async submit(viewer: Viewer | undefined, input: VerificationSubmission): Promise<Verification> {
    const caller = this.requireSubmitter(viewer);
    const problems: Record<string, string[]> = {};
    const kind = typeof input.kind === "string" && (VERIFICATION_KINDS as readonly string[]).includes(input.kind.trim()) ? (input.kind.trim() as VerificationKind) : undefined;
    if (!kind) problems.kind = [VERIFICATION_MESSAGES.kind];
    let issuedOn: Date | null = null;
    if (kind === "good_conduct") {
      const raw = typeof input.issuedOn === "string" ? input.issuedOn.trim() : input.issuedOn;
      if (raw === undefined || raw === null || raw === "") problems.issued_on = [VERIFICATION_MESSAGES.issuedOnRequired];
      else {
        const day = parseDay(raw);
        if (!day) problems.issued_on = [VERIFICATION_MESSAGES.issuedOnInvalid];
        else if (day.getTime() > Date.now()) problems.issued_on = [VERIFICATION_MESSAGES.issuedOnFuture];
        else if (day < goodConductCutoff()) problems.issued_on = [VERIFICATION_MESSAGES.issuedOnLapsed];
        else issuedOn = day;
      }
    }
    const file = input.document;
    let detected: { mime: string; extension: string } | undefined;
    if (!file || (file.buffer.length === 0 && !file.truncated)) problems.document = [VERIFICATION_MESSAGES.documentRequired];
    else if (file.truncated || file.buffer.length > MAX_VERIFICATION_BYTES) problems.document = [VERIFICATION_MESSAGES.documentTooLarge];
    else {
      // The content decides, never the file name or the declared type.
      const type = await fileTypeFromBuffer(file.buffer);
      const extension = type ? DOCUMENT_TYPES[type.mime] : undefined;
      if (!type || !extension) problems.document = [VERIFICATION_MESSAGES.documentType];
      else detected = { mime: type.mime, extension };
    }
    if (Object.keys(problems).length) throw ValidationError.fields(problems);
    const profile = await this.deps.prisma.houseManagerProfile.findUnique({ where: { userId: caller.userId }, select: { id: true } });
    if (!profile) throw new ForbiddenError(VERIFICATION_MESSAGES.onlyHouseManagers);
    await this.deps.rateLimits.limitWrite("verificationDocument", caller);

    const key = await this.deps.documents.put("verifications", detected!.extension, file!.buffer);
    try {
      return await this.deps.prisma.verification.create({
        data: { userId: caller.userId, houseManagerId: profile.id, kind: kind!, issuedOn, documentKey: key, documentMimeType: detected!.mime },
      });
    } catch (error) {
      await this.deps.documents.delete(key).catch((cleanup: Error) => logger.warn("orphan verification document", { key, error: cleanup.message }));
      throw error;
    }
  }

  /** The caller's own submissions, newest first (any role: non-house managers simply have none). */
  async own(viewer: Viewer | undefined): Promise<Verification[]> {
    const caller = requireViewer(viewer);
    return this.deps.prisma.verification.findMany({ where: { userId: caller.userId }, orderBy: [{ submittedAt: "desc" }, { id: "desc" }] });
  }

  /** Operators: the queue, oldest first so nobody waits longest; `status` filters (pending, approved, rejected). */
  async list(viewer: Viewer | undefined, status: unknown): Promise<VerificationWithOwner[]> {
    requireOperator(viewer);
    const filter = this.status(status);
    return this.deps.prisma.verification.findMany({
      where: filter ? { status: filter } : {},
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      take: 500,
      include: { user: { select: { firstName: true, lastName: true, username: true } } },
    });
  }

  /** The stored file, for operators and for its owner; anyone else is told it does not exist. */
  async document(viewer: Viewer | undefined, rawId: unknown, as: "operator" | "owner" = "operator"): Promise<{ data: Buffer; mimeType: string; filename: string }> {
    const caller = as === "operator" ? requireOperator(viewer) : requireViewer(viewer);
    const row = await this.find(rawId);
    if (as === "owner" && row.userId !== caller.userId) throw new NotFoundError(VERIFICATION_MESSAGES.notFound);
    const data = row.documentKey ? await this.deps.documents.get(row.documentKey) : null;
    if (!data || !row.documentKey) throw new NotFoundError("This verification has no document.");
    const mimeType = row.documentMimeType ?? "application/octet-stream";
    return { data, mimeType, filename: `verification-${row.id}.${DOCUMENT_TYPES[mimeType] ?? "bin"}` };
  }

  approve(viewer: Viewer | undefined, rawId: unknown): Promise<Verification> {
    return this.review(viewer, rawId, "approved", null);
  }

  reject(viewer: Viewer | undefined, rawId: unknown, rawReason: unknown): Promise<Verification> {
    requireOperator(viewer);
    const reason = typeof rawReason === "string" ? rawReason.trim() : "";
    if (!reason) throw ValidationError.fields({ reason: [VERIFICATION_MESSAGES.reasonRequired] });
    if (reason.length > 2000) throw ValidationError.fields({ reason: ["Ensure this field has no more than 2000 characters."] });
    return this.review(viewer, rawId, "rejected", reason);
  }

  /**
   * Tells owners once that an approved certificate lapsed (12 months after issue) and their badge is off. Idempotent:
   * each certificate is claimed with a conditional update, so several replicas or runs notify once. Run at start-up and
   * daily (server.ts).
   */
  async notifyLapsed(now = new Date()): Promise<number> {
    const lapsed = await this.deps.prisma.verification.findMany({
      where: { kind: "good_conduct", status: "approved", lapseNotifiedAt: null, issuedOn: { lt: goodConductCutoff(now) } },
      select: { id: true, userId: true, issuedOn: true },
      take: 1000,
    });
    let told = 0;
    for (const row of lapsed) {
      const notification = await this.deps.prisma.$transaction(async (tx) => {
        const claimed = await tx.verification.updateMany({ where: { id: row.id, lapseNotifiedAt: null }, data: { lapseNotifiedAt: now } });
        if (claimed.count !== 1) return null;
        // A newer approved certificate still counts: the badge stays, nothing to tell.
        const newer = await tx.verification.count({ where: { userId: row.userId, kind: "good_conduct", status: "approved", issuedOn: { gte: goodConductCutoff(now) } } });
        if (newer > 0) return null;
        return createNotification(tx, {
          recipientId: row.userId,
          senderId: null,
          type: "verification",
          message: `Your Certificate of Good Conduct issued on ${row.issuedOn?.toISOString().slice(0, 10)} is now more than 12 months old, so your Verified badge is off. Submit a new certificate from your profile to get it back.`,
        });
      });
      if (notification) {
        told += 1;
        await publishAll(this.deps.events, [notificationEvent(notification)]);
      }
    }
    return told;
  }

  private status(raw: unknown): VerificationStatus | undefined {
    return optionalChoice("status", raw, STATUSES);
  }

  private async find(rawId: unknown): Promise<Verification> {
    const id = parseId(rawId);
    const row = id === undefined ? null : await this.deps.prisma.verification.findUnique({ where: { id } });
    if (!row) throw new NotFoundError(VERIFICATION_MESSAGES.notFound);
    return row;
  }

  /** Approves or rejects a pending verification, writes the audit entry and the owner's notification in one transaction. */
  private async review(viewer: Viewer | undefined, rawId: unknown, status: "approved" | "rejected", reason: string | null): Promise<Verification> {
    const operator = requireOperator(viewer);
    const row = await this.find(rawId);
    const now = new Date();
    const written = await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.verification.updateMany({ where: { id: row.id, status: "pending" }, data: { status, reviewedAt: now, reviewedById: operator.userId, reason } });
      if (claimed.count !== 1) throw new ConflictError(VERIFICATION_MESSAGES.reviewed);
      const updated = await tx.verification.findUniqueOrThrow({ where: { id: row.id } });
      await recordAudit(tx, { operatorId: operator.userId, action: status === "approved" ? "approve" : "reject", targetType: "verification", targetId: row.id, note: reason ?? "" });
      const what = KIND_NAMES[row.kind];
      const notification = await createNotification(tx, {
        recipientId: row.userId,
        senderId: null,
        type: "verification",
        message: status === "approved" ? `Your ${what} was checked and approved.` : `Your ${what} was not approved: ${reason}`,
      });
      const owner = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { firstName: true, lastName: true, username: true } });
      await emails.enqueue(tx, {
        userId: row.userId,
        ...emailFor("verification_result", { name: displayName(owner), check: row.kind, approved: status === "approved", reason: reason ?? "" }),
      });
      return { updated, notification };
    });
    await publishAll(this.deps.events, [notificationEvent(written.notification)]);
    return written.updated;
  }
}
