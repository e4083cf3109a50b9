// The towns and areas a ranking works out distances for are kept by the database (HouseManagerPlace, JobPlace:
// prisma/migrations/20261125090920_matching_places, 20261126080000_places_follow_their_rows): a profile or job written
// anywhere, or moved, is in them at once, and a place leaves them with the last row there, even against a write of
// another transaction at the same place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { jobPlaces, nearPlaces } from "../../server/src/modules/matching/service.js";
import type { JobForMatching } from "../../server/src/modules/matching/score.js";

let server: TestServer;
let prisma: PrismaClient;

beforeAll(async () => {
  server = await startTestServer();
  prisma = server.server.database.prisma;
});

afterAll(async () => {
  await server?.close();
});

const JOB_IN_KASARANI: JobForMatching = { city: "Nairobi", location: "Kasarani", availability: "Live-in", skills: [], languages: [], pay: 20000, paymentDay: "Monthly", daysPerMonth: 26 };
const key = (place: { city: string; location: string }) => `${place.city}|${place.location}`;
const NEW_PROFILE = { availability: "Live-in", skills: "Cooking", language: "English" } as const;
let people = 0;
const newUser = (name: string) => {
  people += 1;
  return { email: `${name}-${people}@example.test`, username: `${name.replace(/\W/g, "")}${people}`, firstName: "Places", lastName: "Person", passwordHash: "not-a-hash", userType: "house_manager" as const };
};
/** A new house manager living in `city` and `location`; her profile's id. */
async function houseManagerAt(city: string, location: string): Promise<number> {
  const user = await prisma.user.create({ data: { ...newUser("places"), houseManager: { create: { ...NEW_PROFILE, city, location } } }, include: { houseManager: true } });
  return user.houseManager!.id;
}

