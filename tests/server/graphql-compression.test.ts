// POST /graphql answers compressed as the app's compression middleware would: above its threshold, in the encoding
// the client prefers (br, gzip or deflate), with Vary: Accept-Encoding; small answers and identity-only clients get
// plain JSON. Both ways to the answer: the lean path of server/src/graphql/http.ts, and the express app with its
// compression middleware (where a request from an allowed origin goes, for its CORS headers).
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";


/** The schema's types and their descriptions: an answer of tens of kilobytes whatever the data. */
const LARGE = `{ __schema { types { name description fields { name description } } } }`;
const SMALL = `{ __typename }`;
const ORIGIN = "https://app.maidmatch.test";

function post(api: TestServer, origin: string | undefined, query: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const body = JSON.stringify({ query });
  const headers: Record<string, string> = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
  if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
  if (origin !== undefined) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}/graphql`, { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe.each([
  // The lean path sends a complete answer with its length; the middleware streams it.
  { path: "the lean path", env: { RESPONSE_CACHE: "false", CORS_ORIGINS: "" }, origin: undefined, withLength: true },
  { path: "the express app", env: { RESPONSE_CACHE: "false", CORS_ORIGINS: ORIGIN }, origin: ORIGIN, withLength: false },
])("POST /graphql compression through $path", ({ env, origin, withLength }) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer(env);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("compresses a large answer in the negotiated encoding, to the same JSON as a plain answer", async () => {
    const plain = await post(api, origin, LARGE);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1400);
    const json = JSON.parse(plain.body.toString("utf8"));
    expect(json.errors).toBeUndefined();
    const cases = [
      { accept: "gzip, deflate, br", encoding: "br", decode: brotliDecompressSync },
      { accept: "gzip", encoding: "gzip", decode: gunzipSync },
      { accept: "deflate;q=1, gzip;q=0.5", encoding: "deflate", decode: inflateSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await post(api, origin, LARGE, accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-length"] === undefined ? undefined : Number(res.headers["content-length"])).toBe(withLength ? res.body.length : undefined);
      expect(res.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(res.body).toString("utf8"))).toEqual(json);
    }
  });

  it("sends small answers, and answers to identity-only clients, as they are", async () => {
    const small = await post(api, origin, SMALL, "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString("utf8"))).toEqual({ data: { __typename: "Query" } });
    const identity = await post(api, origin, LARGE, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(identity.body.toString("utf8")).data.__schema.types.length).toBeGreaterThan(10);
  });
});
