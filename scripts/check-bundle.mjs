// Checks the built client against its size budget: the JavaScript a first visit downloads before anything renders
// (the entry script and every modulepreload link of index.html) must stay under 180 KB gzipped: 150 KB for the app as it
// was, about 20 KB for i18next and react-i18next, which every screen needs to show Kiswahili, and the layout's and shared
// components' texts; each screen's texts come with that screen's code (client/src/i18n/resources.ts,
// docs/decisions/0009-settings-email-and-languages.md).
// Usage: node scripts/check-bundle.mjs [client build folder, default dist/client]. Exits 1 over budget.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUDGET = 180 * 1024;
const dir = path.resolve(ROOT, process.argv[2] ?? path.join("dist", "client"));
const indexHtml = path.join(dir, "index.html");
if (!existsSync(indexHtml)) {
  console.error(`check-bundle: ${path.relative(ROOT, indexHtml)} not found; run \`vite build\` first.`);
  process.exit(1);
}
const html = readFileSync(indexHtml, "utf8");

/** The value of `name` in one HTML tag's attributes. */
function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
}
const tags = (element) => html.match(new RegExp(`<${element}\\b[^>]*>`, "gi")) ?? [];

const entries = tags("script").filter((tag) => /type\s*=\s*["']module["']/i.test(tag) && attribute(tag, "src")).map((tag) => attribute(tag, "src"));
const links = tags("link");
const preloads = links.filter((tag) => attribute(tag, "rel") === "modulepreload").map((tag) => attribute(tag, "href"));
const styles = links.filter((tag) => attribute(tag, "rel") === "stylesheet").map((tag) => attribute(tag, "href"));
if (entries.length === 0) {
  console.error("check-bundle: no module entry script found in index.html.");
  process.exit(1);
}

const fileOf = (url) => path.join(dir, url.replace(/^\//, "").split(/[?#]/)[0]);
const measured = new Map();
/** Raw and gzip (level 9) size of one built file. */
function measure(url) {
  if (!measured.has(url)) {
    const data = readFileSync(fileOf(url));
    measured.set(url, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return measured.get(url);
}

/** A chunk and the chunks it imports statically, transitively (what the browser fetches before running it). */
function withStaticImports(url, seen = new Set()) {
  if (seen.has(url) || !existsSync(fileOf(url))) return seen;
  seen.add(url);
  const code = readFileSync(fileOf(url), "utf8");
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    withStaticImports(path.posix.join(path.posix.dirname(url), match[1]), seen);
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const firstPage = [...new Set([...entries, ...preloads])];
const rows = [
  ...firstPage.map((url) => ({ url, kind: entries.includes(url) ? "entry" : "modulepreload" })),
  ...styles.map((url) => ({ url, kind: "stylesheet" })),
];
const width = Math.max(...rows.map((row) => row.url.length), 4);
console.log(`\nClient bundle (${path.relative(ROOT, dir) || "."}), sizes gzipped at level 9:`);
console.log(`${"file".padEnd(width)}  ${"kind".padEnd(13)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`);
for (const row of rows) {
  const size = measure(row.url);
  console.log(`${row.url.padEnd(width)}  ${row.kind.padEnd(13)}  ${kb(size.raw).padStart(10)}  ${kb(size.gzip).padStart(10)}`);
}
const firstPageJs = firstPage.reduce((sum, url) => sum + measure(url).gzip, 0);
const css = styles.reduce((sum, url) => sum + measure(url).gzip, 0);

// For information: the home route's lazy chunk (and what it imports) loads right after the entry on a visit to "/".
const entryCode = readFileSync(fileOf(entries[0]), "utf8");
const homeChunk = /["'`](?:\.\/|\/?assets\/)(HomePage-[\w-]+\.js)["'`]/.exec(entryCode)?.[1];
let homeExtra = 0;
if (homeChunk) {
  const base = path.posix.dirname(entries[0]);
  for (const url of withStaticImports(path.posix.join(base, homeChunk))) if (!firstPage.includes(url)) homeExtra += measure(url).gzip;
}

console.log(`\nFirst page JavaScript (entry + modulepreload): ${kb(firstPageJs)} gzip (${firstPageJs} bytes); budget ${kb(BUDGET)} (${BUDGET} bytes)`);
console.log(`First page CSS: ${kb(css)} gzip`);
if (homeChunk) console.log(`Home route chunk ${homeChunk} and its imports, fetched after the entry: +${kb(homeExtra)} gzip (${kb(firstPageJs + homeExtra)} for "/" in all)`);
if (firstPageJs > BUDGET) {
  console.error(`\ncheck-bundle: the first page's JavaScript is ${kb(firstPageJs)} gzipped, over the ${kb(BUDGET)} budget by ${kb(firstPageJs - BUDGET)}.`);
  process.exit(1);
}
console.log("check-bundle: within budget.");
