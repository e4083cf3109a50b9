// Shared steps of the security tests: outcomes of REST and GraphQL calls on one scale, a snapshot of everything
// stored (rows and files), and small request builders.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { HttpResult, TestServer } from "../../server/harness.js";

/** A 1x1 PNG, a minimal JPEG and a minimal PDF. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

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
    contactMessages: await prisma.contactMessage.findMany(byId),
    media: filesUnder(api.server.config.mediaDir),
    documents: filesUnder(api.server.config.documentsDir),
  };
  return JSON.stringify(state);
}

export type FormValue = string | { data: Buffer; name: string; type?: string } | undefined;

export function formData(values: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }), value.name);
  }
  return form;
}

/** The REST contract form of SPEC 3 with sensible values; override any field. */
export function contractFields(employerProfileId: number, houseManagerProfileId: number, overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    house_manager: String(houseManagerProfileId),
    employer: String(employerProfileId),
    terms: "Cooking, cleaning and school runs; Sundays off.",
    start_date: "2026-03-01",
    end_date: "2027-02-28",
    payment_day: "Monthly",
    payment_amount: "15000",
    is_renewable: "true",
    days_per_month: "26",
    contract_document: { data: PDF, name: "contract.pdf", type: "application/pdf" },
    ...overrides,
  };
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
