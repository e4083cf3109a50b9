// Each page of client/src/app/routes.tsx fetches, with its code, the texts of every namespace its code uses (its own
// and those of the features it embeds), so it never renders keys or waits for texts a second time.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAZY_NAMESPACES } from "../../client/src/i18n/resources";

const CLIENT = path.resolve(import.meta.dirname, "../../client/src");
const ROUTES = path.join(CLIENT, "app", "routes.tsx");

/** The file a relative import names. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every file a page's code imports statically, itself included (lazily imported chunks fetch their own texts; type-only
 * imports and exports bring no code).
 */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/(?:import|export)\s(?!type\s)[^"';]*?from\s+["']([^"']+)["']/g)) {
    const target = resolveImport(file, match[1] ?? "");
    if (target && !target.includes(`${path.sep}gql${path.sep}`) && !target.includes(`${path.sep}i18n${path.sep}`)) staticImports(target, seen);
  }
  return seen;
}

/** The screens' namespaces a file reads: useTranslation("ns") or (["ns", …]), and "ns:key" strings. */
function namespacesUsed(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")/g)) for (const name of (match[1] ?? "").matchAll(/"([^"]+)"/g)) found.add(name[1] ?? "");
  for (const match of source.matchAll(/["'`]([a-z-]+):[a-zA-Z]/g)) found.add(match[1] ?? "");
  return [...found].filter((name) => (LAZY_NAMESPACES as readonly string[]).includes(name));
}

const pages = [...readFileSync(ROUTES, "utf8").matchAll(/const (\w+) = page\(\(\) => import\("([^"]+)"\), \[([^\]]*)\]\)/g)].map((match) => ({
  name: match[1] ?? "",
  file: resolveImport(ROUTES, match[2] ?? ""),
  declared: [...(match[3] ?? "").matchAll(/"([^"]+)"/g)].map((name) => name[1] ?? ""),
}));

describe("the texts each page fetches with its code", () => {
  it("finds the pages of the route table", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const page of pages) expect(page.file, page.name).toBeDefined();
  });

  it.each(pages.map((page) => [page.name, page] as const))("%s names every namespace its code uses", (_name, page) => {
    const used = new Set<string>();
    for (const file of staticImports(page.file ?? "")) for (const name of namespacesUsed(file)) used.add(name);
    expect([...used].filter((name) => !page.declared.includes(name)).sort()).toEqual([]);
  });
});
