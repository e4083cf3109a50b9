// One load run with autocannon: requests per second and latency percentiles computed from every response's time.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn instead of one `body` (e.g. logins of different accounts). */
  bodies?: string[];
  connections: number;
  seconds: number;
  /** Per-request timeout in seconds (slow operations such as a login with argon2 need more than the default 10). */
  timeoutSeconds?: number;
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  rps: number;
  responses: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx responses, socket errors and timeouts. */
  failures: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const bodies = options.bodies;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        ...(options.body !== undefined ? { body: options.body } : {}),
        connections: options.connections,
        duration: options.seconds,
        timeout: options.timeoutSeconds ?? 10,
        ...(bodies?.length ? { requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result["2xx"] / result.duration,
          responses: result["2xx"],
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}
