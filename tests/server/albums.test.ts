// Portfolio albums through the real HTTP server: the owner's edits, covers, the REST album calls, permissions and upload checks.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "./harness.js";
import { createPerson, errorCode, makeImage, uploadGql, type Person } from "./profile-helpers.js";

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

const CREATE = `mutation($title: String!) { createAlbum(title: $title) { id title coverImage images { id } } }`;
const ADD = `mutation($albumId: ID!, $file: Upload!) { addAlbumImage(albumId: $albumId, file: $file) { id coverImage images { id imageUrl thumbUrl } } }`;
const DELETE_IMAGE = `mutation($id: ID!) { deleteAlbumImage(imageId: $id) { id coverImage images { id imageUrl thumbUrl } } }`;
const DELETE_ALBUM = `mutation($id: ID!) { deleteAlbum(albumId: $id) { success message } }`;

async function createAlbum(owner: Person, title = "Kitchen work"): Promise<string> {
  const res = await api.gql(CREATE, { title }, owner.accessToken);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createAlbum.id;
}

async function addImage(owner: Person, albumId: string, format: "png" | "jpeg" | "webp" = "png", size: [number, number] = [800, 600]) {
  return uploadGql(api, owner.accessToken, ADD, { albumId }, "file", { data: await makeImage(format, ...size), name: `photo.${format}`, type: `image/${format}` });
}

function mediaFile(stored: string): string {
  return path.join(api.mediaDir, stored.slice("/media/".length));
}

describe("an owner's album", () => {
  it("is created empty, takes JPEG, PNG and WebP images, and gets its first image as cover", async () => {
    const owner = await createPerson(api, "house_manager");
    const albumId = await createAlbum(owner, "  Cooking  ");
    const first = await addImage(owner, albumId, "jpeg", [3000, 2000]);
    expect(first.body.errors).toBeUndefined();
    const album = first.body.data.addAlbumImage;
    expect(album.images).toHaveLength(1);
    const [image] = album.images;
    expect(image.imageUrl).toMatch(/^\/media\/albums\/[0-9a-f-]{36}\.webp$/);
    expect(image.thumbUrl).toMatch(/^\/media\/albums\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(album.coverImage).toBe(image.thumbUrl);
    const meta = await sharp(mediaFile(image.imageUrl)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 800]);
    for (const format of ["png", "webp"] as const) expect((await addImage(owner, albumId, format)).body.errors).toBeUndefined();
    const gql = await api.gql(`query($id: ID!) { album(id: $id) { title coverImage images { id } } }`, { id: albumId });
    expect(gql.body.data.album.title).toBe("Cooking");
    expect(gql.body.data.album.images).toHaveLength(3);
    expect(gql.body.data.album.coverImage).toBe(image.thumbUrl);
  });

  it("moves the cover to the next image when the cover image is deleted, and deletes the files", async () => {
    const owner = await createPerson(api, "house_manager");
    const albumId = await createAlbum(owner);
    await addImage(owner, albumId);
    const two = (await addImage(owner, albumId)).body.data.addAlbumImage;
    const [cover, next] = two.images;
    const res = await api.gql(DELETE_IMAGE, { id: cover.id }, owner.accessToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.deleteAlbumImage.images.map((image: { id: string }) => image.id)).toEqual([next.id]);
    expect(res.body.data.deleteAlbumImage.coverImage).toBe(next.thumbUrl);
    expect(existsSync(mediaFile(cover.imageUrl))).toBe(false);
    expect(existsSync(mediaFile(cover.thumbUrl))).toBe(false);
    const last = await api.gql(DELETE_IMAGE, { id: next.id }, owner.accessToken);
    expect(last.body.data.deleteAlbumImage).toMatchObject({ coverImage: null, images: [] });
  });

  it("is deleted with its images and their files", async () => {
    const owner = await createPerson(api, "house_manager");
    const albumId = await createAlbum(owner);
    const images = (await addImage(owner, albumId)).body.data.addAlbumImage.images;
    const res = await api.gql(DELETE_ALBUM, { id: albumId }, owner.accessToken);
    expect(res.body.data.deleteAlbum).toEqual({ success: true, message: "Album deleted" });
    expect(existsSync(mediaFile(images[0].imageUrl))).toBe(false);
    expect((await api.gql(`query($id: ID!) { album(id: $id) { id } }`, { id: albumId })).body.data.album).toBeNull();
    expect((await api.rest("GET", `/profiles/album_images/${albumId}/`)).status).toBe(404);
  });

  it("shows on the house manager's public page", async () => {
    const owner = await createPerson(api, "house_manager");
    const albumIds = [await createAlbum(owner, "First"), await createAlbum(owner, "Second")];
    await addImage(owner, albumIds[1]!);
    const res = await api.gql(`query($id: ID!) { houseManager(id: $id) { albums { id title coverImage images { imageUrl } } } }`, { id: String(owner.profileId) });
    expect(res.body.data.houseManager.albums.map((album: { id: string; title: string }) => [album.id, album.title])).toEqual([[albumIds[0], "First"], [albumIds[1], "Second"]]);
    expect(res.body.data.houseManager.albums[1].images).toHaveLength(1);
  });

  it("pages through albumsConnection in the order of albums, for several house managers in one request", async () => {
    const [one, two] = [await createPerson(api, "house_manager"), await createPerson(api, "house_manager")];
    const ones = [await createAlbum(one, "A"), await createAlbum(one, "B"), await createAlbum(one, "C")];
    const twos = [await createAlbum(two, "D")];
    const PAGE = `query($one: ID!, $two: ID!, $after: String) {
      one: houseManager(id: $one) { albumsConnection(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title } } } }
      two: houseManager(id: $two) { albumsConnection(first: 2, after: $after) { totalCount pageInfo { hasNextPage } edges { node { id } } } } }`;
    const ids = (connection: { edges: Array<{ node: { id: string } }> }) => connection.edges.map((edge) => edge.node.id);
    const first = await api.gql(PAGE, { one: String(one.profileId), two: String(two.profileId) });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.one.albumsConnection).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(ids(first.body.data.one.albumsConnection)).toEqual(ones.slice(0, 2));
    expect(first.body.data.two.albumsConnection).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
    expect(ids(first.body.data.two.albumsConnection)).toEqual(twos);
    const second = await api.gql(PAGE, { one: String(one.profileId), two: String(two.profileId), after: first.body.data.one.albumsConnection.pageInfo.endCursor });
    expect(ids(second.body.data.one.albumsConnection)).toEqual(ones.slice(2));
    expect(second.body.data.one.albumsConnection.pageInfo.hasNextPage).toBe(false);
    expect(second.body.data.two.albumsConnection).toMatchObject({ totalCount: 1, edges: [] });
  });
});

