// A house manager's row keeps the facts of her approved checks (prisma/migrations/20261129100000_checks_on_the_profile):
// whether an identity document is approved and her latest approved certificate's issue date. "Verified now"
// (verifications/badges.ts, verifiedNowSql) reads them in Find House Girl's filter and a job's matches, and a list reads
// her checks only when they say she has any. They follow every approval, lapse and removal, also two at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";
import { createOperatorUser, goodConduct, ID_DOCUMENT, submitVerification } from "./trust-helpers.js";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";

let api: TestServer;
let prisma: PrismaClient;
let operator: TestUser;

beforeAll(async () => {
  api = await startTestServer();
  prisma = api.server.database.prisma;
  operator = await createOperatorUser(api);
});

afterAll(async () => {
  await api?.close();
});

/** Her checks submitted, one id each (not approved yet). */
async function submitted(person: Person, ...forms: Array<typeof ID_DOCUMENT>): Promise<number[]> {
  const ids: number[] = [];
  for (const form of forms) {
    const res = await submitVerification(api, person.accessToken, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

const approve = (id: number) => api.rest("POST", `/operator/verifications/${id}/approve/`, { token: operator.accessToken });

/** Her row in Find House Girl's list with `verified=true`, or undefined when the filter leaves her out. */
async function verifiedListItem(person: Person): Promise<{ verified: boolean; verifications: Array<{ kind: string }> } | undefined> {
  const res = await api.rest("GET", `/profiles/find_house_manager/?verified=true&location=${encodeURIComponent("Ruaka")}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: number; verified: boolean; verifications: Array<{ kind: string }> }>).find((item) => item.id === person.profileId);
}

/** Her row in the plain list (no filter): its badge. */
async function listBadge(person: Person) {
  const res = await api.rest("GET", `/profiles/find_house_manager/?location=${encodeURIComponent("Ruaka")}`);
  const item = (res.body as Array<{ id: number; verified: boolean; verifications: Array<{ kind: string }> }>).find((row) => row.id === person.profileId);
  return { verified: item?.verified, kinds: item?.verifications.map((check) => check.kind) };
}

describe("the checks her profile keeps", () => {
  it("follow two approvals made at once, a lapse and a removal, in the verified filter and the list's badge", async () => {
    const wairimu = await createPerson(api, "house_manager", { city: "Kiambu", location: "Ruaka", skills: "Cooking", availability: "Live-in" }, { first: "Wairimu", last: "Ndungu" });
    expect(await listBadge(wairimu)).toEqual({ verified: false, kinds: [] });
    const [identity, certificate] = await submitted(wairimu, ID_DOCUMENT, goodConduct());
    // Both approved side by side: on PostgreSQL each approval's trigger waits for her row, and reads her checks after.
    const approvals = await Promise.all([approve(identity!), approve(certificate!)]);
    expect(approvals.map((res) => res.status)).toEqual([200, 200]);
    expect((await verifiedListItem(wairimu))?.verified).toBe(true);
    expect(await listBadge(wairimu)).toEqual({ verified: true, kinds: ["id_document", "good_conduct"] });

    // Her certificate passes its twelve months: no longer verified, and the list no longer shows it.
    await prisma.verification.update({ where: { id: certificate! }, data: { issuedOn: new Date(Date.UTC(2024, 0, 15)) } });
    expect(await verifiedListItem(wairimu)).toBeUndefined();
    expect(await listBadge(wairimu)).toEqual({ verified: false, kinds: ["id_document"] });

    // Her checks removed (as when an operator's approval is withdrawn): no badge at all.
    await prisma.verification.deleteMany({ where: { houseManagerId: wairimu.profileId } });
    expect(await listBadge(wairimu)).toEqual({ verified: false, kinds: [] });
    const row = await prisma.$queryRaw<Array<{ identityApproved: boolean; goodConductIssuedOn: Date | null }>>`SELECT "identityApproved", "goodConductIssuedOn" FROM "HouseManagerProfile" WHERE id = ${wairimu.profileId}`;
    expect(row).toEqual([{ identityApproved: false, goodConductIssuedOn: null }]);
  });

  it("count both of two checks written by transactions open at the same time", async () => {
    const njambi = await createPerson(api, "house_manager", { city: "Kiambu", location: "Ruaka", skills: "Laundry", availability: "Live-out" }, { first: "Njambi", last: "Kariuki" });
    const userId = (await prisma.houseManagerProfile.findUniqueOrThrow({ where: { id: njambi.profileId } })).userId;
    const check = (kind: "id_document" | "good_conduct") => ({
      userId,
      houseManagerId: njambi.profileId,
      kind,
      status: "approved" as const,
      issuedOn: kind === "good_conduct" ? new Date(Date.now() - 20 * 24 * 60 * 60 * 1000) : null,
      reviewedAt: new Date(),
    });
    let written!: () => void;
    const identityWritten = new Promise<void>((resolve) => (written = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = prisma.$transaction(async (tx) => {
      await tx.verification.create({ data: check("id_document") });
      written();
      await released;
    });
    await identityWritten;
    // On PostgreSQL the certificate's trigger waits for her row, which the open transaction holds, and then reads the
    // identity document it committed; on the embedded database the second transaction waits for the first anyway.
    const second = prisma.verification.create({ data: check("good_conduct") });
    setTimeout(release, 300);
    await Promise.all([first, second]);
    expect((await verifiedListItem(njambi))?.verified).toBe(true);
  });
});
