// The contact form to the MaidMatch team through the real HTTP server: validation texts, storage, and the per-address limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";

let api: TestServer;
const THANKS = "Thank you for contacting us! We'll get back to you soon.";
const CONTACT = `mutation C($name: String!, $email: String!, $message: String!) { contactMaidMatch(name: $name, email: $email, message: $message) { success message } }`;

const valid = { name: "Wanjiku Kamau", email: "wanjiku@example.co.ke", message: "Do you vet house managers' references?" };

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

describe("POST /profiles/contact_maid_match/", () => {
  it("stores the message and thanks the sender, no account needed", async () => {
    const res = await api.rest("POST", "/profiles/contact_maid_match/", { body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: THANKS });
    const stored = await api.server.database.prisma.contactMessage.findFirst({ orderBy: { id: "desc" } });
    expect(stored).toMatchObject(valid);
  });

  it("takes a classic form post too", async () => {
    const res = await api.rest("POST", "/profiles/contact_maid_match/", {
      raw: new URLSearchParams(valid).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ["no name", { name: undefined }],
    ["a blank name", { name: "  " }],
    ["no email", { email: "" }],
    ["no message", { message: undefined }],
    ["a blank message", { message: "\n " }],
    ["nothing at all", { name: undefined, email: undefined, message: undefined }],
  ])("refuses %s with 'Please fill out all fields.'", async (_case, overrides) => {
    const before = await api.server.database.prisma.contactMessage.count();
    const res = await api.rest("POST", "/profiles/contact_maid_match/", { body: { ...valid, ...overrides } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Please fill out all fields." });
    expect(await api.server.database.prisma.contactMessage.count()).toBe(before);
  });

  it("refuses an invalid email and over-long fields", async () => {
    const email = await api.rest("POST", "/profiles/contact_maid_match/", { body: { ...valid, email: "wanjiku-at-example" } });
    expect(email.status).toBe(400);
    expect(email.body.error).toBe("Please enter a valid email address.");
    const name = await api.rest("POST", "/profiles/contact_maid_match/", { body: { ...valid, name: "n".repeat(151) } });
    expect(name.body.error).toBe("Name must be at most 150 characters.");
    const message = await api.rest("POST", "/profiles/contact_maid_match/", { body: { ...valid, message: "m".repeat(5001) } });
    expect(message.body.error).toBe("Message must be at most 5,000 characters.");
  });

  it("offers the same over GraphQL", async () => {
    const ok = await api.gql(CONTACT, valid);
    expect(ok.body.data.contactMaidMatch).toEqual({ success: true, message: THANKS });
    const bad = await api.gql(CONTACT, { ...valid, message: " " });
    expect(bad.body.errors?.[0]).toMatchObject({ message: "Please fill out all fields.", extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("the contact rate limit", () => {
  it("answers 429 after too many messages from one address, counting only valid ones", async () => {
    const limited = await startTestServer({ RATE_CONTACT_PER_HOUR: "2" });
    try {
      const post = (body: unknown) => limited.rest("POST", "/profiles/contact_maid_match/", { body });
      expect((await post({ ...valid, email: "bad" })).status).toBe(400);
      expect((await post(valid)).status).toBe(201);
      expect((await post(valid)).status).toBe(201);
      const refused = await post(valid);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many messages to the team from you\. Please try again in \d+ minutes?\.$/);
      expect(await limited.server.database.prisma.contactMessage.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