describe("permissions", () => {
  it("lets only the owner change an album (FORBIDDEN otherwise) and only house managers create one", async () => {
    const owner = await createPerson(api, "house_manager");
    const other = await createPerson(api, "house_manager");
    const employer = await createPerson(api, "employer");
    const albumId = await createAlbum(owner);
    const imageId = (await addImage(owner, albumId)).body.data.addAlbumImage.images[0].id;
    for (const intruder of [other, employer]) {
      expect(errorCode((await addImage(intruder, albumId)).body)).toBe("FORBIDDEN");
      expect(errorCode((await api.gql(DELETE_IMAGE, { id: imageId }, intruder.accessToken)).body)).toBe("FORBIDDEN");
      expect(errorCode((await api.gql(DELETE_ALBUM, { id: albumId }, intruder.accessToken)).body)).toBe("FORBIDDEN");
    }
    expect(errorCode((await api.gql(CREATE, { title: "Mine" }, employer.accessToken)).body)).toBe("FORBIDDEN");
    expect(errorCode((await api.gql(CREATE, { title: "Mine" })).body)).toBe("UNAUTHENTICATED");
    expect(errorCode((await api.gql(DELETE_ALBUM, { id: albumId })).body)).toBe("UNAUTHENTICATED");
    const still = await api.gql(`query($id: ID!) { album(id: $id) { images { id } } }`, { id: albumId });
    expect(still.body.data.album.images).toEqual([{ id: imageId }]);
  });

  it("answers NOT_FOUND for missing albums and images, and refuses a blank title", async () => {
    const owner = await createPerson(api, "house_manager");
    expect(errorCode((await addImage(owner, "999999")).body)).toBe("NOT_FOUND");
    expect(errorCode((await api.gql(DELETE_IMAGE, { id: "999999" }, owner.accessToken)).body)).toBe("NOT_FOUND");
    expect(errorCode((await api.gql(DELETE_ALBUM, { id: "abc" }, owner.accessToken)).body)).toBe("NOT_FOUND");
    const blank = await api.gql(CREATE, { title: "  " }, owner.accessToken);
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fieldErrors: { title: ["This field may not be blank."] } });
  });
});

