// Lint rules for the whole repository: TypeScript's recommended set plus React hooks rules for the client.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "server/src/generated/", "client/src/gql/", "server/src/graphql/resolvers-types.ts", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import boundaries of the client (docs/architecture.md): shared/ stands alone, and a feature uses another feature only
  // through that feature's public entry (features/<name>/index.ts), never one of its files.
  {
    files: ["client/src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ regex: "(^|/)(app|features)(/|$)", message: "shared/ is used by app/ and features/ and imports neither: move what it needs into shared/." }],
      }],
    },
  },
  {
    files: ["client/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { regex: "^\\.\\./[^./][^/]*/", message: "Use the other feature's public entry (\"../<feature>\", its index.ts), not one of its files." },
          { regex: "(^|/)features/", message: "Import another feature through its public entry (\"../<feature>\")." },
        ],
      }],
    },
  },
);
