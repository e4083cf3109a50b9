// Writes that store files or notify others are limited per user (429 with Retry-After on REST; RATE_LIMITED with HTTP
// 429 on GraphQL), storing nothing once refused: contract offers, albums, album images, profile photos, job posts,
// applications, verification documents and reports. One employer
// may have at most CONTRACT_PENDING_PER_PAIR offers waiting with one house manager (409), however many arrive at once;
// an answer frees a place. Public reads stay unlimited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server/harness.js";
import { createPerson, makeImage, uploadGql, type Person } from "../server/profile-helpers.js";
import { contractFields, filesUnder, formData, PDF } from "./support/api.js";
import { runCase } from "./support/cases.js";
import { addDays, nairobiToday } from "../../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

const OFFERS_PER_HOUR = 20;
const PENDING_PER_PAIR = 3;
const CREATE_CONTRACT = `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`;
const ADD_IMAGE = `mutation($album: ID!, $file: Upload!) { addAlbumImage(albumId: $album, file: $file) { id } }`;
const UPLOAD_PHOTO = `mutation($file: Upload!) { uploadProfilePhoto(file: $file) { id } }`;
const SUBMIT_VERIFICATION = `mutation($file: Upload!) { submitVerification(kind: id_document, document: $file) { id } }`;
const REPORT = `mutation($input: ReportInput!) { reportContent(input: $input) { id } }`;

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer({
    RATE_CONTRACT_OFFERS_PER_HOUR: String(OFFERS_PER_HOUR),
    CONTRACT_PENDING_PER_PAIR: String(PENDING_PER_PAIR),
    RATE_ALBUMS_PER_HOUR: "2",
    RATE_ALBUM_IMAGES_PER_HOUR: "2",
    RATE_PROFILE_PHOTOS_PER_HOUR: "2",
    RATE_JOB_POSTS_PER_HOUR: "2",
    RATE_JOB_APPLICATIONS_PER_HOUR: "2",
    RATE_VERIFICATION_DOCUMENTS_PER_HOUR: "2",
    RATE_REPORTS_PER_HOUR: "2",
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

function offer(employer: Person, houseManager: Person, terms = "Cooking, cleaning and school runs; Sundays off.") {
  return api.rest("POST", "/profiles/create_contract/", {
    raw: formData(contractFields(employer.profileId, houseManager.profileId, { terms })),
    token: employer.accessToken,
  });
}

/** createContract through the GraphQL multipart request spec, the document mapped into the nested input. */
function offerOverGraphQL(employer: Person, houseManager: Person) {
  const input = {
    houseManagerId: String(houseManager.profileId),
    employerId: String(employer.profileId),
    terms: "Laundry and ironing.",
    startDate: "2026-03-01",
    endDate: "2027-02-28",
    paymentDay: "Monthly",
    paymentAmount: 15000,
    isRenewable: true,
    daysPerMonth: 26,
    contractDocument: null,
  };
  const form = formData({
    operations: JSON.stringify({ query: CREATE_CONTRACT, variables: { input } }),
    map: JSON.stringify({ 0: ["variables.input.contractDocument"] }),
    0: { data: PDF, name: "contract.pdf", type: "application/pdf" },
  });
  return api.rest("POST", "/graphql", { raw: form, token: employer.accessToken, headers: { "apollo-require-preflight": "true" } });
}

function expectRestLimited(res: { status: number; body: any; headers: Headers }, what: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.body.error).toMatch(what);
  expect(res.body.error).toMatch(/Please try again in \d+ minutes?\./);
}

function expectGraphQLLimited(res: { status: number; body: any; headers: Headers }, what: RegExp) {
  expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe("RATE_LIMITED");
  expect(res.body.errors[0].message).toMatch(what);
  expect(res.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

async function stored(employer: Person) {
  const prisma = api.server.database.prisma;
  return {
    contracts: await prisma.contract.count({ where: { employerId: employer.profileId } }),
    notifications: await prisma.notification.count({ where: { senderId: employer.id } }),
    documents: filesUnder(api.server.config.documentsDir).length,
  };
}

describe("contract offers", () => {
  it(`keeps at most ${PENDING_PER_PAIR} of 20 simultaneous offers with documents to one house manager, and limits offers per hour`, async () => {
    await runCase("authz", async () => {
      const [employer, houseManager, other] = await Promise.all([createPerson(api, "employer"), createPerson(api, "house_manager"), createPerson(api, "house_manager")]);
      const documentsBefore = filesUnder(api.server.config.documentsDir).length;
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => offer(employer, houseManager, `Offer ${i}`)));
      const statuses = results.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(PENDING_PER_PAIR);
      expect(statuses.filter((s) => s === 409)).toHaveLength(20 - PENDING_PER_PAIR);
      const conflict = results.find((res) => res.status === 409)!;
      expect(conflict.body.error).toMatch(/You already have 3 pending offers with this house manager\. Wait for her to answer one before making another\./);
      const after = await stored(employer);
      expect(after.contracts).toBe(PENDING_PER_PAIR);
      expect(after.notifications).toBe(PENDING_PER_PAIR);
      // Refused offers leave no document behind.
      expect(after.documents - documentsBefore).toBe(PENDING_PER_PAIR);

      // The 20 attempts used this hour's offers: the next, to anyone, is refused on both doors and stores nothing.
      expectRestLimited(await offer(employer, other), /Too many contract offers from you/);
      expectGraphQLLimited(await offerOverGraphQL(employer, other), /Too many contract offers from you/);
      expect(await stored(employer)).toEqual(after);
    });
  });

  it("frees a place when the house manager answers, and counts per pair", async () => {
    await runCase("authz", async () => {
      const [employer, first, second] = await Promise.all([createPerson(api, "employer"), createPerson(api, "house_manager"), createPerson(api, "house_manager")]);
      const ids: number[] = [];
      for (let i = 0; i < PENDING_PER_PAIR; i += 1) {
        const res = await offer(employer, first);
        expect(res.status).toBe(201);
        ids.push(res.body.id ?? res.body.contract?.id);
      }
      const refused = await offerOverGraphQL(employer, first);
      expect(refused.body.errors[0].extensions.code).toBe("CONFLICT");
      expect(refused.status).toBe(200);
      // Another house manager is another pair.
      expect((await offer(employer, second)).status).toBe(201);
      const contract = await api.server.database.prisma.contract.findFirstOrThrow({ where: { employerId: employer.profileId, houseManagerId: first.profileId } });
      expect((await api.rest("PUT", `/profiles/contract_decline/${contract.id}/`, { token: first.accessToken, body: { status: "Declined" } })).status).toBe(200);
      expect((await offer(employer, first)).status).toBe(201);
    });
  });
});

describe("job posts and applications", () => {
  it("limits job posts and applications per user, storing nothing once refused", async () => {
    await runCase("authz", async () => {
      const [employer, other, manager] = await Promise.all([createPerson(api, "employer"), createPerson(api, "employer"), createPerson(api, "house_manager")]);
      const job = { title: "Cook", city: "Nairobi", availability: "Live-out", pay: 20000, payment_day: "Monthly", start_date: JOB_START };
      const ids: number[] = [];
      for (const poster of [employer, employer, other]) {
        const res = await api.rest("POST", "/profiles/jobs/", { token: poster.accessToken, body: job });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      expectRestLimited(await api.rest("POST", "/profiles/jobs/", { token: employer.accessToken, body: job }), /Too many job posts from you/);
      expectGraphQLLimited(
        await api.gql(`mutation($input: PostJobInput!) { postJob(input: $input) { id } }`, { input: { title: "Cook", city: "Nairobi", availability: "Live-out", pay: 20000, paymentDay: "Monthly", startDate: JOB_START } }, employer.accessToken),
        /Too many job posts from you/,
      );
      expect(await api.server.database.prisma.jobPost.count({ where: { employerId: employer.profileId } })).toBe(2);

      for (const id of ids.slice(0, 2)) expect((await api.rest("POST", `/profiles/jobs/${id}/apply/`, { token: manager.accessToken, body: {} })).status).toBe(201);
      expectRestLimited(await api.rest("POST", `/profiles/jobs/${ids[2]}/apply/`, { token: manager.accessToken, body: {} }), /Too many job applications from you/);
      expect(await api.server.database.prisma.jobApplication.count({ where: { houseManagerId: manager.profileId } })).toBe(2);
    });
  });
});

describe("albums, images and photos", () => {
  it("limits new albums, album images and profile photos per user, storing nothing once refused", async () => {
    await runCase("authz", async () => {
      const manager = await createPerson(api, "house_manager");
      const create = () => api.gql(`mutation { createAlbum(title: "Work") { id } }`, {}, manager.accessToken);
      const first = await create();
      expect((await create()).body.errors).toBeUndefined();
      expectGraphQLLimited(await create(), /Too many new albums from you/);
      expect(await api.server.database.prisma.album.count({ where: { houseManagerId: manager.profileId } })).toBe(2);

      const album = first.body.data.createAlbum.id;
      const image = { data: await makeImage("png", 64, 64), name: "work.png", type: "image/png" };
      for (let i = 0; i < 2; i += 1) expect((await uploadGql(api, manager.accessToken, ADD_IMAGE, { album }, "file", image)).body.errors).toBeUndefined();
      let media = filesUnder(api.mediaDir).length;
      expectGraphQLLimited(await uploadGql(api, manager.accessToken, ADD_IMAGE, { album }, "file", image), /Too many album images from you/);
      expect(filesUnder(api.mediaDir).length).toBe(media);
      for (let i = 0; i < 2; i += 1) expect((await uploadGql(api, manager.accessToken, UPLOAD_PHOTO, {}, "file", image)).body.errors).toBeUndefined();
      media = filesUnder(api.mediaDir).length;
      expectGraphQLLimited(await uploadGql(api, manager.accessToken, UPLOAD_PHOTO, {}, "file", image), /Too many profile photos from you/);
      expect(filesUnder(api.mediaDir).length).toBe(media);
      // Another user is not affected.
      const other = await createPerson(api, "house_manager");
      expect((await api.gql(`mutation { createAlbum(title: "Mine") { id } }`, {}, other.accessToken)).body.errors).toBeUndefined();
    });
  });

  it("leaves public reads unlimited", async () => {
    await runCase("authz", async () => {
      const reads = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? api.rest("GET", "/profiles/housemanagers/") : api.gql(`{ houseManagers(first: 5) { totalCount } }`))));
      expect(reads.every((res) => res.status === 200)).toBe(true);
    });
  });
});

