// Profiles through the real HTTP server: lists, filters, search, details, own profile, custom_user_id, edits and photos.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, unique, type TestServer } from "./harness.js";
import { ROOT } from "../support/processes.js";
import { createPerson, errorCode, makeImage, submitReview, uploadGql, type Person } from "./profile-helpers.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

const LIST_KEYS = ["availability", "experience", "first_name", "id", "image", "last_name", "location", "name", "rating", "user_id", "verifications", "verified"];
const DETAIL_KEYS = [
  "address", "age", "availability", "bio", "certificate", "city", "description", "education", "experience", "first_name", "gender", "hobbies",
  "id", "image", "language", "last_name", "location", "marital_status", "rating", "salary", "skills", "tribe", "verifications", "verified",
];
const EMPLOYER_KEYS = [
  "address", "bio", "city", "contract_duration", "description", "first_name", "hobbies", "house_type", "id", "image", "last_name", "location",
  "number_children", "number_people", "number_rooms", "rating", "tribe", "user_id",
];

/** Gives a house manager reviews with these ratings, each from a new employer. */
async function rate(houseManager: Person, ratings: number[]): Promise<void> {
  for (const rating of ratings) {
    const employer = await createPerson(api, "employer");
    const res = await submitReview(api, employer, houseManager.profileId, rating, "Reliable and kind");
    expect(res.status).toBe(201);
  }
}

type ListItem = { id: number; rating: number; experience: number; location: string };

function expectPublicOrder(items: ListItem[]): void {
  for (let index = 1; index < items.length; index += 1) {
    const [before, after] = [items[index - 1]!, items[index]!];
    const ordered = before.rating > after.rating || (before.rating === after.rating && (before.experience > after.experience || (before.experience === after.experience && before.id < after.id)));
    expect(ordered, `${JSON.stringify(before)} before ${JSON.stringify(after)}`).toBe(true);
  }
}

describe("house manager list", () => {
  it("returns the list fields of docs/product.md, best rated then most experienced first", async () => {
    const town = unique("Town");
    const top = await createPerson(api, "house_manager", { location: town, experience: 3, availability: "Full-time" }, { first: "Achieng", last: "Otieno" });
    const senior = await createPerson(api, "house_manager", { location: town, experience: 9 });
    const junior = await createPerson(api, "house_manager", { location: town, experience: 1 });
    await rate(top, [5, 4]);
    const res = await api.rest<ListItem[]>("GET", "/profiles/housemanagers/");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(LIST_KEYS);
    expectPublicOrder(res.body);
    const mine = res.body.filter((item) => item.location === town).map((item) => item.id);
    expect(mine).toEqual([top.profileId, senior.profileId, junior.profileId]);
    expect(res.body.find((item) => item.id === top.profileId)).toEqual({
      id: top.profileId,
      user_id: top.id,
      first_name: "Achieng",
      last_name: "Otieno",
      image: null,
      location: town,
      rating: 4.5,
      experience: 3,
      availability: "Full-time",
      name: "Achieng Otieno",
      verified: false,
      verifications: [],
    });
  });
});

