// The operators' own queues beyond verifications and reports: contact-form messages (new/handled) and the audit log;
// and making operator accounts, which nobody can do through the API.
import type { AuditEntry, ContactMessage, PrismaClient } from "../../generated/prisma/client.js";
import { NotFoundError, ValidationError } from "../../lib/errors.js";
import { hashPassword, passwordProblems } from "../../lib/passwords.js";
import { isEmail, optionalChoice, parseId } from "../../lib/validate.js";
import { requireOperator, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import type { Config } from "../../config.js";
import { recordAudit } from "./audit.js";
import { displayName } from "../../../../shared/names.js";

export type AuditEntryWithOperator = AuditEntry & { operatorName: string };

export class OperatorService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Contact-form messages, newest first; `status` filters (new, handled). */
  async contactMessages(viewer: Viewer | undefined, rawStatus: unknown): Promise<ContactMessage[]> {
    requireOperator(viewer);
    const status = optionalChoice("status", rawStatus, ["new", "handled"] as const);
    return this.deps.prisma.contactMessage.findMany({ where: status ? { status } : {}, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 });
  }

  /** Marks a contact message handled (idempotent for the row; each call that changes it is audited once). */
  async handleContactMessage(viewer: Viewer | undefined, rawId: unknown, rawNote?: unknown): Promise<ContactMessage> {
    const operator = requireOperator(viewer);
    const id = parseId(rawId);
    const note = typeof rawNote === "string" ? rawNote.trim().slice(0, 2000) : "";
    const row = id === undefined ? null : await this.deps.prisma.contactMessage.findUnique({ where: { id } });
    if (!row) throw new NotFoundError("Contact message not found.");
    return this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.contactMessage.updateMany({ where: { id: row.id, status: "new" }, data: { status: "handled", handledAt: new Date() } });
      if (claimed.count === 1) await recordAudit(tx, { operatorId: operator.userId, action: "handle", targetType: "contact_message", targetId: row.id, note });
      return tx.contactMessage.findUniqueOrThrow({ where: { id: row.id } });
    });
  }

  /** The audit log, newest first, with each operator's name. */
  async audit(viewer: Viewer | undefined, limit = 500): Promise<AuditEntryWithOperator[]> {
    requireOperator(viewer);
    const entries = await this.deps.prisma.auditEntry.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
    const operators = await this.deps.prisma.user.findMany({ where: { id: { in: [...new Set(entries.map((entry) => entry.operatorId))] } }, select: { id: true, firstName: true, lastName: true, email: true } });
    const names = new Map(operators.map((user) => [user.id, displayName(user)]));
    return entries.map((entry) => ({ ...entry, operatorName: names.get(entry.operatorId) ?? `Operator ${entry.operatorId}` }));
  }
}

/**
 * Makes (or promotes) an operator account on any database: `npm run create-operator -- <email> <password>`.
 * An existing account with that email becomes an operator with the new password; its profile rows stay but are no
 * longer shown, since operators are not on the marketplace.
 */
export async function createOperator(prisma: PrismaClient, config: Pick<Config, "argon2">, rawEmail: string, password: string): Promise<{ id: number; created: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  if (!isEmail(email)) throw new ValidationError(`Not a valid email address: ${rawEmail}`);
  const problems = passwordProblems(password, { email, username: email.split("@")[0] ?? "", firstName: "", lastName: "" });
  if (problems.length) throw new ValidationError(problems.join(" "));
  const passwordHash = await hashPassword(password, config.argon2);
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    await prisma.user.update({ where: { id: existing.id }, data: { userType: "operator", passwordHash, suspendedAt: null } });
    return { id: existing.id, created: false };
  }
  const base = email.split("@")[0]!.replace(/[^\w.@+-]/g, "").slice(0, 120) || "operator";
  let username = base;
  for (let n = 2; await prisma.user.findFirst({ where: { username: { equals: username, mode: "insensitive" } }, select: { id: true } }); n += 1) username = `${base}${n}`;
  const user = await prisma.user.create({ data: { email, username, firstName: "MaidMatch", lastName: "Operator", passwordHash, userType: "operator" } });
  return { id: user.id, created: true };
}
