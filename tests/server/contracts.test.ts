// Contracts through the real HTTP server: creation (REST multipart and GraphQL upload), validation, permissions,
// the private document, accept and decline with their state rules, and atomicity of a failed creation.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";
import { contractFields, formData, PDF, PNG, type FormValue } from "../support/forms.js";

let api: TestServer;
let employer: TestUser;
let otherEmployer: TestUser;
let school: TestUser;
let houseManager: TestUser;
let otherHouseManager: TestUser;
const profile = new Map<TestUser, number>();

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

/** A PDF padded to exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  return Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
}

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}

function contractForm(overrides: Record<string, FormValue> = {}, parties: { by?: TestUser; to?: TestUser } = {}): FormData {
  return formData(contractFields(profile.get(parties.by ?? employer)!, profile.get(parties.to ?? houseManager)!, { termination_date: "", termination_reason: "", ...overrides }));
}

function createContract(by: TestUser | undefined, overrides: Record<string, FormValue> = {}, to?: TestUser) {
  return api.rest("POST", "/profiles/create_contract/", { raw: contractForm(overrides, { by: by ?? employer, to }), token: by?.accessToken });
}

async function newContract(overrides: Record<string, FormValue> = {}): Promise<number> {
  const res = await createContract(employer, overrides);
  expect(res.status).toBe(201);
  return res.body.contract.id;
}

function storedDocuments(): string[] {
  const dir = path.join(api.server.config.documentsDir, "contracts");
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function counts() {
  const prisma = api.server.database.prisma;
  return { contracts: await prisma.contract.count(), notifications: await prisma.notification.count(), files: storedDocuments().length };
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, otherEmployer, school, houseManager, otherHouseManager] = await Promise.all([
    createUser(api, "employer", { first: "Grace", last: "Wanjiru" }),
    createUser(api, "employer", { first: "Peter", last: "Kamau" }),
    createUser(api, "school", { first: "Hillcrest", last: "School" }),
    createUser(api, "house_manager", { first: "Achieng", last: "Otieno" }),
    createUser(api, "house_manager", { first: "Mercy", last: "Njeri" }),
  ]);
  for (const user of [employer, otherEmployer, school, houseManager, otherHouseManager]) profile.set(user, await profileIdOf(user));
});
afterAll(async () => {
  await api?.close();
});

describe("creating a contract over REST", () => {
  it("creates a Pending, Unpaid contract with its document and tells the house manager", async () => {
    const res = await createContract(employer, { termination_date: "2027-01-31", termination_reason: "End of school year" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Contract created successfully");
    const contract = res.body.contract;
    expect(contract).toMatchObject({
      house_manager: profile.get(houseManager),
      employer: profile.get(employer),
      terms: "Cooking, cleaning and school runs; Sundays off.",
      start_date: "2026-03-01",
      end_date: "2027-02-28",
      status: "Pending",
      payment_amount: 15000,
      days_per_month: 26,
      payment_status: "Unpaid",
      payment_method: null,
      is_renewable: true,
      payment_day: "Monthly",
      contract_document: `/profiles/contract_document/${contract.id}/`,
      termination_date: "2027-01-31",
      termination_reason: "End of school year",
      employer_name: "Grace Wanjiru",
    });

    const list = await api.rest("GET", "/profiles/notification_list/", { token: houseManager.accessToken });
    expect(list.body[0]).toMatchObject({
      type: "contract",
      message_template: "Grace Wanjiru has offered you a contract",
      sender_role: "employer",
      sender_id: profile.get(employer),
      sender_name: "Grace Wanjiru",
      is_read: false,
      contract_id: contract.id,
    });
  });

  it("lets a school offer a contract, shown as sent by an employer", async () => {
    const res = await createContract(school, {}, otherHouseManager);
    expect(res.status).toBe(201);
    const list = await api.rest("GET", "/profiles/notification_list/", { token: otherHouseManager.accessToken });
    expect(list.body[0]).toMatchObject({ type: "contract", sender_role: "employer", sender_id: profile.get(school), message_template: "Hillcrest School has offered you a contract" });
  });

  it("accepts a contract without a document, a checkbox 'on' and an amount with cents", async () => {
    const res = await createContract(employer, { contract_document: undefined, is_renewable: "on", payment_amount: "1250.50", payment_day: "Daily" });
    expect(res.status).toBe(201);
    expect(res.body.contract).toMatchObject({ contract_document: null, is_renewable: true, payment_amount: 1250.5, payment_day: "Daily" });
  });

  it("accepts JSON without a document too", async () => {
    const res = await api.rest("POST", "/profiles/create_contract/", {
      token: employer.accessToken,
      body: { house_manager: profile.get(houseManager), employer: profile.get(employer), terms: "Laundry", start_date: "2026-05-01", end_date: "2026-11-30", payment_day: "Yearly", payment_amount: 120000, is_renewable: false, days_per_month: 20 },
    });
    expect(res.status).toBe(201);
    expect(res.body.contract).toMatchObject({ payment_day: "Yearly", is_renewable: false, contract_document: null, termination_date: null, termination_reason: null });
  });

  it("asks a visitor to log in (401)", async () => {
    const res = await createContract(undefined);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Please log in to create a contract");
  });

  it("refuses a house manager (403)", async () => {
    const res = await api.rest("POST", "/profiles/create_contract/", { raw: contractForm({ employer: String(profile.get(employer)) }), token: otherHouseManager.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Only employers and schools can create contracts");
  });

  it("refuses an employer id that is not the caller's own (403)", async () => {
    const res = await api.rest("POST", "/profiles/create_contract/", { raw: contractForm({ employer: String(profile.get(employer)) }), token: otherEmployer.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("You can only create contracts as your own employer profile");
  });

  it("answers 404 for a house manager that does not exist", async () => {
    const res = await createContract(employer, { house_manager: "999999" });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("House manager not found");
  });

  it.each<[string, Record<string, FormValue>, string]>([
    ["an end date before the start date", { end_date: "2026-02-01" }, "End date should be after start date"],
    ["an end date equal to the start date", { end_date: "2026-03-01" }, "End date should be after start date"],
    ["a document over 5,242,880 bytes", { contract_document: { data: pdfOfSize(5_242_881), name: "big.pdf", type: "application/pdf" } }, "Contract document size should be less than 5MB"],
    ["a document far over the limit", { contract_document: { data: pdfOfSize(7_000_000), name: "huge.pdf", type: "application/pdf" } }, "Contract document size should be less than 5MB"],
    ["a text file named .pdf", { contract_document: { data: Buffer.from("just some text, not a pdf"), name: "contract.pdf", type: "application/pdf" } }, "Contract document must be a PDF, PNG or JPEG file"],
    ["an HTML page named .png", { contract_document: { data: Buffer.from("<html><script>alert(1)</script></html>"), name: "x.png", type: "image/png" } }, "Contract document must be a PDF, PNG or JPEG file"],
    ["a document sent as text", { contract_document: "C:\\fakepath\\contract.pdf" }, "Contract document must be an uploaded file"],
    ["a zero payment amount", { payment_amount: "0" }, "Payment amount must be greater than 0"],
    ["a negative payment amount", { payment_amount: "-500" }, "Payment amount must be greater than 0"],
    ["a payment amount that is not a number", { payment_amount: "lots" }, "Payment amount must be a number"],
    ["a payment amount with fractions of a cent", { payment_amount: "10.505" }, "Payment amount can have at most 2 decimal places"],
    ["zero days per month", { days_per_month: "0" }, "Days per month must be a whole number from 1 to 31"],
    ["32 days per month", { days_per_month: "32" }, "Days per month must be a whole number from 1 to 31"],
    ["fractional days per month", { days_per_month: "20.5" }, "Days per month must be a whole number from 1 to 31"],
    ["a termination date before the start date", { termination_date: "2026-02-28" }, "Termination date cannot be before the start date"],
    ["an unknown payment day", { payment_day: "Weekly" }, "Payment day must be Daily, Monthly or Yearly"],
    ["an impossible start date", { start_date: "2026-02-30" }, "Start date must be a valid date (YYYY-MM-DD)"],
    ["a badly written end date", { end_date: "28/02/2027" }, "End date must be a valid date (YYYY-MM-DD)"],
    ["a renewable flag that is not a boolean", { is_renewable: "maybe" }, "Renewable must be true or false"],
    ["missing terms", { terms: undefined }, "Terms is required"],
    ["blank terms", { terms: "   " }, "Terms is required"],
    ["no start date", { start_date: "" }, "Start date is required"],
    ["no end date", { end_date: undefined }, "End date is required"],
    ["no payment day", { payment_day: "" }, "Payment day is required"],
    ["no payment amount", { payment_amount: undefined }, "Payment amount is required"],
    ["no days per month", { days_per_month: "" }, "Days per month is required"],
    ["no house manager", { house_manager: "" }, "House manager is required"],
    ["no employer", { employer: undefined }, "Employer is required"],
    ["terms over 10,000 characters", { terms: "x".repeat(10_001) }, "Terms must be at most 10,000 characters"],
  ])("refuses %s with its message, writing nothing", async (_case, overrides, message) => {
    const before = await counts();
    const res = await createContract(employer, overrides);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await counts()).toEqual(before);
  });

  it("accepts a document of exactly 5,242,880 bytes", async () => {
    const res = await createContract(employer, { contract_document: { data: pdfOfSize(5_242_880), name: "limit.pdf", type: "application/pdf" } });
    expect(res.status).toBe(201);
  });

  it("judges the document by its content, not its name or declared type", async () => {
    const png = await createContract(employer, { contract_document: { data: PNG, name: "scan.pdf", type: "application/pdf" } });
    expect(png.status).toBe(201);
    const jpeg = await createContract(employer, { contract_document: { data: JPEG, name: "scan.txt", type: "text/plain" } });
    expect(jpeg.status).toBe(201);
    const doc = await api.rest("GET", png.body.contract.contract_document, { token: employer.accessToken });
    expect(doc.headers.get("content-type")).toBe("image/png");
    const jpegDoc = await api.rest("GET", jpeg.body.contract.contract_document, { token: employer.accessToken });
    expect(jpegDoc.headers.get("content-type")).toBe("image/jpeg");
  });

  it("leaves no contract, no notification and no file when the transaction fails after the file was stored", async () => {
    const prisma = api.server.database.prisma;
    // Fault injection: the notification insert fails inside the creation transaction.
    await prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION mm_test_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER mm_test_fail BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION mm_test_fail()`);
    try {
      const before = await counts();
      const res = await createContract(employer);
      expect(res.status).toBe(500);
      expect(res.body.error).toBe("Internal server error");
      expect(await counts()).toEqual(before);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS mm_test_fail ON "Notification"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS mm_test_fail()`);
    }
    expect((await createContract(employer)).status).toBe(201);
  });
});

describe("creating a contract over GraphQL", () => {
  const CREATE = `mutation Create($input: CreateContractInput!) {
    createContract(input: $input) { message contract { id status paymentStatus paymentMethod contractDocument documentMimeType employerName paymentAmount startDate endDate terminationDate employer { id } houseManager { id } } }
  }`;

  function input(overrides: Record<string, unknown> = {}) {
    return {
      houseManagerId: String(profile.get(houseManager)),
      employerId: String(profile.get(employer)),
      terms: "Childcare",
      startDate: "2026-06-01",
      endDate: "2026-12-31",
      paymentDay: "Monthly",
      paymentAmount: 12000,
      isRenewable: false,
      daysPerMonth: 22,
      contractDocument: null,
      ...overrides,
    };
  }

  function multipart(variables: Record<string, unknown>, file: Buffer, headers: Record<string, string>, token?: string) {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: CREATE, variables }));
    form.append("map", JSON.stringify({ 0: ["variables.input.contractDocument"] }));
    form.append("0", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "contract.pdf");
    return api.rest("POST", "/graphql", { raw: form, token, headers });
  }

  it("takes the document as an upload when the request carries Apollo-Require-Preflight", async () => {
    const res = await multipart({ input: input() }, PDF, { "apollo-require-preflight": "true" }, employer.accessToken);
    expect(res.status).toBe(200);
    const { message, contract } = res.body.data.createContract;
    expect(message).toBe("Contract created successfully");
    expect(contract).toMatchObject({
      status: "Pending",
      paymentStatus: "Unpaid",
      paymentMethod: null,
      contractDocument: `/profiles/contract_document/${contract.id}/`,
      documentMimeType: "application/pdf",
      employerName: "Grace Wanjiru",
      paymentAmount: 12000,
      startDate: "2026-06-01",
      endDate: "2026-12-31",
      terminationDate: null,
      employer: { id: String(profile.get(employer)) },
      houseManager: { id: String(profile.get(houseManager)) },
    });
  });

  it("refuses a multipart request without a preflight header (CSRF prevention) and writes nothing", async () => {
    const before = await counts();
    const res = await multipart({ input: input() }, PDF, {}, employer.accessToken);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/CSRF|preflight/i);
    expect(await counts()).toEqual(before);
  });

  it("reports the same validation messages as REST", async () => {
    const before = await counts();
    const dates = await api.gql(CREATE, { input: input({ endDate: "2026-05-01" }) }, employer.accessToken);
    expect(dates.body.errors?.[0]).toMatchObject({ message: "End date should be after start date", extensions: { code: "BAD_USER_INPUT" } });
    const big = await multipart({ input: input() }, pdfOfSize(5_242_881), { "apollo-require-preflight": "true" }, employer.accessToken);
    expect(big.body.errors?.[0]).toMatchObject({ message: "Contract document size should be less than 5MB", extensions: { code: "BAD_USER_INPUT" } });
    const amount = await api.gql(CREATE, { input: input({ paymentAmount: 0 }) }, employer.accessToken);
    expect(amount.body.errors?.[0]?.message).toBe("Payment amount must be greater than 0");
    expect(await counts()).toEqual(before);
  });

  it("refuses a visitor, a house manager and someone else's employer id", async () => {
    const visitor = await api.gql(CREATE, { input: input() });
    expect(visitor.body.errors?.[0]).toMatchObject({ message: "Please log in to create a contract", extensions: { code: "UNAUTHENTICATED" } });
    const manager = await api.gql(CREATE, { input: input() }, otherHouseManager.accessToken);
    expect(manager.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const stranger = await api.gql(CREATE, { input: input() }, otherEmployer.accessToken);
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("contract details and the document", () => {
  let contractId: number;
  beforeAll(async () => {
    contractId = await newContract({ termination_reason: "Relocation" });
  });

  it("shows the full details to both parties", async () => {
    for (const party of [employer, houseManager]) {
      const res = await api.rest("GET", `/profiles/contract_notification/${contractId}/`, { token: party.accessToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: contractId,
        terms: "Cooking, cleaning and school runs; Sundays off.",
        start_date: "2026-03-01",
        end_date: "2027-02-28",
        status: "Pending",
        payment_amount: 15000,
        days_per_month: 26,
        payment_status: "Unpaid",
        payment_method: null,
        is_renewable: true,
        payment_day: "Monthly",
        contract_document: `/profiles/contract_document/${contractId}/`,
        termination_date: null,
        termination_reason: "Relocation",
        employer_name: "Grace Wanjiru",
      });
    }
  });

  it("refuses a visitor (401), other employers and house managers (403), and answers 404 for a missing contract", async () => {
    expect((await api.rest("GET", `/profiles/contract_notification/${contractId}/`)).status).toBe(401);
    for (const outsider of [otherEmployer, school, otherHouseManager]) {
      const res = await api.rest("GET", `/profiles/contract_notification/${contractId}/`, { token: outsider.accessToken });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("Only the two parties to this contract can see it");
    }
    const missing = await api.rest("GET", "/profiles/contract_notification/999999/", { token: employer.accessToken });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Contract not found");
    expect((await api.rest("GET", "/profiles/contract_notification/abc/", { token: employer.accessToken })).status).toBe(404);
  });

  it("serves the document to the two parties only, with its stored type and safe headers", async () => {
    for (const party of [employer, houseManager]) {
      const res = await fetch(`${api.url}/profiles/contract_document/${contractId}/`, { headers: { authorization: `Bearer ${party.accessToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`inline; filename="contract-${contractId}.pdf"`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await api.rest("GET", `/profiles/contract_document/${contractId}/`)).status).toBe(401);
    for (const outsider of [otherEmployer, school, otherHouseManager]) {
      expect((await api.rest("GET", `/profiles/contract_document/${contractId}/`, { token: outsider.accessToken })).status).toBe(403);
    }
    expect((await api.rest("GET", "/profiles/contract_document/999999/", { token: employer.accessToken })).status).toBe(404);
  });

  it("answers 404 for the document of a contract without one", async () => {
    const id = await newContract({ contract_document: undefined });
    const res = await api.rest("GET", `/profiles/contract_document/${id}/`, { token: houseManager.accessToken });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("This contract has no document");
  });

  it("keeps documents out of the public media folder", async () => {
    const file = storedDocuments()[0];
    expect(file).toBeDefined();
    for (const guess of [`/media/contracts/${file}`, `/media/documents/contracts/${file}`]) expect((await api.rest("GET", guess)).status).toBe(404);
  });

  it("applies the same rules to GraphQL contract(id)", async () => {
    const QUERY = `query C($id: ID!) { contract(id: $id) { id status terms contractDocument employerName houseManager { id } } }`;
    const mine = await api.gql(QUERY, { id: String(contractId) }, houseManager.accessToken);
    expect(mine.body.data.contract).toMatchObject({ id: String(contractId), status: "Pending", contractDocument: `/profiles/contract_document/${contractId}/`, employerName: "Grace Wanjiru" });
    const visitor = await api.gql(QUERY, { id: String(contractId) });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const outsider = await api.gql(QUERY, { id: String(contractId) }, otherHouseManager.accessToken);
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missing = await api.gql(QUERY, { id: "999999" }, employer.accessToken);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the public contract block of a house manager", () => {
  it("shows anyone only the status, employer name and end date, newest first", async () => {
    const manager = await createUser(api, "house_manager", { first: "Zawadi", last: "Chebet" });
    profile.set(manager, await profileIdOf(manager));
    const empty = await api.rest("GET", `/profiles/contracts/${profile.get(manager)}/`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const first = await createContract(employer, {}, manager);
    const second = await createContract(school, { end_date: "2026-12-31" }, manager);
    await api.rest("PUT", `/profiles/contract_accept/${first.body.contract.id}/`, { token: manager.accessToken, body: { status: "Accepted" } });
    const res = await api.rest("GET", `/profiles/contracts/${profile.get(manager)}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: second.body.contract.id, status: "Pending", employer_name: "Hillcrest School", end_date: "2026-12-31" },
      { id: first.body.contract.id, status: "Accepted", employer_name: "Grace Wanjiru", end_date: "2027-02-28" },
    ]);
    expect((await api.rest("GET", "/profiles/contracts/999999/")).status).toBe(404);
  });

  it("pages through contractsConnection in the order of contracts, and states the currency of money", async () => {
    const manager = await createUser(api, "house_manager", { first: "Imani", last: "Wambui" });
    profile.set(manager, await profileIdOf(manager));
    const offered = [];
    for (const by of [employer, school, otherEmployer]) offered.push((await createContract(by, {}, manager)).body.contract.id);
    const PAGE = `query($id: ID!, $after: String) { houseManager(id: $id) { currency contracts { id }
      contractsConnection(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id status employerName } } } } }`;
    const first = await api.gql(PAGE, { id: String(profile.get(manager)) });
    expect(first.body.errors).toBeUndefined();
    const all = first.body.data.houseManager.contracts.map((contract: { id: string }) => Number(contract.id));
    expect(all).toEqual([...offered].reverse());
    expect(first.body.data.houseManager.currency).toBe("KES");
    const page1 = first.body.data.houseManager.contractsConnection;
    expect(page1).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page1.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual(all.slice(0, 2));
    const second = await api.gql(PAGE, { id: String(profile.get(manager)), after: page1.pageInfo.endCursor });
    const page2 = second.body.data.houseManager.contractsConnection;
    expect(page2.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual(all.slice(2));
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const details = await api.gql(`query($id: ID!) { contract(id: $id) { paymentAmount currency } }`, { id: String(offered[0]) }, employer.accessToken);
    expect(details.body.data.contract).toEqual({ paymentAmount: expect.any(Number), currency: "KES" });
  });
});

describe("accepting and declining", () => {
  const accept = (id: number, user?: TestUser, body: unknown = { status: "Accepted" }) => api.rest("PUT", `/profiles/contract_accept/${id}/`, { token: user?.accessToken, body });
  const decline = (id: number, user?: TestUser, body: unknown = { status: "Declined" }) => api.rest("PUT", `/profiles/contract_decline/${id}/`, { token: user?.accessToken, body });

  it("lets the house manager accept, and tells the employer", async () => {
    const id = await newContract();
    const res = await accept(id, houseManager);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "Accepted", employer_name: "Grace Wanjiru" });
    const list = await api.rest("GET", "/profiles/notification_list/", { token: employer.accessToken });
    expect(list.body[0]).toMatchObject({
      type: "contract_accepted",
      message_template: "Achieng Otieno has accepted your contract",
      sender_role: "house_manager",
      sender_id: profile.get(houseManager),
      sender_name: "Achieng Otieno",
      contract_id: id,
      is_read: false,
    });
  });

  it("lets the house manager decline, and tells the employer", async () => {
    const id = await newContract();
    const res = await decline(id, houseManager);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("Declined");
    const list = await api.rest("GET", "/profiles/notification_list/", { token: employer.accessToken });
    expect(list.body[0]).toMatchObject({ type: "contract_declined", message_template: "Achieng Otieno has declined your contract", contract_id: id });
  });

  it("refuses to accept twice, to decline an accepted contract, and to accept a declined one (409)", async () => {
    const accepted = await newContract();
    expect((await accept(accepted, houseManager)).status).toBe(200);
    const again = await accept(accepted, houseManager);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This contract has already been accepted");
    const late = await decline(accepted, houseManager);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("This contract has already been accepted");

    const declined = await newContract();
    expect((await decline(declined, houseManager)).status).toBe(200);
    const reverse = await accept(declined, houseManager);
    expect(reverse.status).toBe(409);
    expect(reverse.body.error).toBe("This contract has already been declined");
    expect((await decline(declined, houseManager)).status).toBe(409);

    const details = await api.rest("GET", `/profiles/contract_notification/${accepted}/`, { token: employer.accessToken });
    expect(details.body.status).toBe("Accepted");
  });

  it("lets only the contract's house manager answer: visitor 401, the employer and every other user 403", async () => {
    const id = await newContract();
    const before = await counts();
    for (const action of [accept, decline]) {
      expect((await action(id)).status).toBe(401);
      for (const other of [employer, otherEmployer, school, otherHouseManager]) {
        const res = await action(id, other);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe("Only the contract's house manager can accept or decline it");
      }
    }
    expect(await counts()).toEqual(before);
    const details = await api.rest("GET", `/profiles/contract_notification/${id}/`, { token: houseManager.accessToken });
    expect(details.body.status).toBe("Pending");
  });

  it("answers 404 for a missing contract and 400 for a status contradicting the route", async () => {
    expect((await accept(999999, houseManager)).status).toBe(404);
    const id = await newContract();
    const wrong = await accept(id, houseManager, { status: "Declined" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("status must be 'Accepted'");
    // The status in the body is optional: the route says what is meant.
    expect((await decline(id, houseManager, {})).status).toBe(200);
  });

  it("lets exactly one of two concurrent answers win", async () => {
    const id = await newContract();
    const before = await api.server.database.prisma.notification.count({ where: { contractId: id } });
    const results = await Promise.all([accept(id, houseManager), accept(id, houseManager), decline(id, houseManager)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await api.server.database.prisma.notification.count({ where: { contractId: id } });
    expect(after - before).toBe(1);
  });

  it("offers the same rules over GraphQL", async () => {
    const ACCEPT = `mutation A($id: ID!) { acceptContract(id: $id) { id status } }`;
    const DECLINE = `mutation D($id: ID!) { declineContract(id: $id) { id status } }`;
    const id = await newContract();
    const outsider = await api.gql(ACCEPT, { id: String(id) }, otherHouseManager.accessToken);
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const party = await api.gql(DECLINE, { id: String(id) }, employer.accessToken);
    expect(party.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const visitor = await api.gql(ACCEPT, { id: String(id) });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const ok = await api.gql(ACCEPT, { id: String(id) }, houseManager.accessToken);
    expect(ok.body.data.acceptContract).toEqual({ id: String(id), status: "Accepted" });
    const again = await api.gql(DECLINE, { id: String(id) }, houseManager.accessToken);
    expect(again.body.errors?.[0]).toMatchObject({ message: "This contract has already been accepted", extensions: { code: "CONFLICT" } });
  });
});
