// What every domain service is built from: the database, settings and the shared infrastructure.
import type { Config } from "../config.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import type { AccessTokens } from "./tokens.js";
import type { Reads } from "./reads.js";
import type { RateLimits } from "./rate-limit.js";
import type { EventBus } from "./events.js";
import type { FolderStore } from "./storage.js";
import { ForbiddenError, UnauthenticatedError } from "./errors.js";

export interface ServiceDeps {
  prisma: PrismaClient;
  /** Typed set-based reads on the same database (lib/reads.ts): a screen's data in one or two statements. */
  reads: Reads;
  config: Config;
  tokens: AccessTokens;
  rateLimits: RateLimits;
  /** Live events for subscriptions; publish only after the transaction that caused them commits. */
  events: EventBus;
  /** Public files, served under /media/<key>. */
  media: FolderStore;
  /** Private files (contract documents), served only through authorised routes. */
  documents: FolderStore;
}

/** The signed-in caller, as established from a verified access token. */
export interface Viewer {
  userId: number;
  userType: "employer" | "house_manager" | "school" | "operator";
}

/** Employers and schools: the side that hires, keeps a shortlist and posts jobs (DECISIONS: schools act as employers). */
export function hires(viewer: Viewer): boolean {
  return viewer.userType === "employer" || viewer.userType === "school";
}

/**
 * A caller whose bearer token is verified but whose account is not read yet (rest/http.ts, signedRoute): the service
 * reads the account in its own first statement (accounts/service.ts, accountSql and viewerOf) and answers as if
 * callerOf had read it first, one round trip fewer. Never a Viewer: the account may be gone, suspended or closed.
 */
export interface TokenCaller {
  tokenUserId: number;
}

/** Who is calling and from where: one per HTTP request or WebSocket operation. */
export interface Caller {
  viewer: Viewer | undefined;
  ip: string;
}

/** Operator-only operations: visitors are UNAUTHENTICATED (401), every other user FORBIDDEN (403). */
export function requireOperator(viewer: Viewer | undefined): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  if (viewer.userType !== "operator") throw new ForbiddenError("Only MaidMatch operators may do this.");
  return viewer;
}

/** The signed-in viewer, or UNAUTHENTICATED (with the caller's own wording where docs/product.md gives one). */
export function requireViewer(viewer: Viewer | undefined, message?: string): Viewer {
  if (!viewer) throw new UnauthenticatedError(message);
  return viewer;
}
