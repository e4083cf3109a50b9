// Reviews through the real HTTP server: listing, submitting under every rule of docs/decisions/0003-reviews.md, and the rating kept in step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../../server/src/lib/events.js";
import type { ServiceDeps } from "../../server/src/lib/services-context.js";
import { startTestServer, type TestServer } from "./harness.js";
import { createPerson, errorCode, submitReview, type Person } from "./profile-helpers.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

const REVIEW_KEYS = ["comment", "created_at", "id", "rating", "reviewer_id", "reviewer_username"];
const SUBMIT = `mutation($role: ProfileRole!, $id: ID!, $rating: Int!, $comment: String!) {
  submitReview(role: $role, profileId: $id, rating: $rating, comment: $comment) {
    message review { id reviewerId reviewerRole reviewerUsername rating comment createdAt } profile { id rating reviewCount } } }`;

async function houseManager(): Promise<Person> {
  return createPerson(api, "house_manager", { location: "Kitengela" });
}

describe("submitting through REST", () => {
  it("answers 201 with the new review in the docs/product.md shape, reviewer_id being the reviewer's profile id", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    const res = await submitReview(api, employer, target.profileId, 4, "  Very reliable  ");
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(REVIEW_KEYS);
    expect(res.body).toMatchObject({ reviewer_id: employer.profileId, reviewer_username: employer.username, rating: 4, comment: "Very reliable" });
    expect(Date.parse(res.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets a school review under its own type or as an employer", async () => {
    const target = await houseManager();
    const school = await createPerson(api, "school");
    expect((await api.rest("POST", `/profiles/reviews_submit/school/${target.profileId}/`, { token: school.accessToken, body: { rating: 5, comment: "Great" } })).status).toBe(201);
    const other = await houseManager();
    const res = await api.rest("POST", `/profiles/reviews_submit/employer/${other.profileId}/`, { token: school.accessToken, body: { rating: "3", comment: "Fine" } });
    expect(res.status).toBe(201);
    expect(res.body.reviewer_id).toBe(school.profileId);
  });

  it("lets a house manager review an employer, whose rating follows", async () => {
    const employer = await createPerson(api, "employer");
    const reviewer = await houseManager();
    const res = await submitReview(api, reviewer, employer.profileId, 2, "Paid late");
    expect(res.status).toBe(201);
    expect(res.body.reviewer_id).toBe(reviewer.profileId);
    expect((await api.rest("GET", `/profiles/employer/${employer.profileId}/`)).body.rating).toBe(2);
    const listed = await api.rest("GET", `/profiles/reviews/${employer.profileId}/?role=employer`);
    expect(listed.body.map((review: { comment: string }) => review.comment)).toEqual(["Paid late"]);
  });

  it("refuses a blank comment with 'Review cannot be empty'", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    for (const comment of ["", "   \n\t", null, undefined]) {
      const res = await submitReview(api, employer, target.profileId, 4, comment);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ["Review cannot be empty"] });
    }
  });

  it("refuses ratings outside 1 to 5 and non-whole ratings with 'Rating must be between 1 and 5'", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    for (const rating of [0, 6, -1, 4.5, "abc", null]) {
      const res = await submitReview(api, employer, target.profileId, rating, "Good");
      expect(res.status, String(rating)).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ["Rating must be between 1 and 5"] });
    }
    const both = await submitReview(api, employer, target.profileId, 0, " ");
    expect(both.body.non_field_errors).toEqual(["Rating must be between 1 and 5", "Review cannot be empty"]);
    expect((await api.rest("GET", `/profiles/reviews/${target.profileId}/`)).body).toEqual([]);
  });

  it("answers 401 when logged out", async () => {
    const target = await houseManager();
    const res = await api.rest("POST", `/profiles/reviews_submit/employer/${target.profileId}/`, { body: { rating: 5, comment: "Great" } });
    expect(res.status).toBe(401);
    const gql = await api.gql(SUBMIT, { role: "house_manager", id: String(target.profileId), rating: 5, comment: "Great" });
    expect(errorCode(gql.body)).toBe("UNAUTHENTICATED");
  });

  it("answers 403 when the type segment is not the caller's own user type", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    const reviewer = await houseManager();
    for (const [person, type] of [[employer, "house_manager"], [employer, "school"], [employer, "admin"], [reviewer, "employer"]] as const) {
      const res = await api.rest("POST", `/profiles/reviews_submit/${type}/${target.profileId}/`, { token: person.accessToken, body: { rating: 5, comment: "Great" } });
      expect(res.status, `${person.userType} as ${type}`).toBe(403);
      expect(res.body.non_field_errors).toEqual(["The user type in the path does not match your account."]);
    }
    expect((await api.rest("GET", `/profiles/reviews/${target.profileId}/`)).body).toEqual([]);
  });

  it("answers 404 for a missing or malformed profile id", async () => {
    const employer = await createPerson(api, "employer");
    for (const id of ["999999", "abc", "0"]) {
      const res = await api.rest("POST", `/profiles/reviews_submit/employer/${id}/`, { token: employer.accessToken, body: { rating: 5, comment: "Great" } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: "Profile not found", non_field_errors: ["Profile not found"] });
    }
  });

  it("accepts one review per reviewer and profile", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    expect((await submitReview(api, employer, target.profileId, 5, "First")).status).toBe(201);
    const again = await submitReview(api, employer, target.profileId, 1, "Second");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: ["You have already reviewed this profile"] });
    const detail = await api.rest("GET", `/profiles/house-manager/${target.profileId}/`);
    expect(detail.body.rating).toBe(5);
  });

  it("refuses a second review sent concurrently with the first", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    const results = await Promise.all([1, 2, 3].map((n) => submitReview(api, employer, target.profileId, n + 2, `Attempt ${n}`)));
    expect(results.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    const listed = await api.rest("GET", `/profiles/reviews/${target.profileId}/`);
    expect(listed.body).toHaveLength(1);
    expect((await api.rest("GET", `/profiles/house-manager/${target.profileId}/`)).body.rating).toBe(listed.body[0].rating);
  });
});

