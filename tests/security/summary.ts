// Global setup of the security project: gives every test file one tally file for this run, and prints the
// "tests/security summary" line from it when the run ends.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { summarise } from "./support/cases.js";

export default function setup(project: TestProject) {
  const file = path.join(tmpdir(), `maidmatch-security-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}.jsonl`);
  project.provide("securityTallyFile", file);
  return () => {
    const lines = existsSync(file) ? readFileSync(file, "utf8") : "";
    rmSync(file, { force: true });
    console.log(`\n${summarise(lines)}\n`);
  };
}
