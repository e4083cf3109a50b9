// Account recovery and password change through the real server, with the reset email received by a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, GOOD_PASSWORD, startTestServer, type TestServer, type TestUser } from "./harness.js";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp.js";

let api: TestServer;
let smtp: TestSmtp;
const NEW_PASSWORD = "Mango-Verandah-2031";
const SAME_ANSWER = "If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.";

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: "https://maidmatch.example" });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** Asks for a reset link for `user` and returns the token from the email they receive. */
async function resetToken(user: TestUser): Promise<string> {
  const before = smtp.received.filter((email) => email.to.includes(user.email)).length;
  const res = await api.rest("POST", "/accounts/password_reset/", { body: { email: user.email.toUpperCase() } });
  expect(res.status).toBe(200);
  const [email] = (await smtp.waitFor((e) => e.to.includes(user.email), before + 1)).slice(before);
  expect(email!.subject).toBe("Reset your MaidMatch password");
  const link = linkIn(email!, "/reset-password?token=");
  expect(link.origin).toBe("https://maidmatch.example");
  return link.searchParams.get("token")!;
}

describe("password reset", () => {
  it("answers an unknown email exactly like a known one and sends nothing", async () => {
    const user = await createUser(api);
    const known = await api.rest("POST", "/accounts/password_reset/", { body: { email: user.email } });
    const unknown = await api.rest("POST", "/accounts/password_reset/", { body: { email: "nobody-here@example.co.ke" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(SAME_ANSWER);
    await smtp.waitFor((e) => e.to.includes(user.email));
    const queued = await api.server.database.prisma.emailOutbox.count({ where: { toAddress: "nobody-here@example.co.ke" } });
    expect(queued).toBe(0);
  });

  it("refuses a missing or malformed email with a field error", async () => {
    expect((await api.rest("POST", "/accounts/password_reset/", { body: {} })).body).toEqual({ email: ["This field is required."] });
    expect((await api.rest("POST", "/accounts/password_reset/", { body: { email: "not-an-email" } })).body).toEqual({ email: ["Enter a valid email address."] });
  });

  it("stores only a hash of the token", async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    const rows = await api.server.database.prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(3_600_000, -3);
  });

  it("sets the new password once, signs out every device, and refuses the link a second time", async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    const res = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your password has been reset. You can now log in with the new password.");

    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: GOOD_PASSWORD } })).status).toBe(400);
    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } })).status).toBe(401);

    const again = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: "Another-Garden-2032", password2: "Another-Garden-2032" } });
    expect(again.status).toBe(400);
    expect(again.body.token).toEqual(["This password reset link is invalid, has expired or has been used already. Ask for a new one."]);
  });

  it("applies registration's password rules and error shapes", async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    const mismatch = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: NEW_PASSWORD, password2: "Different-Password-9" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ password: ["Password fields didn't match."] });
    const weak = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: "12345678", password2: "12345678" } });
    expect(weak.body.password).toEqual(["This password is too common.", "This password is entirely numeric."]);
    const similar = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: user.username, password2: user.username } });
    expect(similar.body.password[0]).toBe("The password is too similar to the username.");
    const empty = await api.rest("POST", "/accounts/password_reset/confirm/", { body: {} });
    expect(empty.body).toEqual({ token: ["This field is required."], password: ["This field is required."], password2: ["This field is required."] });
    // Refused attempts do not use the link up.
    expect((await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: NEW_PASSWORD, password2: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses an expired link and an unknown one", async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    await api.server.database.prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token, password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expect(expired.body.token).toHaveLength(1);
    const unknown = await api.rest("POST", "/accounts/password_reset/confirm/", { body: { token: "made-up", password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(unknown.status).toBe(400);
  });

  it("sends the reset email even to someone who turned email notifications off", async () => {
    const user = await createUser(api);
    expect((await api.rest("PUT", "/accounts/settings/", { token: user.accessToken, body: { email_notifications: false } })).status).toBe(200);
    expect(await resetToken(user)).toBeTruthy();
  });

  it("has GraphQL twins", async () => {
    const user = await createUser(api);
    const before = smtp.received.length;
    const asked = await api.gql(`mutation($email: String!) { requestPasswordReset(email: $email) { success message } }`, { email: user.email });
    expect(asked.body.data.requestPasswordReset).toEqual({ success: true, message: SAME_ANSWER });
    const [email] = (await smtp.waitFor((e) => e.to.includes(user.email))).filter((_e, i) => i >= 0);
    expect(smtp.received.length).toBeGreaterThan(before);
    const token = linkIn(email!, "/reset-password?token=").searchParams.get("token")!;
    const RESET = `mutation($token: String!, $p: String!) { resetPassword(token: $token, password: $p, password2: $p) { success message } }`;
    expect((await api.gql(RESET, { token, p: NEW_PASSWORD })).body.data.resetPassword.success).toBe(true);
    const second = await api.gql(RESET, { token, p: NEW_PASSWORD });
    expect(second.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("password change", () => {
  it("needs the old password, returns fresh tokens, and signs other devices out", async () => {
    const user = await createUser(api);
    const wrong = await api.rest("POST", "/accounts/password_change/", { token: user.accessToken, body: { old_password: "Not-My-Password-1", password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ old_password: ["Your old password was entered incorrectly. Please enter it again."] });

    const res = await api.rest("POST", "/accounts/password_change/", { token: user.accessToken, body: { old_password: GOOD_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Your password has been changed.", user_id: user.id });
    expect(typeof res.body.accessToken).toBe("string");
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } })).status).toBe(401);
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: res.body.refresh } })).status).toBe(200);
    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("checks the new password like registration and needs a signed-in user", async () => {
    const user = await createUser(api);
    const mismatch = await api.rest("POST", "/accounts/password_change/", { token: user.accessToken, body: { old_password: GOOD_PASSWORD, password: NEW_PASSWORD, password2: "x" } });
    expect(mismatch.body).toEqual({ password: ["Password fields didn't match."] });
    const same = await api.rest("POST", "/accounts/password_change/", { token: user.accessToken, body: { old_password: GOOD_PASSWORD, password: GOOD_PASSWORD, password2: GOOD_PASSWORD } });
    expect(same.body).toEqual({ password: ["The new password must be different from the old one."] });
    expect((await api.rest("POST", "/accounts/password_change/", { body: { old_password: GOOD_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD } })).status).toBe(401);
  });

  it("has a GraphQL twin returning new tokens", async () => {
    const user = await createUser(api);
    const res = await api.gql(
      `mutation($o: String!, $p: String!) { changePassword(oldPassword: $o, password: $p, password2: $p) { accessToken refreshToken user { id } } }`,
      { o: GOOD_PASSWORD, p: NEW_PASSWORD },
      user.accessToken,
    );
    expect(res.body.data.changePassword.user.id).toBe(String(user.id));
  });
});

describe("rate limits", () => {
  it("limits reset requests and password changes", async () => {
    const limited = await startTestServer({ RATE_PASSWORD_PER_HOUR: "2" });
    try {
      const user = await createUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.rest("POST", "/accounts/password_reset/", { body: { email: `someone${i}@example.co.ke` } })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const changes: number[] = [];
      for (let i = 0; i < 3; i++) {
        changes.push((await limited.rest("POST", "/accounts/password_change/", { token: user.accessToken, body: { old_password: "wrong-guess-000", password: NEW_PASSWORD, password2: NEW_PASSWORD } })).status);
      }
      expect(changes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("notification settings", () => {
  it("saves the preferences to the account: email on and SMS off by default", async () => {
    const user = await createUser(api);
    expect((await api.rest("GET", "/accounts/settings/", { token: user.accessToken })).body).toEqual({ email_notifications: true, sms_notifications: false, language: "en" });
    const saved = await api.rest("PUT", "/accounts/settings/", { token: user.accessToken, body: { email_notifications: false, sms_notifications: true } });
    expect(saved.body).toEqual({ email_notifications: false, sms_notifications: true, language: "en" });
    const me = await api.gql(`query { me { notificationPreferences { emailNotifications smsNotifications } } }`, {}, user.accessToken);
    expect(me.body.data.me.notificationPreferences).toEqual({ emailNotifications: false, smsNotifications: true });
    const gql = await api.gql(`mutation { updateNotificationPreferences(input: { emailNotifications: true }) { emailNotifications smsNotifications } }`, {}, user.accessToken);
    expect(gql.body.data.updateNotificationPreferences).toEqual({ emailNotifications: true, smsNotifications: true });
    expect((await api.rest("PUT", "/accounts/settings/", { token: user.accessToken, body: { email_notifications: "yes" } })).body).toEqual({ email_notifications: ["Must be true or false."] });
    expect((await api.rest("GET", "/accounts/settings/")).status).toBe(401);
  });
});
