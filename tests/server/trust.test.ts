// Trust and privacy: operators, verification and badges, private addresses, reports and moderation, blocks, the
// contact inbox and audit log, my_data and delete_account. Every rule through the HTTP APIs of a real server.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, GOOD_PASSWORD, startTestServer, unique, type TestServer, type TestUser } from "./harness.js";
import { createPerson, errorCode, submitReview, uploadGql } from "./profile-helpers.js";
import { contractBetween, createOperatorUser, daysFromToday, goodConduct, ID_DOCUMENT, submitVerification, verify } from "./trust-helpers.js";
import { PDF, PNG } from "../support/forms.js";
import { filesUnder } from "../security/support/api.js";

let api: TestServer;
let operator: TestUser;

beforeAll(async () => {
  api = await startTestServer({ RATE_REPORTS_PER_HOUR: "100000", RATE_BLOCKS_PER_HOUR: "100000" });
  operator = await createOperatorUser(api);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const asOperator = (method: string, pathname: string, body?: unknown) => api.rest(method, pathname, { token: operator.accessToken, ...(body === undefined ? {} : { body }) });

describe("operators", () => {
  it("cannot be registered through REST or GraphQL", async () => {
    const username = unique("op");
    const rest = await api.rest("POST", "/accounts/registration/", {
      body: { email: `${username}@example.co.ke`, username, first_name: "Op", last_name: "Erator", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: "operator" },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.user_type).toEqual(['"operator" is not a valid choice.']);
    const gql = await api.gql(`mutation($input: RegisterInput!) { register(input: $input) { message } }`, {
      input: { email: `${username}x@example.co.ke`, username: `${username}x`, firstName: "Op", lastName: "Erator", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, userType: "operator" },
    });
    expect(errorCode(gql.body)).toBe("BAD_USER_INPUT");
    expect(await api.server.database.prisma.user.count({ where: { username: { startsWith: username } } })).toBe(0);
  });

  it("log in through the same login and read user_type Operator", async () => {
    const res = await api.rest("GET", "/profiles/profile/", { token: operator.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: operator.id, user_type: "Operator" });
    const me = await api.gql(`{ me { id userType profile { id } } }`, {}, operator.accessToken);
    expect(me.body.data.me).toEqual({ id: String(operator.id), userType: "operator", profile: null });
  });

  it("are the only callers of every /operator/ route and operation: visitors 401, everyone else 403", async () => {
    const houseManager = await createUser(api, "house_manager");
    const employer = await createUser(api, "employer");
    const routes: Array<[string, string]> = [
      ["GET", "/operator/verifications/?status=pending"],
      ["GET", "/operator/verifications/1/document/"],
      ["POST", "/operator/verifications/1/approve/"],
      ["POST", "/operator/verifications/1/reject/"],
      ["GET", "/operator/reports/?status=open"],
      ["POST", "/operator/reports/1/resolve/"],
      ["GET", "/operator/contact_messages/"],
      ["POST", "/operator/contact_messages/1/handle/"],
      ["GET", "/operator/audit/"],
      ["GET", "/operator/anything-else/"],
    ];
    for (const [method, pathname] of routes) {
      const body = method === "POST" ? { body: { reason: "x", action: "dismiss" } } : {};
      expect((await api.rest(method, pathname, body)).status, `${method} ${pathname}`).toBe(401);
      expect((await api.rest(method, pathname, { ...body, token: houseManager.accessToken })).status, `${method} ${pathname}`).toBe(403);
      expect((await api.rest(method, pathname, { ...body, token: employer.accessToken })).status, `${method} ${pathname}`).toBe(403);
    }
    for (const query of ["{ operatorVerifications { id } }", "{ operatorReports { id } }", "{ operatorContactMessages { id } }", "{ auditLog { id } }"]) {
      expect(errorCode((await api.gql(query)).body)).toBe("UNAUTHENTICATED");
      expect(errorCode((await api.gql(query, {}, employer.accessToken)).body)).toBe("FORBIDDEN");
      expect((await api.gql(query, {}, operator.accessToken)).body.errors).toBeUndefined();
    }
    expect((await asOperator("GET", "/operator/audit/")).status).toBe(200);
    expect((await asOperator("GET", "/operator/anything-else/")).status).toBe(404);
  });

  it("are made by create-operator, which also promotes an existing account", async () => {
    const user = await createUser(api, "employer");
    const { createOperator } = await import("../../server/src/modules/operators/service.js");
    const result = await createOperator(api.server.database.prisma, api.server.config, user.email, "Another-Strong-Pass-81");
    expect(result).toEqual({ id: user.id, created: false });
    const login = await api.rest("POST", "/accounts/login/", { body: { email: user.email, password: "Another-Strong-Pass-81" } });
    expect((await api.rest("GET", "/profiles/profile/", { token: login.body.accessToken })).body.user_type).toBe("Operator");
  });
});

describe("street addresses", () => {
  it("show only to the owner, operators and the other party of an Accepted contract", async () => {
    const houseManager = await createPerson(api, "house_manager", { address: "House 14, Mwiki Road, Kasarani", location: "Kasarani" });
    const employer = await createPerson(api, "employer", { address: "Runda Grove 4", location: "Runda" });
    const stranger = await createPerson(api, "employer");
    const pending = await createPerson(api, "employer", { address: "Lavington Close 2" });
    await contractBetween(api, employer, houseManager, true);
    await contractBetween(api, pending, houseManager, false);
    const hmAddress = async (token?: string) => (await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`, { token })).body.address;
    const employerAddress = async (token?: string) => (await api.rest("GET", `/profiles/employer/${employer.profileId}/`, { token })).body.address;
    expect(await hmAddress()).toBeNull();
    expect(await hmAddress(stranger.accessToken)).toBeNull();
    expect(await hmAddress(pending.accessToken)).toBeNull();
    expect(await hmAddress(houseManager.accessToken)).toBe("House 14, Mwiki Road, Kasarani");
    expect(await hmAddress(employer.accessToken)).toBe("House 14, Mwiki Road, Kasarani");
    expect(await hmAddress(operator.accessToken)).toBe("House 14, Mwiki Road, Kasarani");
    expect(await employerAddress()).toBeNull();
    expect(await employerAddress(houseManager.accessToken)).toBe("Runda Grove 4");
    expect((await api.rest("GET", `/profiles/employer/${pending.profileId}/`, { token: houseManager.accessToken })).body.address).toBeNull();
    // The own profile always shows it; search results follow the same rule.
    expect((await api.rest("GET", "/profiles/profile/", { token: houseManager.accessToken })).body.address).toBe("House 14, Mwiki Road, Kasarani");
    const search = await api.rest("GET", "/profiles/search?query=Runda");
    expect(search.body.employer.find((row: { id: number }) => row.id === employer.profileId).address).toBeNull();
    // The page the search keeps (profiles/search-cache.ts) serves everyone, each with the addresses they may read.
    for (const [token, address] of [[houseManager.accessToken, "Runda Grove 4"], [operator.accessToken, "Runda Grove 4"], [stranger.accessToken, null], [undefined, null]] as const) {
      const again = await api.rest("GET", "/profiles/search?query=Runda", { token });
      expect(again.body.employer.find((row: { id: number }) => row.id === employer.profileId).address).toBe(address);
    }
    // GraphQL: details, lists and search alike.
    const query = `query($id: ID!) { houseManager(id: $id) { address } houseManagers(first: 100) { edges { node { id address } } } search(query: "Kasarani") { houseManagers { edges { node { id address } } } } }`;
    const visitor = await api.gql(query, { id: String(houseManager.profileId) });
    expect(visitor.body.data.houseManager.address).toBeNull();
    expect(JSON.stringify(visitor.body)).not.toContain("Mwiki Road");
    const party = await api.gql(query, { id: String(houseManager.profileId) }, employer.accessToken);
    expect(party.body.data.houseManager.address).toBe("House 14, Mwiki Road, Kasarani");
    expect(party.body.data.houseManagers.edges.find((edge: { node: { id: string } }) => edge.node.id === String(houseManager.profileId)).node.address).toBe("House 14, Mwiki Road, Kasarani");
  });
});

describe("verification", () => {
  it("takes an identity document and answers 201 {id, kind, status: pending, submitted_at}, listed as the owner's own", async () => {
    const houseManager = await createUser(api, "house_manager");
    const res = await submitVerification(api, houseManager.accessToken, ID_DOCUMENT);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), kind: "id_document", status: "pending" });
    expect(new Date(res.body.submitted_at).toISOString()).toBe(res.body.submitted_at);
    const own = await api.rest("GET", "/profiles/verifications/", { token: houseManager.accessToken });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([expect.objectContaining({ id: res.body.id, kind: "id_document", status: "pending" })]);
    expect(JSON.stringify(own.body)).not.toMatch(/verifications\/[0-9a-f-]{36}/);
    const gql = await api.gql(`{ myVerifications { id kind status } }`, {}, houseManager.accessToken);
    expect(gql.body.data.myVerifications).toEqual([{ id: String(res.body.id), kind: "id_document", status: "pending" }]);
  });

  it("needs a certificate's issue date, not in the future and at most 12 months old", async () => {
    const houseManager = await createUser(api, "house_manager");
    const missing = await submitVerification(api, houseManager.accessToken, { ...goodConduct(), issued_on: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.issued_on).toEqual(["Give the certificate's issue date."]);
    expect((await submitVerification(api, houseManager.accessToken, goodConduct("2026-02-30"))).body.issued_on).toEqual(["Enter the date as YYYY-MM-DD."]);
    expect((await submitVerification(api, houseManager.accessToken, goodConduct(daysFromToday(3)))).body.issued_on).toEqual(["The issue date cannot be in the future."]);
    expect((await submitVerification(api, houseManager.accessToken, goodConduct(daysFromToday(-400)))).status).toBe(400);
    const ok = await submitVerification(api, houseManager.accessToken, goodConduct(daysFromToday(-10)));
    expect(ok.status).toBe(201);
    expect(ok.body.kind).toBe("good_conduct");
  });

  it("checks the file by content (PDF, PNG, JPEG) and refuses more than 5,242,880 bytes", async () => {
    const houseManager = await createUser(api, "house_manager");
    const text = await submitVerification(api, houseManager.accessToken, { kind: "id_document", document: { data: Buffer.from("just text, named like a PDF"), name: "id.pdf", type: "application/pdf" } });
    expect(text.status).toBe(400);
    expect(text.body.document).toEqual(["The document must be a PDF, PNG or JPEG file."]);
    const big = Buffer.concat([PDF, Buffer.alloc(5_242_880 - PDF.length + 1, 32)]);
    const tooBig = await submitVerification(api, houseManager.accessToken, { kind: "id_document", document: { data: big, name: "id.pdf", type: "application/pdf" } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.document).toEqual(["The document must be at most 5 MB (5,242,880 bytes)."]);
    const exact = await submitVerification(api, houseManager.accessToken, { kind: "id_document", document: { data: big.subarray(0, 5_242_880), name: "id.pdf", type: "application/pdf" } });
    expect(exact.status).toBe(201);
    const png = await submitVerification(api, houseManager.accessToken, { kind: "id_document", document: { data: PNG, name: "scan.jpg", type: "image/jpeg" } });
    expect(png.status).toBe(201);
    expect((await submitVerification(api, houseManager.accessToken, { kind: "passport", document: { data: PDF, name: "p.pdf" } })).body.kind).toEqual(['Choose "id_document" or "good_conduct".']);
    expect((await submitVerification(api, houseManager.accessToken, { kind: "id_document" })).body.document).toEqual(["Attach the document (PDF, PNG or JPEG)."]);
  });

  it("is for house managers only: visitors 401, employers 403", async () => {
    const employer = await createUser(api, "employer");
    expect((await submitVerification(api, undefined, ID_DOCUMENT)).status).toBe(401);
    expect((await submitVerification(api, employer.accessToken, ID_DOCUMENT)).status).toBe(403);
  });

  it("keeps files private: never under /media, served to the owner and operators only", async () => {
    const houseManager = await createUser(api, "house_manager");
    const other = await createUser(api, "house_manager");
    const marked = Buffer.concat([PDF, Buffer.from(`% ${unique("SECRET")}\n`)]);
    const res = await submitVerification(api, houseManager.accessToken, { kind: "id_document", document: { data: marked, name: "id.pdf", type: "application/pdf" } });
    const row = await api.server.database.prisma.verification.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(existsSync(path.join(api.server.config.documentsDir, row.documentKey!))).toBe(true);
    expect(filesUnder(api.server.config.mediaDir).some((file) => file.includes("verification"))).toBe(false);
    expect((await api.rest("GET", `/media/${row.documentKey}`)).status).toBe(404);
    const byOperator = await fetch(`${api.url}/operator/verifications/${res.body.id}/document/`, { headers: { authorization: `Bearer ${operator.accessToken}` } });
    expect(byOperator.status).toBe(200);
    expect(byOperator.headers.get("content-type")).toBe("application/pdf");
    expect(byOperator.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await byOperator.arrayBuffer()).equals(marked)).toBe(true);
    const byOwner = await fetch(`${api.url}/profiles/verifications/${res.body.id}/document/`, { headers: { authorization: `Bearer ${houseManager.accessToken}` } });
    expect(byOwner.status).toBe(200);
    expect((await api.rest("GET", `/profiles/verifications/${res.body.id}/document/`, { token: other.accessToken })).status).toBe(404);
    expect((await api.rest("GET", `/operator/verifications/${res.body.id}/document/`, { token: other.accessToken })).status).toBe(403);
  });

  it("lists the pending queue for operators, approves, and rejects only with a reason; the owner is told either way", async () => {
    const houseManager = await createUser(api, "house_manager", { first: "Zawadi", last: "Mwangi" });
    const id = (await submitVerification(api, houseManager.accessToken, ID_DOCUMENT)).body.id;
    const certificate = (await submitVerification(api, houseManager.accessToken, goodConduct())).body.id;
    const queue = await asOperator("GET", "/operator/verifications/?status=pending");
    expect(queue.status).toBe(200);
    expect(queue.body.find((row: { id: number }) => row.id === id)).toMatchObject({ kind: "id_document", status: "pending", name: "Zawadi Mwangi", user_id: houseManager.id, document: `/operator/verifications/${id}/document/` });
    expect(queue.body.every((row: { status: string }) => row.status === "pending")).toBe(true);

    const approved = await asOperator("POST", `/operator/verifications/${id}/approve/`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: "approved" });
    expect((await asOperator("POST", `/operator/verifications/${id}/approve/`)).status).toBe(409);
    const noReason = await asOperator("POST", `/operator/verifications/${certificate}/reject/`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.reason).toEqual(["This field is required."]);
    const rejected = await asOperator("POST", `/operator/verifications/${certificate}/reject/`, { reason: "The certificate number cannot be read." });
    expect(rejected.body).toMatchObject({ status: "rejected", reason: "The certificate number cannot be read." });
    expect((await asOperator("GET", "/operator/verifications/?status=pending")).body.map((row: { id: number }) => row.id)).not.toContain(id);

    const notes = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    const verification = notes.body.filter((note: { type: string }) => note.type === "verification").map((note: { message_template: string }) => note.message_template);
    expect(verification).toEqual(["Your Certificate of Good Conduct was not approved: The certificate number cannot be read.", "Your identity document was checked and approved."]);
  });

  it("delivers the result live on the notification subscription", async () => {
    const { createClient } = await import("graphql-ws");
    const WebSocket = (await import("ws")).default;
    const houseManager = await createUser(api, "house_manager");
    const id = (await submitVerification(api, houseManager.accessToken, ID_DOCUMENT)).body.id;
    const client = createClient({ url: `${api.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${houseManager.accessToken}` }, retryAttempts: 0 });
    const received: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      client.subscribe({ query: `subscription { notificationAdded { notification { type message } } }` }, { next: (value) => { received.push(value.data); resolve(); }, error: () => resolve(), complete: () => resolve() });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await asOperator("POST", `/operator/verifications/${id}/approve/`);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await client.dispose();
    expect(received).toEqual([{ notificationAdded: { notification: { type: "verification", message: "Your identity document was checked and approved." } } }]);
  });

  it("works through GraphQL too, with the same rules", async () => {
    const houseManager = await createUser(api, "house_manager");
    const submitted = await uploadGql(api, houseManager.accessToken, `mutation($f: Upload!) { submitVerification(kind: good_conduct, document: $f, issuedOn: "${daysFromToday(-5)}") { id kind status } }`, {}, "f", { data: PDF, name: "c.pdf", type: "application/pdf" });
    expect(submitted.body.data.submitVerification).toMatchObject({ kind: "good_conduct", status: "pending" });
    const id = submitted.body.data.submitVerification.id;
    const list = await api.gql(`{ operatorVerifications(status: pending) { id name documentPath } }`, {}, operator.accessToken);
    expect(list.body.data.operatorVerifications.map((row: { id: string }) => row.id)).toContain(id);
    const missingReason = await api.gql(`mutation($id: ID!) { rejectVerification(id: $id, reason: "  ") { id } }`, { id }, operator.accessToken);
    expect(errorCode(missingReason.body)).toBe("BAD_USER_INPUT");
    const approved = await api.gql(`mutation($id: ID!) { approveVerification(id: $id) { status expiresAt } }`, { id }, operator.accessToken);
    expect(approved.body.data.approveVerification.status).toBe("approved");
    const employer = await createUser(api, "employer");
    expect(errorCode((await api.gql(`mutation($id: ID!) { approveVerification(id: $id) { id } }`, { id }, employer.accessToken)).body)).toBe("FORBIDDEN");
  });

  it("is rate-limited per house manager", async () => {
    const limited = await startTestServer({ RATE_VERIFICATION_DOCUMENTS_PER_HOUR: "2" });
    try {
      const houseManager = await createUser(limited, "house_manager");
      expect((await submitVerification(limited, houseManager.accessToken, ID_DOCUMENT)).status).toBe(201);
      expect((await submitVerification(limited, houseManager.accessToken, ID_DOCUMENT)).status).toBe(201);
      const third = await submitVerification(limited, houseManager.accessToken, ID_DOCUMENT);
      expect(third.status).toBe(429);
      expect(third.body.non_field_errors[0]).toMatch(/Too many verification documents/);
      expect(await limited.server.database.prisma.verification.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("badges", () => {
  it("mark a house manager verified only with an approved identity document and a current approved certificate", async () => {
    const houseManager = await createPerson(api, "house_manager", { location: unique("Badgetown") }, { first: "Wanjiru", last: "Kariuki" });
    const detail = async () => (await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`)).body;
    expect(await detail()).toMatchObject({ verified: false, verifications: [] });
    const id = (await submitVerification(api, houseManager.accessToken, ID_DOCUMENT)).body.id;
    await asOperator("POST", `/operator/verifications/${id}/approve/`);
    expect(await detail()).toMatchObject({ verified: false, verifications: [{ kind: "id_document", expires_at: null }] });
    const issued = daysFromToday(-60);
    const certificate = (await submitVerification(api, houseManager.accessToken, goodConduct(issued))).body.id;
    await asOperator("POST", `/operator/verifications/${certificate}/approve/`);
    const verified = await detail();
    expect(verified.verified).toBe(true);
    expect(verified.verifications.map((check: { kind: string }) => check.kind)).toEqual(["id_document", "good_conduct"]);
    const expires = new Date(`${issued}T00:00:00Z`);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(verified.verifications[1].expires_at).toBe(expires.toISOString().slice(0, 10));
    expect(JSON.stringify(verified)).not.toMatch(/documents|verifications\/[0-9a-f-]{36}/);

    // Lists, search, Find House Girl and GraphQL carry the same badge.
    const listed = (await api.rest("GET", "/profiles/housemanagers/")).body.find((row: { id: number }) => row.id === houseManager.profileId);
    expect(listed).toMatchObject({ verified: true });
    expect((await api.rest("GET", "/profiles/search?query=Wanjiru Kariuki")).body.house_manager[0]).toMatchObject({ id: houseManager.profileId, verified: true });
    const gql = await api.gql(`query($id: ID!) { houseManager(id: $id) { verified verifications { kind verifiedAt expiresAt } } }`, { id: String(houseManager.profileId) });
    expect(gql.body.data.houseManager.verified).toBe(true);
    expect(gql.body.data.houseManager.verifications[1]).toMatchObject({ kind: "good_conduct", expiresAt: expires.toISOString().slice(0, 10) });
  });

  it("filter Find House Girl with verified=true in REST and GraphQL", async () => {
    const town = unique("Verifytown");
    const checked = await createPerson(api, "house_manager", { location: town });
    const unchecked = await createPerson(api, "house_manager", { location: town });
    await verify(api, operator, checked);
    const all = await api.rest("GET", `/profiles/find_house_manager/?location=${town}`);
    expect(all.body.map((row: { id: number }) => row.id).sort()).toEqual([checked.profileId, unchecked.profileId].sort());
    const only = await api.rest("GET", `/profiles/find_house_manager/?location=${town}&verified=true`);
    expect(only.body.map((row: { id: number }) => row.id)).toEqual([checked.profileId]);
    expect((await api.rest("GET", `/profiles/find_house_manager/?verified=maybe`)).status).toBe(400);
    const gql = await api.gql(`query($town: String!) { houseManagers(filter: { location: $town, verified: true }) { totalCount edges { node { id verified } } } }`, { town });
    expect(gql.body.data.houseManagers).toEqual({ totalCount: 1, edges: [{ node: { id: String(checked.profileId), verified: true } }] });
  });

  it("drop when the certificate is more than 12 months old, and the owner is told once", async () => {
    const houseManager = await createPerson(api, "house_manager");
    await verify(api, operator, houseManager);
    const prisma = api.server.database.prisma;
    // Time passes: the approved certificate's issue date is now 13 months back.
    const thirteenMonths = new Date();
    thirteenMonths.setUTCMonth(thirteenMonths.getUTCMonth() - 13);
    await prisma.verification.updateMany({ where: { userId: houseManager.id, kind: "good_conduct" }, data: { issuedOn: new Date(thirteenMonths.toISOString().slice(0, 10)) } });
    const detail = (await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`)).body;
    expect(detail.verified).toBe(false);
    expect(detail.verifications.map((check: { kind: string }) => check.kind)).toEqual(["id_document"]);
    const filtered = await api.rest("GET", `/profiles/find_house_manager/?verified=true`);
    expect(filtered.body.map((row: { id: number }) => row.id)).not.toContain(houseManager.profileId);
    // The start-up and daily check tells the owner, once however often it runs.
    await api.server.services.verifications.notifyLapsed();
    await api.server.services.verifications.notifyLapsed();
    const notes = await prisma.notification.findMany({ where: { recipientId: houseManager.id, type: "verification", message: { contains: "more than 12 months old" } } });
    expect(notes).toHaveLength(1);
  });

  it("cost the same number of SQL statements for 2 and for 20 house managers", async () => {
    const query = `query($first: Int!) { houseManagers(first: $first) { edges { node { id verified verifications { kind verifiedAt expiresAt } address } } } }`;
    for (let index = 0; index < 20; index += 1) await createPerson(api, "house_manager");
    const count = async (first: number) => {
      const res = await api.gql(query, { first });
      expect(res.body.errors).toBeUndefined();
      return Number(res.headers.get("x-sql-statements"));
    };
    expect(await count(20)).toBe(await count(2));
    const rest = async (pathname: string) => Number((await api.rest("GET", pathname)).headers.get("x-sql-statements"));
    expect(await rest("/profiles/housemanagers/")).toBeLessThanOrEqual(6);
  });
});

describe("reports and moderation", () => {
  it("takes a report of a profile, a review or a message with 201 {id, ...}", async () => {
    const reporter = await createPerson(api, "employer");
    const target = await createPerson(api, "house_manager");
    const res = await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body: { target_type: "house_manager", target_id: target.profileId, reason: "fake_profile", details: "Photos from the internet." } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), target_type: "house_manager", target_id: target.profileId, reason: "fake_profile", details: "Photos from the internet.", status: "open" });
    const bad = await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body: { target_type: "city", target_id: "x", reason: "rude" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["reason", "target_id", "target_type"]);
    expect((await api.rest("POST", "/profiles/reports/", { body: { target_type: "house_manager", target_id: target.profileId, reason: "scam" } })).status).toBe(401);
    expect((await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body: { target_type: "employer", target_id: 999999, reason: "scam" } })).status).toBe(404);
    // A message can be reported by its two parties only.
    const sent = await api.rest("POST", "/profiles/send_message/", { token: target.accessToken, body: { recipient: reporter.id, content: "Send me money first" } });
    const outsider = await createUser(api, "employer");
    expect((await api.rest("POST", "/profiles/reports/", { token: outsider.accessToken, body: { target_type: "message", target_id: sent.body.id, reason: "scam" } })).status).toBe(404);
    const message = await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body: { target_type: "message", target_id: sent.body.id, reason: "scam" } });
    expect(message.status).toBe(201);
    const queue = await asOperator("GET", "/operator/reports/?status=open");
    expect(queue.body.find((row: { id: number }) => row.id === message.body.id)).toMatchObject({ target_user_id: target.id, content: { kind: "message", content: "Send me money first", sender_id: target.id } });
    expect(queue.body.find((row: { id: number }) => row.id === res.body.id).content).toMatchObject({ kind: "house_manager", profile_id: target.profileId });
  });

  it("is rate-limited per user", async () => {
    const limited = await startTestServer({ RATE_REPORTS_PER_HOUR: "1" });
    try {
      const reporter = await createUser(limited, "employer");
      const target = await createPerson(limited, "house_manager");
      const body = { target_type: "house_manager", target_id: target.profileId, reason: "other" };
      expect((await limited.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body })).status).toBe(201);
      expect((await limited.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("hides a reported review from every list and from the profile's mean at once", async () => {
    const houseManager = await createPerson(api, "house_manager");
    const fair = await createPerson(api, "employer");
    const unfair = await createPerson(api, "employer");
    await submitReview(api, fair, houseManager.profileId, 5, "Excellent with the children");
    const bad = await submitReview(api, unfair, houseManager.profileId, 1, "Terrible person, avoid, call me on 0700");
    expect((await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`)).body.rating).toBe(3);
    const report = await api.rest("POST", "/profiles/reports/", { token: houseManager.accessToken, body: { target_type: "review", target_id: bad.body.id, reason: "harassment" } });
    const open = await asOperator("GET", "/operator/reports/?status=open");
    expect(open.body.find((row: { id: number }) => row.id === report.body.id).content).toMatchObject({ kind: "review", comment: "Terrible person, avoid, call me on 0700", hidden: false });
    const resolved = await asOperator("POST", `/operator/reports/${report.body.id}/resolve/`, { action: "hide_review", note: "Personal attack" });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", action: "hide_review", note: "Personal attack" });
    expect((await asOperator("POST", `/operator/reports/${report.body.id}/resolve/`, { action: "dismiss" })).status).toBe(409);
    const detail = (await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`)).body;
    expect(detail.rating).toBe(5);
    expect((await api.rest("GET", `/profiles/reviews/${houseManager.profileId}/`)).body.map((row: { id: number }) => row.id)).not.toContain(bad.body.id);
    const gql = await api.gql(`query($id: ID!) { houseManager(id: $id) { rating reviewCount reviews { totalCount edges { node { comment } } } } }`, { id: String(houseManager.profileId) });
    expect(gql.body.data.houseManager).toEqual({ rating: 5, reviewCount: 1, reviews: { totalCount: 1, edges: [{ node: { comment: "Excellent with the children" } }] } });
    // Only reviews can be hidden.
    const profileReport = await api.rest("POST", "/profiles/reports/", { token: fair.accessToken, body: { target_type: "house_manager", target_id: houseManager.profileId, reason: "other" } });
    expect((await asOperator("POST", `/operator/reports/${profileReport.body.id}/resolve/`, { action: "hide_review" })).status).toBe(400);
    expect((await asOperator("POST", `/operator/reports/${profileReport.body.id}/resolve/`, { action: "ban" })).body.action).toBeDefined();
  });

  it("suspends an account: login refused, live tokens 401 at once, refresh revoked, public profile 404 and out of lists", async () => {
    const town = unique("Suspendville");
    const scammer = await createPerson(api, "house_manager", { location: town }, { first: "Fake", last: unique("Person") });
    const reporter = await createPerson(api, "employer");
    const report = await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body: { target_type: "house_manager", target_id: scammer.profileId, reason: "scam", details: "Asked for a registration fee." } });
    expect((await api.rest("GET", "/profiles/profile/", { token: scammer.accessToken })).status).toBe(200);
    const resolved = await asOperator("POST", `/operator/reports/${report.body.id}/resolve/`, { action: "suspend_user", note: "Fee scam" });
    expect(resolved.body).toMatchObject({ status: "resolved", action: "suspend_user", target_suspended: true });

    expect((await api.rest("GET", "/profiles/profile/", { token: scammer.accessToken })).status).toBe(401);
    expect(errorCode((await api.gql(`{ me { id } }`, {}, scammer.accessToken)).body)).toBe("UNAUTHENTICATED");
    const login = await api.rest("POST", "/accounts/login/", { body: { email: scammer.email, password: GOOD_PASSWORD } });
    expect(login.status).toBe(400);
    expect(login.body.non_field_errors[0]).toMatch(/suspended/);
    expect((await api.rest("POST", "/accounts/token/refresh/", { body: { refresh: scammer.refresh } })).status).toBe(401);
    expect((await api.rest("GET", `/profiles/house-manager/${scammer.profileId}/`)).status).toBe(404);
    expect((await api.gql(`query($id: ID!) { houseManager(id: $id) { id } }`, { id: String(scammer.profileId) })).body.data.houseManager).toBeNull();
    expect((await api.rest("GET", `/profiles/find_house_manager/?location=${town}`)).body).toEqual([]);
    expect((await api.rest("GET", "/profiles/housemanagers/")).body.map((row: { id: number }) => row.id)).not.toContain(scammer.profileId);
    expect((await api.rest("GET", `/profiles/search?query=${town}`)).body.house_manager).toEqual([]);
    const home = await api.gql(`{ houseManagers(first: 100) { edges { node { id } } } }`);
    expect(home.body.data.houseManagers.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(String(scammer.profileId));
  });

  it("works through GraphQL: reportContent and resolveReport", async () => {
    const reporter = await createPerson(api, "house_manager");
    const target = await createPerson(api, "employer");
    const made = await api.gql(`mutation($input: ReportInput!) { reportContent(input: $input) { id status targetType } }`, { input: { targetType: "employer", targetId: String(target.profileId), reason: "inappropriate", details: "Rude" } }, reporter.accessToken);
    expect(made.body.data.reportContent).toMatchObject({ status: "open", targetType: "employer" });
    const list = await api.gql(`{ operatorReports(status: open) { id content { kind name } } }`, {}, operator.accessToken);
    expect(list.body.data.operatorReports.find((row: { id: string }) => row.id === made.body.data.reportContent.id).content.kind).toBe("profile");
    const resolved = await api.gql(`mutation($id: ID!) { resolveReport(id: $id, action: dismiss, note: "Not rude") { status action } }`, { id: made.body.data.reportContent.id }, operator.accessToken);
    expect(resolved.body.data.resolveReport).toEqual({ status: "resolved", action: "dismiss" });
  });
});

describe("blocks", () => {
  it("stop messages and contract offers between the pair, either way, until lifted", async () => {
    const employer = await createPerson(api, "employer", {}, { first: "Peter", last: "Kamau" });
    const houseManager = await createPerson(api, "house_manager");
    const blocked = await api.rest("POST", `/profiles/blocks/${employer.id}/`, { token: houseManager.accessToken });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ user_id: employer.id, name: "Peter Kamau" });
    expect((await api.rest("GET", "/profiles/blocks/", { token: houseManager.accessToken })).body).toEqual([expect.objectContaining({ user_id: employer.id })]);
    expect((await api.gql(`{ blockedUsers { userId } }`, {}, houseManager.accessToken)).body.data.blockedUsers).toEqual([{ userId: String(employer.id) }]);

    const fromEmployer = await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Hello" } });
    expect(fromEmployer.status).toBe(403);
    expect(fromEmployer.body.error).toBe("You cannot contact this user: one of you has blocked the other.");
    expect((await api.rest("POST", "/profiles/send_message/", { token: houseManager.accessToken, body: { recipient: employer.id, content: "Hello" } })).status).toBe(403);
    await expect(contractBetween(api, employer, houseManager, false)).rejects.toThrow(/403/);
    const gqlMessage = await api.gql(`mutation($to: ID!) { sendMessage(recipientId: $to, content: "Hi") { id } }`, { to: String(houseManager.id) }, employer.accessToken);
    expect(errorCode(gqlMessage.body)).toBe("FORBIDDEN");

    expect((await api.rest("DELETE", `/profiles/blocks/${employer.id}/`, { token: houseManager.accessToken })).status).toBe(204);
    expect((await api.rest("DELETE", `/profiles/blocks/${employer.id}/`, { token: houseManager.accessToken })).status).toBe(404);
    expect((await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Hello again" } })).status).toBe(201);
  });

  it("refuse blocking oneself, unknown users, and visitors", async () => {
    const user = await createUser(api, "employer");
    expect((await api.rest("POST", `/profiles/blocks/${user.id}/`, { token: user.accessToken })).status).toBe(400);
    expect((await api.rest("POST", "/profiles/blocks/999999/", { token: user.accessToken })).status).toBe(404);
    expect((await api.rest("POST", `/profiles/blocks/${user.id}/`)).status).toBe(401);
    expect((await api.rest("GET", "/profiles/blocks/")).status).toBe(401);
  });
});

describe("contact inbox and audit log", () => {
  it("lists contact-form messages as new, marks them handled, and audits every operator action", async () => {
    const text = `Hello team ${unique("msg")}`;
    expect((await api.rest("POST", "/profiles/contact_maid_match/", { body: { name: "Mercy", email: "mercy@example.co.ke", message: text } })).status).toBeLessThan(300);
    const inbox = await asOperator("GET", "/operator/contact_messages/?status=new");
    const row = inbox.body.find((message: { message: string }) => message.message === text);
    expect(row).toMatchObject({ name: "Mercy", email: "mercy@example.co.ke", status: "new" });
    const handled = await asOperator("POST", `/operator/contact_messages/${row.id}/handle/`, { note: "Answered by email" });
    expect(handled.body).toMatchObject({ id: row.id, status: "handled" });
    expect((await asOperator("GET", "/operator/contact_messages/?status=new")).body.map((message: { id: number }) => message.id)).not.toContain(row.id);

    const audit = await asOperator("GET", "/operator/audit/");
    expect(audit.status).toBe(200);
    expect(Array.isArray(audit.body)).toBe(true);
    expect(audit.body[0]).toMatchObject({ operator_id: operator.id, action: "handle", target_type: "contact_message", target_id: row.id, note: "Answered by email" });
    expect(new Date(audit.body[0].created_at).toISOString()).toBe(audit.body[0].created_at);
    const actions = new Set(audit.body.map((entry: { action: string }) => entry.action));
    for (const action of ["approve", "reject", "hide", "dismiss", "suspend", "handle"]) expect(actions, action).toContain(action);
  });

  it("cannot be edited or deleted, even by the database's own client", async () => {
    const prisma = api.server.database.prisma;
    const entry = await prisma.auditEntry.findFirstOrThrow();
    await expect(prisma.auditEntry.update({ where: { id: entry.id }, data: { note: "rewritten" } })).rejects.toThrow(/append-only/);
    await expect(prisma.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    expect((await prisma.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).note).toBe(entry.note);
  });
});

describe("privacy rights", () => {
  it("records which privacy notice version a new account accepted, and when", async () => {
    const user = await createUser(api, "employer");
    const consents = await api.server.database.prisma.consent.findMany({ where: { userId: user.id } });
    expect(consents).toEqual([expect.objectContaining({ policyVersion: "2026-11-23" })]);
  });

  it("gives a signed-in user everything held about them in /profiles/my_data/", async () => {
    const houseManager = await createPerson(api, "house_manager", { address: "Kahawa West, House 3", bio: "Patient and kind" });
    const employer = await createPerson(api, "employer");
    await submitReview(api, employer, houseManager.profileId, 5, "Wonderful");
    await submitReview(api, houseManager, employer.profileId, 4, "Fair employer");
    await api.rest("POST", "/profiles/send_message/", { token: employer.accessToken, body: { recipient: houseManager.id, content: "Can you start Monday?" } });
    await contractBetween(api, employer, houseManager, false);
    await submitVerification(api, houseManager.accessToken, ID_DOCUMENT);
    await api.rest("POST", "/profiles/reports/", { token: houseManager.accessToken, body: { target_type: "employer", target_id: employer.profileId, reason: "other", details: "Test" } });
    expect((await api.rest("GET", "/profiles/my_data/")).status).toBe(401);
    const res = await api.rest("GET", "/profiles/my_data/", { token: houseManager.accessToken });
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.account).toMatchObject({ id: houseManager.id, email: houseManager.email, user_type: "house_manager" });
    expect(data.account.password_hash ?? data.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.profile).toMatchObject({ address: "Kahawa West, House 3", bio: "Patient and kind" });
    expect(data.reviews_received.map((review: { comment: string }) => review.comment)).toEqual(["Wonderful"]);
    expect(data.reviews_given.map((review: { comment: string }) => review.comment)).toEqual(["Fair employer"]);
    expect(data.messages.map((message: { content: string }) => message.content)).toEqual(["Can you start Monday?"]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.contracts).toHaveLength(1);
    expect(data.verifications).toEqual([expect.objectContaining({ kind: "id_document", status: "pending" })]);
    expect(JSON.stringify(data.verifications)).not.toMatch(/[0-9a-f-]{36}\.pdf/);
    expect(data.consents).toEqual([expect.objectContaining({ policy_version: "2026-11-23" })]);
    expect(data.reports_made).toEqual([expect.objectContaining({ target_type: "employer", details: "Test" })]);
  });

  it("closes an account with the right password: login refused, profile gone, files erased, what others need kept", async () => {
    const houseManager = await createPerson(api, "house_manager", { address: "Githurai 45", bio: "Leaving soon" }, { first: "Leah", last: "Wambui" });
    const employer = await createPerson(api, "employer", {}, { first: "Grace", last: "Wanjiru" });
    await submitReview(api, houseManager, employer.profileId, 4, "Paid on time");
    await api.rest("POST", "/profiles/send_message/", { token: houseManager.accessToken, body: { recipient: employer.id, content: "Thank you" } });
    const contract = await contractBetween(api, employer, houseManager, true);
    const verification = (await submitVerification(api, houseManager.accessToken, ID_DOCUMENT)).body.id;
    const key = (await api.server.database.prisma.verification.findUniqueOrThrow({ where: { id: verification } })).documentKey!;

    const wrong = await api.rest("POST", "/profiles/delete_account/", { token: houseManager.accessToken, body: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.password).toEqual(["The password is not correct."]);
    expect((await api.rest("POST", "/profiles/delete_account/", { body: { password: GOOD_PASSWORD } })).status).toBe(401);
    const closed = await api.rest("POST", "/profiles/delete_account/", { token: houseManager.accessToken, body: { password: GOOD_PASSWORD } });
    expect(closed.status).toBe(200);

    expect((await api.rest("POST", "/accounts/login/", { body: { email: houseManager.email, password: GOOD_PASSWORD } })).status).toBe(400);
    expect((await api.rest("GET", "/profiles/profile/", { token: houseManager.accessToken })).status).toBe(401);
    expect((await api.rest("GET", `/profiles/house-manager/${houseManager.profileId}/`)).status).toBe(404);
    expect(existsSync(path.join(api.server.config.documentsDir, key))).toBe(false);
    const row = await api.server.database.prisma.houseManagerProfile.findUniqueOrThrow({ where: { id: houseManager.profileId } });
    expect(row).toMatchObject({ address: "", bio: "", image: null });
    const user = await api.server.database.prisma.user.findUniqueOrThrow({ where: { id: houseManager.id } });
    expect(user.email).not.toBe(houseManager.email);
    expect(`${user.firstName} ${user.lastName}`).toBe("Former member");
    // Reviews and messages the member wrote stay, from "Former member"; the contract stays with the employer.
    const reviews = await api.rest("GET", `/profiles/reviews/${employer.profileId}/?role=employer`);
    expect(reviews.body.find((review: { comment: string }) => review.comment === "Paid on time").reviewer_username).toBe("Former member");
    const inbox = await api.rest("GET", "/profiles/inbox/", { token: employer.accessToken });
    expect(inbox.body.map((message: { content: string }) => message.content)).toContain("Thank you");
    const kept = await api.rest("GET", `/profiles/contract_notification/${contract}/`, { token: employer.accessToken });
    expect(kept.status).toBe(200);
    expect(kept.body.house_manager_name).toBe("Former member");
    // The email can register again.
    const again = await api.rest("POST", "/accounts/registration/", {
      body: { email: houseManager.email, username: unique("again"), first_name: "Leah", last_name: "Wambui", password: GOOD_PASSWORD, password2: GOOD_PASSWORD, user_type: "house_manager" },
    });
    expect(again.status).toBe(201);
  });

  it("leaves a closed account's names nowhere in the search's dictionary, keeping the terms other profiles hold", async () => {
    const closing = await createPerson(api, "house_manager", { city: "Kericho", location: "Kapsoit" }, { first: "Nyambura", last: "Chepkoech" });
    const other = await createPerson(api, "house_manager", { city: "Kericho", location: "Ainamoi" }, { first: "Kiprono", last: "Langat" });
    const terms = async (pattern: string) =>
      (await api.server.database.prisma.$queryRaw<Array<{ term: string }>>`SELECT term FROM "SearchTerm" WHERE term LIKE ${pattern} ORDER BY term`).map((row) => row.term);
    const search = async (query: string) => (await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`)).body.house_manager.map((row: { id: number }) => row.id);
    expect(await terms("%chepkoech%")).not.toEqual([]);
    expect(await search("Kerico")).toEqual([closing.profileId, other.profileId]);

    const closed = await api.rest("POST", "/profiles/delete_account/", { token: closing.accessToken, body: { password: GOOD_PASSWORD } });
    expect(closed.status).toBe(200);
    expect(await terms("%chepkoech%")).toEqual([]);
    expect(await terms("%nyambura%")).toEqual([]);
    expect(await terms("%kapsoit%")).toEqual([]);
    expect(await terms("kericho")).toEqual(["kericho"]);
    expect(await search("Kerico")).toEqual([other.profileId]);
  });

  it("leaves a closed house manager's area out of the places a job's matches read, keeping the places others hold", async () => {
    const ownArea = unique("Behind Mama Njeri's shop");
    const sharedArea = unique("Kapsoit");
    const closing = await createPerson(api, "house_manager", { city: "Kericho", location: ownArea });
    const moving = await createPerson(api, "house_manager", { city: "Kericho", location: sharedArea });
    await createPerson(api, "house_manager", { city: "Kericho", location: sharedArea });
    const places = async (location: string) => api.server.database.prisma.houseManagerPlace.count({ where: { city: "Kericho", location } });
    expect(await places(ownArea)).toBe(1);

    const closed = await api.rest("POST", "/profiles/delete_account/", { token: closing.accessToken, body: { password: GOOD_PASSWORD } });
    expect(closed.status).toBe(200);
    expect(await places(ownArea)).toBe(0);
    const closedToo = await api.rest("POST", "/profiles/delete_account/", { token: moving.accessToken, body: { password: GOOD_PASSWORD } });
    expect(closedToo.status).toBe(200);
    // Another house manager still lives there: the place stays.
    expect(await places(sharedArea)).toBe(1);
  });
});
