// Input checks shared by every service: each records a DRF-style message under its field name.
import { ValidationError, type FieldErrors } from "./errors.js";

export const REQUIRED = "This field is required.";
export const BLANK = "This field may not be blank.";

/** Collects field errors, then throws them all at once. */
export class Checker {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return Boolean(this.errors[field]?.length);
  }

  /** A required string, trimmed; blank and over-long values are errors. */
  string(field: string, value: unknown, options: { max?: number; required?: boolean; trim?: boolean } = {}): string {
    const { max = 10_000, required = true, trim = true } = options;
    if (value === undefined || value === null) {
      if (required) this.add(field, REQUIRED);
      return "";
    }
    if (typeof value !== "string") {
      this.add(field, "Not a valid string.");
      return "";
    }
    const text = trim ? value.trim() : value;
    if (required && text.trim() === "") this.add(field, BLANK);
    else if (text.length > max) this.add(field, `Ensure this field has no more than ${max} characters.`);
    return text;
  }

  /** An optional whole number within bounds; undefined when absent, null when explicitly cleared. */
  integer(field: string, value: unknown, options: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
    if (value === undefined || value === null || value === "") {
      if (options.required) this.add(field, REQUIRED);
      return undefined;
    }
    const number = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== "number" || !Number.isSafeInteger(number)) {
      this.add(field, "A valid integer is required.");
      return undefined;
    }
    if (options.min !== undefined && number < options.min) this.add(field, `Ensure this value is greater than or equal to ${options.min}.`);
    if (options.max !== undefined && number > options.max) this.add(field, `Ensure this value is less than or equal to ${options.max}.`);
    return number;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw ValidationError.fields(this.errors);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Parses a positive integer id from a path segment or GraphQL ID; anything else is a 404 for the caller. */
/** An optional filter that must be one of `choices` when given: undefined when absent or empty, else a 400 naming them. */
export function optionalChoice<T extends string>(field: string, raw: unknown, choices: readonly T[]): T | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (typeof raw === "string" && (choices as readonly string[]).includes(raw)) return raw as T;
  throw ValidationError.fields({ [field]: [`Choose one of: ${choices.join(", ")}.`] });
}

export function parseId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** NUL and unpaired UTF-16 surrogates cannot be stored in a PostgreSQL text column (and no person types them). */
const LONE_SURROGATE = /\p{Cs}/u;
export const UNSTORABLE_TEXT = "Text must not contain NUL characters or invalid Unicode.";

export function isStorableText(text: string): boolean {
  return !text.includes("\0") && !LONE_SURROGATE.test(text);
}

/**
 * Whether every string (and object key) in a parsed JSON value can be stored. Walks with an explicit stack, so a
 * deeply nested body cannot overflow the call stack.
 */
export function allTextStorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        stack.push(element);
      }
    }
  }
  return true;
}
