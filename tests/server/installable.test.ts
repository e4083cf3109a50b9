// Installable and crawlable: robots.txt answers as text (it used to fall through to the app's HTML), and the
// web app manifest names the app, its colours and real 192 and 512 px PNG icons, served with the manifest's type.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer, type TestUser } from "./harness.js";
import { ROOT } from "../support/processes.js";
import { uploadGql } from "./profile-helpers.js";

const BUILT = path.join(ROOT, "dist", "client", "manifest.webmanifest");
const built = existsSync(BUILT);

let api: TestServer;

async function profileIdOf(user: TestUser): Promise<number> {
  const me = await api.gql<{ me: { profile: { id: string } } }>("query { me { profile { id } } }", {}, user.accessToken);
  return Number(me.body.data!.me.profile.id);
}
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.close();
});

describe("robots.txt", () => {
  it("is plain text that lets crawlers read public pages and keeps them out of a member's own", async () => {
    const res = await fetch(`${api.url}/robots.txt`, { headers: { accept: "text/html,*/*" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/settings$/m);
    expect(text).not.toMatch(/<html/i);
  });
});

describe("the web app manifest", () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "client", "public", "manifest.webmanifest"), "utf8")) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it("names the app and its colours and opens standalone at /", () => {
    expect(manifest).toMatchObject({ name: "MaidMatch", short_name: "MaidMatch", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lists 192 and 512 px icons that are PNG images of exactly that size", async () => {
    for (const size of [192, 512]) expect(manifest.icons.some((icon) => icon.sizes === `${size}x${size}` && icon.type === "image/png")).toBe(true);
    for (const icon of manifest.icons) {
      const file = path.join(ROOT, "client", "public", icon.src);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format).toBe("png");
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it.skipIf(!built)("is served as application/manifest+json, and the page links it", async () => {
    const res = await fetch(`${api.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const html = await (await fetch(`${api.url}/`, { headers: { accept: "text/html" } })).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const icon = await fetch(`${api.url}/icons/icon-512.png`);
    expect(icon.headers.get("content-type")).toBe("image/png");
  });
});

describe.skipIf(!existsSync(path.join(ROOT, "dist", "client", "index.html")))("link previews of public profiles", () => {
  /** The content of the <meta> whose property or name is `key`. */
  function meta(html: string, key: string): string | undefined {
    return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
  }

  it("puts the name, town, rating and photo into Open Graph and Twitter tags, escaped", async () => {
    const manager = await createUser(api, "house_manager", { first: `Amina "<b>`, last: "O'Neil" });
    const id = await profileIdOf(manager);
    await api.gql(`mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, { input: { city: "Nakuru", location: "Milimani" } }, manager.accessToken);
    const res = await fetch(`${api.url}/profile/house_manager/${id}`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain(`"<b>`);
    expect(meta(html, "og:title")).toBe("Amina &quot;&lt;b&gt; O&#39;Neil · MaidMatch");
    expect(meta(html, "og:description")).toBe("House manager in Milimani, Nakuru, no reviews yet.");
    expect(meta(html, "twitter:title")).toBe(meta(html, "og:title"));
    expect(meta(html, "og:image")).toMatch(/^http:\/\/[^/]+\/icons\/icon-512\.png$/);
    expect(meta(html, "og:url")).toMatch(new RegExp(`/profile/house_manager/${id}$`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The app still starts on that page.
    expect(html).toContain('<div id="root">');
  });

  it("starts loading the photo the page shows first with the page itself, and none when there is no photo", async () => {
    const manager = await createUser(api, "house_manager");
    const id = await profileIdOf(manager);
    const page = async () => (await fetch(`${api.url}/profile/house_manager/${id}`, { headers: { accept: "text/html" } })).text();
    expect(await page()).not.toContain('rel="preload" as="image"');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } }).jpeg().toBuffer();
    const upload = await uploadGql(api, manager.accessToken, "mutation($file: Upload!) { uploadProfilePhoto(file: $file) { imageThumb } }", {}, "file", { data: photo, name: "me.jpg", type: "image/jpeg" });
    const thumb = upload.body.data.uploadProfilePhoto.imageThumb as string;
    expect(thumb).toMatch(/^\/media\/.+-thumb\.webp$/);
    expect(await page()).toContain(`<link rel="preload" as="image" href="${thumb}" fetchpriority="high" />`);
  });

  it("names a landing page's own chunks for preloading, and only on landing pages", async () => {
    const html = async (pathname: string) => (await fetch(`${api.url}${pathname}`, { headers: { accept: "text/html" } })).text();
    const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map((match) => match[1]!);
    const home = await html("/");
    expect(preloads(home).some((file) => /\/assets\/HomePage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(new Set(preloads(home)).size).toBe(preloads(home).length);
    expect(preloads(await html("/findhousegirl/")).some((file) => /FindHouseGirlPage-/.test(file))).toBe(true);
    expect(preloads(await html("/login")).some((file) => /Page-/.test(file))).toBe(false);
    for (const file of preloads(home)) expect((await fetch(`${api.url}${file}`)).status).toBe(200);
  });

  it("paints a loading shell from the HTML before the JavaScript runs", async () => {
    const html = await (await fetch(`${api.url}/`, { headers: { accept: "text/html" } })).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("<script", html.indexOf('<div id="root">')));
    expect(root).toContain('aria-label="Loading MaidMatch"');
    expect(root).toContain("MaidMatch");
  });

  it("leaves other pages and unknown profiles with the page's own title", async () => {
    for (const pathname of ["/profile/employer/999999", "/findhousegirl/"]) {
      const html = await (await fetch(`${api.url}${pathname}`, { headers: { accept: "text/html" } })).text();
      expect(meta(html, "og:title")).toBeUndefined();
      expect(html).toContain("<title>MaidMatch: find your perfect house manager</title>");
    }
  });
});
