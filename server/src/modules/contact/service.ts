// The contact form to the MaidMatch team: validated, stored for the operator, rate-limited per address.
import { ValidationError } from "../../lib/errors.js";
import { isEmail } from "../../lib/validate.js";
import type { Caller, ServiceDeps } from "../../lib/services-context.js";

/** Texts matched by the client (docs/product.md, "Contact") and by the tests. */
export const CONTACT_MESSAGES = {
  missing: "Please fill out all fields.",
  invalidEmail: "Please enter a valid email address.",
  thanks: "Thank you for contacting us! We'll get back to you soon.",
} as const;

/** The column sizes of ContactMessage. */
const LIMITS = { name: 150, email: 254, message: 5_000 } as const;

export class ContactService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Stores a message to the team. Only valid messages count towards the per-address limit, so a typo costs nothing. */
  async submit(caller: Caller, input: { name?: unknown; email?: unknown; message?: unknown }): Promise<{ success: true; message: string }> {
    const values = { name: input.name, email: input.email, message: input.message };
    const clean = {} as Record<keyof typeof LIMITS, string>;
    for (const field of Object.keys(LIMITS) as Array<keyof typeof LIMITS>) {
      const value = values[field];
      if (typeof value !== "string" || value.trim() === "") throw new ValidationError(CONTACT_MESSAGES.missing);
      clean[field] = value.trim();
    }
    for (const field of Object.keys(LIMITS) as Array<keyof typeof LIMITS>) {
      if (clean[field].length > LIMITS[field]) {
        throw new ValidationError(`${field[0]!.toUpperCase()}${field.slice(1)} must be at most ${LIMITS[field].toLocaleString("en-US")} characters.`);
      }
    }
    if (!isEmail(clean.email)) throw new ValidationError(CONTACT_MESSAGES.invalidEmail);
    await this.deps.rateLimits.consume("contact", caller.ip);
    await this.deps.prisma.contactMessage.create({ data: { name: clean.name, email: clean.email, message: clean.message } });
    return { success: true, message: CONTACT_MESSAGES.thanks };
  }
}