describe("rules in GraphQL", () => {
  it("refuses a review of one's own profile", async () => {
    const self = await houseManager();
    const res = await api.gql(SUBMIT, { role: "house_manager", id: String(self.profileId), rating: 5, comment: "I am great" }, self.accessToken);
    expect(errorCode(res.body)).toBe("BAD_USER_INPUT");
    expect(res.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ non_field_errors: ["You cannot review your own profile"] });
    const employer = await createPerson(api, "employer");
    const own = await api.gql(SUBMIT, { role: "employer", id: String(employer.profileId), rating: 5, comment: "Best boss" }, employer.accessToken);
    expect(own.body.errors?.[0]?.message).toBe("You cannot review your own profile");
  });

  it("refuses a review of a profile on the caller's own side", async () => {
    const employer = await createPerson(api, "employer");
    const otherEmployer = await createPerson(api, "employer");
    const res = await api.gql(SUBMIT, { role: "employer", id: String(otherEmployer.profileId), rating: 5, comment: "Nice" }, employer.accessToken);
    expect(errorCode(res.body)).toBe("FORBIDDEN");
    const worker = await houseManager();
    const peer = await houseManager();
    const peers = await api.gql(SUBMIT, { role: "house_manager", id: String(peer.profileId), rating: 5, comment: "Nice" }, worker.accessToken);
    expect(errorCode(peers.body)).toBe("FORBIDDEN");
  });

  it("submits with the same rules and returns the review and the profile's new rating", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    const res = await api.gql(SUBMIT, { role: "house_manager", id: String(target.profileId), rating: 3, comment: "Okay" }, employer.accessToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitReview).toMatchObject({
      message: "Review submitted successfully",
      review: { reviewerId: String(employer.profileId), reviewerRole: "employer", reviewerUsername: employer.username, rating: 3, comment: "Okay" },
      profile: { id: String(target.profileId), rating: 3, reviewCount: 1 },
    });
    const blank = await api.gql(SUBMIT, { role: "house_manager", id: String(target.profileId), rating: 6, comment: " " }, employer.accessToken);
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fieldErrors: { non_field_errors: ["Rating must be between 1 and 5", "Review cannot be empty"] } });
    const missing = await api.gql(SUBMIT, { role: "house_manager", id: "999999", rating: 3, comment: "Okay" }, employer.accessToken);
    expect(errorCode(missing.body)).toBe("NOT_FOUND");
  });
});

describe("ratings", () => {
  it("keep the mean of every review, to two decimals, with the count", async () => {
    const target = await houseManager();
    const expected: Array<[number, number]> = [[5, 5], [4, 4.5], [4, 4.33], [1, 3.5], [2, 3.2]];
    for (const [rating, mean] of expected) {
      const employer = await createPerson(api, "employer");
      expect((await submitReview(api, employer, target.profileId, rating, `Gave ${rating}`)).status).toBe(201);
      expect((await api.rest("GET", `/profiles/house-manager/${target.profileId}/`)).body.rating).toBe(mean);
    }
    const gql = await api.gql(`query($id: ID!) { houseManager(id: $id) { rating reviewCount reviews(first: 2) { totalCount } } }`, { id: String(target.profileId) });
    expect(gql.body.data.houseManager).toEqual({ rating: 3.2, reviewCount: 5, reviews: { totalCount: 5 } });
    const listItem = (await api.rest("GET", "/profiles/housemanagers/")).body.find((item: { id: number }) => item.id === target.profileId);
    expect(listItem.rating).toBe(3.2);
  });

  it("stay exact when many reviews of one profile arrive at once", async () => {
    const target = await houseManager();
    const employers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => createPerson(api, "employer")));
    const ratings = [5, 4, 3, 5, 2, 5, 1, 4];
    const results = await Promise.all(employers.map((employer, index) => submitReview(api, employer, target.profileId, ratings[index], "Concurrent")));
    expect(results.every((res) => res.status === 201)).toBe(true);
    const gql = await api.gql(`query($id: ID!) { houseManager(id: $id) { rating reviewCount } }`, { id: String(target.profileId) });
    expect(gql.body.data.houseManager).toEqual({ rating: 3.63, reviewCount: 8 });
  });

  it("start at 0 with no reviews", async () => {
    const target = await houseManager();
    expect((await api.rest("GET", `/profiles/house-manager/${target.profileId}/`)).body.rating).toBe(0);
  });
});

