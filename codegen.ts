// GraphQL code generation: resolver types for the server, typed documents for the client, both from schema.graphql.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "server/src/graphql/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useIndexSignature: false,
        contextType: "./context.js#GraphQLContext",
        mappers: {
          User: "./models.js#UserModel",
          HouseManager: "./models.js#HouseManagerModel",
          Employer: "./models.js#EmployerModel",
          Profile: "./models.js#ProfileModel",
          Review: "./models.js#ReviewModel",
          Album: "./models.js#AlbumModel",
          AlbumImage: "./models.js#AlbumImageModel",
          Contract: "./models.js#ContractModel",
          ContractSummary: "./models.js#ContractModel",
          Notification: "./models.js#NotificationModel",
          Message: "./models.js#MessageModel",
          AuthPayload: "./models.js#AuthPayloadModel",
          Verification: "./models.js#VerificationModel",
          OperatorVerification: "./models.js#OperatorVerificationModel",
          Report: "./models.js#ReportModel",
          OperatorReport: "./models.js#OperatorReportModel",
          ReportedContent: "./models.js#ReportedContentModel",
          BlockedUser: "./models.js#BlockedUserModel",
          ContactMessage: "./models.js#ContactMessageModel",
          AuditEntry: "./models.js#AuditEntryModel",
          VerificationBadge: "./models.js#VerificationBadgeModel",
        },
        enumsAsTypes: true,
        scalars: { Upload: "Promise<import('./upload.js').FileUpload>", Date: "string", DateTime: "Date | string" },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: "T | null",
      },
    },
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { Upload: "File", Date: "string", DateTime: "string" },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
