// The authorisation matrix: every GraphQL mutation and every REST route that writes or reads private data, called as
// a visitor, as an unrelated employer, school and house manager, and as the owner or party. Only the allowed callers
// succeed; the others get 401, 403 (or 404 where the service hides existence) and nothing stored changes. Then every
// query (with every nested field, generated from schema.graphql) and every REST read is crawled as each caller, and
// no private value (email, contract terms, payment, document, message) shows up for anyone but its owners.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createUser, startTestServer, unique, GOOD_PASSWORD, type TestServer, type TestUser } from "../server/harness.js";
import { createPerson, makeImage, uploadGql, type Person } from "../server/profile-helpers.js";
import { contractFields, formData, gqlOutcome, PDF, restOutcome, snapshot, type Outcome } from "./support/api.js";
import { runCase } from "./support/cases.js";
import { createOperatorUser } from "../server/trust-helpers.js";
import { addDays, nairobiToday } from "../../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

const ROOT = path.resolve(import.meta.dirname, "..", "..");

type CallerName = "visitor" | "employerB" | "school" | "houseManagerB" | "employerA" | "houseManagerA" | "operator";
/** Refused callers run before allowed ones, so a successful write (accepting a contract) cannot mask a refusal. */
const CALLERS: CallerName[] = ["visitor", "employerB", "school", "houseManagerB", "operator", "employerA", "houseManagerA"];
/** "ok": succeeds (2xx, no GraphQL error); a number: refused with that status; "4xx": refused somehow, never served. */
type Expect = "ok" | 400 | 401 | 403 | 404 | "4xx";

let api: TestServer;
const people = {} as Record<Exclude<CallerName, "visitor">, Person>;
let reviewTarget: Person;
let loginUser: TestUser;
/** Ids made in beforeAll. */
const fx = {
  mainContract: 0,
  mainContractKey: "",
  acceptGql: 0,
  declineGql: 0,
  acceptRest: 0,
  declineRest: 0,
  notificationGql: 0,
  notificationRest: 0,
  /** An accepted contract: it has payslips. */
  acceptedContract: 0,
  album: 0,
  albumToDelete: 0,
  image: 0,
  /** Employer A's job posts: one to apply to and read applications of, one to close per door. */
  job: 0,
  jobToCloseGql: 0,
  jobToCloseRest: 0,
  jobToApplyGql: 0,
  /** A house manager every employer and the school saved, for the shortlist removals. */
  shortlisted: 0,
  /** Pending verifications of house manager A, one per operator decision. */
  verificationApproveRest: 0,
  verificationRejectRest: 0,
  verificationApproveGql: 0,
  verificationRejectGql: 0,
  verificationDocument: 0,
  reportResolveRest: 0,
  reportResolveGql: 0,
  contactMessage: 0,
};

/** Private values and who may read them: every response seen by anyone else is scanned for them. */
const secrets = new Map<string, Set<CallerName>>();
/** Every response each caller received, for the scan. */
const seen: Array<{ caller: CallerName; what: string; text: string }> = [];

function secret(value: string, ...readers: CallerName[]): string {
  secrets.set(value, new Set(readers));
  return value;
}

function marker(label: string): string {
  return `${label}-${randomBytes(5).toString("hex")}`;
}

const DOCUMENT_MARKER = marker("DOCUMENT-SECRET");
const MAIN_TERMS = marker("TERMS-SECRET");
const MAIN_REASON = marker("REASON-SECRET");
const MAIN_AMOUNT = "24681.37";
const VERIFICATION_MARKER = marker("VERIFICATION-SECRET");
const REPORT_MARKER = marker("REPORT-SECRET");
const HM_ADDRESS = marker("HM-ADDRESS");
const EMPLOYER_ADDRESS = marker("EMPLOYER-ADDRESS");

function tokenOf(caller: CallerName): string | undefined {
  return caller === "visitor" ? undefined : people[caller].accessToken;
}

function userOf(caller: CallerName): Person | undefined {
  return caller === "visitor" ? undefined : people[caller];
}

async function gql(caller: CallerName, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const outcome = gqlOutcome(await api.gql(query, variables, tokenOf(caller)));
  seen.push({ caller, what: query.slice(0, 60), text: outcome.text });
  return outcome;
}

async function rest(caller: CallerName, method: string, pathname: string, options: { body?: unknown; raw?: FormData } = {}): Promise<Outcome> {
  const outcome = restOutcome(await api.rest(method, pathname, { ...options, token: tokenOf(caller) }));
  seen.push({ caller, what: `${method} ${pathname}`, text: outcome.text });
  return outcome;
}

async function upload(caller: CallerName, query: string, variables: Record<string, unknown>, fileVariable: string): Promise<Outcome> {
  const png = await makeImage("png", 64, 64);
  const outcome = gqlOutcome(await uploadGql(api, tokenOf(caller), query, variables, fileVariable, { data: png, name: "photo.png", type: "image/png" }));
  seen.push({ caller, what: query.slice(0, 60), text: outcome.text });
  return outcome;
}

