// The public REST reads answered by the lean path (server/src/rest/lean.ts) answer exactly as the express app does:
// same status, headers in the same order and body. The app's routes match a path without its trailing slash (or with
// one more), which the lean path leaves to the app, so each read is asked both ways and the answers compared.
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, unique, type TestServer } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";
import { addDays, nairobiToday } from "../../shared/dates.js";

/** A start date a month ahead: a job post's start may not be in the past (shared/jobs/rules.ts). */
const JOB_START = addDays(nairobiToday(), 30);

interface Raw {
  status: number;
  /** Every header but Date, in the order sent. */
  headers: Array<[string, string]>;
  body: Buffer;
}

function get(api: TestServer, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers: pairs.filter(([name]) => name !== "Date"), body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The lean path's way to a read and the app's (the same route, matched without or with its trailing slash). */
function bothWays(path: string): [string, string] {
  const [pathname, search] = path.split("?") as [string, string | undefined];
  const other = pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`;
  return [path, search === undefined ? other : `${other}?${search}`];
}

let api: TestServer;
let town: string;
let employer: Person;
let houseManager: Person;
let jobId: number;
beforeAll(async () => {
  // The response cache (on by default with the embedded database) would answer visitors' reads through the app.
  api = await startTestServer({ RESPONSE_CACHE: "false" });
  town = unique("Kasarani");
  const people: Person[] = [];
  for (let i = 0; i < 8; i++) {
    people.push(await createPerson(api, "house_manager", { location: town, city: "Nairobi", experience: i, skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 15000 + i * 1000 }, { first: `Wanjiku${i}`, last: "Kamau" }));
  }
  houseManager = people[0]!;
  employer = await createPerson(api, "employer", { city: "Nairobi" });
  const job = await api.rest("POST", "/profiles/jobs/", {
    token: employer.accessToken,
    body: { title: "Live-in house manager", city: "Nairobi", location: town, availability: "Live-in", skills: ["Cooking"], languages: ["Kikuyu"], children: 1, pay: 20000, payment_day: "Monthly", days_per_month: 26, start_date: JOB_START },
  });
  expect(job.status).toBe(201);
  jobId = (job.body as { id: number }).id;
  // A job's matches run the look its last request began with in their first statement (matching/service.ts,
  // lastLooks): asked once here, both ways below run the same statements and count them alike.
  expect((await api.rest("GET", `/profiles/jobs/${jobId}/matches/`, { token: employer.accessToken })).status).toBe(200);
  // A search keeps its page while nothing it shows is written (profiles/search-cache.ts): asked once here, both ways
  // below read the kept page and count its statements alike.
  expect((await api.rest("GET", "/profiles/search?query=Wanjku")).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe("public REST reads: the lean path answers as the express app", () => {
  const reads = () => [
    `/profiles/find_house_manager/?skills=Cooking,Childcare&languages=Kikuyu&availability=Live-in&max_salary=20000&location=${town}`,
    "/profiles/find_house_manager/",
    `/profiles/search?query=Wanjku`,
    "/profiles/search",
    "/profiles/housemanagers/",
    "/profiles/jobs/?city=Nairobi",
    `/profiles/house-manager/${houseManager.profileId}/`,
    `/profiles/employer/${employer.profileId}/`,
    `/profiles/reviews/${houseManager.profileId}/`,
    `/profiles/reviews-aside/${employer.profileId}/?role=employer`,
    `/profiles/custom_user_id/${houseManager.profileId}/`,
    `/profiles/album_list/${houseManager.profileId}/`,
    // A signed-in caller's matching reads: the owner's matches, a house manager's recommended jobs; the others are refused.
    `/profiles/jobs/${jobId}/matches/`,
    "/profiles/recommended_jobs/",
    "/profiles/jobs/999999/matches/",
    // Errors: the app's error handler answers both.
    "/profiles/find_house_manager/?rating=9&experience=x",
    "/profiles/find_house_manager/?near=Nowhere",
    "/profiles/jobs/?city=a&city=b",
    "/profiles/jobs/?page=abc",
    "/profiles/house-manager/999999/",
    `/profiles/reviews/${houseManager.profileId}/?role=school`,
    // Text PostgreSQL cannot store: refused before the route.
    "/profiles/search?query=%00",
  ];

  it("answers visitors and signed-in callers alike, errors included", async () => {
    const callers: Array<Record<string, string>> = [{}, { authorization: `Bearer ${employer.accessToken}` }, { authorization: `Bearer ${houseManager.accessToken}` }, { authorization: "Bearer not-a-token" }];
    for (const headers of callers) {
      for (const path of reads()) {
        const [lean, app] = bothWays(path);
        const [viaLean, viaApp] = [await get(api, lean, headers), await get(api, app, headers)];
        expect(viaLean.status, path).toBe(viaApp.status);
        expect(viaLean.headers, path).toEqual(viaApp.headers);
        expect(viaLean.body.toString("utf8"), path).toBe(viaApp.body.toString("utf8"));
      }
    }
    const found = JSON.parse((await get(api, reads()[0]!)).body.toString("utf8")) as Array<{ location: string }>;
    expect(found.length).toBe(6);
    expect(found.every((item) => item.location === town)).toBe(true);
  });

  it("compresses as the compression middleware, with the answer's length where the middleware streams it", async () => {
    const [lean, app] = bothWays("/profiles/housemanagers/");
    const [viaLean, viaApp] = [await get(api, lean, { "accept-encoding": "gzip" }), await get(api, app, { "accept-encoding": "gzip" })];
    expect(viaLean.status).toBe(200);
    expect(viaLean.headers.find(([name]) => name === "Content-Encoding")?.[1]).toBe("gzip");
    // The one difference: a complete answer's length (lean) instead of chunks (compression's stream).
    expect(viaLean.headers.find(([name]) => name === "Content-Length")?.[1]).toBe(String(viaLean.body.length));
    expect(viaApp.headers.find(([name]) => name === "Transfer-Encoding")?.[1]).toBe("chunked");
    const withoutFraming = (headers: Array<[string, string]>) => headers.filter(([name]) => name !== "Content-Length" && name !== "Transfer-Encoding");
    expect(withoutFraming(viaLean.headers)).toEqual(withoutFraming(viaApp.headers));
    expect(gunzipSync(viaLean.body).toString("utf8")).toBe(gunzipSync(viaApp.body).toString("utf8"));
  });

  it("leaves conditional requests and HEAD to the app, which answers them as before", async () => {
    const [lean] = bothWays("/profiles/housemanagers/");
    const first = await get(api, lean);
    const etag = first.headers.find(([name]) => name === "ETag")?.[1];
    expect(etag).toMatch(/^W\//);
    expect((await get(api, lean, { "if-none-match": etag! })).status).toBe(304);
    const head = await get(api, lean, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.find(([name]) => name === "ETag")?.[1]).toBe(etag);
  });
});
