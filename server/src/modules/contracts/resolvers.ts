// GraphQL resolvers for contracts: thin adapters onto ContractService and PayService; inputs pass straight through,
// related profiles come through DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { ContractModel } from "../../graphql/models.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { displayName } from "../../../../shared/names.js";
import { isoDay } from "../../../../shared/dates.js";
import { minimumWageFor } from "../../../../shared/kenya/wage.js";
import { CURRENCY } from "../../lib/currency.js";
import { documentPath, pdfPath, statusOf, type ContractWithParties } from "./service.js";
import { grossOf, monthsOf } from "./pay.js";

function hasParties(contract: ContractModel): contract is ContractWithParties {
  return "employer" in contract && "houseManager" in contract;
}

async function employerOf(contract: ContractModel, { loaders }: GraphQLContext) {
  const employer = await loaders.employer.load(contract.employerId);
  if (!employer) throw new Error(`Contract ${contract.id} has no employer`);
  return employer;
}

async function houseManagerOf(contract: ContractModel, { loaders }: GraphQLContext) {
  const houseManager = await loaders.houseManager.load(contract.houseManagerId);
  if (!houseManager) throw new Error(`Contract ${contract.id} has no house manager`);
  return houseManager;
}

/** The contract with its parties (already there when the service returned it). */
function withParties(contract: ContractModel, { services }: GraphQLContext): Promise<ContractWithParties> {
  return hasParties(contract) ? Promise.resolve(contract) : services.contracts.find(contract.id);
}

export const contractResolvers: Resolvers = {
  Query: {
    contract: (_parent, { id }, { services, caller }) => services.contracts.get(caller.viewer, id),
    myContracts: (_parent, _args, { services, caller }) => services.contracts.mine(caller.viewer),
    payslip: async (_parent, { contractId, month }, { services, caller }) => (await services.pay.payslip(caller.viewer, contractId, month)).payslip,
    payrollSummary: (_parent, { month }, { services, caller }) => services.pay.payroll(caller.viewer, month),
    minimumWage: (_parent, { placeOfWork, on }) => minimumWageFor(placeOfWork, on ?? new Date().toISOString().slice(0, 10)),
  },
  Mutation: {
    createContract: async (_parent, { input }, { services, caller }) => {
      const { contractDocument, ...offer } = input;
      const upload = contractDocument ? await contractDocument : null;
      return services.contracts.create(caller, { ...offer, contractDocument: upload ? { buffer: upload.buffer } : null });
    },
    acceptContract: (_parent, { id }, { services, caller }) => services.contracts.accept(caller.viewer, id),
    declineContract: (_parent, { id }, { services, caller }) => services.contracts.decline(caller.viewer, id),
    withdrawContract: (_parent, { id }, { services, caller }) => services.contracts.withdraw(caller.viewer, id),
    terminateContract: (_parent, { id, input }, { services, caller }) => services.contracts.terminate(caller.viewer, id, input),
    renewContract: (_parent, { id, startDate, endDate }, { services, caller }) => services.contracts.renew(caller.viewer, id, { startDate, endDate }),
    recordContractPayment: (_parent, { contractId, input }, { services, caller }) => services.pay.record(caller.viewer, contractId, input),
  },
  Contract: {
    id: (contract) => String(contract.id),
    status: (contract) => statusOf(contract),
    paymentAmount: (contract) => Number(contract.paymentAmount),
    currency: () => CURRENCY,
    contractDocument: (contract) => documentPath(contract),
    employerName: async (contract, _args, context) => {
      if (hasParties(contract)) return displayName(contract.employer.user);
      const user = await context.loaders.user.load((await employerOf(contract, context)).userId);
      return user ? displayName(user) : "";
    },
    houseManagerName: async (contract, _args, context) => {
      if (hasParties(contract)) return displayName(contract.houseManager.user);
      const user = await context.loaders.user.load((await houseManagerOf(contract, context)).userId);
      return user ? displayName(user) : "";
    },
    employer: (contract, _args, context) => employerOf(contract, context),
    houseManager: (contract, _args, context) => houseManagerOf(contract, context),
    restDay: (contract) => contract.restDay as "Sunday",
    monthlyEquivalent: (contract) => grossOf(contract),
    minimumWage: (contract) => minimumWageFor(contract.placeOfWork, isoDay(contract.startDate)),
    pdfPath: (contract) => pdfPath(contract),
    statusHistory: (contract, _args, { services }) => services.contracts.history(contract.id),
    payments: (contract, _args, { services, caller }) => services.pay.payments(caller.viewer, contract.id),
    payslipMonths: (contract) => monthsOf(contract),
    payslip: async (contract, { month }, { services, caller }) => (await services.pay.payslip(caller.viewer, contract.id, month)).payslip,
    renewedFromId: (contract) => (contract.renewedFromId === null ? null : String(contract.renewedFromId)),
  },
  ContractStatusChange: {
    id: (change) => String(change.id),
    byName: (change) => change.actorName,
    at: (change) => change.createdAt,
  },
  ContractPayment: {
    id: (payment) => String(payment.id),
    amount: (payment) => Number(payment.amount),
  },
  Payslip: {
    id: (slip) => `${slip.contractId}:${slip.month}`,
    nssfEmployee: (slip) => slip.nssf_employee,
    nssfEmployer: (slip) => slip.nssf_employer,
    housingLevyEmployee: (slip) => slip.housing_levy_employee,
    housingLevyEmployer: (slip) => slip.housing_levy_employer,
    taxablePay: (slip) => slip.taxable_pay,
    netPay: (slip) => slip.net_pay,
    employerCost: (slip) => slip.employer_cost,
  },
  Remittance: {
    dueBy: (remittance) => remittance.due_by,
  },
  MinimumWage: {
    order: (minimum) => minimum.order.name,
    effective: (minimum) => minimum.order.effective,
  },
  PayrollLine: {
    id: (line) => `${line.contract.id}:${line.payslip.month}`,
    contract: (line, _args, context) => withParties(line.contract, context),
  },
};
