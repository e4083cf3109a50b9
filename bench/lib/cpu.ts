// CPU time a process has used (user + system, all its threads), from /proc: per response, it moves far less with the
// load of other processes on a shared machine than throughput or latency do.
import { readFileSync } from "node:fs";

/** utime + stime of `pid` in ms; NaN where /proc is missing. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/** Runs `work` and adds the CPU milliseconds `pid` used meanwhile per response it reports. */
export async function withCpu<T extends { responses: number }>(pid: number, work: () => Promise<T>): Promise<T & { cpuMsPerResponse: number }> {
  const before = cpuMs(pid);
  const result = await work();
  return { ...result, cpuMsPerResponse: (cpuMs(pid) - before) / result.responses };
}
