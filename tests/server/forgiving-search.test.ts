// Search that forgives, through REST and GraphQL on the real server: a misspelt name, names in any order,
// and skills, languages and towns combined, ranked by how closely each matches and then by rating; the search text
// follows a renamed user and an edited profile (kept by database triggers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, type Person } from "./profile-helpers.js";

let api: TestServer;
let wanjiku: Person;
let wanjiru: Person;
let cookNairobi: Person;
let cookMombasa: Person;
let cleanerNairobi: Person;

interface Row {
  id: number;
  name: string;
}

async function search(query: string): Promise<number[]> {
  const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.body.house_manager.map((row: Row) => row.id);
}

beforeAll(async () => {
  api = await startTestServer();
  // One after another, so ids follow this order: equally relevant and equally rated profiles are listed oldest first.
  wanjiku = await createPerson(api, "house_manager", { city: "Nairobi", location: "Kasarani", skills: "Cooking, Childcare", language: "English, Swahili, Kikuyu" }, { first: "Wanjiku", last: "Kamau" });
  wanjiru = await createPerson(api, "house_manager", { city: "Nakuru", location: "Lanet", skills: "Laundry", language: "Swahili" }, { first: "Grace", last: "Wanjiru" });
  cookNairobi = await createPerson(api, "house_manager", { city: "Nairobi", location: "Umoja", skills: "Cooking, Baking", language: "Swahili, Kikuyu" }, { first: "Njeri", last: "Mwangi" });
  cookMombasa = await createPerson(api, "house_manager", { city: "Mombasa", location: "Nyali", skills: "Cooking", language: "Swahili, Kikuyu" }, { first: "Mercy", last: "Gitau" });
  cleanerNairobi = await createPerson(api, "house_manager", { city: "Nairobi", location: "Karen", skills: "Cleaning", language: "Kikuyu" }, { first: "Muthoni", last: "Waweru" });
  // Njeri is the best rated of the Nairobi cooks who speak Kikuyu.
  const reviewer = await createPerson(api, "employer");
  expect((await api.rest("POST", `/profiles/reviews_submit/employer/${cookNairobi.profileId}/`, { token: reviewer.accessToken, body: { rating: 5, comment: "Excellent cook" } })).status).toBe(201);
  // PostgreSQL's statistics of the words, from which a search starts with its rarest (server/src/modules/profiles/word-rarity.ts).
  await api.server.database.prisma.$executeRawUnsafe(`ANALYZE "HouseManagerProfile", "EmployerProfile"`);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe("forgiving search", () => {
  it('puts Wanjiku Kamau first for "Wanjku" (one letter missing)', async () => {
    const found = await search("Wanjku");
    expect(found[0]).toBe(wanjiku.profileId);
  });

  it('finds her with the names in any order ("kamau wanjiku") and by a part of a name', async () => {
    expect(await search("kamau wanjiku")).toEqual([wanjiku.profileId]);
    expect(await search("KAMAU Wanjiku")).toEqual([wanjiku.profileId]);
    expect(await search("wanj")).toEqual(expect.arrayContaining([wanjiku.profileId, wanjiru.profileId]));
  });

  it('returns the Nairobi house managers who cook and speak Kikuyu for "Kikuyu cook Nairobi", best rated first', async () => {
    expect(await search("Kikuyu cook Nairobi")).toEqual([cookNairobi.profileId, wanjiku.profileId]);
    expect(await search("nairobi kikuyu")).toEqual([cookNairobi.profileId, wanjiku.profileId, cleanerNairobi.profileId]);
    expect(await search("cooking mombasa")).toEqual([cookMombasa.profileId]);
  });

  it("finds a name by its misspelling as soon as someone of that name joins, though the misspelling was searched before", async () => {
    // The REST search keeps a word's near terms with the dictionary's version (server/src/modules/profiles/near-terms.ts).
    expect(await search("Wakeshu")).toEqual([]);
    expect(await search("Wakeshu")).toEqual([]);
    const wakesho = await createPerson(api, "house_manager", { city: "Malindi", location: "Shela", skills: "Cooking" }, { first: "Wakesho", last: "Mwamburi" });
    expect(await search("Wakeshu")).toEqual([wakesho.profileId]);
    expect(await search("wakeshu malindi")).toEqual([wakesho.profileId]);
  });

  it("finds such a name through GraphQL too, though the misspelling's terms were kept before she joined", async () => {
    // The REST search keeps the misspelling's near terms with the dictionary's version (near-terms.ts), even when
    // nothing matches; GraphQL's search works them out in its statement, so it reads the dictionary as it is now.
    expect(await search("Zawadiu")).toEqual([]);
    const zawadi = await createPerson(api, "house_manager", { city: "Voi", location: "Tanzania Road", skills: "Laundry" }, { first: "Zawadi", last: "Mwakio" });
    const found = async () => {
      const res = await api.gql(`query($q: String!) { search(query: $q, first: 5) { houseManagers { totalCount edges { node { id } } } } }`, { q: "Zawadiu" });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.search.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id));
    };
    expect(await found()).toEqual([zawadi.profileId]);
    expect(await search("Zawadiu")).toEqual([zawadi.profileId]);
  });

  it("forgives a misspelt town or area", async () => {
    expect(await search("Kasrani")).toEqual([wanjiku.profileId]);
  });

  it("forgives one slip of the thumb in a short word: two letters swapped, one changed, one too many", async () => {
    // Each shares under half of its trigrams with the name (0.33 for "Wnajiku"), which a near spelling needs.
    expect((await search("Wnajiku"))[0]).toBe(wanjiku.profileId);
    expect(await search("Kamua Wanjiku")).toEqual([wanjiku.profileId]);
    expect(await search("wanjiku kamua")).toEqual([wanjiku.profileId]);
    expect(await search("Mwnagi")).toEqual([cookNairobi.profileId]);
    expect(await search("Waweri")).toEqual([cleanerNairobi.profileId]);
    expect(await search("Mutthoni")).toEqual([cleanerNairobi.profileId]);
    // A long word too, beside the near spellings it had.
    expect(await search("Kasarnai")).toEqual([wanjiku.profileId]);
    // The GraphQL search forgives alike.
    const gql = await api.gql(`query($q: String!) { search(query: $q, first: 5) { houseManagers { edges { node { id } } } } }`, { q: "Gitua Monbasa" });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.search.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual([cookMombasa.profileId]);
  });

  it("takes a word some profile holds as it is typed, not as a slip of another", async () => {
    // "cook" is held (Cooking), so it does not also find her "book"; "nook", held by nobody, does.
    const bookkeeper = await createPerson(api, "house_manager", { city: "Thika", location: "Makongeni", skills: "Book keeping" }, { first: "Zawadi", last: "Baraka" });
    expect(await search("thika")).toEqual([bookkeeper.profileId]);
    expect(await search("cook thika")).toEqual([]);
    expect(await search("book thika")).toEqual([bookkeeper.profileId]);
    expect(await search("nook thika")).toEqual([bookkeeper.profileId]);
  });

  it("follows a renamed user and an edited profile", async () => {
    const person = await createPerson(api, "house_manager", { city: "Kisumu" }, { first: "Akinyi", last: "Odhiambo" });
    expect(await search("akinyi")).toEqual([person.profileId]);
    const renamed = await api.rest("PATCH", "/profiles/profile/", { token: person.accessToken, body: { first_name: "Adhiambo", location: "Milimani" } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await search("adhiambo milimani")).toEqual([person.profileId]);
    expect(await search("akinyi")).toEqual([]);
  });

  it("finds a renamed user by a misspelling of the new name and no longer by one of the old", async () => {
    const person = await createPerson(api, "house_manager", { city: "Kisumu" }, { first: "Nekesa", last: "Barasa" });
    expect(await search("Nekessa")).toEqual([person.profileId]);
    const renamed = await api.rest("PATCH", "/profiles/profile/", { token: person.accessToken, body: { first_name: "Naliaka" } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await search("Naliak")).toEqual([person.profileId]);
    expect(await search("Nekessa")).toEqual([]);
  });

  it("registers several people in the same town at the same time, all of them found", async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createPerson(api, "house_manager", { city: "Ruiru", location: "Membley" }, index % 2 ? { first: "Chebet", last: "Jeptoo" } : { first: "Jeptoo", last: "Chebet" }),
      ),
    );
    const ids = people.map((person) => person.profileId).sort((a, b) => a - b);
    expect((await search("Chebett ruiru")).sort((a, b) => a - b)).toEqual(ids);
  });

  it("moves people between two towns at the same time, each way, all of them found in their new town", async () => {
    const people = await Promise.all(
      ["Kakamega", "Bungoma", "Kakamega", "Bungoma", "Kakamega", "Bungoma", "Kakamega", "Bungoma"].map((city, index) =>
        createPerson(api, "house_manager", { city }, { first: `Mover${String.fromCharCode(97 + index)}`, last: "Wafula" }),
      ),
    );
    const moved = await Promise.all(
      people.map((person, index) => api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, { input: { city: index % 2 ? "Kakamega" : "Bungoma" } }, person.accessToken)),
    );
    for (const res of moved) expect(res.body.errors).toBeUndefined();
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(await search("wafula kakamega"))).toEqual(sorted(people.filter((_, index) => index % 2).map((person) => person.profileId)));
    expect(sorted(await search("wafula bungoma"))).toEqual(sorted(people.filter((_, index) => !(index % 2)).map((person) => person.profileId)));
  });

  it("answers the top bar's query (client/src/features/search/search.graphql) in one statement a side and the version, names and badges included", async () => {
    const employer = await createPerson(api, "employer", { city: "Nairobi", location: "Kileleshwa" }, { first: "Brian", last: "Searchbar" });
    const query = `query($query: String!, $first: Int!) { search(query: $query, first: $first) {
      houseManagers { totalCount edges { node { id name image imageThumb location availability verified verifications { kind verifiedAt expiresAt } } } }
      employers { totalCount edges { node { id name image imageThumb location isSchool } } } } }`;
    const res = await api.gql(query, { query: "Kikuyu cook Nairobi", first: 20 });
    expect(res.body.errors).toBeUndefined();
    const { houseManagers } = res.body.data.search;
    expect(houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual([cookNairobi.profileId, wanjiku.profileId]);
    expect(houseManagers.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(["Njeri Mwangi", "Wanjiku Kamau"]);
    expect(houseManagers.edges[0].node).toMatchObject({ location: "Umoja", verified: false, verifications: [] });
    // The version of what searches answer from, read once for both sides (profiles/search-cache.ts), then one a side.
    expect(Number(res.headers.get("x-sql-statements"))).toBe(3);
    // Asked again with nothing written since, signed in (a visitor's answer may be kept whole: lib/response-cache.ts):
    // the caller's account and the version, both pages kept.
    const again = await api.gql(query, { query: "Kikuyu cook Nairobi", first: 20 }, employer.accessToken);
    expect(again.body.data.search).toEqual(res.body.data.search);
    expect(Number(again.headers.get("x-sql-statements"))).toBe(1 + 1);
    const both = await api.gql(query, { query: "searchbar", first: 20 });
    expect(both.body.data.search.employers.edges).toHaveLength(1);
    expect(both.body.data.search.employers.edges[0].node).toMatchObject({ id: String(employer.profileId), name: "Brian Searchbar", location: "Kileleshwa", isSchool: false });
    expect(Number(both.headers.get("x-sql-statements"))).toBe(3);
    // A field outside a card (bio) reads whole profiles, still with their owners' names from the same statement.
    const whole = await api.gql(`query($q: String!) { search(query: $q, first: 5) { houseManagers { edges { node { id name bio } } } } }`, { q: "Wanjku" });
    expect(whole.body.errors).toBeUndefined();
    expect(whole.body.data.search.houseManagers.edges[0].node).toMatchObject({ id: String(wanjiku.profileId), name: "Wanjiku Kamau" });
    expect(Number(whole.headers.get("x-sql-statements"))).toBe(2);
  });

  it("finds the same house managers in the same order whichever word comes first, in as many statements", async () => {
    const answers = [];
    for (const query of ["Kikuyu cooking Nairobi", "Nairobi cooking Kikuyu", "cooking Nairobi Kikuyu", "Nairobi Kikuyu cooking"]) {
      const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      answers.push({ body: res.body, statements: res.headers.get("x-sql-statements") });
    }
    expect(answers[0]!.body.house_manager.map((row: Row) => row.id)).toEqual([cookNairobi.profileId, wanjiku.profileId]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("keeps GraphQL search's shape, with the same order", async () => {
    const res = await api.gql(`query($q: String!) { search(query: $q, first: 5) { houseManagers { totalCount edges { node { id name } } } employers { totalCount } } }`, { q: "Wanjku" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.search.houseManagers.edges[0].node).toEqual({ id: String(wanjiku.profileId), name: "Wanjiku Kamau" });
  });
});

describe("Find House Girl's richer filters", () => {
  async function find(params: string): Promise<number[]> {
    const res = await api.rest("GET", `/profiles/find_house_manager/?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((row: Row) => row.id);
  }

  it("filters by skills, languages, availability and maximum salary together, in REST and GraphQL", async () => {
    const [a, b] = await Promise.all([
      createPerson(api, "house_manager", { city: "Nairobi", location: "Roysambu", skills: "Cooking, Childcare, Laundry", language: "Kikuyu, Swahili", availability: "Live-in", salary: 18000 }, { first: "Filter", last: "Match" }),
      createPerson(api, "house_manager", { city: "Nairobi", location: "Roysambu", skills: "Cooking, Childcare", language: "Kikuyu", availability: "Live-in", salary: 25000 }, { first: "Filter", last: "Dear" }),
    ]);
    const found = await find("skills=Cooking,Childcare&languages=Kikuyu&availability=live-in&max_salary=20000");
    expect(found).toContain(a.profileId);
    expect(found).not.toContain(b.profileId);
    expect(found).not.toContain(cookNairobi.profileId);
    const gql = await api.gql(`{ houseManagers(first: 50, filter: { skills: ["childcare", "Cooking"], languages: ["Kikuyu"], availability: "Live-in", maxSalary: 20000 }) { edges { node { id } } } }`);
    expect(gql.body.data.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual(found);
  });

  it("matches a skill or language as a part of the typed text in any case, alone or beside other filters", async () => {
    const typed = await createPerson(api, "house_manager", { city: "Nairobi", location: "Roysambu", skills: "COOKING;Child care", language: "Kikuyu" }, { first: "Typed", last: "Skills" });
    for (const near of ["", "&near=Kasarani", "&languages=kikuyu"]) {
      expect(await find(`skills=cook,CHILD${near}`)).toContain(typed.profileId);
      expect(await find(`skills=${encodeURIComponent("cooking;child")}${near}`)).toContain(typed.profileId);
      expect(await find(`skills=Cooking,Laundry${near}`)).not.toContain(typed.profileId);
    }
    expect(await find("languages=IKUY&near=Kasarani")).toContain(typed.profileId);
  });

  it('keeps those living near a place ("near=Kasarani&radius_km=10"), by area, and refuses a place it does not know', async () => {
    const near = await find("near=Kasarani&radius_km=10");
    expect(near).toContain(wanjiku.profileId); // Kasarani itself
    expect(near).toContain(cookNairobi.profileId); // Umoja, about 7 km away
    expect(near).not.toContain(cleanerNairobi.profileId); // Karen, about 24 km away
    expect(near).not.toContain(cookMombasa.profileId);
    expect(await find("near=Kasarani&radius_km=3")).not.toContain(cookNairobi.profileId);
    const unknown = await api.rest("GET", "/profiles/find_house_manager/?near=Atlantis");
    expect(unknown.status).toBe(400);
    expect(unknown.body.near[0]).toMatch(/We do not know where "Atlantis" is/);
    // A radius with no place to measure from is said, not dropped (the list would not be the one asked for).
    const alone = await api.rest("GET", "/profiles/find_house_manager/?location=Nairobi&radius_km=10");
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ radius_km: ["A radius needs near: the town or area to measure it from, such as Kasarani."] });
    const gql = await api.gql(`{ houseManagers(first: 5, filter: { radiusKm: 10 }) { totalCount } }`);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fieldErrors: { radius_km: ["A radius needs near: the town or area to measure it from, such as Kasarani."] } });
  });

  it("places a town and area as a job's matches do: a county with its town, a blank town, an area typed as the town, a town typed as the area", async () => {
    // Asked before anyone lives there: the places the list knows are read again once someone does (near.ts).
    expect(await find("near=Syokimau&radius_km=5")).toEqual([]);
    const [syokimau, blankTown, areaAsTown, thika, muranga] = await Promise.all([
      // Machakos town is about 50 km from Syokimau, which is where she is (shared/kenya/places.ts, locate).
      createPerson(api, "house_manager", { city: "Machakos", location: "Syokimau", skills: "Cooking" }, { first: "Near", last: "Syokimau" }),
      createPerson(api, "house_manager", { city: "", location: "Kasarani", skills: "Cooking" }, { first: "Near", last: "Blank" }),
      createPerson(api, "house_manager", { city: "Kasarani", location: "", skills: "Cooking" }, { first: "Near", last: "Astown" }),
      // Written in Nairobi, but living in Thika, about 40 km from Kasarani.
      createPerson(api, "house_manager", { city: "Nairobi", location: "Thika", skills: "Cooking" }, { first: "Near", last: "Thika" }),
      createPerson(api, "house_manager", { city: "Muranga", location: "", skills: "Cooking" }, { first: "Near", last: "Muranga" }),
    ]);
    const nearKasarani = await find("near=Kasarani&radius_km=10");
    expect(nearKasarani).toEqual(expect.arrayContaining([blankTown.profileId, areaAsTown.profileId]));
    expect(nearKasarani).not.toContain(syokimau.profileId);
    expect(nearKasarani).not.toContain(thika.profileId);
    const nearSyokimau = await find("near=Syokimau&radius_km=5");
    expect(nearSyokimau).toContain(syokimau.profileId);
    expect(await find("near=Machakos&radius_km=10")).not.toContain(syokimau.profileId);
    const nearThika = await find("near=Thika&radius_km=5");
    expect(nearThika).toContain(thika.profileId);
    expect(await find("near=Murang'a&radius_km=5")).toContain(muranga.profileId);
    // GraphQL's filter is the same list.
    const gql = await api.gql(`{ houseManagers(first: 50, filter: { near: "Kasarani", radiusKm: 10 }) { edges { node { id } } } }`);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual(nearKasarani);
    // She moves to a place no one else lives in, and then back: the list follows at once, both ways.
    const moved = await api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, { input: { city: "Nanyuki", location: "" } }, blankTown.accessToken);
    expect(moved.body.errors).toBeUndefined();
    expect(await find("near=Kasarani&radius_km=10")).not.toContain(blankTown.profileId);
    expect(await find("near=Nanyuki&radius_km=5")).toEqual([blankTown.profileId]);
    await api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, { input: { city: "", location: "Kasarani" } }, blankTown.accessToken);
    expect(await find("near=Kasarani&radius_km=10")).toContain(blankTown.profileId);
    expect(await find("near=Nanyuki&radius_km=5")).toEqual([]);
  });
});
