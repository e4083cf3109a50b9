// Queues an email in the caller's transaction: it is sent only if that transaction commits (see ./sender.ts).
import type { Prisma } from "../../generated/prisma/client.js";
import { isEmailLanguage, type EmailMessage } from "./templates.js";

/** The channel NOTIFY wakes the senders on; PostgreSQL delivers it when the enqueuing transaction commits. */
export const EMAIL_CHANNEL = "maidmatch_email";

export { APP_URL_TOKEN } from "./templates.js";

export interface QueuedEmail extends EmailMessage {
  /** The recipient; their address is read in the same statement, so a changed address is honoured. */
  userId: number;
  /**
   * Emails with the same topic to the same recipient are sent at most once per `throttleSeconds`
   * (e.g. one email per conversation per hour however many messages arrive).
   */
  topic?: string;
  throttleSeconds?: number;
  /** Sent even when the recipient turned email notifications off (a password reset they asked for). */
  ignorePreference?: boolean;
}

/**
 * Writes the email, in its recipient's language, to the outbox inside `tx` and wakes the senders once `tx` commits. One statement: the recipient's
 * address and preference, the throttle and the insert are decided together. Returns whether an email was queued.
 *
 * Usage from any service: `await emails.enqueue(tx, { userId, ...emailFor("contract_withdrawn", { ... }) })`.
 */
export async function enqueueEmail(tx: Prisma.TransactionClient, queued: QueuedEmail): Promise<boolean> {
  // Written in the recipient's language as it stands when the cause commits.
  const recipient = await tx.user.findUnique({ where: { id: queued.userId }, select: { language: true } });
  const email = { ...queued, ...queued.render(isEmailLanguage(recipient?.language) ? recipient.language : "en") };
  const topic = email.topic ?? null;
  const throttle = email.throttleSeconds ?? 0;
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    WITH queued AS (
      INSERT INTO "EmailOutbox" ("userId", "toAddress", "kind", "topic", "subject", "text", "html")
      SELECT u."id", u."email", ${email.kind}, ${topic}, ${email.subject}, ${email.text}, ${email.html ?? null}
      FROM "User" u
      WHERE u."id" = ${email.userId}
        AND (${email.ignorePreference === true} OR u."emailNotifications")
        AND NOT EXISTS (
          SELECT 1 FROM "EmailOutbox" e
          WHERE ${topic}::text IS NOT NULL AND e."userId" = u."id" AND e."topic" = ${topic}::text
            AND e."createdAt" > now() - (${throttle}::int * interval '1 second'))
      RETURNING "id")
    SELECT "id", pg_notify(${EMAIL_CHANNEL}, '')::text AS notified FROM queued`;
  return rows.length > 0;
}

/** The one-line entry point for services: `emails.enqueue(tx, {...})`. */
export const emails = { enqueue: enqueueEmail };