describe("the places a ranking reads", () => {
  it("follow house managers' profiles as they are created and moved", async () => {
    const reads = server.server.database.reads;
    const user = await prisma.user.create({
      data: {
        email: "places-hm@example.test", username: "placeshm", firstName: "Places", lastName: "Person", passwordHash: "not-a-hash", userType: "house_manager",
        houseManager: { create: { city: "Nairobi", location: "Roysambu", availability: "Live-in", skills: "Cooking", language: "English" } },
      },
      include: { houseManager: true },
    });
    expect((await nearPlaces(reads, JOB_IN_KASARANI)).map(key)).toContain("Nairobi|Roysambu");
    // Moved next door, in a spelling no one else uses: the new pair is read, and the old one, held by nobody, is gone.
    await prisma.houseManagerProfile.update({ where: { id: user.houseManager!.id }, data: { location: "kahawa west " } });
    const near = (await nearPlaces(reads, JOB_IN_KASARANI)).map(key);
    expect(near).toContain("Nairobi|kahawa west ");
    expect(near).not.toContain("Nairobi|Roysambu");
    const held = await prisma.houseManagerProfile.findMany({ select: { city: true, location: true }, distinct: ["city", "location"] });
    for (const place of held) expect((await prisma.houseManagerPlace.count({ where: { city: place.city, location: place.location } }))).toBe(1);
    // Every pair once.
    expect(new Set(near).size).toBe(near.length);
  });

  it("follow job posts as they are created and moved", async () => {
    const reads = server.server.database.reads;
    const employer = await prisma.user.create({
      data: { email: "places-employer@example.test", username: "placesemployer", firstName: "Places", lastName: "Employer", passwordHash: "not-a-hash", userType: "employer", employer: { create: { city: "Nairobi" } } },
      include: { employer: true },
    });
    const job = await prisma.jobPost.create({
      data: { employerId: employer.employer!.id, title: "Places", city: "Nairobi", location: "Umoja", availability: "Live-in", skills: [], languages: [], pay: 20000, paymentDay: "Monthly", daysPerMonth: 26, startDate: new Date("2027-01-04T00:00:00Z") },
    });
    const hm = { city: "Nairobi", location: "Kasarani" };
    expect((await jobPlaces(reads, hm)).map(key)).toContain("Nairobi|Umoja");
    await prisma.jobPost.update({ where: { id: job.id }, data: { location: "Donholm" } });
    expect((await jobPlaces(reads, hm)).map(key)).toContain("Nairobi|Donholm");
    expect(await prisma.jobPlace.count({ where: { city: "Nairobi", location: "Umoja" } })).toBe(0);
  });

  it("keep a place while another profile holds it, and drop it with the last", async () => {
    const first = await houseManagerAt("Kericho", "Kapsoit stage");
    const second = await houseManagerAt("Kericho", "Kapsoit stage");
    const places = () => prisma.houseManagerPlace.count({ where: { city: "Kericho", location: "Kapsoit stage" } });
    await prisma.houseManagerProfile.update({ where: { id: first }, data: { location: "Brooke" } });
    expect(await places()).toBe(1);
    await prisma.houseManagerProfile.update({ where: { id: second }, data: { city: "Kisumu" } });
    expect(await places()).toBe(0);
    await prisma.houseManagerProfile.update({ where: { id: second }, data: { city: "Kericho" } });
    expect(await places()).toBe(1);
  });

  it("keep a place another transaction is writing a profile at while the last holder moves away", async () => {
    const leaving = await houseManagerAt("Nyeri", "Ruring'u");
    const places = () => prisma.houseManagerPlace.count({ where: { city: "Nyeri", location: "Ruring'u" } });
    let written!: () => void;
    const profileWritten = new Promise<void>((resolve) => (written = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A new house manager at the same place, in a transaction still open while the other moves away.
    const arriving = prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { ...newUser("nyeri-arriving"), houseManager: { create: { ...NEW_PROFILE, city: "Nyeri", location: "Ruring'u" } } } });
      written();
      await released;
    });
    await profileWritten;
    const moving = prisma.houseManagerProfile.update({ where: { id: leaving }, data: { location: "Skuta" } });
    // On PostgreSQL the move waits for the place's row, which the open transaction holds; on the embedded database
    // every statement waits for the transaction anyway.
    setTimeout(release, 300);
    await Promise.all([arriving, moving]);
    expect(await places()).toBe(1);
  });

  it("are counted by a version that moves when a pair comes or goes, not when a pair already held is written again", async () => {
    const version = async () => (await prisma.tableVersion.findUniqueOrThrow({ where: { name: "HouseManagerPlace" } })).version;
    const first = await houseManagerAt("Embu", "Majengo stage");
    const before = await version();
    // A second profile at a pair already held, and an edit that keeps the pair: the pairs are the same.
    const second = await houseManagerAt("Embu", "Majengo stage");
    await prisma.houseManagerProfile.update({ where: { id: second }, data: { skills: "Cooking, Laundry" } });
    expect(await version()).toBe(before);
    // A new pair comes: one more.
    await prisma.houseManagerProfile.update({ where: { id: second }, data: { location: "Kangaru" } });
    expect(await version()).toBe(before + 1n);
    // The last holder of a pair leaves it: one more again.
    await prisma.houseManagerProfile.update({ where: { id: first }, data: { location: "Kangaru" } });
    expect(await version()).toBe(before + 2n);
  });

  it("let many profiles leave one place for new ones at once, every move kept and the version counting them all", async () => {
    // Twelve house managers at one place move at once to places no one holds, half to names before it and half after:
    // each move takes the new pair's row and the old's in name order, and counts the version at its commit (deferred),
    // so no two moves hold what the other waits for. On PostgreSQL they run side by side on the pool's connections.
    const ids = await Promise.all(Array.from({ length: 12 }, () => houseManagerAt("Meru", "Makutano")));
    const version = async () => (await prisma.tableVersion.findUniqueOrThrow({ where: { name: "HouseManagerPlace" } })).version;
    const before = await version();
    await Promise.all(ids.map((id, index) => prisma.houseManagerProfile.update({ where: { id }, data: { location: index % 2 ? `Zone ${index}` : `Area ${index}` } })));
    const pairs = await prisma.houseManagerPlace.findMany({ where: { city: "Meru" }, orderBy: { location: "asc" } });
    expect(pairs.map((pair) => pair.location)).toEqual(ids.map((_, index) => (index % 2 ? `Zone ${index}` : `Area ${index}`)).sort());
    // Twelve pairs came and one went.
    expect(await version()).toBe(before + 13n);
  });
});
