// Pay on a contract: the month's payslip (statutory deductions from shared/kenya/payslip.ts), the payments the
// employer records, and the employer's monthly summary of what to pay whom by the 9th.
import type { ContractPayment } from "../../generated/prisma/client.js";
import { ConflictError, ForbiddenError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { createNotification, notificationEvent } from "../notifications/service.js";
import { publishAll } from "../notifications/live.js";
import { computePayslip, RatesUnknownError, type PayslipFigures } from "../../../../shared/kenya/payslip.js";
import { monthlyEquivalent } from "../../../../shared/kenya/wage.js";
import { formatMoney, roundCents } from "../../../../shared/money.js";
import { displayName } from "../../../../shared/names.js";
import { isoDay, monthsBetween, nairobiToday } from "../../../../shared/dates.js";
import { CONTRACT_MESSAGES, MAX_AMOUNT, MONTH, MPESA_CODE, PAYMENT_METHODS, type PaymentMethodName } from "../../../../shared/contracts/rules.js";
import { statusOf, type ContractService, type ContractWithParties } from "./service.js";

/** A payslip: the month's figures, and what was paid against them. */
export interface Payslip extends PayslipFigures {
  contractId: number;
  paid: boolean;
  payments: ContractPayment[];
  /** Total recorded for the month. */
  paidAmount: number;
}

/** The payslip's REST shape. */
export function payslipJson(payslip: Payslip) {
  const { paidAmount: _paidAmount, contractId: _contractId, payments, ...figures } = payslip;
  return { ...figures, payments: payments.map(paymentJson) };
}

export function paymentJson(payment: ContractPayment) {
  return {
    id: payment.id,
    contract: payment.contractId,
    month: payment.month,
    amount: Number(payment.amount),
    method: payment.method,
    reference: payment.reference,
    created_at: payment.createdAt.toISOString(),
  };
}

/** Gross pay for a month of the contract: its monthly equivalent. */
export function grossOf(contract: Pick<ContractWithParties, "paymentDay" | "paymentAmount" | "daysPerMonth">): number {
  return monthlyEquivalent(contract.paymentDay, Number(contract.paymentAmount), contract.daysPerMonth);
}

/** The months a contract covers, YYYY-MM. */
export function monthsOf(contract: Pick<ContractWithParties, "startDate" | "endDate">): string[] {
  return monthsBetween(isoDay(contract.startDate), isoDay(contract.endDate));
}

function parseMonth(raw: unknown): string {
  const month = typeof raw === "string" ? raw.trim() : "";
  if (!MONTH.test(month)) throw new ValidationError("month must be a month, YYYY-MM");
  return month;
}

export class PayService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly contracts: ContractService,
  ) {}

  /** Payslips exist once the house manager accepted; a pending, declined or withdrawn offer has none (409). */
  private requirePayable(contract: ContractWithParties): void {
    const status = statusOf(contract);
    if (status === "Pending") throw new ConflictError("A pending offer has no payslips: the house manager has not accepted it yet");
    if (status === "Declined" || status === "Withdrawn") throw new ConflictError(`This contract was ${status.toLowerCase()}: it has no payslips`);
  }

  private requireMonthOf(contract: ContractWithParties, month: string): void {
    if (!monthsOf(contract).includes(month)) {
      throw new ValidationError(`month must be within the contract, ${isoDay(contract.startDate).slice(0, 7)} to ${isoDay(contract.endDate).slice(0, 7)}`);
    }
  }

  /** The month's figures with what was paid; no permission check (callers have done it). */
  async payslipOf(contract: ContractWithParties, month: string, payments?: ContractPayment[]): Promise<Payslip> {
    let figures: PayslipFigures;
    try {
      figures = computePayslip(month, grossOf(contract));
    } catch (error) {
      if (error instanceof RatesUnknownError) throw new ValidationError(error.message);
      throw error;
    }
    const rows = payments ?? (await this.deps.prisma.contractPayment.findMany({ where: { contractId: contract.id, month }, orderBy: { id: "desc" } }));
    const paidAmount = roundCents(rows.reduce((sum, row) => sum + Number(row.amount), 0));
    return { ...figures, contractId: contract.id, paid: paidAmount >= figures.net_pay, payments: rows, paidAmount };
  }

  /** A month's payslip, for the two parties of a contract that was accepted. */
  async payslip(viewer: Viewer | undefined, rawContractId: unknown, rawMonth: unknown): Promise<{ contract: ContractWithParties; payslip: Payslip }> {
    const contract = await this.contracts.get(viewer, rawContractId);
    this.requirePayable(contract);
    const month = parseMonth(rawMonth);
    this.requireMonthOf(contract, month);
    return { contract, payslip: await this.payslipOf(contract, month) };
  }

  /** Payments recorded on a contract, newest first; the two parties only. */
  async payments(viewer: Viewer | undefined, rawContractId: unknown): Promise<ContractPayment[]> {
    const contract = await this.contracts.get(viewer, rawContractId);
    return this.deps.prisma.contractPayment.findMany({ where: { contractId: contract.id }, orderBy: [{ month: "desc" }, { id: "desc" }] });
  }

  /**
   * The employer records a payment for a month. The contract's payment status and method follow the latest month
   * paid for; the house manager is told.
   */
  async record(
    viewer: Viewer | undefined,
    rawContractId: unknown,
    input: { month?: unknown; amount?: unknown; method?: unknown; reference?: unknown },
  ): Promise<{ message: string; payment: ContractPayment; payslip: Payslip; contract: ContractWithParties }> {
    if (!viewer) throw new UnauthenticatedError();
    const contract = await this.contracts.get(viewer, rawContractId).catch((error: unknown) => {
      // Someone outside the contract learns no more than the house manager would: only the employer records payments.
      if (error instanceof ForbiddenError) throw new ForbiddenError("Only the contract's employer can record payments");
      throw error;
    });
    if (contract.employer.userId !== viewer.userId) throw new ForbiddenError("Only the contract's employer can record payments");
    this.requirePayable(contract);
    const month = parseMonth(input.month);
    this.requireMonthOf(contract, month);
    const amount = typeof input.amount === "number" ? input.amount : typeof input.amount === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(input.amount) ? Number(input.amount) : NaN;
    if (!Number.isFinite(amount)) throw new ValidationError(CONTRACT_MESSAGES.amountNumber);
    if (amount <= 0) throw new ValidationError(CONTRACT_MESSAGES.amountPositive);
    if (amount > MAX_AMOUNT) throw new ValidationError(CONTRACT_MESSAGES.amountTooLarge);
    if (Math.round(amount * 100) / 100 !== amount) throw new ValidationError(CONTRACT_MESSAGES.amountCents);
    const method = typeof input.method === "string" ? input.method.trim().toLowerCase() : "";
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw new ValidationError("method must be mpesa, cash or bank");
    if (input.reference != null && typeof input.reference !== "string") throw new ValidationError("reference must be text");
    const reference = typeof input.reference === "string" ? input.reference.trim() : "";
    if (method === "mpesa" && !MPESA_CODE.test(reference)) throw new ValidationError("An M-Pesa reference is the 10-character transaction code: capital letters and digits");
    if (reference.length > 60) throw new ValidationError("reference must be at most 60 characters");

    const { prisma } = this.deps;
    const employerName = displayName(contract.employer.user);
    const { payment, event } = await prisma.$transaction(async (tx) => {
      const payment = await tx.contractPayment.create({
        data: { contractId: contract.id, month, amount: amount.toFixed(2), method: method as PaymentMethodName, reference: reference || null, recordedById: viewer.userId },
      });
      // The contract's own payment fields describe the latest month paid for.
      const latest = await tx.contractPayment.findFirst({ where: { contractId: contract.id }, orderBy: [{ month: "desc" }, { id: "desc" }] });
      if (latest) {
        const monthRows = await tx.contractPayment.findMany({ where: { contractId: contract.id, month: latest.month } });
        const total = roundCents(monthRows.reduce((sum, row) => sum + Number(row.amount), 0));
        const net = computePayslip(latest.month, grossOf(contract)).net_pay;
        await tx.contract.update({ where: { id: contract.id }, data: { paymentStatus: total >= net ? "Paid" : "Partly paid", paymentMethod: latest.method } });
      }
      const notification = await createNotification(tx, {
        recipientId: contract.houseManager.userId,
        senderId: viewer.userId,
        type: "payment",
        message: `${employerName} recorded a payment of ${formatMoney(amount, "KSh")} for ${month}`,
        contractId: contract.id,
      });
      return { payment, event: notificationEvent(notification) };
    });
    await publishAll(this.deps.events, [event]);
    const updated = await this.contracts.find(contract.id);
    return { message: CONTRACT_MESSAGES.paymentRecorded, payment, payslip: await this.payslipOf(updated, month), contract: updated };
  }

  /** The employer's month: each accepted contract's payslip, so they know what to pay whom and remit by the 9th. */
  async payroll(viewer: Viewer | undefined, rawMonth: unknown): Promise<Array<{ contract: ContractWithParties; payslip: Payslip }>> {
    const { userId } = requireViewer(viewer);
    const month = rawMonth == null || rawMonth === "" ? nairobiToday().slice(0, 7) : parseMonth(rawMonth);
    const contracts = (await this.contracts.mine(viewer)).filter((contract) => contract.employer.userId === userId);
    const lines: Array<{ contract: ContractWithParties; payslip: Payslip }> = [];
    for (const contract of contracts) {
      const status = statusOf(contract);
      if (status === "Pending" || status === "Declined" || status === "Withdrawn") continue;
      if (!monthsOf(contract).includes(month)) continue;
      lines.push({ contract, payslip: await this.payslipOf(contract, month) });
    }
    return lines;
  }
}
