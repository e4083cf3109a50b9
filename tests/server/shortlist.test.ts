// The shortlist through the real HTTP server: an employer or school saves house managers, lists them as list rows
// (the latest saved first) and removes them, by REST (/profiles/shortlist/) and GraphQL (shortlist, addToShortlist,
// removeFromShortlist); visitors are asked to log in, house managers and operators are refused, and each employer sees
// only its own list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";
import { createOperatorUser } from "./trust-helpers.js";

let api: TestServer;
let employer: Person;
let school: Person;
let otherEmployer: Person;
let wanjiku: Person;
let achieng: Person;
let operator: TestUser;

const SHORTLIST = `query { shortlist { id name city verified } }`;
const ADD = `mutation($id: ID!) { addToShortlist(houseManagerId: $id) { id name } }`;
const REMOVE = `mutation($id: ID!) { removeFromShortlist(houseManagerId: $id) { success message } }`;

const savedIds = async (by: Person) => {
  const res = await api.rest("GET", "/profiles/shortlist/", { token: by.accessToken });
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: number }>).map((row) => row.id);
};

beforeAll(async () => {
  api = await startTestServer();
  [employer, school, otherEmployer, wanjiku, achieng, operator] = await Promise.all([
    createPerson(api, "employer", { city: "Nairobi" }, { first: "Grace", last: "Wanjiru" }),
    createPerson(api, "school", { city: "Nairobi" }, { first: "Hillcrest", last: "School" }),
    createPerson(api, "employer", {}, { first: "Peter", last: "Otieno" }),
    createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", experience: 7, availability: "Live-in" }, { first: "Wanjiku", last: "Kamau" }),
    createPerson(api, "house_manager", { city: "Kisumu", location: "Milimani" }, { first: "Achieng", last: "Otieno" }),
    createOperatorUser(api),
  ]);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe("REST /profiles/shortlist/", () => {
  it("saves house managers (201, her list row) and lists them as list rows, the latest saved first", async () => {
    const saved = await api.rest("POST", `/profiles/shortlist/${wanjiku.profileId}/`, { token: employer.accessToken });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ id: wanjiku.profileId, name: "Wanjiku Kamau", first_name: "Wanjiku", location: "Kasarani", experience: 7, availability: "Live-in" });
    expect((await api.rest("POST", `/profiles/shortlist/${achieng.profileId}/`, { token: employer.accessToken })).status).toBe(201);

    const list = await api.rest("GET", "/profiles/shortlist/", { token: employer.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
      [achieng.profileId, "Achieng Otieno"],
      [wanjiku.profileId, "Wanjiku Kamau"],
    ]);
    // The same shape as every house manager list row (Find House Girl).
    expect(Object.keys(list.body[0]).sort()).toEqual(Object.keys((await api.rest("GET", "/profiles/housemanagers/")).body[0]).sort());
  });

  it("saving the same house manager twice keeps one entry", async () => {
    expect((await api.rest("POST", `/profiles/shortlist/${wanjiku.profileId}/`, { token: school.accessToken })).status).toBe(201);
    expect((await api.rest("POST", `/profiles/shortlist/${wanjiku.profileId}/`, { token: school.accessToken })).status).toBe(201);
    expect(await savedIds(school)).toEqual([wanjiku.profileId]);
  });

  it("removes a saved house manager (204) and answers 404 for one who is not saved", async () => {
    const removed = await api.rest("DELETE", `/profiles/shortlist/${achieng.profileId}/`, { token: employer.accessToken });
    expect(removed.status).toBe(204);
    expect(await savedIds(employer)).toEqual([wanjiku.profileId]);
    const again = await api.rest("DELETE", `/profiles/shortlist/${achieng.profileId}/`, { token: employer.accessToken });
    expect(again.status).toBe(404);
  });

  it("answers 404 for an unknown house manager and for an employer's profile id", async () => {
    expect((await api.rest("POST", "/profiles/shortlist/99999999/", { token: employer.accessToken })).status).toBe(404);
    expect((await api.rest("POST", "/profiles/shortlist/abc/", { token: employer.accessToken })).status).toBe(404);
  });

  it("keeps each employer's list its own", async () => {
    expect(await savedIds(otherEmployer)).toEqual([]);
    // Another employer cannot remove an entry from someone else's list.
    expect((await api.rest("DELETE", `/profiles/shortlist/${wanjiku.profileId}/`, { token: otherEmployer.accessToken })).status).toBe(404);
    expect(await savedIds(employer)).toEqual([wanjiku.profileId]);
  });

  it("asks visitors to log in and refuses house managers and operators", async () => {
    for (const [method, path] of [["GET", "/profiles/shortlist/"], ["POST", `/profiles/shortlist/${achieng.profileId}/`], ["DELETE", `/profiles/shortlist/${wanjiku.profileId}/`]] as const) {
      expect((await api.rest(method, path)).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await api.rest(method, path, { token: wanjiku.accessToken })).status, `${method} ${path} as a house manager`).toBe(403);
      expect((await api.rest(method, path, { token: operator.accessToken })).status, `${method} ${path} as an operator`).toBe(403);
    }
    expect(await savedIds(employer)).toEqual([wanjiku.profileId]);
  });
});

describe("GraphQL shortlist", () => {
  it("adds, lists and removes with the same rules as REST", async () => {
    const added = await api.gql(ADD, { id: String(achieng.profileId) }, otherEmployer.accessToken);
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addToShortlist).toEqual({ id: String(achieng.profileId), name: "Achieng Otieno" });

    const listed = await api.gql(SHORTLIST, {}, otherEmployer.accessToken);
    expect(listed.body.data.shortlist).toEqual([{ id: String(achieng.profileId), name: "Achieng Otieno", city: "Kisumu", verified: false }]);
    // REST reads the same list.
    expect(await savedIds(otherEmployer)).toEqual([achieng.profileId]);

    const removed = await api.gql(REMOVE, { id: String(achieng.profileId) }, otherEmployer.accessToken);
    expect(removed.body.data.removeFromShortlist).toEqual({ success: true, message: "Removed from your shortlist." });
    expect((await api.gql(SHORTLIST, {}, otherEmployer.accessToken)).body.data.shortlist).toEqual([]);
    const twice = await api.gql(REMOVE, { id: String(achieng.profileId) }, otherEmployer.accessToken);
    expect(twice.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("refuses visitors, house managers and operators", async () => {
    const visitor = await api.gql(SHORTLIST, {});
    expect(visitor.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const houseManager = await api.gql(ADD, { id: String(achieng.profileId) }, wanjiku.accessToken);
    expect(houseManager.body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect(houseManager.body.errors[0].message).toBe("Only employers and schools keep a shortlist.");
    const op = await api.gql(SHORTLIST, {}, operator.accessToken);
    expect(op.body.errors[0].extensions.code).toBe("FORBIDDEN");
  });
});
