// Shared steps of the profile, review, album and N+1 tests: profiles filled in, reviews written, images made and uploaded.
import sharp from "sharp";
import { createUser, type TestServer, type TestUser } from "./harness.js";

export interface Person extends TestUser {
  /** The user's profile id (house manager or employer table). */
  profileId: number;
}

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;

/** Registers a user and fills in their profile through GraphQL's updateProfile. */
export async function createPerson(
  api: TestServer,
  type: TestUser["userType"],
  details: Record<string, unknown> = {},
  names: { first?: string; last?: string } = {},
): Promise<Person> {
  const user = await createUser(api, type, names);
  const res = await api.gql<{ updateProfile: { id: string } }>(UPDATE, { input: details }, user.accessToken);
  if (!res.body.data?.updateProfile) throw new Error(`updateProfile failed: ${JSON.stringify(res.body.errors)}`);
  return { ...user, profileId: Number(res.body.data.updateProfile.id) };
}

/** Submits a review through the REST route, as the reviewer's own type. */
export async function submitReview(api: TestServer, reviewer: Person, profileId: number, rating: unknown, comment: unknown) {
  const type = reviewer.userType;
  return api.rest("POST", `/profiles/reviews_submit/${type}/${profileId}/`, { token: reviewer.accessToken, body: { rating, comment } });
}

/** A real image of the given format, drawn by sharp. */
export async function makeImage(format: "png" | "jpeg" | "webp", width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f0c020"/></svg>`) }])
    .toFormat(format)
    .toBuffer();
}

/** Sends a GraphQL operation with one Upload variable, as the GraphQL multipart request spec describes. */
export async function uploadGql(
  api: TestServer,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown>,
  fileVariable: string,
  file: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, [fileVariable]: null } }));
  form.append("map", JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  form.append("0", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return api.rest<{ data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> }>("POST", "/graphql", {
    raw: form,
    token,
    headers: { "apollo-require-preflight": "true" },
  });
}

/** The first GraphQL error's code, or undefined. */
export function errorCode(body: { errors?: Array<{ extensions?: Record<string, any> }> }): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}
