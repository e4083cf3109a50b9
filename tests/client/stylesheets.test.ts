// The client's stylesheets are bundled into one file (vite.config.ts, cssCodeSplit off): a block left open in one of
// them would swallow every rule after it, in other files too (once, a media query in messages.css took trust.css's
// rules to 960 px screens only). Each file closes what it opens.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve(__dirname, "../../client/src");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? stylesheets(path.join(dir, entry.name)) : entry.name.endsWith(".css") ? [path.join(dir, entry.name)] : [],
  );
}

/** The braces' depth at the end of the file, ignoring comments and strings; 0 when every block is closed. */
function openBlocks(css: string): number {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
  let depth = 0;
  for (const character of code) {
    if (character === "{") depth += 1;
    else if (character === "}") depth -= 1;
    if (depth < 0) return depth;
  }
  return depth;
}

describe("stylesheets", () => {
  it.each(stylesheets(CLIENT).map((file) => [path.relative(CLIENT, file), file]))("%s closes every block it opens", (_name, file) => {
    expect(openBlocks(readFileSync(file, "utf8"))).toBe(0);
  });
});
