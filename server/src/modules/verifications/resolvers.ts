// GraphQL resolvers for verification documents: thin adapters onto VerificationService.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import { expiryOf } from "./badges.js";
import { displayName } from "../../../../shared/names.js";

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export const verificationResolvers: Resolvers = {
  Query: {
    myVerifications: (_parent, _args, { services, caller }) => services.verifications.own(caller.viewer),
    operatorVerifications: (_parent, { status }, { services, caller }) => services.verifications.list(caller.viewer, status ?? undefined),
  },
  Mutation: {
    submitVerification: async (_parent, { kind, document, issuedOn }, { services, caller }) => {
      services.verifications.requireSubmitter(caller.viewer);
      const file = await document;
      return services.verifications.submit(caller.viewer, { kind, issuedOn: issuedOn ?? undefined, document: { buffer: file.buffer } });
    },
    approveVerification: (_parent, { id }, { services, caller }) => services.verifications.approve(caller.viewer, id),
    rejectVerification: (_parent, { id, reason }, { services, caller }) => services.verifications.reject(caller.viewer, id, reason),
  },
  Verification: {
    id: (row) => String(row.id),
    issuedOn: (row) => day(row.issuedOn),
    expiresAt: (row) => (row.kind === "good_conduct" && row.issuedOn ? day(expiryOf(row.issuedOn)) : null),
  },
  OperatorVerification: {
    id: (row) => String(row.id),
    issuedOn: (row) => day(row.issuedOn),
    userId: (row) => String(row.userId),
    houseManagerId: (row) => String(row.houseManagerId),
    name: (row) => displayName(row.user),
    documentPath: (row) => (row.documentKey ? `/operator/verifications/${row.id}/document/` : null),
  },
};