/** A GET with the path sent exactly as given (fetch would resolve `..` and `%2e%2e` before sending). */
function rawGet(pathname: string, token?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${api.url}/`, { method: "GET", path: pathname, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("latin1");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

interface Operation {
  name: string;
  expect: Record<CallerName, Expect>;
  call(caller: CallerName): Promise<Outcome>;
  /** Extra checks after an allowed call (e.g. only the caller's own rows changed). */
  verify?(caller: CallerName, outcome: Outcome): Promise<void> | void;
}

const anyone = (): Record<CallerName, Expect> => ({ visitor: "ok", employerB: "ok", school: "ok", houseManagerB: "ok", employerA: "ok", houseManagerA: "ok", operator: "ok" });
const signedIn = (): Record<CallerName, Expect> => ({ ...anyone(), visitor: 401 });
/** Only the owner (or the one party allowed to act) succeeds; other signed-in callers get `others`. */
const only = (owner: CallerName, others: 403 | 404): Record<CallerName, Expect> => ({
  visitor: 401,
  employerB: others,
  school: others,
  houseManagerB: others,
  employerA: others,
  houseManagerA: others,
  operator: others,
  [owner]: "ok",
});
/** Operator-only operations: visitors 401, every other user 403. */
const operatorOnly = (): Record<CallerName, Expect> => only("operator", 403);
/** Operators have no marketplace profile: their own-profile edits find nothing (404). */
const profileOwners = (): Record<CallerName, Expect> => ({ ...signedIn(), operator: 404 });
/** House managers only (verification documents). */
const houseManagers = (): Record<CallerName, Expect> => ({ visitor: 401, employerB: 403, school: 403, houseManagerB: "ok", employerA: 403, houseManagerA: "ok", operator: 403 });
/** Both parties of the main contract. */
const parties = (): Record<CallerName, Expect> => ({ ...only("employerA", 403), houseManagerA: "ok" });

function messageContent(caller: CallerName, recipient: CallerName): string {
  return secret(marker(`MESSAGE-${caller}`), caller, recipient);
}

const CREATE_CONTRACT = `mutation($input: CreateContractInput!) { createContract(input: $input) { message contract { id terms paymentAmount } } }`;
const contractInput = (terms: string) => ({
  houseManagerId: String(people.houseManagerA.profileId),
  employerId: String(people.employerA.profileId),
  terms,
  startDate: "2026-03-01",
  endDate: "2027-02-28",
  paymentDay: "Monthly",
  paymentAmount: 12000,
  isRenewable: false,
  daysPerMonth: 20,
});

/** A lawful job post in Nairobi (the house managers here say nothing about themselves, so no one is matched). */
const jobPost = (title: string) => ({
  title,
  city: "Nairobi",
  location: "Kasarani",
  availability: "Live-in",
  skills: ["Cooking"],
  languages: ["Kikuyu"],
  children: 1,
  pay: 20000,
  payment_day: "Monthly",
  days_per_month: 26,
  start_date: JOB_START,
});
/** Employers and schools may post jobs; house managers are refused. */
const posters = (): Record<CallerName, Expect> => ({ visitor: 401, employerB: "ok", school: "ok", houseManagerB: 403, employerA: "ok", houseManagerA: 403, operator: 403 });
/** House managers may apply; employers and schools are refused. */
const applicants = (): Record<CallerName, Expect> => ({ visitor: 401, employerB: 403, school: 403, houseManagerB: "ok", employerA: 403, houseManagerA: "ok", operator: 403 });

const OPERATIONS: Operation[] = [
  // GraphQL mutations.
  {
    name: "GraphQL register",
    expect: anyone(),
    call: (caller) => {
      const username = unique("reg");
      return gql(caller, `mutation($input: RegisterInput!) { register(input: $input) { message user { id email } } }`, {
        input: { email: `${username}@example.co.ke`, username, firstName: "New", lastName: "Person", password: GOOD_PASSWORD, password2: GOOD_PASSWORD },
      });
    },
  },
  {
    name: "GraphQL login",
    expect: anyone(),
    call: (caller) => gql(caller, `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken user { id email } } }`, { e: loginUser.email, p: GOOD_PASSWORD }),
    // The session's own user, whatever bearer token came along: never the caller's account.
    verify: (_caller, outcome) => expect(outcome.body.data.login.user).toEqual({ id: String(loginUser.id), email: loginUser.email }),
  },
  {
    name: "GraphQL updateProfile (edits only the caller's own profile)",
    expect: profileOwners(),
    call: (caller) => gql(caller, `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id bio } }`, { input: { bio: `bio of ${caller}` } }),
    verify: async (caller, outcome) => {
      expect(Number(outcome.body.data.updateProfile.id)).toBe(people[caller as Exclude<CallerName, "visitor">].profileId);
      const hm = await api.server.database.prisma.houseManagerProfile.findUniqueOrThrow({ where: { id: people.houseManagerA.profileId } });
      if (caller !== "houseManagerA") expect(hm.bio).not.toBe(`bio of ${caller}`);
    },
  },
  {
    name: "GraphQL uploadProfilePhoto",
    expect: profileOwners(),
    call: (caller) => upload(caller, `mutation($file: Upload!) { uploadProfilePhoto(file: $file) { id image } }`, {}, "file"),
    verify: (caller, outcome) => expect(Number(outcome.body.data.uploadProfilePhoto.id)).toBe(people[caller as Exclude<CallerName, "visitor">].profileId),
  },
  {
    name: "GraphQL createAlbum",
    expect: houseManagers(),
    call: (caller) => gql(caller, `mutation { createAlbum(title: "Kitchen work") { id } }`),
  },
  {
    name: "GraphQL addAlbumImage to someone's album",
    expect: only("houseManagerA", 403),
    call: (caller) => upload(caller, `mutation($albumId: ID!, $file: Upload!) { addAlbumImage(albumId: $albumId, file: $file) { id } }`, { albumId: String(fx.album) }, "file"),
  },
  {
    name: "GraphQL deleteAlbumImage",
    expect: only("houseManagerA", 403),
    call: (caller) => gql(caller, `mutation($id: ID!) { deleteAlbumImage(imageId: $id) { id } }`, { id: String(fx.image) }),
  },
  {
    name: "GraphQL deleteAlbum",
    expect: only("houseManagerA", 403),
    call: (caller) => gql(caller, `mutation($id: ID!) { deleteAlbum(albumId: $id) { success } }`, { id: String(fx.albumToDelete) }),
  },
  {
    name: "GraphQL submitReview of a house manager",
    // A house manager reviewing a house manager is the wrong side (403); reviewing oneself is a 400.
    expect: { visitor: 401, employerB: "ok", school: "ok", houseManagerB: 403, employerA: "ok", houseManagerA: 400, operator: 403 },
    call: (caller) =>
      gql(caller, `mutation($id: ID!) { submitReview(role: house_manager, profileId: $id, rating: 4, comment: "Careful and kind") { review { id } } }`, {
        id: String(people.houseManagerA.profileId),
      }),
  },
  {
    name: "GraphQL createContract as employer A's profile",
    expect: only("employerA", 403),
    call: (caller) => gql(caller, CREATE_CONTRACT, { input: contractInput(secret(marker("TERMS"), "employerA", "houseManagerA")) }),
  },
  {
    name: "GraphQL acceptContract",
    expect: only("houseManagerA", 403),
    call: (caller) => gql(caller, `mutation($id: ID!) { acceptContract(id: $id) { id status } }`, { id: String(fx.acceptGql) }),
  },
  {
    name: "GraphQL declineContract",
    expect: only("houseManagerA", 403),
    call: (caller) => gql(caller, `mutation($id: ID!) { declineContract(id: $id) { id status } }`, { id: String(fx.declineGql) }),
  },
  {
    name: "GraphQL markNotificationRead (others' notifications are hidden)",
    expect: only("houseManagerA", 404),
    call: (caller) => gql(caller, `mutation($id: ID!) { markNotificationRead(id: $id) { id isRead } }`, { id: String(fx.notificationGql) }),
  },
  {
    name: "GraphQL sendMessage",
    expect: { ...signedIn(), houseManagerA: 400 },
    call: (caller) =>
      gql(caller, `mutation($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { id } }`, {
        to: String(people.houseManagerA.id),
        content: messageContent(caller, "houseManagerA"),
      }),
  },
  {
    name: "GraphQL contactProfile",
    expect: { ...signedIn(), houseManagerA: 400 },
    call: (caller) =>
      gql(caller, `mutation($id: ID!, $content: String!) { contactProfile(role: house_manager, profileId: $id, content: $content) { id } }`, {
        id: String(people.houseManagerA.profileId),
        content: messageContent(caller, "houseManagerA"),
      }),
  },
  {
    name: "GraphQL contactMaidMatch",
    expect: anyone(),
    call: (caller) =>
      gql(caller, `mutation($m: String!) { contactMaidMatch(name: "Wanjiku", email: "wanjiku@example.co.ke", message: $m) { success } }`, { m: secret(marker("CONTACT"), "operator") }),
  },
  {
    name: "GraphQL postJob",
    expect: posters(),
    call: (caller) =>
      gql(caller, `mutation($input: PostJobInput!) { postJob(input: $input) { id } }`, {
        input: { title: "Cook", city: "Nairobi", availability: "Live-out", pay: 20000, paymentDay: "Monthly", startDate: JOB_START },
      }),
  },
  {
    name: "GraphQL closeJob",
    expect: only("employerA", 403),
    call: (caller) => gql(caller, `mutation($id: ID!) { closeJob(id: $id) { id status } }`, { id: String(fx.jobToCloseGql) }),
  },
  {
    name: "GraphQL applyToJob",
    expect: applicants(),
    call: (caller) => gql(caller, `mutation($id: ID!) { applyToJob(jobId: $id, note: "Karibu") { id } }`, { id: String(fx.jobToApplyGql) }),
  },
  {
    name: "GraphQL addToShortlist (employers and schools)",
    expect: posters(),
    call: (caller) => gql(caller, `mutation($id: ID!) { addToShortlist(houseManagerId: $id) { id } }`, { id: String(people.houseManagerA.profileId) }),
  },
  {
    name: "GraphQL removeFromShortlist (employers and schools, their own list)",
    expect: posters(),
    call: (caller) => gql(caller, `mutation($id: ID!) { removeFromShortlist(houseManagerId: $id) { success } }`, { id: String(people.houseManagerB.profileId) }),
  },
  {
    name: "GraphQL shortlist (employers and schools)",
    expect: posters(),
    call: (caller) => gql(caller, `query { shortlist { id } }`),
  },
  // GraphQL queries of private data.
  {
    name: "GraphQL jobMatches (the job's owner only)",
    expect: only("employerA", 403),
    call: (caller) => gql(caller, `query($id: ID!) { jobMatches(jobId: $id) { score reasons houseManager { id } } }`, { id: String(fx.job) }),
  },
  {
    name: "GraphQL jobApplications (the job's owner only)",
    expect: only("employerA", 403),
    call: (caller) => gql(caller, `query($id: ID!) { jobApplications(jobId: $id) { id note score } }`, { id: String(fx.job) }),
  },
  {
    name: "GraphQL contract (full details)",
    expect: parties(),
    call: (caller) => gql(caller, `query($id: ID!) { contract(id: $id) { id terms paymentAmount contractDocument terminationReason } }`, { id: String(fx.mainContract) }),
  },
  {
    name: "GraphQL notifications (only one's own)",
    expect: signedIn(),
    call: (caller) => gql(caller, `{ notifications(first: 100) { totalCount edges { node { id message contractId } } } }`),
    verify: async (caller, outcome) => {
      const ids = outcome.body.data.notifications.edges.map((edge: { node: { id: string } }) => Number(edge.node.id));
      const rows = await api.server.database.prisma.notification.findMany({ where: { id: { in: ids } } });
      for (const row of rows) expect(row.recipientId).toBe(userOf(caller)!.id);
    },
  },
  { name: "GraphQL unreadNotificationCount", expect: signedIn(), call: (caller) => gql(caller, `{ unreadNotificationCount }`) },
  {
    name: "GraphQL conversation with house manager A (only the caller's own messages)",
    expect: signedIn(),
    call: (caller) => gql(caller, `query($with: ID!) { conversation(withUserId: $with, first: 100) { edges { node { id senderId recipientId content } } } }`, { with: String(people.houseManagerA.id) }),
    verify: (caller, outcome) => {
      for (const { node } of outcome.body.data.conversation.edges) expect([node.senderId, node.recipientId]).toContain(String(userOf(caller)!.id));
    },
  },
  {
    name: "GraphQL inbox (only the caller's own messages)",
    expect: signedIn(),
    call: (caller) => gql(caller, `{ inbox(first: 100) { edges { node { id senderId recipientId content } } } }`),
    verify: (caller, outcome) => {
      for (const { node } of outcome.body.data.inbox.edges) expect([node.senderId, node.recipientId]).toContain(String(userOf(caller)!.id));
    },
  },
  {
    name: "GraphQL me (email only to oneself)",
    expect: anyone(),
    call: (caller) => gql(caller, `{ me { id email } }`),
    verify: (caller, outcome) => {
      if (caller === "visitor") expect(outcome.body.data.me).toBeNull();
      else expect(outcome.body.data.me).toEqual({ id: String(people[caller].id), email: people[caller].email });
    },
  },
  // REST routes that write or read private data.
  {
    name: "REST POST /accounts/registration/",
    expect: anyone(),
    call: (caller) => {
      const username = unique("regrest");
      return rest(caller, "POST", "/accounts/registration/", {
        body: { email: `${username}@example.co.ke`, username, first_name: "New", last_name: "Person", password: GOOD_PASSWORD, password2: GOOD_PASSWORD },
      });
    },
  },
  { name: "REST POST /accounts/login/", expect: anyone(), call: (caller) => rest(caller, "POST", "/accounts/login/", { body: { email: loginUser.email, password: GOOD_PASSWORD } }) },
  { name: "REST GET /profiles/profile/", expect: signedIn(), call: (caller) => rest(caller, "GET", "/profiles/profile/") },
  {
    name: "REST PATCH /profiles/profile/ (edits only the caller's own profile)",
    expect: profileOwners(),
    call: (caller) => rest(caller, "PATCH", "/profiles/profile/", { body: { hobbies: `hobbies of ${caller}` } }),
    verify: async (caller) => {
      const hm = await api.server.database.prisma.houseManagerProfile.findUniqueOrThrow({ where: { id: people.houseManagerA.profileId } });
      if (caller !== "houseManagerA") expect(hm.hobbies).not.toBe(`hobbies of ${caller}`);
    },
  },
  {
    name: "REST POST /profiles/reviews_submit/employer/{house manager}/",
    // The path's type must be the caller's own: house managers are refused (403); schools act as employers.
    expect: { visitor: 401, employerB: "ok", school: "ok", houseManagerB: 403, employerA: "ok", houseManagerA: 403, operator: 403 },
    call: (caller) => rest(caller, "POST", `/profiles/reviews_submit/employer/${reviewTarget.profileId}/`, { body: { rating: 5, comment: "Wonderful with children" } }),
  },
  {
    name: "REST POST /profiles/reviews_submit/house_manager/{employer}/",
    expect: { ...houseManagers(), operator: 403 },
    call: (caller) => rest(caller, "POST", `/profiles/reviews_submit/house_manager/${people.employerA.profileId}/`, { body: { rating: 4, comment: "Fair employer" } }),
  },
  {
    name: "REST POST /profiles/contact_maid_match/",
    expect: anyone(),
    call: (caller) => rest(caller, "POST", "/profiles/contact_maid_match/", { body: { name: "Wanjiku", email: "wanjiku@example.co.ke", message: secret(marker("CONTACT"), "operator") } }),
  },
  {
    name: "REST POST /profiles/contact-employer/",
    expect: { ...signedIn(), employerA: 400 },
    call: (caller) => rest(caller, "POST", "/profiles/contact-employer/", { body: { employerId: people.employerA.profileId, message: messageContent(caller, "employerA") } }),
  },
  {
    name: "REST POST /profiles/contact-house-manager/",
    expect: { ...signedIn(), houseManagerA: 400 },
    call: (caller) => rest(caller, "POST", "/profiles/contact-house-manager/", { body: { houseManagerId: people.houseManagerA.profileId, message: messageContent(caller, "houseManagerA") } }),
  },
  {
    name: "REST POST /profiles/send_message/",
    expect: { ...signedIn(), houseManagerA: 400 },
    call: (caller) => rest(caller, "POST", "/profiles/send_message/", { body: { recipient: people.houseManagerA.id, content: messageContent(caller, "houseManagerA") } }),
  },
  {
    name: "REST GET /profiles/inbox/ (only the caller's own messages)",
    expect: signedIn(),
    call: (caller) => rest(caller, "GET", "/profiles/inbox/"),
    verify: (caller, outcome) => {
      for (const message of outcome.body) expect([message.sender, message.recipient]).toContain(userOf(caller)!.id);
    },
  },
  {
    name: "REST POST /profiles/create_contract/ as employer A's profile",
    expect: only("employerA", 403),
    call: (caller) =>
      rest(caller, "POST", "/profiles/create_contract/", {
        raw: formData(contractFields(people.employerA.profileId, people.houseManagerA.profileId, { terms: secret(marker("TERMS"), "employerA", "houseManagerA") })),
      }),
  },
  {
    name: "REST GET /profiles/notification_list/ (only one's own)",
    expect: signedIn(),
    call: (caller) => rest(caller, "GET", "/profiles/notification_list/"),
    verify: async (caller, outcome) => {
      const rows = await api.server.database.prisma.notification.findMany({ where: { id: { in: outcome.body.map((n: { id: number }) => n.id) } } });
      for (const row of rows) expect(row.recipientId).toBe(userOf(caller)!.id);
    },
  },
  {
    name: "REST PUT /profiles/notification_mark_as_read/{id}/",
    expect: only("houseManagerA", 404),
    call: (caller) => rest(caller, "PUT", `/profiles/notification_mark_as_read/${fx.notificationRest}/`, { body: { is_read: true } }),
  },
  { name: "REST GET /profiles/contract_notification/{id}/", expect: parties(), call: (caller) => rest(caller, "GET", `/profiles/contract_notification/${fx.mainContract}/`) },
  {
    name: "REST GET /profiles/contract_document/{id}/",
    expect: parties(),
    call: (caller) => rest(caller, "GET", `/profiles/contract_document/${fx.mainContract}/`),
    verify: (_caller, outcome) => expect(outcome.text).toContain(DOCUMENT_MARKER),
  },
  {
    name: "REST PUT /profiles/contract_accept/{id}/",
    expect: only("houseManagerA", 403),
    call: (caller) => rest(caller, "PUT", `/profiles/contract_accept/${fx.acceptRest}/`, { body: { status: "Accepted" } }),
  },
  {
    name: "REST PUT /profiles/contract_decline/{id}/",
    expect: only("houseManagerA", 403),
    call: (caller) => rest(caller, "PUT", `/profiles/contract_decline/${fx.declineRest}/`, { body: { status: "Declined" } }),
  },
  { name: "REST POST /profiles/jobs/", expect: posters(), call: (caller) => rest(caller, "POST", "/profiles/jobs/", { body: jobPost(`Job by ${caller}`) }) },
  { name: "REST PUT /profiles/jobs/{id}/close/", expect: only("employerA", 403), call: (caller) => rest(caller, "PUT", `/profiles/jobs/${fx.jobToCloseRest}/close/`) },
  { name: "REST POST /profiles/jobs/{id}/apply/", expect: applicants(), call: (caller) => rest(caller, "POST", `/profiles/jobs/${fx.job}/apply/`, { body: { note: secret(marker("NOTE"), caller, "employerA") } }) },
  { name: "REST GET /profiles/jobs/{id}/matches/", expect: only("employerA", 403), call: (caller) => rest(caller, "GET", `/profiles/jobs/${fx.job}/matches/`) },
  {
    name: "REST GET /profiles/recommended_jobs/ (house managers)",
    expect: houseManagers(),
    call: (caller) => rest(caller, "GET", "/profiles/recommended_jobs/"),
  },
  { name: "REST GET /profiles/jobs/{id}/applications/", expect: only("employerA", 403), call: (caller) => rest(caller, "GET", `/profiles/jobs/${fx.job}/applications/`) },
  { name: "REST GET /profiles/shortlist/", expect: posters(), call: (caller) => rest(caller, "GET", "/profiles/shortlist/") },
  { name: "REST POST /profiles/shortlist/{id}/", expect: posters(), call: (caller) => rest(caller, "POST", `/profiles/shortlist/${people.houseManagerB.profileId}/`) },
  { name: "REST DELETE /profiles/shortlist/{id}/", expect: posters(), call: (caller) => rest(caller, "DELETE", `/profiles/shortlist/${fx.shortlisted}/`) },
  // Trust and privacy: verification documents, the operator console, reports, blocks and the privacy rights.
  {
    name: "REST POST /profiles/verifications/",
    expect: houseManagers(),
    call: (caller) => rest(caller, "POST", "/profiles/verifications/", { raw: formData({ kind: "id_document", document: { data: PDF, name: "id.pdf", type: "application/pdf" } }) }),
  },
  {
    name: "GraphQL submitVerification",
    expect: houseManagers(),
    call: (caller) => upload(caller, `mutation($file: Upload!) { submitVerification(kind: id_document, document: $file) { id status } }`, {}, "file"),
  },
  {
    name: "REST GET /profiles/verifications/ (only one's own)",
    expect: signedIn(),
    call: (caller) => rest(caller, "GET", "/profiles/verifications/"),
    verify: async (caller, outcome) => {
      const rows = await api.server.database.prisma.verification.findMany({ where: { id: { in: outcome.body.map((row: { id: number }) => row.id) } } });
      for (const row of rows) expect(row.userId).toBe(userOf(caller)!.id);
    },
  },
  { name: "GraphQL myVerifications", expect: signedIn(), call: (caller) => gql(caller, `{ myVerifications { id status } }`) },
  {
    name: "REST GET /profiles/verifications/{id}/document/ (the owner's file)",
    expect: only("houseManagerA", 404),
    call: (caller) => rest(caller, "GET", `/profiles/verifications/${fx.verificationDocument}/document/`),
    verify: (_caller, outcome) => expect(outcome.text).toContain(VERIFICATION_MARKER),
  },
  { name: "REST GET /operator/verifications/?status=pending", expect: operatorOnly(), call: (caller) => rest(caller, "GET", "/operator/verifications/?status=pending") },
  { name: "GraphQL operatorVerifications", expect: operatorOnly(), call: (caller) => gql(caller, `{ operatorVerifications(status: pending) { id name documentPath } }`) },
  {
    name: "REST GET /operator/verifications/{id}/document/",
    expect: operatorOnly(),
    call: (caller) => rest(caller, "GET", `/operator/verifications/${fx.verificationDocument}/document/`),
    verify: (_caller, outcome) => expect(outcome.text).toContain(VERIFICATION_MARKER),
  },
  { name: "REST POST /operator/verifications/{id}/approve/", expect: operatorOnly(), call: (caller) => rest(caller, "POST", `/operator/verifications/${fx.verificationApproveRest}/approve/`) },
  {
    name: "REST POST /operator/verifications/{id}/reject/",
    expect: operatorOnly(),
    call: (caller) => rest(caller, "POST", `/operator/verifications/${fx.verificationRejectRest}/reject/`, { body: { reason: "Blurred photo" } }),
  },
  { name: "GraphQL approveVerification", expect: operatorOnly(), call: (caller) => gql(caller, `mutation($id: ID!) { approveVerification(id: $id) { id status } }`, { id: String(fx.verificationApproveGql) }) },
  {
    name: "GraphQL rejectVerification",
    expect: operatorOnly(),
    call: (caller) => gql(caller, `mutation($id: ID!) { rejectVerification(id: $id, reason: "Expired document") { id status } }`, { id: String(fx.verificationRejectGql) }),
  },
  {
    name: "REST POST /profiles/reports/",
    // Reporting one's own profile is a 400.
    expect: { ...signedIn(), houseManagerA: 400 },
    call: (caller) => rest(caller, "POST", "/profiles/reports/", { body: { target_type: "house_manager", target_id: people.houseManagerA.profileId, reason: "other", details: secret(marker("REPORT"), caller, "operator") } }),
  },
  {
    name: "GraphQL reportContent",
    expect: { ...signedIn(), employerA: 400 },
    call: (caller) =>
      gql(caller, `mutation($input: ReportInput!) { reportContent(input: $input) { id } }`, {
        input: { targetType: "employer", targetId: String(people.employerA.profileId), reason: "scam", details: secret(marker("REPORT"), caller, "operator") },
      }),
  },
  { name: "REST GET /operator/reports/?status=open", expect: operatorOnly(), call: (caller) => rest(caller, "GET", "/operator/reports/?status=open") },
  { name: "GraphQL operatorReports", expect: operatorOnly(), call: (caller) => gql(caller, `{ operatorReports(status: open) { id details content { kind text } } }`) },
  {
    name: "REST POST /operator/reports/{id}/resolve/",
    expect: operatorOnly(),
    call: (caller) => rest(caller, "POST", `/operator/reports/${fx.reportResolveRest}/resolve/`, { body: { action: "dismiss", note: "Checked" } }),
  },
  {
    name: "GraphQL resolveReport",
    expect: operatorOnly(),
    call: (caller) => gql(caller, `mutation($id: ID!) { resolveReport(id: $id, action: dismiss, note: "Checked") { id status } }`, { id: String(fx.reportResolveGql) }),
  },
  { name: "REST GET /operator/contact_messages/", expect: operatorOnly(), call: (caller) => rest(caller, "GET", "/operator/contact_messages/?status=new") },
  { name: "GraphQL operatorContactMessages", expect: operatorOnly(), call: (caller) => gql(caller, `{ operatorContactMessages { id email message status } }`) },
  { name: "REST POST /operator/contact_messages/{id}/handle/", expect: operatorOnly(), call: (caller) => rest(caller, "POST", `/operator/contact_messages/${fx.contactMessage}/handle/`, { body: { note: "Answered" } }) },
  { name: "GraphQL handleContactMessage", expect: operatorOnly(), call: (caller) => gql(caller, `mutation($id: ID!) { handleContactMessage(id: $id) { id status } }`, { id: String(fx.contactMessage) }) },
  { name: "REST GET /operator/audit/", expect: operatorOnly(), call: (caller) => rest(caller, "GET", "/operator/audit/") },
  { name: "GraphQL auditLog", expect: operatorOnly(), call: (caller) => gql(caller, `{ auditLog { id action note } }`) },
  { name: "REST POST /profiles/blocks/{user}/", expect: signedIn(), call: (caller) => rest(caller, "POST", `/profiles/blocks/${reviewTarget.id}/`) },
  { name: "REST GET /profiles/blocks/", expect: signedIn(), call: (caller) => rest(caller, "GET", "/profiles/blocks/") },
  { name: "REST DELETE /profiles/blocks/{user}/", expect: signedIn(), call: (caller) => rest(caller, "DELETE", `/profiles/blocks/${reviewTarget.id}/`) },
  { name: "GraphQL blockUser", expect: signedIn(), call: (caller) => gql(caller, `mutation($id: ID!) { blockUser(userId: $id) { userId } }`, { id: String(loginUser.id) }) },
  { name: "GraphQL blockedUsers", expect: signedIn(), call: (caller) => gql(caller, `{ blockedUsers { userId name } }`) },
  { name: "GraphQL unblockUser", expect: signedIn(), call: (caller) => gql(caller, `mutation($id: ID!) { unblockUser(userId: $id) { success } }`, { id: String(loginUser.id) }) },
  {
    name: "REST GET /profiles/my_data/ (only one's own)",
    expect: signedIn(),
    call: (caller) => rest(caller, "GET", "/profiles/my_data/"),
    verify: (caller, outcome) => expect(outcome.body.account.id).toBe(userOf(caller)!.id),
  },
  // Closing an account needs the caller's own password: a wrong one is refused for everyone (the success path is in tests/server/trust.test.ts).
  { name: "REST POST /profiles/delete_account/ with a wrong password", expect: { ...signedIn(), visitor: 401, ...Object.fromEntries(CALLERS.filter((c) => c !== "visitor").map((c) => [c, 400])) } as Record<CallerName, Expect>, call: (caller) => rest(caller, "POST", "/profiles/delete_account/", { body: { password: "not-the-password" } }) },
  { name: "GraphQL deleteAccount with a wrong password", expect: { ...signedIn(), visitor: 401, ...Object.fromEntries(CALLERS.filter((c) => c !== "visitor").map((c) => [c, 400])) } as Record<CallerName, Expect>, call: (caller) => gql(caller, `mutation { deleteAccount(password: "not-the-password") { success } }`) },
  // The public media folder never serves a contract document, under any spelling of its path (sent byte for byte,
  // without the URL normalisation fetch would apply).
  ...[
    (key: string) => `/media/${key}`,
    (key: string) => `/media/documents/${key}`,
    (key: string) => `/media/../documents/${key}`,
    (key: string) => `/media/..%2fdocuments%2f${key.replace("/", "%2f")}`,
    (key: string) => `/media/%2e%2e/documents/${key}`,
    (key: string) => `/media/%2e%2e%2f%2e%2e%2fdata%2fdocuments%2f${key.replace("/", "%2f")}`,
  ].map(
    (spell, index): Operation => ({
      name: `GET /media spelling #${index + 1} of a contract document's path`,
      expect: { visitor: "4xx", employerB: "4xx", school: "4xx", houseManagerB: "4xx", employerA: "4xx", houseManagerA: "4xx", operator: "4xx" },
      call: async (caller) => {
        const outcome = await rawGet(spell(fx.mainContractKey), tokenOf(caller));
        seen.push({ caller, what: spell(fx.mainContractKey), text: outcome.text });
        return outcome;
      },
    }),
  ),
];

