// Sends the queued emails: over SMTP when SMTP_URL is set, otherwise into ./data/outbox as .eml files.
// Woken by NOTIFY when an enqueuing transaction commits, and by a slow poll for retries and missed wake-ups.
// Several replicas share the queue: a row is claimed (FOR UPDATE SKIP LOCKED) with a lease before it is sent.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config.js";
import type { Database } from "../../lib/db.js";
import { logger } from "../../lib/logger.js";
import { APP_URL_TOKEN, EMAIL_CHANNEL } from "./outbox.js";

interface Claimed {
  id: number;
  toAddress: string;
  kind: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** How long a claim holds a row: a replica that dies mid-send leaves it to another after this. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** The email settings (README's table; read once in server/src/config.ts). */
export type EmailSettings = Config["email"];

/** The origin links in emails point at: PUBLIC_URL, else this server (never a request's Host, which a caller controls). */
export function appUrlOf(config: Pick<Config, "publicUrl" | "port">): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export class EmailSender {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly settings: EmailSettings,
    private readonly appUrl: () => string,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  get mode(): "smtp" | "outbox" {
    return this.settings.smtpUrl ? "smtp" : "outbox";
  }

  async start(): Promise<void> {
    try {
      this.unlisten = await this.database.listen(EMAIL_CHANNEL, () => this.wake());
    } catch (error) {
      logger.warn("email: no database notifications; polling only", { error: (error as Error).message });
    }
    this.timer = setInterval(() => this.wake(), this.settings.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now, or once more after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (error) {
          logger.warn("email: sending pass failed", { error: (error as Error).message });
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => {});
    await this.running;
    this.transport.close();
  }

  /** Sends every due email, a batch at a time. */
  private async drain(): Promise<void> {
    const prisma = this.database.prisma;
    for (;;) {
      // A read first: an idle poll must not count as a write (lib/response-cache is invalidated by writes).
      const due = await prisma.$queryRaw<Array<{ id: number }>>`
        SELECT "id" FROM "EmailOutbox"
        WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "nextAttemptAt" <= now() AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
        LIMIT 1`;
      if (due.length === 0 || this.stopped) return;
      const claimed = await prisma.$queryRaw<Claimed[]>`
        UPDATE "EmailOutbox" SET "claimedUntil" = now() + (${LEASE_SECONDS}::int * interval '1 second'), "attempts" = "attempts" + 1
        WHERE "id" IN (
          SELECT "id" FROM "EmailOutbox"
          WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "nextAttemptAt" <= now() AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
          ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING "id", "toAddress", "kind", "subject", "text", "html", "attempts"`;
      if (claimed.length === 0) return;
      for (const email of claimed) await this.sendOne(email);
    }
  }

  private async sendOne(email: Claimed): Promise<void> {
    const prisma = this.database.prisma;
    const origin = this.appUrl();
    const message = {
      from: this.settings.from,
      to: email.toAddress,
      subject: email.subject,
      text: email.text.replaceAll(APP_URL_TOKEN, origin),
      ...(email.html ? { html: email.html.replaceAll(APP_URL_TOKEN, origin) } : {}),
      headers: { "X-MaidMatch-Email": email.kind },
    };
    try {
      const info = await this.transport.sendMail(message);
      if (this.mode === "outbox") {
        const file = path.join(this.settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.id}-${email.kind}.eml`);
        await mkdir(this.settings.outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
        logger.info(`email written to outbox: ${email.subject}`, { to: email.toAddress, file });
      } else {
        logger.info(`email sent: ${email.subject}`, { to: email.toAddress, id: email.id });
      }
      await prisma.emailOutbox.update({ where: { id: email.id }, data: { sentAt: new Date(), claimedUntil: null, lastError: null } });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      const giveUp = email.attempts >= this.settings.maxAttempts;
      // Exponential backoff while the SMTP server is down: base, 2×, 4×, ... at most an hour apart.
      const delay = Math.min(this.settings.retrySeconds * 2 ** (email.attempts - 1), 3600);
      logger.warn(giveUp ? "email: giving up" : "email: send failed; will retry", { id: email.id, attempts: email.attempts, retryInSeconds: giveUp ? undefined : delay, error: reason });
      await prisma.emailOutbox.update({
        where: { id: email.id },
        data: giveUp
          ? { failedAt: new Date(), claimedUntil: null, lastError: reason }
          : { nextAttemptAt: new Date(Date.now() + delay * 1000), claimedUntil: null, lastError: reason },
      });
      if (!giveUp) setTimeout(() => this.wake(), delay * 1000 + 50).unref();
    }
  }
}
