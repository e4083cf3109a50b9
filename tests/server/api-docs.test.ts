// docs/API.md cannot rot: every ```sh block in it runs, in order, in one bash session (so variables carry from step
// to step) against a fresh server with the demo data, and each ```json answer / ```text answer block that follows a
// ```sh block must match what that block printed. ```js file=NAME blocks are written to NAME in the working folder
// before the next ```sh block runs. The guide's http://localhost:4000 becomes this server's address.
//
// How an answer matches (so the guide can abridge): objects list a subset of the keys; an array whose last item is
// "…" lists a prefix; a string "…" stands for any value, and one ending in "…" for any string with that beginning.
// A ```sh block with no answer block must print nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.js";
import { ROOT } from "../support/processes.js";

const GUIDE = path.join(ROOT, "docs", "API.md");
const DOCUMENTED_ORIGIN = "localhost:4000";

interface Block {
  /** 1-based line of the opening fence, for messages. */
  line: number;
  lang: string;
  meta: string;
  body: string;
}

interface Step {
  line: number;
  script: string;
  /** Files to write before the script runs. */
  files: Array<{ name: string; body: string }>;
  answer?: { kind: "json" | "text"; body: string; line: number };
}

export function fencedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^```(\w+)?\s*(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !/^```\s*$/.test(lines[index]!); index += 1) body.push(lines[index]!);
    blocks.push({ line: start + 1, lang: open[1] ?? "", meta: (open[2] ?? "").trim(), body: body.join("\n") });
  }
  return blocks;
}

export function steps(blocks: Block[]): Step[] {
  const result: Step[] = [];
  let files: Step["files"] = [];
  for (const block of blocks) {
    if (block.lang === "sh") {
      result.push({ line: block.line, script: block.body, files });
      files = [];
    } else if (block.lang === "js" && block.meta.startsWith("file=")) {
      files.push({ name: block.meta.slice("file=".length), body: block.body });
    } else if (block.meta === "answer" && (block.lang === "json" || block.lang === "text")) {
      const last = result.at(-1);
      if (!last || last.answer) throw new Error(`docs/API.md:${block.line}: an answer block must follow a sh block`);
      last.answer = { kind: block.lang, body: block.body, line: block.line };
    }
  }
  return result;
}

const ANY = "…";

/** Why `actual` does not match the documented `expected` (see the header), or undefined when it does. */
export function mismatch(expected: unknown, actual: unknown, at = "$"): string | undefined {
  if (expected === ANY) return actual === undefined ? `${at}: missing` : undefined;
  if (typeof expected === "string" && expected.endsWith(ANY)) {
    const prefix = expected.slice(0, -ANY.length);
    return typeof actual === "string" && actual.startsWith(prefix) ? undefined : `${at}: expected a string starting ${JSON.stringify(prefix)}, got ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected an array, got ${JSON.stringify(actual)}`;
    const prefixOnly = expected.at(-1) === ANY;
    const items = prefixOnly ? expected.slice(0, -1) : expected;
    if (prefixOnly ? actual.length < items.length : actual.length !== items.length) return `${at}: expected ${prefixOnly ? "at least " : ""}${items.length} items, got ${actual.length}`;
    for (const [index, item] of items.entries()) {
      const problem = mismatch(item, actual[index], `${at}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return `${at}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const problem = mismatch(value, (actual as Record<string, unknown>)[key], `${at}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return Object.is(expected, actual) ? undefined : `${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Runs every step in one bash process and returns each step's output (stdout and stderr together). */
async function runSteps(all: Step[], workDir: string, origin: string): Promise<{ outputs: string[]; code: number | null; tail: string }> {
  const marker = (index: number) => `@@docs-step-${index}@@`;
  const localise = (text: string) => text.replaceAll(DOCUMENTED_ORIGIN, origin);
  const script = ["set -euo pipefail", "exec 2>&1"];
  for (const [index, step] of all.entries()) {
    for (const file of step.files) script.push(`cat > ${JSON.stringify(file.name)} <<'__DOCS_FILE__'\n${localise(file.body)}\n__DOCS_FILE__`);
    script.push(`printf '\\n${marker(index)}\\n'`, localise(step.script));
  }
  script.push(`printf '\\n${marker(all.length)}\\n'`);
  const child = spawn("bash", ["-c", script.join("\n")], { cwd: workDir, env: { ...process.env, NODE_OPTIONS: "" } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 150_000);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  const outputs = all.map((_, index) => {
    const start = output.indexOf(`\n${marker(index)}\n`);
    if (start < 0) return "";
    const from = start + marker(index).length + 2;
    const end = output.indexOf(`\n${marker(index + 1)}\n`, from);
    return output.slice(from, end < 0 ? undefined : end);
  });
  return { outputs, code, tail: output.slice(-2000) };
}

const guide = readFileSync(GUIDE, "utf8");
const guideSteps = steps(fencedBlocks(guide));

let api: TestServer;
let workDir: string;
let run: Awaited<ReturnType<typeof runSteps>>;

beforeAll(async () => {
  // As section 0 of the guide starts it: the demo data, and one allowed browser origin.
  api = await startTestServer({ SEED_DEMO_DATA: "true", CORS_ORIGINS: "https://app.partner.example" });
  workDir = mkdtempSync(path.join(tmpdir(), "maidmatch-docs-"));
  // The guide's Node snippets import graphql-ws and ws, which a reader installs with npm; here they come from the repository.
  symlinkSync(path.join(ROOT, "node_modules"), path.join(workDir, "node_modules"), "dir");
  run = await runSteps(guideSteps, workDir, api.url.replace(/^http:\/\//, ""));
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("docs/API.md", () => {
  it("has runnable steps, and every one of them runs to the end", () => {
    expect(guideSteps.length).toBeGreaterThan(10);
    expect(run.code, `the guide's shell session stopped early; its last output:\n${run.tail}`).toBe(0);
  });

  for (const [index, step] of guideSteps.entries()) {
    it(`step at docs/API.md:${step.line} answers as documented`, () => {
      const output = run.outputs[index]!.trim();
      if (!step.answer) {
        expect(output, `the sh block at line ${step.line} has no answer block, so it must print nothing`).toBe("");
        return;
      }
      if (step.answer.kind === "text") {
        expect(output).toBe(step.answer.body.trim());
        return;
      }
      let actual: unknown;
      try {
        actual = JSON.parse(output);
      } catch {
        throw new Error(`the sh block at line ${step.line} printed no JSON:\n${output}`);
      }
      const expected = JSON.parse(step.answer.body) as unknown;
      const problem = mismatch(expected, actual);
      expect(problem, `answer at docs/API.md:${step.answer.line}; printed:\n${JSON.stringify(actual, null, 2).slice(0, 3000)}`).toBeUndefined();
    });
  }
});

describe("the answer matcher", () => {
  it("accepts abridged answers and refuses wrong ones", () => {
    expect(mismatch({ a: 1 }, { a: 1, b: 2 })).toBeUndefined();
    expect(mismatch({ a: "…" }, { a: [1] })).toBeUndefined();
    expect(mismatch({ a: "…" }, {})).toMatch(/missing/);
    expect(mismatch(["x", "…"], ["x", "y", "z"])).toBeUndefined();
    expect(mismatch(["x"], ["x", "y"])).toMatch(/1 items/);
    expect(mismatch("eyJ…", "eyJhbGci")).toBeUndefined();
    expect(mismatch("eyJ…", "abc")).toMatch(/starting/);
    expect(mismatch({ n: 2 }, { n: 3 })).toMatch(/expected 2/);
  });
});

