// Counts what the security tests ran: every authorisation case, fuzz case and fault scenario is recorded with its
// outcome in this run's tally file (one JSON line each), and the global teardown prints the totals.
import { appendFileSync } from "node:fs";
import { inject } from "vitest";

export type CaseKind = "authz" | "fuzz" | "fault";

declare module "vitest" {
  export interface ProvidedContext {
    securityTallyFile: string;
  }
}

function tallyFile(): string | undefined {
  try {
    return inject("securityTallyFile");
  } catch {
    return undefined;
  }
}

/** Records `count` cases of one kind; `failed` of them failed. */
export function record(kind: CaseKind, count = 1, failed = 0): void {
  const file = tallyFile();
  if (file) appendFileSync(file, `${JSON.stringify({ kind, count, failed })}\n`);
}

/** Runs one case and records it as passed or failed (the error is re-thrown so the test fails as usual). */
export async function runCase<T>(kind: CaseKind, fn: () => Promise<T>): Promise<T> {
  try {
    const result = await fn();
    record(kind, 1, 0);
    return result;
  } catch (error) {
    record(kind, 1, 1);
    throw error;
  }
}

/** The summary line from the tally file's lines. */
export function summarise(lines: string): string {
  const totals: Record<CaseKind, number> = { authz: 0, fuzz: 0, fault: 0 };
  let failed = 0;
  for (const line of lines.split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { kind: CaseKind; count: number; failed: number };
    totals[entry.kind] += entry.count;
    failed += entry.failed;
  }
  return `tests/security summary: ${totals.authz} authorisation cases, ${totals.fuzz} fuzz cases, ${totals.fault} fault scenarios, ${failed} failed`;
}
