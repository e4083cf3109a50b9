// REST routes for trust and privacy under /profiles: verification documents, reports, blocks, my_data and delete_account.
import { Router, type Request } from "express";
import type { Report, Verification } from "../generated/prisma/client.js";
import type { Services } from "../services.js";
import { isMultipart, readMultipart } from "../lib/multipart.js";
import { ValidationError } from "../lib/errors.js";
import { MAX_VERIFICATION_BYTES, type VerificationSubmission } from "../modules/verifications/service.js";
import { expiryOf } from "../modules/verifications/badges.js";
import type { BlockedUser } from "../modules/moderation/blocks.js";
import { bodyOf, fileRoute, route } from "./http.js";
import { displayName } from "../../../shared/names.js";

function day(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/** A verification as its owner sees it (never the file's storage key). */
export function verificationJson(row: Verification) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    issued_on: day(row.issuedOn),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reason: row.reason,
    expires_at: row.kind === "good_conduct" && row.issuedOn ? day(expiryOf(row.issuedOn)) : null,
  };
}

export function reportJson(report: Report) {
  return {
    id: report.id,
    target_type: report.targetType,
    target_id: report.targetId,
    reason: report.reason,
    details: report.details,
    status: report.status,
    created_at: report.createdAt.toISOString(),
  };
}

export function blockedJson(user: BlockedUser) {
  return { user_id: user.userId, username: user.username, name: displayName(user), created_at: user.createdAt.toISOString() };
}

/** Reads the submission form; the document is capped at its limit while it streams in. */
async function verificationForm(req: Request): Promise<VerificationSubmission> {
  if (!isMultipart(req)) {
    const body = bodyOf(req);
    if (body.document !== undefined) throw ValidationError.fields({ document: ["Send the document as a multipart/form-data file."] });
    return { kind: body.kind, issuedOn: body.issued_on, document: null };
  }
  const { fields, files } = await readMultipart(req, { maxFileBytes: MAX_VERIFICATION_BYTES, maxFiles: 1, maxFields: 10, maxFieldBytes: 1000 });
  const file = files.find((candidate) => candidate.field === "document");
  return { kind: fields.kind, issuedOn: fields.issued_on, document: file ? { buffer: file.buffer, truncated: file.truncated } : null };
}

export function trustRoutes(services: Services): Router {
  const router = Router();
  const { verifications, reports, blocks, privacy } = services;

  router.post("/verifications/", route(services, async (req, caller) => {
    // Anyone but a house manager is refused before the upload is read.
    verifications.requireSubmitter(caller.viewer);
    return { status: 201, body: verificationJson(await verifications.submit(caller.viewer, await verificationForm(req))) };
  }));
  router.get("/verifications/:id/document/", fileRoute(services, (req, caller) => verifications.document(caller.viewer, req.params.id, "owner")));
  router.get("/verifications/", route(services, async (_req, caller) => ({ body: (await verifications.own(caller.viewer)).map(verificationJson) })));

  router.post("/reports/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    const report = await reports.create(caller.viewer, { targetType: body.target_type, targetId: body.target_id, reason: body.reason, details: body.details });
    return { status: 201, body: reportJson(report) };
  }));

  router.get("/blocks/", route(services, async (_req, caller) => ({ body: (await blocks.list(caller.viewer)).map(blockedJson) })));
  router.post("/blocks/:userId/", route(services, async (req, caller) => ({ status: 201, body: blockedJson(await blocks.block(caller.viewer, req.params.userId)) })));
  router.delete("/blocks/:userId/", route(services, async (req, caller) => {
    await blocks.unblock(caller.viewer, req.params.userId);
    return { status: 204 };
  }));

  router.get("/my_data/", route(services, async (_req, caller) => ({ body: await privacy.myData(caller.viewer) })));
  router.post("/delete_account/", route(services, async (req, caller) => {
    await privacy.deleteAccount(caller.viewer, bodyOf(req).password);
    return { body: { success: true, message: "Your account is closed. Reviews and messages you wrote now show as from \"Former member\"; contracts stay with the other party." } };
  }));

  return router;
}