describe("verification documents and reports", () => {
  it("limits verification documents per house manager: refused on both doors, no file kept", async () => {
    await runCase("authz", async () => {
      const manager = await createPerson(api, "house_manager");
      const send = () => api.rest("POST", "/profiles/verifications/", { raw: formData({ kind: "id_document", document: { data: PDF, name: "id.pdf", type: "application/pdf" } }), token: manager.accessToken });
      for (let i = 0; i < 2; i += 1) expect((await send()).status).toBe(201);
      const files = filesUnder(api.server.config.documentsDir).length;
      expectRestLimited(await send(), /Too many verification documents from you/);
      expectGraphQLLimited(await uploadGql(api, manager.accessToken, SUBMIT_VERIFICATION, {}, "file", { data: PDF, name: "id.pdf", type: "application/pdf" }), /Too many verification documents from you/);
      expect(filesUnder(api.server.config.documentsDir).length).toBe(files);
      expect(await api.server.database.prisma.verification.count({ where: { userId: manager.id } })).toBe(2);
    });
  });

  it("limits reports per user: refused on both doors, nothing stored for the operators", async () => {
    await runCase("authz", async () => {
      const [reporter, target] = await Promise.all([createPerson(api, "employer"), createPerson(api, "house_manager")]);
      const body = { target_type: "house_manager", target_id: target.profileId, reason: "fake_profile", details: "Photos taken from elsewhere" };
      for (let i = 0; i < 2; i += 1) expect((await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body })).status).toBe(201);
      expectRestLimited(await api.rest("POST", "/profiles/reports/", { token: reporter.accessToken, body }), /Too many reports from you/);
      const input = { targetType: "house_manager", targetId: String(target.profileId), reason: "scam" };
      const graph = await api.rest("POST", "/graphql", { token: reporter.accessToken, body: { query: REPORT, variables: { input } } });
      expectGraphQLLimited(graph, /Too many reports from you/);
      expect(await api.server.database.prisma.report.count({ where: { reporterId: reporter.id } })).toBe(2);
    });
  });
});
