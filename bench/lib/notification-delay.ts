// Delay from sending a mutation to its notification reaching a graphql-ws subscriber, possibly on another replica.
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { percentile } from "./load.js";

const PASSWORD = "Sunrise-Kitchen-47";
const SEND = `mutation S($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { id } }`;
const CREATE = `mutation C($input: CreateContractInput!) { createContract(input: $input) { contract { id } } }`;

export interface DelaySummary {
  /** Mutation sent -> notification delivered, in ms. */
  median: number;
  p95: number;
  max: number;
  /** Mutation sent -> HTTP response, median in ms. */
  responseMedian: number;
  samples: number;
}

async function post(base: string, pathname: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(base + pathname, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || json.errors) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function newUser(base: string, userType: string, first: string, last: string) {
  const username = `bench${userType.replace("_", "")}${randomBytes(4).toString("hex")}`;
  const email = `${username}@example.co.ke`;
  await post(base, "/accounts/registration/", { email, username, first_name: first, last_name: last, password: PASSWORD, password2: PASSWORD, user_type: userType });
  const login = await post(base, "/accounts/login/", { email, password: PASSWORD });
  const me = await post(base, "/graphql", { query: "query { me { profile { id } } }" }, login.accessToken);
  return { id: login.user_id as number, token: login.accessToken as string, profileId: me.data.me.profile.id as string };
}

/**
 * Offers `count` contracts one after another through `mutateThrough`, each waiting for its notification at a house
 * manager subscribed on `subscribeTo` (the same server, or another replica sharing the database and Redis).
 */
export async function notificationDelays(options: { subscribeTo: string; mutateThrough: string; count: number; warmUp?: number }): Promise<DelaySummary> {
  const employer = await newUser(options.mutateThrough, "employer", "Grace", "Wanjiru");
  const houseManager = await newUser(options.mutateThrough, "house_manager", "Achieng", "Otieno");
  const arrivals: number[] = [];
  const client = createClient({
    url: `${options.subscribeTo.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${houseManager.token}` },
    retryAttempts: 0,
  });
  const stop = client.subscribe<{ notificationAdded: { notification: { id: string } } }>(
    { query: "subscription { notificationAdded { unreadCount notification { id type } } }" },
    {
      next: (result) => {
        if (result.data?.notificationAdded) arrivals.push(performance.now());
      },
      error: (error) => console.error("subscription error", error),
      complete: () => {},
    },
  );
  const offer = (i: number) =>
    post(options.mutateThrough, "/graphql", {
      query: CREATE,
      variables: { input: { houseManagerId: houseManager.profileId, employerId: employer.profileId, terms: `Offer ${i}`, startDate: "2026-03-01", endDate: "2026-12-31", paymentDay: "Monthly", paymentAmount: 15000, isRenewable: false, daysPerMonth: 24 } },
    }, employer.token);
  async function arrival(index: number, timeoutMs = 5000): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    while (arrivals.length <= index) {
      if (performance.now() > deadline) throw new Error(`notification ${index} not delivered within ${timeoutMs} ms`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return arrivals[index]!;
  }

  try {
    // Live once a ping arrives: events published before that are lost, not late.
    for (let attempt = 0; arrivals.length === 0; attempt += 1) {
      if (attempt > 100) throw new Error("the subscription never became live");
      await post(options.mutateThrough, "/graphql", { query: SEND, variables: { to: String(houseManager.id), content: "ping" } }, employer.token);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < (options.warmUp ?? 10); i += 1) {
      const index = arrivals.length;
      await offer(-1);
      await arrival(index);
    }
    const delivered: number[] = [];
    const responded: number[] = [];
    for (let i = 0; i < options.count; i += 1) {
      const index = arrivals.length;
      const sentAt = performance.now();
      await offer(i);
      responded.push(performance.now() - sentAt);
      delivered.push((await arrival(index)) - sentAt);
    }
    delivered.sort((a, b) => a - b);
    responded.sort((a, b) => a - b);
    return { median: percentile(delivered, 50), p95: percentile(delivered, 95), max: delivered.at(-1)!, responseMedian: percentile(responded, 50), samples: delivered.length };
  } finally {
    stop();
    await client.dispose();
  }
}
