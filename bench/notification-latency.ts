// Measures the delay from sending a mutation to the recipient's subscription delivering its notification (prints figures only).
// Usage: npx tsx bench/notification-latency.ts [--count=100] [--kind=both|message|contract]
// Starts its own server on an in-memory embedded database (or DATABASE_URL, a scratch PostgreSQL database; REDIS_URL for
// the Redis event bus), one house manager subscribed to notificationAdded over graphql-ws, and fires the mutations one
// after another, each waiting for its notification.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createClient } from "graphql-ws";
import WebSocket from "ws";

// The logger reads LOG_LEVEL when it is first imported: silence it before the server modules load.
process.env.LOG_LEVEL ??= "silent";
const { loadConfig } = await import("../server/src/config.js");
const { startServer } = await import("../server/src/server.js");

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const COUNT = Number(args.get("count") ?? 100);
const KIND = args.get("kind") ?? "both";
const PASSWORD = "Sunrise-Kitchen-47";

interface Sample {
  /** Mutation sent → notification delivered to the subscriber. */
  delivered: number;
  /** Mutation sent → HTTP response received. */
  responded: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function summary(label: string, samples: Sample[]): string {
  const fmt = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  return [
    `${label} (${samples.length} events)`,
    `  mutation sent -> notification delivered: ${fmt(samples.map((s) => s.delivered))}`,
    `  mutation sent -> HTTP response:          ${fmt(samples.map((s) => s.responded))}`,
  ].join("\n");
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "maidmatch-bench-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    PGLITE_DIR: "memory://",
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "false",
    RATE_MESSAGES_PER_MINUTE: "1000000",
    RATE_REGISTRATIONS_PER_HOUR: "1000000",
    RATE_LOGIN_FAILURES: "1000000",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const server = await startServer(config);
  const base = `http://127.0.0.1:${server.port}`;

  async function post(pathname: string, body: unknown, token?: string): Promise<any> {
    const res = await fetch(base + pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return res.json();
  }

  async function user(userType: string, first: string, last: string) {
    const username = `${userType.replace("_", "")}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `${username}@example.co.ke`;
    await post("/accounts/registration/", { email, username, first_name: first, last_name: last, password: PASSWORD, password2: PASSWORD, user_type: userType });
    const login = await post("/accounts/login/", { email, password: PASSWORD });
    const me = await post("/graphql", { query: "query { me { profile { id } } }" }, login.accessToken);
    return { id: login.user_id as number, token: login.accessToken as string, profileId: me.data.me.profile.id as string };
  }

  const employer = await user("employer", "Grace", "Wanjiru");
  const houseManager = await user("house_manager", "Achieng", "Otieno");

  const arrivals: Array<{ at: number; type: string }> = [];
  const client = createClient({ url: `ws://127.0.0.1:${server.port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${houseManager.token}` }, retryAttempts: 0 });
  const stop = client.subscribe<{ notificationAdded: { notification: { type: string } } }>(
    { query: "subscription { notificationAdded { unreadCount notification { id type } } }" },
    {
      next: (result) => {
        const type = result.data?.notificationAdded.notification.type;
        if (type) arrivals.push({ at: performance.now(), type });
      },
      error: (error) => console.error("subscription error", error),
      complete: () => {},
    },
  );

  const SEND = `mutation S($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { id } }`;
  const CREATE = `mutation C($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`;
  const mutations = {
    message: (i: number) => post("/graphql", { query: SEND, variables: { to: String(houseManager.id), content: `Habari ${i}` } }, employer.token),
    contract: (i: number) =>
      post("/graphql", {
        query: CREATE,
        variables: { input: { houseManagerId: houseManager.profileId, employerId: employer.profileId, terms: `Offer ${i}`, startDate: "2026-03-01", endDate: "2026-12-31", paymentDay: "Monthly", paymentAmount: 15000, isRenewable: false, daysPerMonth: 24 } },
      }, employer.token),
  };

  async function waitForArrival(index: number, timeoutMs = 5000): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    while (arrivals.length <= index) {
      if (performance.now() > deadline) throw new Error(`notification ${index} not delivered within ${timeoutMs} ms`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return arrivals[index]!.at;
  }

  // The subscription is live once a ping arrives; events before that would be lost, not late.
  for (let attempt = 0; arrivals.length === 0; attempt += 1) {
    if (attempt > 100) throw new Error("subscription never became live");
    await mutations.message(-1);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Warm the code paths (JIT, statement caches) before measuring.
  for (let i = 0; i < 10; i += 1) {
    const index = arrivals.length;
    await mutations.message(-2);
    await mutations.contract(-2);
    await waitForArrival(index + 1);
  }

  const kinds = KIND === "both" ? (["message", "contract"] as const) : ([KIND] as Array<"message" | "contract">);
  console.log(`MaidMatch notification latency: ${config.databaseUrl ? "PostgreSQL" : "embedded PGlite (in memory)"}, ${config.redisUrl ? "Redis" : "in-process"} event bus, node ${process.version}`);
  for (const kind of kinds) {
    const samples: Sample[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const index = arrivals.length;
      const sentAt = performance.now();
      const response = await mutations[kind](i);
      const respondedAt = performance.now();
      if (response.errors) throw new Error(JSON.stringify(response.errors));
      const deliveredAt = await waitForArrival(index);
      samples.push({ delivered: deliveredAt - sentAt, responded: respondedAt - sentAt });
    }
    console.log(summary(kind === "message" ? "sendMessage -> 'message' notification" : "createContract -> 'contract' notification", samples));
  }

  stop();
  await client.dispose();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
