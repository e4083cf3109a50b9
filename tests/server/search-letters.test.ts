// The search lower-cases a query as the database lower-cases the search text (PostgreSQL's lower(), the same on the
// embedded database and on a server), so names with letters outside English are found however they are typed: a
// dotted capital I (Turkish names) and accented letters, in capitals or not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";

let api: TestServer;
let ipek: Person;
let emilie: Person;

async function search(query: string): Promise<number[]> {
  const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.body.house_manager.map((row: { id: number }) => row.id);
}

beforeAll(async () => {
  api = await startTestServer();
  ipek = await createPerson(api, "house_manager", { city: "Mombasa", location: "Nyali", skills: "Cooking", language: "Türkçe, English" }, { first: "İpek", last: "Öztürk" });
  emilie = await createPerson(api, "house_manager", { city: "Nairobi", location: "Karen", skills: "Childcare", language: "Français" }, { first: "Émilie", last: "Kariuki" });
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe("search with letters outside English", () => {
  it("finds a name with a dotted capital I typed in capitals, in lower case or as written", async () => {
    for (const query of ["İPEK", "ipek", "İpek Öztürk", "ÖZTÜRK"]) expect(await search(query), query).toEqual([ipek.profileId]);
  });

  it("finds accented names and languages in capitals or not", async () => {
    for (const query of ["ÉMILIE", "émilie kariuki", "FRANÇAIS"]) expect(await search(query), query).toEqual([emilie.profileId]);
  });
});
