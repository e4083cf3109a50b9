// REST routes of the operator console under /operator/<resource>/: verifications, reports, contact messages, audit log.
// Every route answers 401 to visitors and 403 to users who are not operators, before anything else is read.
import { Router, type RequestHandler } from "express";
import type { ContactMessage } from "../generated/prisma/client.js";
import type { Services } from "../services.js";
import { requireOperator } from "../lib/services-context.js";
import type { VerificationWithOwner } from "../modules/verifications/service.js";
import type { ReportWithContent, ReportedContent } from "../modules/moderation/reports.js";
import type { AuditEntryWithOperator } from "../modules/operators/service.js";
import { bodyOf, callerOf, fileRoute, restFields, route } from "./http.js";
import { reportJson, verificationJson } from "./trust.js";
import { displayName } from "../../../shared/names.js";

function operatorVerificationJson(row: VerificationWithOwner) {
  return {
    ...verificationJson(row),
    ...restFields(row, ["userId", "houseManagerId"]),
    name: displayName(row.user),
    document: row.documentKey ? `/operator/verifications/${row.id}/document/` : null,
    document_mime_type: row.documentMimeType,
  };
}

function contentJson(content: ReportedContent) {
  switch (content.kind) {
    case "profile":
      return { kind: content.role, profile_id: content.profileId, user_id: content.userId, name: content.name, location: content.location, bio: content.bio, description: content.description, image: content.image };
    case "review":
      return { kind: "review", review_id: content.reviewId, rating: content.rating, comment: content.comment, reviewer_id: content.reviewerId, reviewer_username: content.reviewerUsername, hidden: content.hidden, created_at: content.createdAt.toISOString() };
    case "message":
      return { kind: "message", message_id: content.messageId, content: content.content, sender_id: content.senderId, recipient_id: content.recipientId, created_at: content.createdAt.toISOString() };
    default:
      return { kind: "gone" };
  }
}

function operatorReportJson(report: ReportWithContent) {
  return {
    ...reportJson(report),
    ...restFields(report, ["reporterId", "targetUserId", "targetSuspended"]),
    content: contentJson(report.content),
    ...restFields(report, ["action", "note"]),
    resolved_at: report.resolvedAt ? report.resolvedAt.toISOString() : null,
  };
}

function contactJson(message: ContactMessage) {
  return { id: message.id, name: message.name, email: message.email, message: message.message, status: message.status, created_at: message.createdAt.toISOString(), handled_at: message.handledAt ? message.handledAt.toISOString() : null };
}

function auditJson(entry: AuditEntryWithOperator) {
  return { id: entry.id, operator_id: entry.operatorId, operator: entry.operatorName, action: entry.action, target_type: entry.targetType, target_id: entry.targetId, note: entry.note, created_at: entry.createdAt.toISOString() };
}

function queryString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

export function operatorRoutes(services: Services): Router {
  const router = Router();
  const { verifications, reports, operators } = services;

  // The guard for every /operator/<anything> path, known or not; /operator/ itself is the console page of the client.
  const guard: RequestHandler = async (req, _res, next) => {
    if (req.path === "/" && req.method === "GET" && req.accepts(["json", "html"]) === "html") return next("router");
    try {
      requireOperator((await callerOf(req, services)).viewer);
      next();
    } catch (error) {
      next(error);
    }
  };
  router.use(guard);

  router.get("/verifications/", route(services, async (req, caller) => ({ body: (await verifications.list(caller.viewer, queryString(req.query.status))).map(operatorVerificationJson) })));
  router.get("/verifications/:id/document/", fileRoute(services, (req, caller) => verifications.document(caller.viewer, req.params.id)));
  router.post("/verifications/:id/approve/", route(services, async (req, caller) => ({ body: verificationJson(await verifications.approve(caller.viewer, req.params.id)) })));
  router.post("/verifications/:id/reject/", route(services, async (req, caller) => ({ body: verificationJson(await verifications.reject(caller.viewer, req.params.id, bodyOf(req).reason)) })));

  router.get("/reports/", route(services, async (req, caller) => ({ body: (await reports.list(caller.viewer, queryString(req.query.status))).map(operatorReportJson) })));
  router.post("/reports/:id/resolve/", route(services, async (req, caller) => {
    const body = bodyOf(req);
    return { body: operatorReportJson(await reports.resolve(caller.viewer, req.params.id, { action: body.action, note: body.note })) };
  }));

  router.get("/contact_messages/", route(services, async (req, caller) => ({ body: (await operators.contactMessages(caller.viewer, queryString(req.query.status))).map(contactJson) })));
  router.post("/contact_messages/:id/handle/", route(services, async (req, caller) => ({ body: contactJson(await operators.handleContactMessage(caller.viewer, req.params.id, bodyOf(req).note)) })));

  router.get("/audit/", route(services, async (_req, caller) => ({ body: (await operators.audit(caller.viewer)).map(auditJson) })));

  // Unknown operator paths answer JSON (after the guard), never the client's index.html.
  router.all("/*rest", (_req, res) => {
    res.status(404).json({ error: "Not found.", detail: "Not found." });
  });
  return router;
}
