// Deeply nested JSON never reaches code that recurses: nesting is bounded before parsing, with a clear 400 (or a
// BAD_USER_INPUT error on the socket), for REST and GraphQL bodies, the multipart `operations` and `map` fields, and
// WebSocket messages. 5,000 levels in GraphQL variables (about 10 KB) used to overflow the stack in the response cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createUser, startTestServer, type TestServer, type TestUser } from "../server/harness.js";
import { formData, PNG } from "./support/api.js";
import { runCase } from "./support/cases.js";

const TOO_DEEP = /The JSON nests more than 32 levels deep\./;

let api: TestServer;
let manager: TestUser;

beforeAll(async () => {
  api = await startTestServer();
  manager = await createUser(api, "house_manager");
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** `levels` arrays inside each other around a string, as raw JSON text (JSON.stringify itself would recurse). */
function deepText(levels: number): string {
  return `${"[".repeat(levels)}"deep"${"]".repeat(levels)}`;
}

function graphqlBody(levels: number): string {
  return `{"query":"query($v: Int) { houseManagers(first: $v) { totalCount } }","variables":{"v":${deepText(levels)}}}`;
}

async function serverStillAnswers(): Promise<void> {
  const res = await api.gql(`{ houseManagers(first: 1) { totalCount } }`);
  expect(res.status).toBe(200);
}

describe("JSON nesting depth", () => {
  it("refuses GraphQL variables nested 5,000 levels deep with a 400, and the server keeps answering", async () => {
    await runCase("fuzz", async () => {
      const body = graphqlBody(5000);
      expect(body.length).toBeLessThan(12_000);
      const res = await api.rest("POST", "/graphql", { raw: body, headers: { "content-type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(TOO_DEEP);
      await serverStillAnswers();
    });
  });

  it("refuses deep REST bodies with a 400", async () => {
    await runCase("fuzz", async () => {
      const raw = `{"email":${deepText(5000)},"password":"x"}`;
      const login = await api.rest("POST", "/accounts/login/", { raw, headers: { "content-type": "application/json" } });
      expect(login.status).toBe(400);
      expect(login.body.error).toMatch(TOO_DEEP);
      const profile = await api.rest("PATCH", "/accounts/profile/", { token: manager.accessToken, raw: `{"bio":${deepText(40)}}`, headers: { "content-type": "application/json" } });
      expect(profile.status).toBe(400);
      expect(profile.body.error).toMatch(TOO_DEEP);
    });
  });

  it("counts only real nesting: brackets inside strings are text, and ordinary depths pass", async () => {
    await runCase("fuzz", async () => {
      const res = await api.rest("POST", "/graphql", {
        raw: JSON.stringify({ query: `query($v: String!) { search(query: $v) { houseManagers { totalCount } } }`, variables: { v: "[".repeat(5000) + "\\\"{" } }),
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(200);
      // 30 levels is within the limit: the answer is GraphQL's own (a list is not an Int), not the depth refusal.
      const shallow = await api.rest("POST", "/graphql", { raw: graphqlBody(30), headers: { "content-type": "application/json" } });
      expect(shallow.status).toBe(400);
      expect(JSON.stringify(shallow.body)).not.toMatch(TOO_DEEP);
      expect(shallow.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    });
  });

  it("refuses deep multipart `operations` and `map` fields", async () => {
    await runCase("fuzz", async () => {
      const headers = { "apollo-require-preflight": "true", authorization: `Bearer ${manager.accessToken}` };
      const deepOperations = formData({
        operations: `{"query":"mutation($f: Upload!) { uploadProfilePhoto(file: $f) { id } }","variables":{"f":null,"x":${deepText(5000)}}}`,
        map: `{"0":["variables.f"]}`,
        0: { data: PNG, name: "photo.png", type: "image/png" },
      });
      const operations = await api.rest("POST", "/graphql", { raw: deepOperations, headers });
      expect(operations.status).toBe(400);
      expect(JSON.stringify(operations.body)).toMatch(TOO_DEEP);
      const deepMap = formData({
        operations: `{"query":"mutation($f: Upload!) { uploadProfilePhoto(file: $f) { id } }","variables":{"f":null}}`,
        map: `{"0":["variables.f"],"1":${deepText(5000)}}`,
        0: { data: PNG, name: "photo.png", type: "image/png" },
      });
      const map = await api.rest("POST", "/graphql", { raw: deepMap, headers });
      expect(map.status).toBe(400);
      expect(JSON.stringify(map.body)).toMatch(TOO_DEEP);
      await serverStillAnswers();
    });
  });

  it("refuses deep WebSocket messages: an operation's variables, and the connection parameters", async () => {
    await runCase("fuzz", async () => {
      const url = `${api.url.replace(/^http/, "ws")}/graphql`;
      const socket = new WebSocket(url, "graphql-transport-ws");
      const messages: any[] = [];
      socket.on("message", (data) => messages.push(JSON.parse(String(data))));
      await new Promise((resolve) => socket.once("open", resolve));
      socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
      await expect.poll(() => messages.some((m) => m.type === "connection_ack")).toBe(true);
      socket.send(`{"type":"subscribe","id":"1","payload":{"query":"query($v: Int) { houseManagers(first: $v) { totalCount } }","variables":{"v":${deepText(5000)}}}}`);
      await expect.poll(() => messages.find((m) => m.id === "1")).toBeTruthy();
      const refusal = messages.find((m) => m.id === "1");
      expect(refusal.type).toBe("error");
      expect(refusal.payload[0].message).toMatch(TOO_DEEP);
      expect(refusal.payload[0].extensions.code).toBe("BAD_USER_INPUT");
      // The socket still works.
      socket.send(JSON.stringify({ type: "subscribe", id: "2", payload: { query: "{ houseManagers(first: 1) { totalCount } }" } }));
      await expect.poll(() => messages.find((m) => m.id === "2" && m.type === "next")).toBeTruthy();
      socket.close();

      const second = new WebSocket(url, "graphql-transport-ws");
      await new Promise((resolve) => second.once("open", resolve));
      const closed = new Promise<number>((resolve) => second.once("close", (code) => resolve(code)));
      second.send(`{"type":"connection_init","payload":{"authorization":${deepText(5000)}}}`);
      expect(await closed).toBe(4403);
      await serverStillAnswers();
    });
  });
});