describe("find_house_manager", () => {
  let town: string;
  let people: Person[];
  beforeAll(async () => {
    town = unique("Ruaka");
    people = [
      await createPerson(api, "house_manager", { location: town, city: "Kiambu", experience: 2 }),
      await createPerson(api, "house_manager", { location: "Ngong Road", city: `${town} City`, experience: 7 }),
      await createPerson(api, "house_manager", { location: `Upper ${town.toUpperCase()}`, city: "Nairobi", experience: 12 }),
      await createPerson(api, "house_manager", { location: "Mombasa", city: "Mombasa", experience: 20 }),
    ];
    await rate(people[0]!, [5, 5]);
    await rate(people[1]!, [4, 3]);
    await rate(people[2]!, [3]);
  });

  async function find(params: Record<string, string>) {
    // Lists on success; DRF-style field errors on a 400.
    return api.rest<ListItem[] & Record<string, any>>("GET", `/profiles/find_house_manager/?${new URLSearchParams(params)}`);
  }

  it("matches the location against location or city, ignoring case", async () => {
    const res = await find({ location: town.toLowerCase(), rating: "", experience: "" });
    expect(res.status).toBe(200);
    expect(res.body.map((item) => item.id).sort()).toEqual(people.slice(0, 3).map((person) => person.profileId).sort());
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(LIST_KEYS);
    expectPublicOrder(res.body);
  });

  it("treats rating and experience as minimums, and every result satisfies every filter", async () => {
    for (const [rating, experience] of [["3", "0"], ["4", "0"], ["5", "0"], ["3", "7"], ["0", "12"]] as const) {
      const res = await find({ location: town, rating, experience });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const item of res.body) {
        expect(item.rating).toBeGreaterThanOrEqual(Number(rating));
        expect(item.experience).toBeGreaterThanOrEqual(Number(experience));
      }
    }
    expect((await find({ location: town, rating: "5" })).body.map((item) => item.id)).toEqual([people[0]!.profileId]);
    expect((await find({ location: town, rating: "3", experience: "7" })).body.map((item) => item.id).sort()).toEqual([people[1]!.profileId, people[2]!.profileId].sort());
  });

  it("filters without location, and with no query at all returns everyone", async () => {
    const res = await find({ experience: "20" });
    expect(res.body.map((item) => item.id)).toContain(people[3]!.profileId);
    for (const item of res.body) expect(item.experience).toBeGreaterThanOrEqual(20);
    const all = await api.rest<ListItem[]>("GET", "/profiles/find_house_manager/");
    expect(all.body.length).toBeGreaterThanOrEqual(people.length);
  });

  it("takes % and _ in a location literally", async () => {
    const block = await createPerson(api, "house_manager", { location: `Block_7 ${town}` });
    expect((await find({ location: `block_7 ${town}` })).body.map((item) => item.id)).toEqual([block.profileId]);
    expect((await find({ location: `blockx7 ${town}` })).body).toEqual([]);
  });

  it("answers an impossible filter with an empty list", async () => {
    const impossible: Array<Record<string, string>> = [{ location: "Nowhere-at-all" }, { location: town, rating: "5", experience: "60" }, { experience: "99" }, { location: "%" }, { location: "q_q" }];
    for (const params of impossible) {
      const res = await find(params);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it("refuses a non-numeric rating or experience with a clear 400", async () => {
    const res = await find({ rating: "four", experience: "lots" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ rating: ["A valid number is required."], experience: ["A valid number is required."] });
    const range = await find({ rating: "6" });
    expect(range.status).toBe(400);
    expect(range.body.rating).toEqual(["Ensure this value is between 0 and 5."]);
  });

  it("pages the same filter through GraphQL with a total count and opaque cursors", async () => {
    const QUERY = `query($filter: HouseManagerFilter, $first: Int, $after: String) {
      houseManagers(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id rating experience } } } }`;
    const filter = { location: town, minRating: 3 };
    const first = await api.gql(QUERY, { filter, first: 2 });
    expect(first.body.data.houseManagers.totalCount).toBe(3);
    expect(first.body.data.houseManagers.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await api.gql(QUERY, { filter, first: 2, after: first.body.data.houseManagers.pageInfo.endCursor });
    expect(second.body.data.houseManagers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const ids = [...first.body.data.houseManagers.edges, ...second.body.data.houseManagers.edges].map((edge: { node: { id: string } }) => Number(edge.node.id));
    const rest = await find({ location: town, rating: "3" });
    expect(ids).toEqual(rest.body.map((item) => item.id));
    const bad = await api.gql(QUERY, { first: 2, after: "not-a-cursor" });
    expect(errorCode(bad.body)).toBe("BAD_USER_INPUT");
    const tooMany = await api.gql(QUERY, { first: 1000 });
    expect(errorCode(tooMany.body)).toBe("BAD_USER_INPUT");
  });
});

describe("search", () => {
  let tag: string;
  let people: Person[];
  beforeAll(async () => {
    tag = unique("Zx").replace(/\d/g, "q");
    people = [
      await createPerson(api, "house_manager", { location: "Kasarani", experience: 4 }, { first: `Wanjiru${tag}`, last: "Kamau" }),
      await createPerson(api, "house_manager", { location: `${tag}ville`, experience: 8 }, { first: "Halima", last: "Hassan" }),
      await createPerson(api, "house_manager", { location: "Thika", city: `${tag} Town`, experience: 1 }, { first: "Neema", last: "Mwende" }),
      await createPerson(api, "employer", { location: "Lavington" }, { first: "Grace", last: `Njoroge${tag}` }),
      await createPerson(api, "school", { location: `${tag} Heights` }, { first: "Sunrise", last: "Academy" }),
    ];
    await rate(people[2]!, [5]);
  });

  it("matches first name, last name, location and city of both sides, ignoring case, best rated first", async () => {
    const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(tag.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["employer", "house_manager"]);
    expect(res.body.house_manager.map((item: ListItem) => item.id)).toEqual([people[2]!.profileId, people[1]!.profileId, people[0]!.profileId]);
    for (const item of res.body.house_manager) expect(Object.keys(item).sort()).toEqual(LIST_KEYS);
    expect(res.body.employer.map((item: { id: number }) => item.id).sort()).toEqual([people[3]!.profileId, people[4]!.profileId].sort());
    for (const item of res.body.employer) expect(Object.keys(item).sort()).toEqual(EMPLOYER_KEYS);
  });

  it("matches a full name across the space", async () => {
    const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(`${tag} kamau`)}`);
    expect(res.body.house_manager.map((item: ListItem) => item.id)).toEqual([people[0]!.profileId]);
    expect(res.body.employer).toEqual([]);
  });

  it("finds nothing for a blank query or one that matches nobody", async () => {
    for (const query of ["", "   ", "qqq-no-such-person-qqq"]) {
      const res = await api.rest("GET", `/profiles/search?query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ house_manager: [], employer: [] });
    }
    expect((await api.rest("GET", "/profiles/search")).body).toEqual({ house_manager: [], employer: [] });
  });

  it("searches through GraphQL with counts", async () => {
    const QUERY = `query($q: String!) { search(query: $q, first: 2) {
      houseManagers { totalCount pageInfo { hasNextPage } edges { node { id name location availability } } }
      employers { totalCount edges { node { id name isSchool } } } } }`;
    const res = await api.gql(QUERY, { q: tag.toLowerCase() });
    expect(res.body.data.search.houseManagers.totalCount).toBe(3);
    expect(res.body.data.search.houseManagers.pageInfo.hasNextPage).toBe(true);
    expect(res.body.data.search.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual([people[2]!.profileId, people[1]!.profileId]);
    expect(res.body.data.search.employers.totalCount).toBe(2);
    expect(res.body.data.search.employers.edges.map((edge: { node: { isSchool: boolean } }) => edge.node.isSchool).sort()).toEqual([false, true]);
    const blank = await api.gql(QUERY, { q: " " });
    expect(blank.body.data.search.houseManagers).toMatchObject({ totalCount: 0, edges: [] });
  });
});

describe("search paging", () => {
  const PAGE = `query($q: String!, $first: Int, $after: String) { search(query: $q) {
    houseManagers(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } } }
    employers(first: 0) { totalCount edges { node { id } } } } }`;
  let town: string;
  let expected: number[];
  beforeAll(async () => {
    town = unique("Pg").replace(/\d/g, "p");
    const created: Person[] = [];
    for (let batch = 0; batch < 23; batch += 6) {
      const size = Math.min(6, 23 - batch);
      created.push(...(await Promise.all(Array.from({ length: size }, (_, index) => createPerson(api, "house_manager", { location: `${town} Estate`, experience: (batch + index) % 5 })))));
    }
    await createPerson(api, "employer", { location: `${town} Estate` });
    // The public order (rating, then experience, then id), as the house manager list serves it.
    const listed = await api.gql(`query($town: String!) { houseManagers(first: 100, filter: { location: $town }) { edges { node { id } } } }`, { town });
    expected = listed.body.data.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id));
    expect([...expected].sort()).toEqual(created.map((person) => person.profileId).sort());
  });

  it("reaches the 21st match and beyond five at a time with first and after, in the public order", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const res: { body: any } = await api.gql(PAGE, { q: town, first: 5, after });
      expect(res.body.errors).toBeUndefined();
      const { houseManagers, employers }: { houseManagers: any; employers: any } = res.body.data.search;
      expect(houseManagers.totalCount).toBe(23);
      expect(houseManagers.pageInfo.hasPreviousPage).toBe(page > 0);
      expect(employers).toEqual({ totalCount: 1, edges: [] });
      seen.push(...houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id)));
      if (!houseManagers.pageInfo.hasNextPage) break;
      after = houseManagers.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(23);
    expect(seen).toEqual(expected);
  });

  it("uses search's first as each side's page size when the side gives none", async () => {
    const res = await api.gql(`query($q: String!) { search(query: $q, first: 3) { houseManagers { edges { node { id } } pageInfo { hasNextPage } } } }`, { q: town });
    expect(res.body.data.search.houseManagers.edges.map((edge: { node: { id: string } }) => Number(edge.node.id))).toEqual(expected.slice(0, 3));
    expect(res.body.data.search.houseManagers.pageInfo.hasNextPage).toBe(true);
  });

  it("counts the matches on a page past the end and refuses bad cursors and page sizes as input errors", async () => {
    const past = await api.gql(PAGE, { q: town, first: 5, after: Buffer.from("offset:40").toString("base64url") });
    expect(past.body.data.search.houseManagers).toMatchObject({ totalCount: 23, edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const badCursor = await api.gql(PAGE, { q: town, first: 5, after: "not-a-cursor" });
    expect(errorCode(badCursor.body)).toBe("BAD_USER_INPUT");
    const tooMany = await api.gql(PAGE, { q: town, first: 101 });
    expect(errorCode(tooMany.body)).toBe("BAD_USER_INPUT");
  });
});

