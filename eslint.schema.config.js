// Schema lint (npm run lint:schema): schema.graphql is a public contract, so every type, field, argument, input field
// and enum value carries a description, and names, deprecations and references stay consistent. The rules are
// @graphql-eslint's schema-recommended set; the exceptions below keep names clients already depend on (a rename would
// break them: docs/API.md, "Stability").
import graphql from "@graphql-eslint/eslint-plugin";

const recommended = graphql.configs["flat/schema-recommended"].rules;
const [level, { EnumValueDefinition: _upperCase, ...naming }] = recommended["@graphql-eslint/naming-convention"];

export default [
  {
    files: ["schema.graphql"],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: "schema.graphql" } } },
    plugins: { "@graphql-eslint": graphql },
    rules: {
      ...recommended,
      // Enum values predate this linter and are public (house_manager, Pending, Daily): they keep their spelling.
      "@graphql-eslint/naming-convention": [level, naming],
      // Public field names (User.username, Review.reviewerId, Contract.contractDocument) cannot be renamed.
      "@graphql-eslint/no-typename-prefix": "off",
      // The whole file uses one-line descriptions ("...") except the schema's own block.
      "@graphql-eslint/description-style": ["error", { style: "inline" }],
      // Connections, edges, payloads, events and the viewer's own preferences are wrappers or settings, not records:
      // they carry no id of their own; nor do values computed from the law's data (a minimum wage, a remittance) or
      // rankings computed for one viewer (a job's matches, recommended jobs).
      "@graphql-eslint/strict-id-in-types": [
        "error",
        { acceptedIdNames: ["id"], acceptedIdTypes: ["ID"], exceptions: { types: ["PageInfo", "MinimumWage", "Remittance", "JobMatch", "RecommendedJob"], suffixes: ["Connection", "Edge", "Payload", "Result", "Event", "Preferences"] } },
      ],
      "@graphql-eslint/require-description": [
        "error",
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
          OperationDefinition: false,
        },
      ],
    },
  },
];
