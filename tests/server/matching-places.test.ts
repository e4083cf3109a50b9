// The towns and areas a ranking works out distances for are kept by the database (HouseManagerPlace, JobPlace:
// prisma/migrations/20261125090920_matching_places): a profile or job written anywhere, or moved, is in them at once,
// and the places read are exactly those of the rows that could be ranked, and perhaps some no row holds any longer.
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
    // Moved next door, in a spelling no one else uses: the new pair is read; the old one, held by nobody, may stay.
    await prisma.houseManagerProfile.update({ where: { id: user.houseManager!.id }, data: { location: "kahawa west " } });
    const near = (await nearPlaces(reads, JOB_IN_KASARANI)).map(key);
    expect(near).toContain("Nairobi|kahawa west ");
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
  });
});
