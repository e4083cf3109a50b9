// Shared steps of the security tests: outcomes of REST and GraphQL calls on one scale, a snapshot of everything
// stored (rows and files), and small request builders.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { HttpResult, TestServer } from "../../server/harness.js";

export { contractFields, formData, PDF, PNG, type FormValue } from "../../support/forms.js";

/** GraphQL codes on the REST status scale, so one table can describe both doors. */
export const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export interface Outcome {
  /** The REST status, or for GraphQL the status of the first error's code (200 when there is none). */
  status: number;
  body: any;
  /** The whole response as text, for leak scans. */
  text: string;
}

export function restOutcome(res: HttpResult): Outcome {
  return { status: res.status, body: res.body, text: typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "") };
}

export function gqlOutcome(res: HttpResult): Outcome {
  const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
  if (res.status !== 200 && !res.body?.errors) return { status: res.status, body: res.body, text };
  const code = res.body?.errors?.[0]?.extensions?.code as string | undefined;
  return { status: code ? (CODE_STATUS[code] ?? 400) : res.status, body: res.body, text };
}

/** Every file under a folder, relative, sorted. */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/** Everything the server stores except refresh tokens (logins write those): every row of every table, and every file. */
export async function snapshot(api: TestServer): Promise<string> {
  const prisma = api.server.database.prisma;
  const byId = { orderBy: { id: "asc" as const } };
  const state = {
    users: await prisma.user.findMany(byId),
    houseManagers: await prisma.houseManagerProfile.findMany(byId),
    employers: await prisma.employerProfile.findMany(byId),
    reviews: await prisma.review.findMany(byId),
    albums: await prisma.album.findMany(byId),
    images: await prisma.albumImage.findMany(byId),
    contracts: await prisma.contract.findMany(byId),
    notifications: await prisma.notification.findMany(byId),
    messages: await prisma.message.findMany(byId),
    jobs: await prisma.jobPost.findMany(byId),
    applications: await prisma.jobApplication.findMany(byId),
    contactMessages: await prisma.contactMessage.findMany(byId),
    verifications: await prisma.verification.findMany(byId),
    reports: await prisma.report.findMany(byId),
    blocks: await prisma.block.findMany({ orderBy: [{ blockerId: "asc" }, { blockedId: "asc" }] }),
    audit: await prisma.auditEntry.findMany(byId),
    consents: await prisma.consent.findMany(byId),
    media: filesUnder(api.server.config.mediaDir),
    documents: filesUnder(api.server.config.documentsDir),
  };
  return JSON.stringify(state);
}

/** Resolves when `check` passes, retrying until `timeoutMs`; the last failure is re-thrown. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
