// npm run lint:schema: lints schema.graphql with eslint.schema.config.js (@graphql-eslint's schema rules) and, when it
// fails, says what to add, since most failures are a new type, field or argument without its description.
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["--no-install", "eslint", "--config", "eslint.schema.config.js", "--max-warnings=0", "schema.graphql"], { stdio: "inherit" });
if (result.status !== 0) {
  console.error(`
schema.graphql does not pass the schema linter (eslint.schema.config.js). Usually this means a new type, field,
argument, input field or enum value has no description: put a one-line "..." string on the line above it, saying
what it is for a client (units, which id it is: user id or profile id, what null means), e.g.

  "Expected monthly salary, in \`currency\` (Kenya shillings)."
  salary: Float

and for arguments, inside the parentheses:

  houseManager(
    "The house manager's profile id (not the user id)."
    id: ID!
  ): HouseManager

Then run npm run codegen. docs/API.md explains the API's conventions.`);
  process.exit(result.status ?? 1);
}
