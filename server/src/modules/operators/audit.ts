// The operators' audit log: every action written in the transaction that does it; rows are never changed (a database trigger refuses it).
import type { Prisma } from "../../generated/prisma/client.js";

export type AuditAction = "approve" | "reject" | "hide" | "dismiss" | "suspend" | "handle";

export interface AuditRecord {
  operatorId: number;
  action: AuditAction;
  targetType: "verification" | "report" | "review" | "user" | "contact_message";
  targetId: number;
  note?: string;
}

export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditRecord): Promise<void> {
  await tx.auditEntry.create({ data: { ...entry, note: entry.note ?? "" } });
}
