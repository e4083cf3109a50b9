// `npx tsx bench/argon2-settings.ts`: CPU and wall time of one argon2id hash for each of OWASP's listed settings
// (Password Storage Cheat Sheet: m=47104/t=1, m=19456/t=2, m=12288/t=3, m=9216/t=4, m=7168/t=5, all p=1), plus the
// old default (64 MiB, t=3, p=4). The settings run in interleaved rounds so that load from other processes on a shared
// machine falls on all of them alike; prints the median and the range over the rounds. Options: --rounds=5 --hashes=10.
import { cpuUsage } from "node:process";
import argon2 from "argon2";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const ROUNDS = Number(args.get("rounds") ?? 5);
const HASHES = Number(args.get("hashes") ?? 10);

const SETTINGS = [
  { label: "m=65536 t=3 p=4 (old default)", memoryCost: 65536, timeCost: 3, parallelism: 4 },
  { label: "m=47104 t=1 p=1 (OWASP)", memoryCost: 47104, timeCost: 1, parallelism: 1 },
  { label: "m=19456 t=2 p=1 (OWASP)", memoryCost: 19456, timeCost: 2, parallelism: 1 },
  { label: "m=12288 t=3 p=1 (OWASP)", memoryCost: 12288, timeCost: 3, parallelism: 1 },
  { label: "m=9216 t=4 p=1 (OWASP)", memoryCost: 9216, timeCost: 4, parallelism: 1 },
  { label: "m=7168 t=5 p=1 (OWASP)", memoryCost: 7168, timeCost: 5, parallelism: 1 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cpu: number[][] = SETTINGS.map(() => []);
const wall: number[][] = SETTINGS.map(() => []);
const hash = await argon2.hash("warm-up", { type: argon2.argon2id });
await argon2.verify(hash, "warm-up");

for (let round = 0; round < ROUNDS; round++) {
  for (const [index, setting] of SETTINGS.entries()) {
    const { label: _, ...options } = setting;
    // One at a time: per-hash cost, not throughput; the process's CPU time includes libuv's pool threads.
    const cpuBefore = cpuUsage();
    const wallBefore = performance.now();
    for (let i = 0; i < HASHES; i++) await argon2.hash(`password-${round}-${i}`, { type: argon2.argon2id, ...options });
    const used = cpuUsage(cpuBefore);
    cpu[index]!.push((used.user + used.system) / 1000 / HASHES);
    wall[index]!.push((performance.now() - wallBefore) / HASHES);
  }
}

console.log(`argon2id, ${ROUNDS} rounds x ${HASHES} hashes, one at a time; CPU ms per hash (median, min-max over rounds), wall ms per hash`);
console.log("| setting | CPU ms per hash | wall ms per hash | hashes/s on one core (from CPU) |");
console.log("|---|---:|---:|---:|");
for (const [index, setting] of SETTINGS.entries()) {
  const c = cpu[index]!;
  const w = wall[index]!;
  console.log(`| ${setting.label} | ${median(c).toFixed(1)} (${Math.min(...c).toFixed(1)}-${Math.max(...c).toFixed(1)}) | ${median(w).toFixed(1)} (${Math.min(...w).toFixed(1)}-${Math.max(...w).toFixed(1)}) | ${(1000 / median(c)).toFixed(0)} |`);
}
