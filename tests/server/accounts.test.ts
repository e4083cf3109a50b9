// Accounts through the real HTTP server: registration, login, token refresh and rotation, bearer tokens, bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import argon2 from "argon2";
import { createUser, GOOD_PASSWORD, startTestServer, TEST_JWT_SECRET, unique, type TestServer } from "./harness.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("reg");
  return {
    email: `${username}@example.co.ke`,
    username,
    first_name: "Achieng",
    last_name: "Otieno",
    password: GOOD_PASSWORD,
    password2: GOOD_PASSWORD,
    user_type: "house_manager",
    ...overrides,
  };
}

const ME = `query { me { id username email userType firstName lastName profile { id role } } }`;

describe("registration", () => {
  it("creates an account with the profile of its type and reads the server message", async () => {
    const body = registration();
    const res = await api.rest("POST", "/accounts/registration/", { body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Registration successful. You can now log in.");
    expect(res.body.user).toMatchObject({ email: body.email, username: body.username, user_type: "house_manager" });
    const login = await api.rest("POST", "/accounts/login/", { body: { email: body.email, password: body.password } });
    const me = await api.gql(ME, {}, login.body.accessToken);
    expect(me.body.data.me.profile.role).toBe("house_manager");
  });

  it("defaults the user type to employer and gives schools an employer profile", async () => {
    const plain = registration({ user_type: undefined });
    await api.rest("POST", "/accounts/registration/", { body: plain });
    const school = registration({ user_type: "school" });
    await api.rest("POST", "/accounts/registration/", { body: school });
    for (const [body, type] of [[plain, "employer"], [school, "school"]] as const) {
      const login = await api.rest("POST", "/accounts/login/", { body: { email: body.email, password: body.password } });
      const me = await api.gql(ME, {}, login.body.accessToken);
      expect(me.body.data.me.userType).toBe(type);
      expect(me.body.data.me.profile.role).toBe("employer");
    }
  });

  it("reports every missing field by name, DRF style", async () => {
    const res = await api.rest("POST", "/accounts/registration/", { body: {} });
    expect(res.status).toBe(400);
    for (const field of ["email", "username", "first_name", "last_name", "password", "password2"]) {
      expect(res.body[field]).toEqual(["This field is required."]);
    }
    expect(res.body.user_type).toBeUndefined();
  });

  it("refuses an invalid email, an invalid username and an unknown user type", async () => {
    const res = await api.rest("POST", "/accounts/registration/", { body: registration({ email: "not-an-email", username: "has spaces", user_type: "admin" }) });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(["Enter a valid email address."]);
    expect(res.body.username[0]).toMatch(/^Enter a valid username/);
    expect(res.body.user_type).toEqual(['"admin" is not a valid choice.']);
  });

  it("refuses a duplicate email, ignoring case, and a duplicate username", async () => {
    const first = registration();
    expect((await api.rest("POST", "/accounts/registration/", { body: first })).status).toBe(201);
    const again = await api.rest("POST", "/accounts/registration/", {
      body: registration({ email: first.email.toUpperCase(), username: first.username.toUpperCase() }),
    });
    expect(again.status).toBe(400);
    expect(again.body.email).toEqual(["A user with that email already exists."]);
    expect(again.body.username).toEqual(["A user with that username already exists."]);
  });

  it.each([
    ["short", "Ab1-xyz", "This password is too short. It must contain at least 8 characters."],
    ["numeric", "4829175630", "This password is entirely numeric."],
    ["common", "password123", "This password is too common."],
  ])("refuses a %s password", async (_kind, password, message) => {
    const res = await api.rest("POST", "/accounts/registration/", { body: registration({ password, password2: password }) });
    expect(res.status).toBe(400);
    expect(res.body.password).toContain(message);
  });

  it("refuses a password too similar to the username", async () => {
    const body = registration({ username: "wanjikukamau" });
    const res = await api.rest("POST", "/accounts/registration/", { body: { ...body, password: "wanjikukamau1", password2: "wanjikukamau1" } });
    expect(res.status).toBe(400);
    expect(res.body.password).toContain("The password is too similar to the username.");
  });

  it("refuses mismatched passwords", async () => {
    const res = await api.rest("POST", "/accounts/registration/", { body: registration({ password2: "Another-Password-91" }) });
    expect(res.status).toBe(400);
    expect(res.body.password).toEqual(["Password fields didn't match."]);
  });

  it("refuses wrong-typed fields without creating anything", async () => {
    const body = registration({ email: 42, first_name: ["x"] });
    const res = await api.rest("POST", "/accounts/registration/", { body });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(["Not a valid string."]);
    expect(res.body.first_name).toEqual(["Not a valid string."]);
    const login = await api.rest("POST", "/accounts/login/", { body: { email: String(body.username) + "@example.co.ke", password: GOOD_PASSWORD } });
    expect(login.status).toBe(400);
  });

  it("registers through GraphQL with the same rules", async () => {
    const body = registration();
    const mutation = `mutation($input: RegisterInput!) { register(input: $input) { message user { username userType } } }`;
    const input = { email: body.email, username: body.username, firstName: "Akinyi", lastName: "Odhiambo", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, userType: "school" };
    const ok = await api.gql(mutation, { input });
    expect(ok.body.data.register).toEqual({ message: "Registration successful. You can now log in.", user: { username: body.username, userType: "school" } });
    const dup = await api.gql(mutation, { input });
    expect(dup.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(dup.body.errors[0].extensions.fieldErrors.email).toEqual(["A user with that email already exists."]);
  });
});

describe("login", () => {
  it("returns the login response fields of docs/product.md", async () => {
    const user = await createUser(api, "employer");
    const res = await api.rest("POST", "/accounts/login/", { body: { email: user.email.toUpperCase(), password: user.password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["accessToken", "access_expiry", "refresh", "success", "user_id", "username"]);
    expect(res.body.success).toBe(true);
    expect(res.body.username).toBe(user.username);
    expect(res.body.user_id).toBe(user.id);
    expect(new Date(res.body.access_expiry).getTime()).toBeGreaterThan(Date.now());
    expect(res.body.access_expiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it("answers a wrong password and an unknown email with the same error", async () => {
    const user = await createUser(api);
    const wrong = await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: "Not-The-Password-1" } });
    const unknown = await api.rest("POST", "/accounts/login/", { body: { email: "nobody-here@example.co.ke", password: "Not-The-Password-1" } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ["Invalid email or password"] });
    }
  });

  it("requires email and password", async () => {
    const res = await api.rest("POST", "/accounts/login/", { body: { email: "", password: null } });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(["This field may not be blank."]);
    expect(res.body.password).toEqual(["This field is required."]);
  });

  it("logs in through GraphQL and the token opens `me`", async () => {
    const user = await createUser(api, "house_manager");
    const res = await api.gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken accessExpiry refreshToken user { id username email } } }`, { e: user.email, p: user.password });
    const session = res.body.data.login;
    // The session's own email is readable: the client stores it (the storage keys of docs/product.md, "States").
    expect(session.user).toEqual({ id: String(user.id), username: user.username, email: user.email });
    const me = await api.gql(ME, {}, session.accessToken);
    expect(me.body.data.me).toMatchObject({ id: String(user.id), email: user.email, userType: "house_manager" });
    const bad = await api.gql(`mutation { login(email: "x@example.co.ke", password: "whatever-123") { accessToken } }`);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fieldErrors: { non_field_errors: ["Invalid email or password"] } });
  });

  it("upgrades a hash made with older argon2 settings on the next successful login, and the password still works", async () => {
    const user = await createUser(api);
    const prisma = api.server.database.prisma;
    // The settings every hash had before they were lowered to OWASP's list (64 MiB, 3 passes, 4 lanes).
    const oldHash = await argon2.hash(user.password, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await prisma.user.update({ where: { id: user.id }, data: { passwordHash: oldHash } });
    const { memoryCost, timeCost, parallelism } = api.server.config.argon2;
    const stored = async () => (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

    // A failed login changes nothing.
    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: "Not-The-Password-1" } })).status).toBe(400);
    expect(await stored()).toBe(oldHash);

    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: user.password } })).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).not.toBe(oldHash);
    const [, type, version, params] = upgraded.split("$");
    expect({ type, version, params: Object.fromEntries(params!.split(",").map((pair) => pair.split("="))) }).toEqual({
      type: "argon2id",
      version: "v=19",
      params: { m: String(memoryCost), t: String(timeCost), p: String(parallelism) },
    });

    // The upgraded hash opens the account, is kept as it is, and still refuses a wrong password.
    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: user.password } })).status).toBe(200);
    expect(await stored()).toBe(upgraded);
    expect((await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: "Not-The-Password-1" } })).status).toBe(400);
  });
});

describe("tokens", () => {
  it("rotates the refresh token: the new one works, the old one no longer does", async () => {
    const user = await createUser(api);
    const first = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(user.refresh);
    expect(first.body.user_id).toBe(user.id);
    const second = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: first.body.refresh } });
    expect(second.status).toBe(200);
    const me = await api.gql(ME, {}, second.body.accessToken);
    expect(me.body.data.me.username).toBe(user.username);
  });

  it("revokes the whole family when a rotated refresh token is used again", async () => {
    const user = await createUser(api);
    const rotated = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } });
    const reuse = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } });
    expect(reuse.status).toBe(401);
    const successor = await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: rotated.body.refresh } });
    expect(successor.status).toBe(401);
  });

  it("logout revokes the refresh token", async () => {
    const user = await createUser(api);
    expect((await api.rest("POST", "/accounts/logout/", { body: { refresh: user.refresh } })).status).toBe(200);
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: user.refresh } })).status).toBe(401);
  });

  it("answers unknown and missing refresh tokens with 401 and 400", async () => {
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: "made-up" } })).status).toBe(401);
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: {} })).status).toBe(400);
  });

  it("answers expired, forged and malformed bearer tokens with 401, never 500", async () => {
    const user = await createUser(api);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ typ: "employer" }).setProtectedHeader({ alg: "HS256" }).setSubject(String(user.id)).setIssuer("maidmatch").setAudience("maidmatch-api")
        .setIssuedAt(exp - 600).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(TEST_JWT_SECRET, now - 60);
    const forged = await sign("another-secret-another-secret-another-secret", now + 600);
    for (const token of [expired, forged, "not.a.jwt", "garbage"]) {
      const gql = await api.gql(ME, {}, token);
      expect(gql.status).toBe(401);
      expect(gql.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      const rest = await api.rest("POST", "/accounts/logout/", { body: {}, token });
      expect(rest.status).toBe(401);
    }
    const wrongScheme = await api.rest("POST", "/accounts/logout/", { body: {}, headers: { authorization: "Basic abc" } });
    expect(wrongScheme.status).toBe(401);
  });

  it("answers `me` with null for a visitor", async () => {
    const res = await api.gql(ME);
    expect(res.status).toBe(200);
    expect(res.body.data.me).toBeNull();
  });
});

describe("bad input", () => {
  it("answers malformed JSON with 400 and changes nothing", async () => {
    const res = await api.rest("POST", "/accounts/registration/", { raw: '{"email": "a@b.co",', headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Malformed JSON in request body." });
  });

  it("answers an oversized body with 413", async () => {
    const res = await api.rest("POST", "/accounts/login/", { body: { email: "a@b.co", password: "x".repeat(200_000) } });
    expect(res.status).toBe(413);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await api.rest("GET", "/accounts/nothing-here/");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Not found.");
  });

  it("answers a GraphQL request with a wrong-typed variable with a 400 and a code", async () => {
    const res = await api.gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, { e: 5, p: null });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("rate limits", () => {
  it("locks an account after repeated failed logins, with 429 and a clear message", async () => {
    const limited = await startTestServer({ RATE_LOGIN_FAILURES: "3" });
    try {
      const user = await createUser(limited);
      for (let i = 0; i < 3; i++) {
        expect((await limited.rest("POST", "/accounts/login/", { body: { email: user.email, password: "Wrong-Password-9" } })).status).toBe(400);
      }
      const blocked = await limited.rest("POST", "/accounts/login/", { body: { email: user.email, password: user.password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body.non_field_errors[0]).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const gql = await limited.gql(`mutation { login(email: "${user.email}", password: "${user.password}") { accessToken } }`);
      expect(gql.body.errors[0].extensions.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("limits registrations per address", async () => {
    const limited = await startTestServer({ RATE_REGISTRATIONS_PER_HOUR: "2" });
    try {
      expect((await limited.rest("POST", "/accounts/registration/", { body: registration() })).status).toBe(201);
      expect((await limited.rest("POST", "/accounts/registration/", { body: registration() })).status).toBe(201);
      const third = await limited.rest("POST", "/accounts/registration/", { body: registration() });
      expect(third.status).toBe(429);
      expect(third.body.error).toMatch(/^Too many registrations from you/);
    } finally {
      await limited.close();
    }
  });
});
