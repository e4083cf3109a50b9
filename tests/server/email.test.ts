// Email through the real server: queued with its cause, sent after the commit through a real SMTP server (or into
// ./data/outbox without one), honouring preferences and the per-conversation throttle, retried while SMTP is down,
// and sent once when several senders share the queue.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, usingPostgres, type TestServer, type TestUser } from "./harness.js";
import { contractFields, formData } from "../support/forms.js";
import { parseEmail, startSmtp, type TestSmtp } from "../support/smtp.js";
import { openDatabase } from "../../server/src/lib/db.js";
import { EmailSender } from "../../server/src/modules/email/sender.js";
import { emails } from "../../server/src/modules/email/outbox.js";
import { emailFor } from "../../server/src/modules/email/templates.js";
import { addDays, nairobiToday } from "../../shared/dates";
import { createOperatorUser, goodConduct, ID_DOCUMENT, submitVerification } from "./trust-helpers.js";

let api: TestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startTestServer({ SMTP_URL: smtp.url, CURRENCY_SYMBOL: "KSh" });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const to = (user: TestUser) => (email: { to: string[] }) => email.to.includes(user.email);

async function profileId(server: TestServer, user: TestUser): Promise<number> {
  const me = await server.gql("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data.me.profile.id);
}

async function offer(employer: TestUser, houseManager: TestUser): Promise<number> {
  const fields = contractFields(await profileId(api, employer), await profileId(api, houseManager), { termination_date: "", termination_reason: "" });
  const res = await api.rest("POST", "/profiles/create_contract/", { raw: formData(fields), token: employer.accessToken });
  expect(res.status).toBe(201);
  return res.body.contract.id;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("contract emails", () => {
  it("tells the house manager of an offer, with pay and dates, and the employer of the answer", async () => {
    const employer = await createUser(api, "employer", { first: "Grace", last: "Wanjiru" });
    const houseManager = await createUser(api, "house_manager", { first: "Achieng", last: "Otieno" });
    const first = await offer(employer, houseManager);
    const [offered] = await smtp.waitFor(to(houseManager));
    expect(offered!.subject).toBe("Grace Wanjiru has offered you a contract");
    expect(offered!.text).toContain("KSh 15,000.00 Monthly, 1 Mar 2026 to 28 Feb 2027");
    expect(offered!.text).toContain("/notifications/");

    expect((await api.rest("PUT", `/profiles/contract_accept/${first}/`, { token: houseManager.accessToken, body: { status: "Accepted" } })).status).toBe(200);
    const [accepted] = await smtp.waitFor(to(employer));
    expect(accepted!.subject).toBe("Achieng Otieno has accepted your contract");

    const second = await offer(employer, houseManager);
    expect((await api.rest("PUT", `/profiles/contract_decline/${second}/`, { token: houseManager.accessToken, body: { status: "Declined" } })).status).toBe(200);
    const answers = await smtp.waitFor(to(employer), 2);
    expect(answers.map((email) => email.subject)).toContain("Achieng Otieno has declined your contract");
  });

  it("tells the house manager of a withdrawn offer, and the other party of notice, with its last day and reason", async () => {
    const employer = await createUser(api, "employer", { first: "Grace", last: "Wanjiru" });
    const houseManager = await createUser(api, "house_manager", { first: "Achieng", last: "Otieno" });
    const withdrawn = await offer(employer, houseManager);
    expect((await api.rest("PUT", `/profiles/contract_withdraw/${withdrawn}/`, { token: employer.accessToken })).status).toBe(200);
    const mails = await smtp.waitFor(to(houseManager), 2);
    const withdrawal = mails.find((email) => email.subject === "Grace Wanjiru has withdrawn a contract offer");
    expect(withdrawal?.text).toContain("KSh 15,000.00 Monthly, 1 Mar 2026 to 28 Feb 2027");

    const fields = contractFields(await profileId(api, employer), await profileId(api, houseManager), {
      start_date: nairobiToday(),
      end_date: addDays(nairobiToday(), 365),
      termination_date: "",
      termination_reason: "",
    });
    const created = await api.rest("POST", "/profiles/create_contract/", { raw: formData(fields), token: employer.accessToken });
    expect(created.status).toBe(201);
    const id = created.body.contract.id;
    expect((await api.rest("PUT", `/profiles/contract_accept/${id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } })).status).toBe(200);
    const lastDay = addDays(nairobiToday(), 60);
    const notice = await api.rest("PUT", `/profiles/contract_terminate/${id}/`, { token: houseManager.accessToken, body: { termination_date: lastDay, termination_reason: "Moving home" } });
    expect(notice.status).toBe(200);
    const toEmployer = await smtp.waitFor((email) => to(employer)(email) && email.subject.includes("terminated"));
    expect(toEmployer[0]!.subject).toBe("Achieng Otieno has terminated your contract");
    expect(toEmployer[0]!.text).toContain(`your contract ends on ${lastDay}`);
    expect(toEmployer[0]!.text).toContain("Reason: Moving home");
  });

  it("marks the offer's notification read when the house manager answers", async () => {
    const employer = await createUser(api);
    const houseManager = await createUser(api, "house_manager");
    const id = await offer(employer, houseManager);
    const before = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(before.body.find((n: { contract_id: number }) => n.contract_id === id).is_read).toBe(false);
    await api.rest("PUT", `/profiles/contract_decline/${id}/`, { token: houseManager.accessToken, body: { status: "Declined" } });
    const after = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(after.body.find((n: { contract_id: number }) => n.contract_id === id).is_read).toBe(true);
  });

  it("sends nothing to someone who turned email notifications off", async () => {
    const employer = await createUser(api);
    const houseManager = await createUser(api, "house_manager");
    await api.rest("PUT", "/accounts/settings/", { token: houseManager.accessToken, body: { email_notifications: false } });
    await offer(employer, houseManager);
    await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Habari" } });
    const queued = await api.server.database.prisma.emailOutbox.count({ where: { userId: houseManager.id } });
    expect(queued).toBe(0);
  });
});

describe("emails in the recipient's language", () => {
  async function speaksKiswahili(user: TestUser) {
    const saved = await api.rest("PUT", "/accounts/settings/", { token: user.accessToken, body: { language: "sw" } });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe("sw");
  }

  it("keeps the account's language, English by default, through REST and GraphQL, and refuses others", async () => {
    const user = await createUser(api);
    expect((await api.rest("GET", "/accounts/settings/", { token: user.accessToken })).body.language).toBe("en");
    const saved = await api.gql("mutation { updateNotificationPreferences(input: { language: sw }) { language emailNotifications } }", {}, user.accessToken);
    expect(saved.body.data.updateNotificationPreferences).toEqual({ language: "sw", emailNotifications: true });
    const me = await api.gql("query { me { notificationPreferences { language } } }", {}, user.accessToken);
    expect(me.body.data.me.notificationPreferences.language).toBe("sw");
    const refused = await api.rest("PUT", "/accounts/settings/", { token: user.accessToken, body: { language: "fr" } });
    expect(refused.status).toBe(400);
    expect((await api.rest("GET", "/accounts/settings/", { token: user.accessToken })).body.language).toBe("sw");
  });

  it("writes the password reset, contract and message emails in Kiswahili to a Kiswahili reader, and in English to the other", async () => {
    const employer = await createUser(api, "employer", { first: "Grace", last: "Wanjiru" });
    const houseManager = await createUser(api, "house_manager", { first: "Achieng", last: "Otieno" });
    await speaksKiswahili(houseManager);

    await api.rest("POST", "/accounts/password_reset/", { body: { email: houseManager.email } });
    const [reset] = await smtp.waitFor((email) => to(houseManager)(email) && email.text.includes("/reset-password?token="));
    expect(reset!.subject).toBe("Badilisha nenosiri lako la MaidMatch");
    expect(reset!.text).toContain("Habari Achieng Otieno");
    expect(reset!.text).toContain("ndani ya dakika 60");

    const first = await offer(employer, houseManager);
    const [offered] = await smtp.waitFor((email) => to(houseManager)(email) && email.text.includes("/notifications/"));
    expect(offered!.subject).toBe("Grace Wanjiru amekupa mkataba");
    expect(offered!.text).toContain("KSh 15,000.00 kwa mwezi, 1 Mac 2026 hadi 28 Feb 2027");
    expect(offered!.text).toContain("Unaweza kuzima barua pepe hizi kwenye Mipangilio");

    // The employer kept English: the answer reaches them in English.
    expect((await api.rest("PUT", `/profiles/contract_accept/${first}/`, { token: houseManager.accessToken, body: { status: "Accepted" } })).status).toBe(200);
    const [accepted] = await smtp.waitFor(to(employer));
    expect(accepted!.subject).toBe("Achieng Otieno has accepted your contract");

    const second = await offer(employer, houseManager);
    expect((await api.rest("PUT", `/profiles/contract_withdraw/${second}/`, { token: employer.accessToken })).status).toBe(200);
    const withdrawn = await smtp.waitFor((email) => to(houseManager)(email) && email.subject.includes("ameondoa"));
    expect(withdrawn[0]!.subject).toBe("Grace Wanjiru ameondoa mkataba aliokupa");

    await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Habari! Uko huru Jumatatu?" } });
    const [message] = await smtp.waitFor((email) => to(houseManager)(email) && email.subject.startsWith("Ujumbe"));
    expect(message!.subject).toBe("Ujumbe mpya kutoka kwa Grace Wanjiru");
    expect(message!.text).toContain('"Habari! Uko huru Jumatatu?"');
    expect(message!.text).toContain(`/messages/${employer.id}`);
  });

  it("tells the owner the result of each verification, in their language", async () => {
    const operator = await createOperatorUser(api);
    const houseManager = await createUser(api, "house_manager", { first: "Zawadi", last: "Mwangi" });
    await speaksKiswahili(houseManager);
    const id = (await submitVerification(api, houseManager.accessToken, ID_DOCUMENT)).body.id;
    expect((await api.rest("POST", `/operator/verifications/${id}/approve/`, { token: operator.accessToken })).status).toBe(200);
    const [approved] = await smtp.waitFor(to(houseManager));
    expect(approved!.subject).toBe("Kitambulisho chako kimeidhinishwa");
    expect(approved!.text).toContain("Habari Zawadi Mwangi");

    const english = await createUser(api, "house_manager", { first: "Wanjiku", last: "Kamau" });
    const rejectedId = (await submitVerification(api, english.accessToken, goodConduct())).body.id;
    expect((await api.rest("POST", `/operator/verifications/${rejectedId}/reject/`, { token: operator.accessToken, body: { reason: "The certificate is unreadable" } })).status).toBe(200);
    const [rejected] = await smtp.waitFor(to(english));
    expect(rejected!.subject).toBe("Your Certificate of Good Conduct was not approved");
    expect(rejected!.text).toContain("Reason: The certificate is unreadable");
  });

  it("gives notice in Kiswahili with the last day written out", async () => {
    const employer = await createUser(api, "employer", { first: "Grace", last: "Wanjiru" });
    const houseManager = await createUser(api, "house_manager", { first: "Achieng", last: "Otieno" });
    await speaksKiswahili(employer);
    const fields = contractFields(await profileId(api, employer), await profileId(api, houseManager), {
      start_date: nairobiToday(),
      end_date: addDays(nairobiToday(), 365),
      termination_date: "",
      termination_reason: "",
    });
    const created = await api.rest("POST", "/profiles/create_contract/", { raw: formData(fields), token: employer.accessToken });
    expect(created.status).toBe(201);
    const id = created.body.contract.id;
    expect((await api.rest("PUT", `/profiles/contract_accept/${id}/`, { token: houseManager.accessToken, body: { status: "Accepted" } })).status).toBe(200);
    const [accepted] = await smtp.waitFor((email) => to(employer)(email) && email.subject.includes("amekubali"));
    expect(accepted!.subject).toBe("Achieng Otieno amekubali mkataba wako");
    const lastDay = addDays(nairobiToday(), 60);
    const notice = await api.rest("PUT", `/profiles/contract_terminate/${id}/`, { token: houseManager.accessToken, body: { termination_date: lastDay, termination_reason: "Ninahama" } });
    expect(notice.status).toBe(200);
    const [ended] = await smtp.waitFor((email) => to(employer)(email) && email.subject.includes("amesitisha"));
    expect(ended!.subject).toBe("Achieng Otieno amesitisha mkataba wenu");
    const written = new Date(`${lastDay}T12:00:00Z`).toLocaleDateString("sw-KE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect(ended!.text).toContain(`mkataba wenu unaisha tarehe ${written}`);
    expect(ended!.text).toContain("Sababu: Ninahama");
  });
});

describe("message emails", () => {
  it("sends at most one email per conversation per hour, with the text and a link to the thread", async () => {
    const employer = await createUser(api, "employer", { first: "Brian", last: "Otieno" });
    const houseManager = await createUser(api, "house_manager");
    for (const content of ["Habari! Are you free from Monday?", "Also: can you cook?", "Thanks"]) {
      expect((await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content } })).status).toBe(201);
    }
    await api.rest("POST", "/profiles/send_message/", { token: houseManager.accessToken, body: { recipient: employer.id, content: "Yes, I am" } });
    const [email] = await smtp.waitFor(to(houseManager));
    expect(email!.subject).toBe("New message from Brian Otieno");
    expect(email!.text).toContain('"Habari! Are you free from Monday?"');
    expect(email!.text).toContain(`/messages/${employer.id}`);
    await smtp.waitFor(to(employer));
    const prisma = api.server.database.prisma;
    expect(await prisma.emailOutbox.count({ where: { userId: houseManager.id, kind: "message" } })).toBe(1);
    expect(await prisma.emailOutbox.count({ where: { userId: employer.id, kind: "message" } })).toBe(1);
    // An hour later the conversation may email again.
    await prisma.emailOutbox.updateMany({ where: { userId: houseManager.id }, data: { createdAt: new Date(Date.now() - 3_601_000) } });
    await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Still there?" } });
    expect(await prisma.emailOutbox.count({ where: { userId: houseManager.id, kind: "message" } })).toBe(2);
  });

  it("queues nothing when the cause rolls back", async () => {
    const user = await createUser(api);
    const prisma = api.server.database.prisma;
    await expect(
      prisma.$transaction(async (tx) => {
        await emails.enqueue(tx, { userId: user.id, ...emailFor("message", { name: "A", from: "B", excerpt: "rolled back", senderUserId: 1 }) });
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await prisma.emailOutbox.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("without SMTP_URL", () => {
  it("writes each email to ./data/outbox as an .eml file", async () => {
    const local = await startTestServer();
    try {
      const user = await createUser(local);
      expect(local.server.emails.mode).toBe("outbox");
      await local.rest("POST", "/accounts/password_reset/", { body: { email: user.email } });
      const dir = local.server.config.email.outboxDir;
      expect(dir).toBe(path.join(local.server.config.dataDir, "outbox"));
      const deadline = Date.now() + 10_000;
      while (!(existsSync(dir) && readdirSync(dir).some((name) => name.endsWith(".eml"))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const [file] = readdirSync(dir).filter((name) => name.endsWith(".eml"));
      const email = parseEmail(readFileSync(path.join(dir, file!), "utf8"));
      expect(email.subject).toBe("Reset your MaidMatch password");
      expect(email.headers["to"]).toContain(user.email);
      expect(email.text).toMatch(/http:\/\/localhost:\d+\/reset-password\?token=/);
    } finally {
      await local.close();
    }
  });
});

describe("delivery", () => {
  it("retries with backoff while the SMTP server is down, then delivers", async () => {
    const port = await freePort();
    // Short timeouts (nodemailer reads them from the URL): if another test's server happens to take the freed port, an
    // attempt fails within two seconds instead of waiting half a minute for an SMTP greeting that never comes.
    const local = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?connectionTimeout=2000&greetingTimeout=2000`, EMAIL_RETRY_SECONDS: "1", EMAIL_POLL_SECONDS: "1" });
    let late: TestSmtp | undefined;
    try {
      const user = await createUser(local);
      await local.rest("POST", "/accounts/password_reset/", { body: { email: user.email } });
      const prisma = local.server.database.prisma;
      const deadline = Date.now() + 15_000;
      let row = await prisma.emailOutbox.findFirst({ where: { userId: user.id } });
      while ((row?.attempts ?? 0) < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        row = await prisma.emailOutbox.findFirst({ where: { userId: user.id } });
      }
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
      expect(row!.sentAt).toBeNull();
      expect(row!.lastError).toBeTruthy();
      late = await startSmtp(port);
      const [email] = await late.waitFor(to(user), 1, 20_000);
      expect(email!.subject).toBe("Reset your MaidMatch password");
      // The SMTP server has the email before the sender records it as sent: wait for the record.
      await expect.poll(async () => (await prisma.emailOutbox.findFirst({ where: { userId: user.id } }))?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    } finally {
      await local.close();
      await late?.close();
    }
  });

  it("sends each queued email once when several senders share the queue", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(api)));
    const prisma = api.server.database.prisma;
    // Extra senders beside the server's own: on PostgreSQL each on its own connection pool, as other replicas would be.
    const others = usingPostgres
      ? await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: process.env.DATABASE_URL ?? api.server.config.databaseUrl, pgliteDir: "memory://" })))
      : [api.server.database, api.server.database];
    const senders = others.map((database) => new EmailSender(database, { ...api.server.config.email, pollSeconds: 1 }, () => "http://localhost"));
    try {
      await Promise.all(senders.map((sender) => sender.start()));
      const subjects: string[] = [];
      await prisma.$transaction(async (tx) => {
        for (const [i, user] of users.entries()) {
          for (let n = 0; n < 4; n++) {
            const email = emailFor("message", { name: "A", from: `Sender ${i}-${n}`, excerpt: "hello", senderUserId: 1 });
            subjects.push(email.subject);
            await emails.enqueue(tx, { userId: user.id, ...email });
          }
        }
      });
      const mine = (email: { to: string[] }) => users.some((user) => email.to.includes(user.email));
      await smtp.waitFor(mine, subjects.length);
      await new Promise((r) => setTimeout(r, 1500));
      const received = smtp.received.filter(mine).map((email) => email.subject);
      expect(received.sort()).toEqual(subjects.sort());
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      if (usingPostgres) await Promise.all(others.map((database) => database.close()));
    }
  });
});
