// Global setup of the security projects: gives every test file one tally file for this run, and prints the
// "tests/security summary" line from it when the run ends (once, after the last project's teardown).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { summarise } from "./support/cases.js";

/** One tally for the run, shared by the security and security-timing projects (their setups run in this process). */
const shared = globalThis as { maidmatchSecurityTally?: { file: string; projects: number } };

export default function setup(project: TestProject) {
  const tally = (shared.maidmatchSecurityTally ??= {
    file: path.join(tmpdir(), `maidmatch-security-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}.jsonl`),
    projects: 0,
  });
  tally.projects += 1;
  project.provide("securityTallyFile", tally.file);
  return () => {
    tally.projects -= 1;
    if (tally.projects > 0) return;
    const lines = existsSync(tally.file) ? readFileSync(tally.file, "utf8") : "";
    rmSync(tally.file, { force: true });
    delete shared.maidmatchSecurityTally;
    console.log(`\n${summarise(lines)}\n`);
  };
}
