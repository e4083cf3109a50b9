// Turns a failed password call into what the form shows: each field's first problem, or one message for the form.
import { classifyError, localiseErrorCode, localiseServerMessage } from "../../shared/errors";
import { RECOVERY_TEXTS } from "./recovery-texts";

export interface PasswordFormErrors {
  fields: Record<string, string>;
  form: string | null;
}

export function passwordFormErrors(error: unknown): PasswordFormErrors {
  const failure = classifyError(error);
  if (failure.kind !== "graphql") return { fields: {}, form: RECOVERY_TEXTS.genericError };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) if (messages[0]) fields[field] = messages.map(localiseServerMessage).join(" ");
  const form = Object.keys(fields).length ? (fields["non_field_errors"] ?? null) : (failure.errors[0]?.message ? localiseErrorCode(failure.code, failure.errors[0].message) : RECOVERY_TEXTS.genericError);
  return { fields, form };
}