describe("uploads", () => {
  it("refuses a text file named .jpg and an image over 8 MB, storing nothing", async () => {
    const owner = await createPerson(api, "house_manager");
    const albumId = await createAlbum(owner);
    const text = await uploadGql(api, owner.accessToken, ADD, { albumId }, "file", { data: Buffer.from("<html>not an image</html>"), name: "holiday.jpg", type: "image/jpeg" });
    expect(errorCode(text.body)).toBe("BAD_USER_INPUT");
    expect(text.body.errors?.[0]?.message).toBe("Upload a JPEG, PNG or WebP image.");
    const big = Buffer.concat([await makeImage("png"), Buffer.alloc(9 * 1024 * 1024)]);
    const large = await uploadGql(api, owner.accessToken, ADD, { albumId }, "file", { data: big, name: "big.png", type: "image/png" });
    expect(errorCode(large.body)).toBe("PAYLOAD_TOO_LARGE");
    const album = await api.gql(`query($id: ID!) { album(id: $id) { coverImage images { id } } }`, { id: albumId });
    expect(album.body.data.album).toEqual({ coverImage: null, images: [] });
  });
});

describe("REST album calls", () => {
  let owner: Person;
  let albumIds: string[];
  beforeAll(async () => {
    owner = await createPerson(api, "house_manager");
    albumIds = [await createAlbum(owner, "Childcare"), await createAlbum(owner, "Empty")];
    await addImage(owner, albumIds[0]!);
    await addImage(owner, albumIds[0]!, "jpeg");
  });

  it("album_list returns success and the albums with covers and image urls", async () => {
    const visitor = await createUser(api, "employer");
    const res = await api.rest("GET", `/profiles/album_list/${owner.profileId}/`, { token: visitor.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.albums).toHaveLength(2);
    const [full, empty] = res.body.albums;
    expect(Object.keys(full).sort()).toEqual(["cover_image", "id", "images", "title"]);
    expect(full).toMatchObject({ id: Number(albumIds[0]), title: "Childcare" });
    expect(full.cover_image).toMatch(/^\/media\/albums\/.+-thumb\.webp$/);
    expect(full.images).toHaveLength(2);
    for (const image of full.images) {
      expect(Object.keys(image)).toEqual(["image_url"]);
      expect((await api.rest("GET", image.image_url)).status).toBe(200);
    }
    expect(empty).toEqual({ id: Number(albumIds[1]), title: "Empty", cover_image: null, images: [] });
  });

  it("album_images returns success, the album and its images", async () => {
    const res = await api.rest("GET", `/profiles/album_images/${albumIds[0]}/`, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["album", "images", "success"]);
    expect(res.body.album).toEqual({ id: Number(albumIds[0]), title: "Childcare", cover_image: expect.stringMatching(/^\/media\/albums\//) });
    expect(res.body.images).toHaveLength(2);
    for (const image of res.body.images) expect(Object.keys(image).sort()).toEqual(["id", "image_url"]);
  });

  it("answers 404 for a missing house manager or album", async () => {
    const list = await api.rest("GET", "/profiles/album_list/999999/", { token: owner.accessToken });
    expect(list.status).toBe(404);
    expect(list.body.error).toBe("Profile not found");
    const images = await api.rest("GET", "/profiles/album_images/999999/", { token: owner.accessToken });
    expect(images.status).toBe(404);
    expect(images.body.error).toBe("Album not found");
    expect((await api.rest("GET", "/profiles/album_images/x/")).status).toBe(404);
  });

  it("serves visitors too, since the portfolio is part of the public page", async () => {
    const res = await api.rest("GET", `/profiles/album_list/${owner.profileId}/`);
    expect(res.status).toBe(200);
    expect(res.body.albums).toHaveLength(2);
  });
});
