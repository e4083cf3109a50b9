// A real SMTP server for tests (the smtp-server package), keeping every message it receives, decoded enough to read.
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The text body, quoted-printable decoded. */
  text: string;
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedEmail[];
  /** Waits until `count` emails matching `where` arrived, and returns them. */
  waitFor(where: (email: ReceivedEmail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** Reads the parts of an RFC 5322 message a test looks at (nodemailer's plain-text output). */
export function parseEmail(raw: string, to: string[] = []): ReceivedEmail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const quotedPrintable = /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "");
  const text = quotedPrintable
    ? Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8")
    : body;
  return { to, subject: headers["subject"] ?? "", text, headers, raw };
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(parseEmail(Buffer.concat(chunks).toString("utf8"), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    async waitFor(where, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(where);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} email(s), got ${found.length}; received: ${received.map((e) => `${e.to.join(",")}: ${e.subject}`).join(" | ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link in an email's text that starts with `prefix` (after the origin). */
export function linkIn(email: ReceivedEmail, path: string): URL {
  const match = new RegExp(`https?://[^\\s"]+${path.replace(/[?]/g, "\\?")}[^\\s"]*`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in: ${email.text}`);
  return new URL(match[0]);
}
