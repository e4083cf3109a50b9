// How many offers one employer may have waiting with one house manager: each offer notifies her and may store a
// document, so a flood of offers is refused (409) beyond CONTRACT_PENDING_PER_PAIR until she answers one.
import type { Prisma } from "../../generated/prisma/client.js";
import { ConflictError } from "../../lib/errors.js";

export function tooManyPendingMessage(max: number): string {
  return `You already have ${max} pending ${max === 1 ? "offer" : "offers"} with this house manager. Wait for her to answer one before making another.`;
}

/**
 * Refuses a new offer when the pair already has `max` Pending contracts. Runs inside the transaction that creates the
 * offer, after locking the employer's row, so simultaneous offers from one employer are counted one after another.
 */
export async function assertPendingOfferRoom(tx: Prisma.TransactionClient, employerId: number, houseManagerId: number, max: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "EmployerProfile" WHERE id = ${employerId} FOR UPDATE`;
  const pending = await tx.contract.count({ where: { employerId, houseManagerId, status: "Pending" } });
  if (pending >= max) throw new ConflictError(tooManyPendingMessage(max));
}