async function createContractRest(terms: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await api.rest("POST", "/profiles/create_contract/", {
    raw: formData(contractFields(people.employerA.profileId, people.houseManagerA.profileId, { terms, ...(extra as Record<string, string>) })),
    token: people.employerA.accessToken,
  });
  if (res.status !== 201) throw new Error(`contract not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contract.id;
}

beforeAll(async () => {
  api = await startTestServer();
  const [employerA, employerB, school, houseManagerA, houseManagerB, target] = await Promise.all([
    createPerson(api, "employer", {}, { first: "Grace", last: "Wanjiru" }),
    createPerson(api, "employer", {}, { first: "Peter", last: "Kamau" }),
    createPerson(api, "school", {}, { first: "Hillcrest", last: "School" }),
    createPerson(api, "house_manager", {}, { first: "Achieng", last: "Otieno" }),
    createPerson(api, "house_manager", {}, { first: "Mercy", last: "Njeri" }),
    createPerson(api, "house_manager", {}, { first: "Zawadi", last: "Mwangi" }),
  ]);
  const operator: Person = { ...(await createOperatorUser(api)), profileId: 0 };
  Object.assign(people, { employerA, employerB, school, houseManagerA, houseManagerB, operator });
  reviewTarget = target;
  // Street addresses: the owner, operators and the other party of an Accepted contract (the accept operations below make one).
  const setAddress = (person: Person, address: string) => api.gql(`mutation($a: String!) { updateProfile(input: { address: $a }) { id } }`, { a: address }, person.accessToken);
  await setAddress(houseManagerA, secret(HM_ADDRESS, "houseManagerA", "operator", "employerA"));
  await setAddress(employerA, secret(EMPLOYER_ADDRESS, "employerA", "operator", "houseManagerA"));
  loginUser = await createUser(api, "employer");
  for (const [name, person] of Object.entries(people) as Array<[CallerName, Person]>) secret(person.email, name);
  secret(reviewTarget.email);
  // Whoever logs in with loginUser's password is loginUser for that request: login answers with its own email.
  secret(loginUser.email, ...CALLERS);

  // The main contract, with private terms, payment, reason and document, and four Pending ones to answer.
  secret(MAIN_TERMS, "employerA", "houseManagerA");
  secret(MAIN_REASON, "employerA", "houseManagerA");
  secret(MAIN_AMOUNT, "employerA", "houseManagerA");
  secret(DOCUMENT_MARKER, "employerA", "houseManagerA");
  const mainRes = await api.rest("POST", "/profiles/create_contract/", {
    raw: formData(
      contractFields(people.employerA.profileId, people.houseManagerA.profileId, {
        terms: MAIN_TERMS,
        payment_amount: MAIN_AMOUNT,
        termination_date: "2027-01-31",
        termination_reason: MAIN_REASON,
        contract_document: { data: Buffer.concat([PDF, Buffer.from(`% ${DOCUMENT_MARKER}\n`)]), name: "contract.pdf", type: "application/pdf" },
      }),
    ),
    token: people.employerA.accessToken,
  });
  expect(mainRes.status).toBe(201);
  fx.mainContract = mainRes.body.contract.id;
  fx.mainContractKey = (await api.server.database.prisma.contract.findUniqueOrThrow({ where: { id: fx.mainContract } })).contractDocument!;
  for (const key of ["acceptGql", "declineGql", "acceptRest", "declineRest"] as const) fx[key] = await createContractRest(secret(marker("TERMS"), "employerA", "houseManagerA"));
  const notifications = await api.server.database.prisma.notification.findMany({ where: { recipientId: people.houseManagerA.id }, orderBy: { id: "asc" } });
  fx.notificationGql = notifications[0]!.id;
  fx.notificationRest = notifications[1]!.id;
  fx.acceptedContract = await createContractRest(secret(marker("TERMS"), "employerA", "houseManagerA"));
  expect((await api.rest("PUT", `/profiles/contract_accept/${fx.acceptedContract}/`, { token: people.houseManagerA.accessToken, body: { status: "Accepted" } })).status).toBe(200);

  const first = await api.rest("POST", "/profiles/send_message/", {
    token: people.employerA.accessToken,
    body: { recipient: people.houseManagerA.id, content: messageContent("employerA", "houseManagerA") },
  });
  expect(first.status).toBe(201);

  // House manager A's portfolio: an album with an image, and a second album to delete.
  const created = await api.gql(`mutation { a: createAlbum(title: "Cooking") { id } b: createAlbum(title: "Old work") { id } }`, {}, people.houseManagerA.accessToken);
  fx.album = Number(created.body.data.a.id);
  fx.albumToDelete = Number(created.body.data.b.id);
  const added = await uploadGql(api, people.houseManagerA.accessToken, `mutation($id: ID!, $f: Upload!) { addAlbumImage(albumId: $id, file: $f) { images { id } } }`, { id: String(fx.album) }, "f", {
    data: await makeImage("jpeg", 200, 150),
    name: "cake.jpg",
    type: "image/jpeg",
  });
  fx.image = Number(added.body.data.addAlbumImage.images[0].id);

  for (const key of ["job", "jobToCloseGql", "jobToCloseRest", "jobToApplyGql"] as const) {
    const posted = await api.rest("POST", "/profiles/jobs/", { token: people.employerA.accessToken, body: jobPost(key) });
    expect(posted.status).toBe(201);
    fx[key] = posted.body.id;
  }
  // Shortlists: employers A and B and the school saved house managers B (GraphQL removal) and the review target (REST removal).
  fx.shortlisted = reviewTarget.profileId;
  for (const who of ["employerA", "employerB", "school"] as const) {
    for (const id of [people.houseManagerB.profileId, fx.shortlisted]) {
      expect((await api.rest("POST", `/profiles/shortlist/${id}/`, { token: people[who].accessToken })).status).toBe(201);
    }
  }
  // Trust fixtures: pending verifications of house manager A (one private file with a marker), open reports, a contact message.
  secret(VERIFICATION_MARKER, "houseManagerA", "operator");
  const submit = async (data: Buffer) => {
    const res = await api.rest("POST", "/profiles/verifications/", { token: houseManagerA.accessToken, raw: formData({ kind: "id_document", document: { data, name: "id.pdf", type: "application/pdf" } }) });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  fx.verificationDocument = await submit(Buffer.concat([PDF, Buffer.from(`% ${VERIFICATION_MARKER}\n`)]));
  for (const key of ["verificationApproveRest", "verificationRejectRest", "verificationApproveGql", "verificationRejectGql"] as const) fx[key] = await submit(PDF);
  secret(REPORT_MARKER, "employerB", "operator");
  for (const key of ["reportResolveRest", "reportResolveGql"] as const) {
    const res = await api.rest("POST", "/profiles/reports/", { token: employerB.accessToken, body: { target_type: "house_manager", target_id: houseManagerA.profileId, reason: "fake_profile", details: REPORT_MARKER } });
    expect(res.status).toBe(201);
    fx[key] = res.body.id;
  }
  await api.rest("POST", "/profiles/contact_maid_match/", { body: { name: "Amina", email: "amina@example.co.ke", message: secret(marker("CONTACT"), "operator") } });
  fx.contactMessage = (await api.server.database.prisma.contactMessage.findFirstOrThrow({ orderBy: { id: "desc" } })).id;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe.each(OPERATIONS)("$name", (operation) => {
  it.each(CALLERS)("as %s", async (caller) => {
    await runCase("authz", async () => {
      const expected = operation.expect[caller];
      const before = expected === "ok" ? undefined : await snapshot(api);
      const outcome = await operation.call(caller);
      if (expected === "ok") {
        expect(outcome.status, outcome.text).toBeGreaterThanOrEqual(200);
        expect(outcome.status, outcome.text).toBeLessThan(300);
        expect(outcome.body?.errors, outcome.text).toBeUndefined();
        await operation.verify?.(caller, outcome);
        return;
      }
      if (expected === "4xx") {
        expect(outcome.status, outcome.text).toBeGreaterThanOrEqual(400);
        expect(outcome.status, outcome.text).toBeLessThan(500);
      } else {
        expect(outcome.status, outcome.text).toBe(expected);
      }
      // A refused call changes nothing: no row, no file.
      expect(await snapshot(api)).toBe(before);
    });
  });
});

/** A selection tree: a field (or an inline fragment, `... on Type`) with its sub-selection. */
interface Selection {
  name: string;
  children?: Selection[];
}

/** Every field of a type, nested up to `depth` object levels; fields that need arguments are left out. */
function selectionOf(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): Selection[] {
  if (isInterfaceType(type)) {
    return [{ name: "__typename" }, ...schema.getPossibleTypes(type).map((object) => ({ name: `... on ${object.name}`, children: selectionOf(schema, object, depth) }))];
  }
  if (!isObjectType(type)) return [];
  return Object.values(type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .flatMap((field): Selection[] => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [{ name: field.name }];
      if (depth <= 0) return [];
      const children = selectionOf(schema, named, depth - 1);
      return children.length ? [{ name: field.name, children }] : [];
    });
}

function render(selections: Selection[]): string {
  return `{ ${selections.map((s) => (s.children ? `${s.name} ${render(s.children)}` : s.name)).join(" ")} }`;
}

describe("crawling every query and REST read as every caller", () => {
  it("never shows a private value to anyone but its owners, through any field or route", async () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, "schema.graphql"), "utf8"));
    const queryFields = schema.getQueryType()!.getFields();
    const everyone = [...CALLERS.filter((c) => c !== "visitor").map((c) => people[c as Exclude<CallerName, "visitor">]), reviewTarget, loginUser];
    const roots: Array<{ field: string; args: string; variables: Record<string, unknown> }> = [
      { field: "me", args: "", variables: {} },
      { field: "houseManagers", args: "(first: 10)", variables: {} },
      { field: "houseManager", args: `(id: "${people.houseManagerA.profileId}")`, variables: {} },
      { field: "employer", args: `(id: "${people.employerA.profileId}")`, variables: {} },
      { field: "search", args: `(query: "a", first: 10)`, variables: {} },
      { field: "reviews", args: `(role: house_manager, profileId: "${people.houseManagerA.profileId}", first: 10)`, variables: {} },
      { field: "reviews", args: `(role: employer, profileId: "${people.employerA.profileId}", first: 10)`, variables: {} },
      { field: "album", args: `(id: "${fx.album}")`, variables: {} },
      { field: "contract", args: `(id: "${fx.mainContract}")`, variables: {} },
      { field: "myContracts", args: "", variables: {} },
      { field: "payslip", args: `(contractId: "${fx.acceptedContract}", month: "2026-03")`, variables: {} },
      { field: "payrollSummary", args: `(month: "2026-03")`, variables: {} },
      { field: "minimumWage", args: `(placeOfWork: "Nairobi")`, variables: {} },
      { field: "notifications", args: "(first: 100)", variables: {} },
      { field: "unreadNotificationCount", args: "", variables: {} },
      { field: "inbox", args: "(first: 100)", variables: {} },
      { field: "conversations", args: "(first: 50)", variables: {} },
      { field: "jobs", args: "(first: 10)", variables: {} },
      { field: "job", args: `(id: "${fx.job}")`, variables: {} },
      { field: "myJobs", args: "", variables: {} },
      { field: "jobApplications", args: `(jobId: "${fx.job}")`, variables: {} },
      { field: "myApplications", args: "", variables: {} },
      { field: "jobMatches", args: `(jobId: "${fx.job}")`, variables: {} },
      { field: "recommendedJobs", args: "", variables: {} },
      { field: "shortlist", args: "", variables: {} },
      ...everyone.map((user) => ({ field: "conversation", args: `(withUserId: "${user.id}", first: 100)`, variables: {} })),
      { field: "myVerifications", args: "", variables: {} },
      { field: "blockedUsers", args: "", variables: {} },
      { field: "operatorVerifications", args: "", variables: {} },
      { field: "operatorReports", args: "", variables: {} },
      { field: "operatorContactMessages", args: "", variables: {} },
      { field: "auditLog", args: "", variables: {} },
    ];
    // Every root query field is crawled.
    expect(new Set(roots.map((root) => root.field))).toEqual(new Set(Object.keys(queryFields)));
    const restReads = [
      "/profiles/housemanagers/",
      "/profiles/find_house_manager/?location=",
      "/profiles/search?query=a",
      `/profiles/house-manager/${people.houseManagerA.profileId}/`,
      `/profiles/employer/${people.employerA.profileId}/`,
      `/profiles/reviews/${people.houseManagerA.profileId}/`,
      `/profiles/reviews/${people.employerA.profileId}/?role=employer`,
      `/profiles/reviews-aside/${people.houseManagerA.profileId}/`,
      `/profiles/custom_user_id/${people.houseManagerA.profileId}/`,
      `/profiles/contracts/${people.houseManagerA.profileId}/`,
      `/profiles/album_list/${people.houseManagerA.profileId}/`,
      `/profiles/album_images/${fx.album}/`,
      "/profiles/profile/",
      "/profiles/inbox/",
      "/profiles/conversations/",
      "/profiles/notification_list/",
      `/profiles/contract_notification/${fx.mainContract}/`,
      `/profiles/contract_payments/${fx.acceptedContract}/`,
      `/profiles/payslip/${fx.acceptedContract}/?month=2026-03`,
      "/profiles/my_contracts/",
      "/profiles/payroll/?month=2026-03",
      `/profiles/contract_document/${fx.mainContract}/`,
      "/profiles/jobs/",
      `/profiles/jobs/${fx.job}/`,
      `/profiles/jobs/${fx.job}/applications/`,
      "/profiles/my_jobs/",
      "/profiles/my_applications/",
      `/profiles/jobs/${fx.job}/matches/`,
      "/profiles/recommended_jobs/",
      "/profiles/shortlist/",
      "/profiles/verifications/",
      `/profiles/verifications/${fx.verificationDocument}/document/`,
      "/profiles/blocks/",
      "/profiles/my_data/",
      "/operator/verifications/",
      `/operator/verifications/${fx.verificationDocument}/document/`,
      "/operator/reports/",
      "/operator/contact_messages/",
      "/operator/audit/",
    ];
    let queries = 0;
    for (const caller of CALLERS) {
      for (const root of roots) {
        const type = getNamedType(queryFields[root.field]!.type);
        const wrap = (inner: string) => `{ ${root.field}${root.args} ${inner === "{  }" ? "" : inner} }`;
        // A selection over the cost limit is split into one query per object field (recursively), so every path is read.
        const crawl = async (enclose: (inner: string) => string, selections: Selection[]): Promise<void> => {
          const outcome = await gql(caller, enclose(render(selections)), root.variables);
          if (/Cost limit/.test(outcome.text) && selections.some((s) => s.children)) {
            const leaves = selections.filter((s) => !s.children);
            if (leaves.length) await crawl(enclose, leaves);
            for (const branch of selections.filter((s) => s.children)) {
              await crawl((inner) => enclose(`{ ${branch.name} ${inner} }`), branch.children!);
            }
            return;
          }
          if (/Cost limit/.test(outcome.text) && selections.length > 1) {
            // Leaves alone still over the limit (a page of objects of many fields): read them in two halves.
            const half = Math.ceil(selections.length / 2);
            await crawl(enclose, selections.slice(0, half));
            await crawl(enclose, selections.slice(half));
            return;
          }
          // The crawl itself must be a legal query: refused only for permission, never for its shape.
          expect([200, 401, 403], `${root.field} as ${caller}: ${enclose(render(selections))} ${outcome.text.slice(0, 300)}`).toContain(outcome.status);
          queries += 1;
        };
        await crawl(wrap, selectionOf(schema, type, 6));
      }
      for (const pathname of restReads) await rest(caller, "GET", pathname);
    }

    await runCase("authz", async () => {
      const leaks: string[] = [];
      for (const { caller, what, text } of seen) {
        for (const [value, readers] of secrets) {
          if (!readers.has(caller) && text.includes(value)) leaks.push(`${caller} saw ${value} in ${what}`);
        }
      }
      expect(leaks).toEqual([]);
      // The scan is not vacuous: the owners did read these values through the same crawl.
      const readBy = (caller: CallerName) => seen.filter((entry) => entry.caller === caller).map((entry) => entry.text).join("\n");
      for (const value of [MAIN_TERMS, MAIN_REASON, MAIN_AMOUNT, DOCUMENT_MARKER, people.houseManagerA.email]) expect(readBy("houseManagerA")).toContain(value);
      for (const value of [MAIN_TERMS, DOCUMENT_MARKER, people.employerA.email, HM_ADDRESS, EMPLOYER_ADDRESS]) expect(readBy("employerA")).toContain(value);
      for (const value of [HM_ADDRESS, EMPLOYER_ADDRESS, VERIFICATION_MARKER, REPORT_MARKER]) expect(readBy("operator")).toContain(value);
      for (const value of [HM_ADDRESS, EMPLOYER_ADDRESS, VERIFICATION_MARKER]) expect(readBy("houseManagerA")).toContain(value);
    });
    // Each (caller, read) pair of the crawl is one case.
    await runCase("authz", async () => expect(queries).toBeGreaterThanOrEqual(CALLERS.length * roots.length));
  }, 120_000);
});

describe("live updates", () => {
  const clients: Client[] = [];
  const connect = (token?: string) => {
    const client = createClient({
      url: `${api.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  function collect(client: Client, query: string, variables: Record<string, unknown> = {}) {
    const got: { data: unknown[]; errors: unknown[] } = { data: [], errors: [] };
    client.subscribe({ query, variables }, {
      next: (result) => (result.errors ? got.errors.push(...result.errors) : got.data.push(result.data)),
      error: (error) => got.errors.push(error),
      complete: () => {},
    });
    return got;
  }

  it("refuses a visitor's subscription, and delivers a message only to its two parties", async () => {
    await runCase("authz", async () => {
      const visitor = collect(connect(), `subscription { notificationAdded { notification { id message } } }`);
      const outsider = collect(connect(people.houseManagerB.accessToken), `subscription($with: ID!) { messageAdded(withUserId: $with) { id content } }`, { with: String(people.employerA.id) });
      const outsiderNotes = collect(connect(people.houseManagerB.accessToken), `subscription { notificationAdded { notification { id message } } }`);
      const recipient = collect(connect(people.houseManagerA.accessToken), `subscription($with: ID!) { messageAdded(withUserId: $with) { id content } }`, { with: String(people.employerA.id) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const content = messageContent("employerA", "houseManagerA");
      const sent = await api.rest("POST", "/profiles/send_message/", { token: people.employerA.accessToken, body: { recipient: people.houseManagerA.id, content } });
      expect(sent.status).toBe(201);
      const deadline = Date.now() + 5000;
      while (recipient.data.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(JSON.stringify(recipient.data)).toContain(content);
      expect(outsider.data).toEqual([]);
      expect(outsiderNotes.data).toEqual([]);
      expect(visitor.data).toEqual([]);
      expect(JSON.stringify(visitor.errors)).toMatch(/UNAUTHENTICATED|Authentication/);
    });
  });
});