describe("profile details", () => {
  const HOUSE_MANAGER_DETAILS = {
    location: "Kileleshwa", city: "Nairobi", address: "Othaya Road 12", bio: "I love children.", hobbies: "Cooking", tribe: "Luhya", description: "Six years with families.",
    age: 29, gender: "Female", availability: "Live-in", maritalStatus: "Single", language: "English, Swahili", salary: 18000.5, education: "Secondary",
    experience: 6, skills: "Cooking, childcare", certificate: "First aid",
  };

  it("shows a house manager's detail fields of docs/product.md", async () => {
    const person = await createPerson(api, "house_manager", HOUSE_MANAGER_DETAILS, { first: "Mercy", last: "Achieng" });
    await rate(person, [4, 5, 5]);
    const res = await api.rest("GET", `/profiles/house-manager/${person.profileId}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(DETAIL_KEYS);
    expect(res.body).toEqual({
      id: person.profileId, first_name: "Mercy", last_name: "Achieng", image: null, location: "Kileleshwa", rating: 4.67, bio: "I love children.", age: 29,
      gender: "Female", hobbies: "Cooking", description: "Six years with families.", availability: "Live-in", marital_status: "Single", tribe: "Luhya",
      language: "English, Swahili", salary: 18000.5, city: "Nairobi", address: null, education: "Secondary", experience: 6, skills: "Cooking, childcare",
      certificate: "First aid", verified: false, verifications: [],
    });
    const gql = await api.gql(`query($id: ID!) { houseManager(id: $id) { id userId role name age salary maritalStatus rating reviewCount } }`, { id: String(person.profileId) });
    expect(gql.body.data.houseManager).toEqual({ id: String(person.profileId), userId: String(person.id), role: "house_manager", name: "Mercy Achieng", age: 29, salary: 18000.5, maritalStatus: "Single", rating: 4.67, reviewCount: 3 });
  });

  it("answers every field the same in a list as on the page, whether the list's nodes ask only card fields or more", async () => {
    const town = unique("Kileleshwa");
    const person = await createPerson(api, "house_manager", { ...HOUSE_MANAGER_DETAILS, location: town }, { first: "Wambui", last: "Njeri" });
    await rate(person, [4, 5]);
    const CARD = "id userId role firstName lastName name image imageThumb location city rating reviewCount availability salary currency experience verified";
    const WHOLE = `${CARD} address bio hobbies tribe description age gender maritalStatus language education skills certificate`;
    for (const fields of [CARD, WHOLE]) {
      const query = `query($id: ID!, $town: String!) { houseManager(id: $id) { ${fields} } houseManagers(first: 5, filter: { location: $town }) { edges { node { ${fields} } } } }`;
      const res = await api.gql(query, { id: String(person.profileId), town });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.houseManagers.edges).toEqual([{ node: res.body.data.houseManager }]);
      expect(res.body.data.houseManager).toMatchObject({ name: "Wambui Njeri", rating: 4.5, reviewCount: 2, salary: 18000.5, city: "Nairobi", availability: "Live-in" });
    }
  });

  it("shows an employer's fields of docs/product.md", async () => {
    const person = await createPerson(api, "employer", {
      location: "Runda", city: "Nairobi", address: "Runda Grove 4", bio: "Busy parents.", hobbies: "Hiking", tribe: "Kikuyu", description: "Family of five.",
      houseType: "Bungalow", numberRooms: 5, numberPeople: 5, numberChildren: 3, contractDuration: "1 year",
    }, { first: "Peter", last: "Mwangi" });
    const res = await api.rest("GET", `/profiles/employer/${person.profileId}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(EMPLOYER_KEYS);
    expect(res.body).toEqual({
      id: person.profileId, user_id: person.id, first_name: "Peter", last_name: "Mwangi", image: null, location: "Runda", rating: 0, bio: "Busy parents.",
      hobbies: "Hiking", tribe: "Kikuyu", description: "Family of five.", house_type: "Bungalow", number_rooms: 5, number_people: 5, number_children: 3,
      contract_duration: "1 year", city: "Nairobi", address: null,
    });
  });

  it("answers 404 'Profile not found' for missing and malformed ids, and null in GraphQL", async () => {
    for (const pathname of ["/profiles/house-manager/999999/", "/profiles/employer/999999/", "/profiles/house-manager/abc/", "/profiles/employer/-1/", "/profiles/house-manager/99999999999999/"]) {
      const res = await api.rest("GET", pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body.error).toBe("Profile not found");
    }
    const gql = await api.gql(`{ houseManager(id: "999999") { id } employer(id: "nope") { id } }`);
    expect(gql.body.data).toEqual({ houseManager: null, employer: null });
  });
});

describe("own profile", () => {
  it("needs a token", async () => {
    expect((await api.rest("GET", "/profiles/profile/")).status).toBe(401);
  });

  it("shows a house manager's own profile with user_type and reviews", async () => {
    const person = await createPerson(api, "house_manager", { bio: "Hello", location: "Embakasi", tribe: "Kamba", hobbies: "Singing", experience: 4 }, { first: "Faith", last: "Mutua" });
    const employer = await createPerson(api, "employer");
    await submitReview(api, employer, person.profileId, 4, "Great with the kids");
    const res = await api.rest("GET", "/profiles/profile/", { token: person.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: person.profileId, user_type: "HouseManager", first_name: "Faith", last_name: "Mutua", bio: "Hello", location: "Embakasi", tribe: "Kamba", hobbies: "Singing", rating: 4, image: null, experience: 4, user_id: person.id });
    expect(res.body.reviews).toHaveLength(1);
    expect(Object.keys(res.body.reviews[0]).sort()).toEqual(["comment", "created_at", "rating", "reviewer__username"]);
    expect(res.body.reviews[0]).toMatchObject({ reviewer__username: employer.username, rating: 4, comment: "Great with the kids" });
    expect(new Date(res.body.reviews[0].created_at).getTime()).not.toBeNaN();
  });

  it("reads Employer for employers and School for schools", async () => {
    for (const [type, label] of [["employer", "Employer"], ["school", "School"]] as const) {
      const user = await createUser(api, type);
      const res = await api.rest("GET", "/profiles/profile/", { token: user.accessToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_type: label, user_id: user.id, reviews: [], rating: 0 });
      for (const key of ["id", "first_name", "last_name", "bio", "location", "tribe", "hobbies", "image", "house_type"]) expect(res.body).toHaveProperty(key);
    }
  });

  it("is edited through PATCH with the same rules as GraphQL", async () => {
    const user = await createUser(api, "house_manager");
    const ok = await api.rest("PATCH", "/profiles/profile/", { token: user.accessToken, body: { first_name: "Esther", location: "Rongai", age: 33, salary: "15000" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ first_name: "Esther", location: "Rongai", age: 33, salary: 15000 });
    const bad = await api.rest("PATCH", "/profiles/profile/", { token: user.accessToken, body: { age: 12, first_name: " " } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ age: ["Ensure this value is greater than or equal to 16."], first_name: ["This field may not be blank."] });
    expect((await api.rest("PATCH", "/profiles/profile/", { body: { location: "x" } })).status).toBe(401);
  });

  it("stores an availability the job board knows in its spelling, on both APIs, and any other as written", async () => {
    const user = await createUser(api, "house_manager");
    for (const [typed, stored] of [["full time", "Full-time"], [" LIVE_IN ", "Live-in"], ["Part time", "Part-time"], ["Mornings only", "Mornings only"]]) {
      const res = await api.rest("PATCH", "/profiles/profile/", { token: user.accessToken, body: { availability: typed } });
      expect([res.status, res.body.availability], typed).toEqual([200, stored]);
    }
    const gql = await api.gql(`mutation { updateProfile(input: { availability: "live out" }) { ... on HouseManager { availability } } }`, {}, user.accessToken);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.updateProfile.availability).toBe("Live-out");
  });

  it("has the rows written before that brought to the same spelling by the migration", async () => {
    const prisma = api.server.database.prisma;
    const user = await createUser(api, "house_manager");
    const typed = ["full time", "Full_Time", "  live-in", "weekends", "Mornings only"];
    const ids: number[] = [];
    for (const availability of typed) {
      const row = await prisma.houseManagerProfile.update({ where: { userId: user.id }, data: { availability } });
      ids.push(row.id);
      await prisma.$executeRawUnsafe(readFileSync(path.join(ROOT, "prisma/migrations/20261128200000_canonical_availability/migration.sql"), "utf8"));
      const after = await prisma.houseManagerProfile.findUniqueOrThrow({ where: { userId: user.id }, select: { availability: true } });
      expect(after.availability, availability).toBe({ "full time": "Full-time", Full_Time: "Full-time", "  live-in": "Live-in", weekends: "Weekends", "Mornings only": "Mornings only" }[availability]);
    }
  });
});

describe("custom_user_id", () => {
  it("returns the owner's user id of a house manager profile, or of an employer profile with ?role=employer", async () => {
    const houseManager = await createPerson(api, "house_manager");
    const employer = await createPerson(api, "employer");
    expect((await api.rest("GET", `/profiles/custom_user_id/${houseManager.profileId}/`)).body).toEqual({ custom_user_id: houseManager.id });
    expect((await api.rest("GET", `/profiles/custom_user_id/${employer.profileId}/?role=employer`)).body).toEqual({ custom_user_id: employer.id });
    const missing = await api.rest("GET", "/profiles/custom_user_id/999999/");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Profile not found");
    expect((await api.rest("GET", `/profiles/custom_user_id/${employer.profileId}/?role=admin`)).status).toBe(400);
  });
});

describe("updateProfile", () => {
  const MUTATION = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
    id name location bio
    ... on HouseManager { age experience salary gender availability maritalStatus language education skills certificate }
    ... on Employer { houseType numberRooms numberPeople numberChildren contractDuration } } }`;

  it("saves every detail field of a house manager and keeps omitted ones", async () => {
    const user = await createUser(api, "house_manager");
    const input = { firstName: "Joy", lastName: "Chebet", location: "Eldoret", bio: "Hi", age: 40, experience: 15, salary: 20000, gender: "Female", availability: "Part-time", maritalStatus: "Married", language: "Kalenjin", education: "College", skills: "Laundry", certificate: "None" };
    const res = await api.gql(MUTATION, { input }, user.accessToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateProfile).toMatchObject({ name: "Joy Chebet", location: "Eldoret", age: 40, experience: 15, salary: 20000, maritalStatus: "Married" });
    const again = await api.gql(MUTATION, { input: { bio: "Updated", age: null } }, user.accessToken);
    expect(again.body.data.updateProfile).toMatchObject({ bio: "Updated", location: "Eldoret", age: null, experience: 15 });
  });

  it("saves an employer's fields and refuses a house manager's", async () => {
    const user = await createUser(api, "employer");
    const ok = await api.gql(MUTATION, { input: { houseType: "Maisonette", numberRooms: 4, numberPeople: 3, numberChildren: 0, contractDuration: "6 months" } }, user.accessToken);
    expect(ok.body.data.updateProfile).toMatchObject({ houseType: "Maisonette", numberRooms: 4, numberPeople: 3, numberChildren: 0, contractDuration: "6 months" });
    const foreign = await api.gql(MUTATION, { input: { experience: 3 } }, user.accessToken);
    expect(errorCode(foreign.body)).toBe("BAD_USER_INPUT");
    expect(foreign.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ experience: ["This field does not apply to an employer profile."] });
  });

  it("refuses numbers out of range and over-long text, naming each field", async () => {
    const houseManager = await createUser(api, "house_manager");
    const res = await api.gql(MUTATION, { input: { age: 15, experience: 61, salary: -1, location: "x".repeat(121), firstName: "" } }, houseManager.accessToken);
    expect(errorCode(res.body)).toBe("BAD_USER_INPUT");
    expect(res.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      first_name: ["This field may not be blank."],
      location: ["Ensure this field has no more than 120 characters."],
      age: ["Ensure this value is greater than or equal to 16."],
      experience: ["Ensure this value is less than or equal to 60."],
      salary: ["Ensure this value is between 0 and 9999999999.99."],
    });
    const high = await api.gql(MUTATION, { input: { age: 81, experience: -1 } }, houseManager.accessToken);
    expect(Object.keys(high.body.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual(["age", "experience"]);
    const employer = await createUser(api, "employer");
    const rooms = await api.gql(MUTATION, { input: { numberRooms: 101, numberChildren: -1 } }, employer.accessToken);
    expect(Object.keys(rooms.body.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual(["number_children", "number_rooms"]);
  });

  it("needs a signed-in user", async () => {
    const res = await api.gql(MUTATION, { input: { bio: "x" } });
    expect(errorCode(res.body)).toBe("UNAUTHENTICATED");
  });
});

describe("profile photo", () => {
  const UPLOAD = `mutation($file: Upload!) { uploadProfilePhoto(file: $file) { id image imageThumb } }`;

  it("resizes to a display copy and a square thumbnail under generated names, without metadata", async () => {
    const user = await createUser(api, "house_manager");
    const photo = await sharp(await makeImage("jpeg", 2400, 1800)).withMetadata({ exif: { IFD0: { Copyright: "Someone", ImageDescription: "secret" } } }).jpeg().toBuffer();
    const res = await uploadGql(api, user.accessToken, UPLOAD, {}, "file", { data: photo, name: "../../etc/passwd.jpg", type: "image/jpeg" });
    expect(res.body.errors).toBeUndefined();
    const { image, imageThumb } = res.body.data.uploadProfilePhoto;
    expect(image).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
    expect(imageThumb).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}-thumb\.webp$/);
    const display = await api.rest("GET", image);
    expect(display.status).toBe(200);
    const file = path.join(api.mediaDir, image.slice("/media/".length));
    const displayMeta = await sharp(file).metadata();
    expect([displayMeta.format, displayMeta.width, displayMeta.height]).toEqual(["webp", 1200, 900]);
    expect(displayMeta.exif).toBeUndefined();
    const thumbMeta = await sharp(path.join(api.mediaDir, imageThumb.slice("/media/".length))).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 320]);
    const detail = await api.rest("GET", `/profiles/house-manager/${res.body.data.uploadProfilePhoto.id}/`);
    expect(detail.body.image).toBe(image);
  });

  it("accepts PNG and WebP, keeps small images small, and removes the replaced files", async () => {
    const user = await createUser(api, "employer");
    const first = await uploadGql(api, user.accessToken, UPLOAD, {}, "file", { data: await makeImage("png", 300, 200), name: "me.png", type: "image/png" });
    const firstPath = path.join(api.mediaDir, first.body.data.uploadProfilePhoto.image.slice("/media/".length));
    expect((await sharp(firstPath).metadata()).width).toBe(300);
    const second = await uploadGql(api, user.accessToken, UPLOAD, {}, "file", { data: await makeImage("webp"), name: "me.webp", type: "image/webp" });
    expect(second.body.errors).toBeUndefined();
    expect(existsSync(firstPath)).toBe(false);
    const own = await api.rest("GET", "/profiles/profile/", { token: user.accessToken });
    expect(own.body.image).toBe(second.body.data.uploadProfilePhoto.image);
  });

  it("refuses a text file named .jpg, a GIF and a file that only starts like a JPEG, by content", async () => {
    const user = await createUser(api, "house_manager");
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    for (const [data, name, message] of [
      [Buffer.from("just some text, not a picture\n".repeat(20)), "photo.jpg", "Upload a JPEG, PNG or WebP image."],
      [gif, "photo.gif", "Upload a JPEG, PNG or WebP image."],
      [fakeJpeg, "broken.jpg", "The image could not be read. Upload a JPEG, PNG or WebP image."],
    ] as const) {
      const res = await uploadGql(api, user.accessToken, UPLOAD, {}, "file", { data, name, type: "image/jpeg" });
      expect(errorCode(res.body), name).toBe("BAD_USER_INPUT");
      expect(res.body.errors?.[0]?.message).toBe(message);
    }
    const own = await api.rest("GET", "/profiles/profile/", { token: user.accessToken });
    expect(own.body.image).toBeNull();
  });

  it("refuses an image over 8 MB", async () => {
    const user = await createUser(api, "house_manager");
    const big = Buffer.concat([await makeImage("jpeg"), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await uploadGql(api, user.accessToken, UPLOAD, {}, "file", { data: big, name: "big.jpg", type: "image/jpeg" });
    expect(errorCode(res.body)).toBe("PAYLOAD_TOO_LARGE");
    expect(res.body.errors?.[0]?.message).toBe("The image must be at most 8 MB.");
  });

  it("needs a signed-in user", async () => {
    const res = await uploadGql(api, undefined, UPLOAD, {}, "file", { data: await makeImage("png"), name: "a.png", type: "image/png" });
    expect(errorCode(res.body)).toBe("UNAUTHENTICATED");
  });
});
