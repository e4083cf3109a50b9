// An operation sent again is answered by its compiled form (server/src/graphql/jit.ts): the answer a client gets must
// not change from the first time it was sent (graphql-js) to the later times (graphql-jit), data and errors alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";
import { HOME, HOUSE_MANAGER_PAGE, SEARCH } from "../../bench/lib/pages.js";

const REVIEW = `mutation Review($profileId: ID!, $rating: Int!, $comment: String!) {
  submitReview(role: house_manager, profileId: $profileId, rating: $rating, comment: $comment) { review { id rating } profile { id rating } }
}`;

let api: TestServer;
let houseManager: TestUser;
let employer: TestUser;
let profileId: string;

beforeAll(async () => {
  api = await startTestServer();
  houseManager = await createUser(api, "house_manager", { first: "Wanjiku", last: "Kamau" });
  employer = await createUser(api, "employer");
  const me = await api.gql(`{ me { profile { id } } }`, undefined, houseManager.accessToken);
  profileId = me.body.data.me.profile.id;
  const review = await api.gql(REVIEW, { profileId, rating: 4, comment: "Kind and punctual" }, employer.accessToken);
  expect(review.body.errors).toBeUndefined();
});
afterAll(async () => {
  await api?.close();
});

/** The same request three times: the first runs on graphql-js, the next ones on the compiled operation. */
async function thrice(query: string, variables?: Record<string, unknown>, token?: string) {
  const answers = [];
  for (let run = 0; run < 3; run++) {
    const { status, body } = await api.gql(query, variables, token);
    answers.push({ status, body });
  }
  return answers;
}

describe("an operation sent again", () => {
  it("answers the same lists, pages and nested connections", async () => {
    for (const [query, variables] of [
      [HOME, { first: 2 }],
      [SEARCH, { filter: { minRating: 1 }, first: 12 }],
      [HOUSE_MANAGER_PAGE, { id: profileId }],
    ] as const) {
      const answers = await thrice(query, variables);
      expect(answers[0]!.status).toBe(200);
      expect(answers[0]!.body.errors).toBeUndefined();
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    const [page] = await thrice(HOUSE_MANAGER_PAGE, { id: profileId });
    expect(page!.body.data.houseManager).toMatchObject({ name: "Wanjiku Kamau", reviews: { totalCount: 1 } });
  });

  it("answers the signed-in viewer's own fields the same", async () => {
    const answers = await thrice(`{ me { id email userType profile { id ... on HouseManager { name } } } }`, undefined, houseManager.accessToken);
    expect(answers[0]!.body.data.me.email).toBe(houseManager.email);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("answers a refused field with the same code, message, path and locations", async () => {
    const answers = await thrice(`query Missing { reviews(role: house_manager, profileId: "999999") { totalCount } }`);
    expect(answers[0]!.body.errors[0]).toMatchObject({ message: "Profile not found", path: ["reviews"], locations: [{ line: 1, column: 17 }], extensions: { code: "NOT_FOUND" } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("refuses a bad variable with HTTP 400 and BAD_USER_INPUT every time", async () => {
    const answers = await thrice(SEARCH, { filter: { minRating: "high" }, first: 12 });
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("stops a write at its first failed field every time, as graphql-js does", async () => {
    // Aliased logins run one after another; a failed one (non-null) ends the request, so the second never guesses.
    const answers = await thrice(
      `mutation Guess($email: String!) { a0: login(email: $email, password: "wrong-one") { accessToken } a1: login(email: $email, password: "wrong-two") { accessToken } }`,
      { email: employer.email },
    );
    expect(answers[0]!.body.errors.map((error: { path: string[] }) => error.path[0])).toEqual(["a0"]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
