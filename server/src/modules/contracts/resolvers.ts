// GraphQL resolvers for contracts: thin adapters onto ContractService; related profiles come through DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import type { ContractModel } from "../../graphql/models.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { displayName } from "../notifications/service.js";
import { CURRENCY } from "../../lib/currency.js";
import { documentPath, type ContractWithParties } from "./service.js";

function hasParties(contract: ContractModel): contract is ContractWithParties {
  return "employer" in contract && "houseManager" in contract;
}

async function employerOf(contract: ContractModel, { loaders }: GraphQLContext) {
  const employer = await loaders.employer.load(contract.employerId);
  if (!employer) throw new Error(`Contract ${contract.id} has no employer`);
  return employer;
}

export const contractResolvers: Resolvers = {
  Query: {
    contract: (_parent, { id }, { services, caller }) => services.contracts.get(caller.viewer, id),
  },
  Mutation: {
    createContract: async (_parent, { input }, { services, caller }) => {
      const upload = input.contractDocument ? await input.contractDocument : null;
      return services.contracts.create(caller, {
        house_manager: input.houseManagerId,
        employer: input.employerId,
        terms: input.terms,
        start_date: input.startDate,
        end_date: input.endDate,
        payment_day: input.paymentDay,
        payment_amount: input.paymentAmount,
        is_renewable: input.isRenewable,
        days_per_month: input.daysPerMonth,
        termination_date: input.terminationDate,
        termination_reason: input.terminationReason,
        contract_document: upload ? { buffer: upload.buffer } : null,
      });
    },
    acceptContract: (_parent, { id }, { services, caller }) => services.contracts.accept(caller.viewer, id),
    declineContract: (_parent, { id }, { services, caller }) => services.contracts.decline(caller.viewer, id),
  },
  Contract: {
    id: (contract) => String(contract.id),
    paymentAmount: (contract) => Number(contract.paymentAmount),
    currency: () => CURRENCY,
    contractDocument: (contract) => documentPath(contract),
    employerName: async (contract, _args, context) => {
      if (hasParties(contract)) return displayName(contract.employer.user);
      const user = await context.loaders.user.load((await employerOf(contract, context)).userId);
      return user ? displayName(user) : "";
    },
    employer: (contract, _args, context) => employerOf(contract, context),
    houseManager: async (contract, _args, { loaders }) => {
      const houseManager = await loaders.houseManager.load(contract.houseManagerId);
      if (!houseManager) throw new Error(`Contract ${contract.id} has no house manager`);
      return houseManager;
    },
  },
};
