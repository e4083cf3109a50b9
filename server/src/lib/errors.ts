// Domain errors thrown by services; one formatter maps them to GraphQL codes, another to REST statuses and bodies.

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "SERVICE_UNAVAILABLE";

/** Field name (REST spelling, e.g. first_name) → messages, plus non_field_errors. */
export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Invalid input. With field errors it answers like Django REST Framework (`{ field: [msg] }`); without, `{ error: msg }`. */
export class ValidationError extends DomainError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super("BAD_USER_INPUT", message, fieldErrors);
  }

  static fields(fieldErrors: FieldErrors): ValidationError {
    const first = Object.values(fieldErrors).find((list) => list.length > 0)?.[0] ?? "Invalid input";
    return new ValidationError(first, fieldErrors);
  }

  static nonField(message: string): ValidationError {
    return new ValidationError(message, { non_field_errors: [message] });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = "Authentication credentials were not provided or are invalid.") {
    super("UNAUTHENTICATED", message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You do not have permission to perform this action.") {
    super("FORBIDDEN", message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found.") {
    super("NOT_FOUND", message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super("PAYLOAD_TOO_LARGE", message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super("RATE_LIMITED", message, { non_field_errors: [message] }, retryAfterSeconds);
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message = "The service is temporarily unavailable. Please try again shortly.") {
    super("SERVICE_UNAVAILABLE", message);
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Prisma and driver errors that mean the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && ["P1001", "P1002", "P1008", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03"].includes(code)) return true;
  return /ECONNREFUSED|Connection terminated|connection.*(closed|refused)|database system is (starting|shutting) up|Can't reach database/i.test(error.message);
}

/** Maps anything thrown to a domain error, or undefined for an internal fault. */
export function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return undefined;
}