describe("listing", () => {
  let target: Person;
  let reviewers: Person[];
  beforeAll(async () => {
    target = await houseManager();
    reviewers = [await createPerson(api, "employer"), await createPerson(api, "school"), await createPerson(api, "employer"), await createPerson(api, "employer")];
    for (const [index, reviewer] of reviewers.entries()) {
      expect((await submitReview(api, reviewer, target.profileId, index + 2, `Review number ${index}`)).status).toBe(201);
    }
  });

  it("lists a house manager's reviews newest first in the docs/product.md shape", async () => {
    const res = await api.rest("GET", `/profiles/reviews/${target.profileId}/`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    for (const review of res.body) expect(Object.keys(review).sort()).toEqual(REVIEW_KEYS);
    expect(res.body.map((review: { comment: string }) => review.comment)).toEqual(["Review number 3", "Review number 2", "Review number 1", "Review number 0"]);
    expect(res.body[2]).toMatchObject({ reviewer_id: reviewers[1]!.profileId, reviewer_username: reviewers[1]!.username, rating: 3 });
  });

  it("gives the featured card the newest three", async () => {
    const res = await api.rest("GET", `/profiles/reviews-aside/${target.profileId}/`);
    expect(res.status).toBe(200);
    expect(res.body.map((review: { comment: string }) => review.comment)).toEqual(["Review number 3", "Review number 2", "Review number 1"]);
    for (const review of res.body) expect(Object.keys(review).sort()).toEqual(REVIEW_KEYS);
  });

  it("answers 404 for the reviews of a missing profile", async () => {
    for (const pathname of ["/profiles/reviews/999999/", "/profiles/reviews-aside/999999/", "/profiles/reviews/x/"]) {
      const res = await api.rest("GET", pathname);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Profile not found");
    }
    const gql = await api.gql(`{ reviews(role: house_manager, profileId: "999999") { totalCount } }`);
    expect(errorCode(gql.body)).toBe("NOT_FOUND");
  });

  it("pages through GraphQL with cursors, reviewer roles and a total", async () => {
    const QUERY = `query($id: ID!, $after: String) { reviews(role: house_manager, profileId: $id, first: 2, after: $after) {
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { comment reviewerId reviewerRole reviewerUsername } } } }`;
    const first = await api.gql(QUERY, { id: String(target.profileId) });
    expect(first.body.data.reviews.totalCount).toBe(4);
    expect(first.body.data.reviews.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await api.gql(QUERY, { id: String(target.profileId), after: first.body.data.reviews.pageInfo.endCursor });
    expect(second.body.data.reviews.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const nodes = [...first.body.data.reviews.edges, ...second.body.data.reviews.edges].map((edge: { node: unknown }) => edge.node);
    expect(nodes.map((node: any) => node.comment)).toEqual(["Review number 3", "Review number 2", "Review number 1", "Review number 0"]);
    expect(nodes[2]).toEqual({ comment: "Review number 1", reviewerId: String(reviewers[1]!.profileId), reviewerRole: "employer", reviewerUsername: reviewers[1]!.username });
    const nested = await api.gql(`query($id: ID!) { houseManager(id: $id) { reviews(first: 1) { edges { node { comment } } } } }`, { id: String(target.profileId) });
    expect(nested.body.data.houseManager.reviews.edges).toEqual([{ node: { comment: "Review number 3" } }]);
  });
});

describe("notifications", () => {
  it("notifies the reviewed profile's owner in the same write, and publishes { notificationId } after the commit", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer", {}, { first: "Grace", last: "Wanjiku" });
    // The bus the notification subscription listens on (services keep their dependencies private; a test may look).
    const events = (api.server.services.reviews as unknown as { deps: ServiceDeps }).deps.events;
    const channel = events.subscribe<{ notificationId: number }>(channels.notifications(target.id));
    const published = channel.next();
    try {
      expect((await submitReview(api, employer, target.profileId, 5, "Wonderful")).status).toBe(201);
      const event = await Promise.race([published, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error("nothing published")), 5000))]);
      const list = await api.rest("GET", "/profiles/notification_list/", { token: target.accessToken });
      expect(list.body).toEqual([expect.objectContaining({ type: "review", message_template: "Grace Wanjiku reviewed your profile", sender_role: "employer", sender_id: employer.profileId, is_read: false })]);
      expect(event.value).toEqual({ notificationId: list.body[0].id });
    } finally {
      await channel.return?.();
    }
  });

  it("leaves no notification behind when a review is refused", async () => {
    const target = await houseManager();
    const employer = await createPerson(api, "employer");
    expect((await submitReview(api, employer, target.profileId, 9, "Too high")).status).toBe(400);
    expect((await api.rest("GET", "/profiles/notification_list/", { token: target.accessToken })).body).toEqual([]);
  });
});
