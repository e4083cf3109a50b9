// Custom scalars: Date (YYYY-MM-DD), DateTime (ISO 8601) and Upload (multipart files).
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== "string" || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new GraphQLError("Date must be a valid calendar date, YYYY-MM-DD.", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: "Date",
  description: "A calendar date, YYYY-MM-DD.",
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : parseDate(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const DateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  description: "An instant in time, ISO 8601.",
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Invalid DateTime value");
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== "string" || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be ISO 8601.", { extensions: { code: "BAD_USER_INPUT" } });
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw new GraphQLError("DateTime must be ISO 8601.", { extensions: { code: "BAD_USER_INPUT" } });
    return new Date(ast.value);
  },
});

export const UploadScalar = new GraphQLScalarType({
  name: "Upload",
  description: "A file sent with the GraphQL multipart request spec.",
  parseValue: (value) => {
    // Only the multipart reader makes promises; a JSON variable like { "then": 1 } is not a file.
    if (value && typeof value === "object" && typeof (value as { then?: unknown }).then === "function") return value;
    throw new GraphQLError("Upload must be sent as a multipart file.", { extensions: { code: "BAD_USER_INPUT" } });
  },
  parseLiteral: () => {
    throw new GraphQLError("Upload literals are not supported; send a multipart request.", { extensions: { code: "BAD_USER_INPUT" } });
  },
  serialize: () => {
    throw new GraphQLError("Upload is an input-only scalar.");
  },
});
