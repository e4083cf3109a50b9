// Reports and moderation: any signed-in user reports a profile, a review or a message; operators resolve reports by
// dismissing them, hiding the review, or suspending the account the report is about.
import type { Prisma, Report, ReportReason, ReportTargetType } from "../../generated/prisma/client.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { optionalChoice, parseId } from "../../lib/validate.js";
import { requireOperator, requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { recordAudit } from "../operators/audit.js";
import { recomputeRating } from "../reviews/queries.js";
import { displayName } from "../../../../shared/names.js";

export const REPORT_TARGETS = ["house_manager", "employer", "review", "message"] as const;
export const REPORT_REASONS = ["fake_profile", "harassment", "scam", "inappropriate", "other"] as const;
export const REPORT_ACTIONS = ["dismiss", "hide_review", "suspend_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
const MAX_DETAILS = 2000;

export interface ReportInput {
  targetType?: unknown;
  targetId?: unknown;
  reason?: unknown;
  details?: unknown;
}

/** What the operator sees of the reported thing, read when the queue is listed (so a hidden review shows as hidden). */
export type ReportedContent =
  | { kind: "profile"; role: "house_manager" | "employer"; profileId: number; userId: number; name: string; location: string; bio: string; description: string; image: string | null }
  | { kind: "review"; reviewId: number; rating: number; comment: string; reviewerId: number; reviewerUsername: string; hidden: boolean; createdAt: Date }
  | { kind: "message"; messageId: number; content: string; senderId: number; recipientId: number; createdAt: Date }
  | { kind: "gone" };

export type ReportWithContent = Report & { content: ReportedContent; targetSuspended: boolean };

function choice<T extends string>(field: string, value: unknown, choices: readonly T[]): T | undefined {
  if (typeof value === "string" && (choices as readonly string[]).includes(value.trim())) return value.trim() as T;
  return undefined;
}

export class ReportService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Files a report. Messages can be reported only by their two parties; the reported account is resolved now. */
  async create(viewer: Viewer | undefined, input: ReportInput): Promise<Report> {
    const caller = requireViewer(viewer);
    const problems: Record<string, string[]> = {};
    const targetType = choice<ReportTargetType>("target_type", input.targetType, REPORT_TARGETS);
    if (!targetType) problems.target_type = [`Choose one of: ${REPORT_TARGETS.join(", ")}.`];
    const reason = choice<ReportReason>("reason", input.reason, REPORT_REASONS);
    if (!reason) problems.reason = [`Choose one of: ${REPORT_REASONS.join(", ")}.`];
    const targetId = parseId(typeof input.targetId === "string" ? input.targetId.trim() : input.targetId);
    if (targetId === undefined) problems.target_id = ["A valid id is required."];
    let details = "";
    if (input.details !== undefined && input.details !== null) {
      if (typeof input.details !== "string") problems.details = ["Not a valid string."];
      else if (input.details.trim().length > MAX_DETAILS) problems.details = [`Ensure this field has no more than ${MAX_DETAILS} characters.`];
      else details = input.details.trim();
    }
    if (Object.keys(problems).length) throw ValidationError.fields(problems);
    const targetUserId = await this.targetUser(caller, targetType!, targetId!);
    if (targetUserId === caller.userId) throw ValidationError.nonField("You cannot report yourself.");
    await this.deps.rateLimits.limitWrite("report", caller);
    return this.deps.prisma.report.create({ data: { reporterId: caller.userId, targetType: targetType!, targetId: targetId!, targetUserId, reason: reason!, details } });
  }

  /** Reports the caller made (for their own data export). */
  async mine(userId: number): Promise<Report[]> {
    return this.deps.prisma.report.findMany({ where: { reporterId: userId }, orderBy: { createdAt: "desc" } });
  }

  /** Operators: reports, oldest first, each with the reported content. */
  async list(viewer: Viewer | undefined, rawStatus: unknown): Promise<ReportWithContent[]> {
    requireOperator(viewer);
    const status = optionalChoice("status", rawStatus, ["open", "resolved"] as const);
    const reports = await this.deps.prisma.report.findMany({ where: status ? { status } : {}, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 500 });
    return this.withContent(reports);
  }

  /** Operators: resolves an open report; the action, the report and the audit entry commit together. */
  async resolve(viewer: Viewer | undefined, rawId: unknown, input: { action?: unknown; note?: unknown }): Promise<ReportWithContent> {
    const operator = requireOperator(viewer);
    const action = choice<ReportAction>("action", input.action, REPORT_ACTIONS);
    if (!action) throw ValidationError.fields({ action: [`Choose one of: ${REPORT_ACTIONS.join(", ")}.`] });
    if (input.note !== undefined && input.note !== null && typeof input.note !== "string") throw ValidationError.fields({ note: ["Not a valid string."] });
    const note = typeof input.note === "string" ? input.note.trim() : "";
    if (note.length > 2000) throw ValidationError.fields({ note: ["Ensure this field has no more than 2000 characters."] });
    const id = parseId(rawId);
    const report = id === undefined ? null : await this.deps.prisma.report.findUnique({ where: { id } });
    if (!report) throw new NotFoundError("Report not found.");
    if (report.status !== "open") throw new ConflictError("This report is already resolved.");
    if (action === "hide_review" && report.targetType !== "review") throw ValidationError.fields({ action: ["Only a reported review can be hidden."] });

    await this.deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.report.updateMany({
        where: { id: report.id, status: "open" },
        data: { status: "resolved", action, note, resolvedById: operator.userId, resolvedAt: new Date() },
      });
      if (claimed.count !== 1) throw new ConflictError("This report is already resolved.");
      const audit = { operatorId: operator.userId, note: note ? `Report #${report.id}: ${note}` : `Report #${report.id}` };
      if (action === "dismiss") await recordAudit(tx, { ...audit, action: "dismiss", targetType: "report", targetId: report.id });
      if (action === "hide_review") await recordAudit(tx, { ...audit, action: "hide", targetType: "review", targetId: report.targetId });
      if (action === "suspend_user") await recordAudit(tx, { ...audit, action: "suspend", targetType: "user", targetId: report.targetUserId });
      if (action === "hide_review") await this.hideReview(tx, report.targetId);
      if (action === "suspend_user") await this.suspend(tx, report.targetUserId);
    });
    const [resolved] = await this.withContent([await this.deps.prisma.report.findUniqueOrThrow({ where: { id: report.id } })]);
    return resolved!;
  }

  /** Hides a review from every list and recomputes its profile's mean in the same transaction. */
  private async hideReview(tx: Prisma.TransactionClient, reviewId: number): Promise<void> {
    const review = await tx.review.findUnique({ where: { id: reviewId } });
    if (!review || review.hiddenAt) return;
    await tx.review.update({ where: { id: review.id }, data: { hiddenAt: new Date() } });
    if (review.houseManagerId !== null) await recomputeRating(tx, "house_manager", review.houseManagerId);
    if (review.employerId !== null) await recomputeRating(tx, "employer", review.employerId);
  }

  /** Suspends an account: its refresh tokens are revoked here; live access tokens fail at the next request (authenticate). */
  private async suspend(tx: Prisma.TransactionClient, userId: number): Promise<void> {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { userType: true } });
    if (!user) throw new NotFoundError("The reported account no longer exists.");
    if (user.userType === "operator") throw new ForbiddenError("An operator account cannot be suspended from the console.");
    await tx.user.updateMany({ where: { id: userId, suspendedAt: null }, data: { suspendedAt: new Date() } });
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  /** The account a report is about; 404 when the target does not exist or (a message) is not the caller's to report. */
  private async targetUser(caller: Viewer, type: ReportTargetType, id: number): Promise<number> {
    const { prisma } = this.deps;
    if (type === "house_manager") {
      const profile = await prisma.houseManagerProfile.findUnique({ where: { id }, select: { userId: true } });
      if (profile) return profile.userId;
      throw new NotFoundError("Profile not found");
    }
    if (type === "employer") {
      const profile = await prisma.employerProfile.findUnique({ where: { id }, select: { userId: true } });
      if (profile) return profile.userId;
      throw new NotFoundError("Profile not found");
    }
    if (type === "review") {
      const review = await prisma.review.findUnique({ where: { id }, select: { reviewerId: true, hiddenAt: true } });
      if (review && !review.hiddenAt) return review.reviewerId;
      throw new NotFoundError("Review not found.");
    }
    const message = await prisma.message.findUnique({ where: { id }, select: { senderId: true, recipientId: true } });
    // Only the two parties can see a message, so only they can report it.
    if (message && (message.senderId === caller.userId || message.recipientId === caller.userId)) return message.senderId;
    throw new NotFoundError("Message not found.");
  }

  private async withContent(reports: Report[]): Promise<ReportWithContent[]> {
    const { prisma } = this.deps;
    const ids = (type: ReportTargetType) => [...new Set(reports.filter((report) => report.targetType === type).map((report) => report.targetId))];
    const userSelect = { select: { firstName: true, lastName: true, username: true } } as const;
    const [houseManagers, employers, reviews, messages, targets] = await Promise.all([
      prisma.houseManagerProfile.findMany({ where: { id: { in: ids("house_manager") } }, include: { user: userSelect } }),
      prisma.employerProfile.findMany({ where: { id: { in: ids("employer") } }, include: { user: userSelect } }),
      prisma.review.findMany({ where: { id: { in: ids("review") } }, include: { reviewer: { select: { username: true } } } }),
      prisma.message.findMany({ where: { id: { in: ids("message") } } }),
      prisma.user.findMany({ where: { id: { in: [...new Set(reports.map((report) => report.targetUserId))] } }, select: { id: true, suspendedAt: true } }),
    ]);
    const profiles = new Map<string, ReportedContent>();
    for (const [role, rows] of [["house_manager", houseManagers], ["employer", employers]] as const) {
      for (const row of rows) {
        profiles.set(`${role}:${row.id}`, {
          kind: "profile", role, profileId: row.id, userId: row.userId, name: displayName(row.user),
          location: row.location, bio: row.bio, description: row.description, image: row.image,
        });
      }
    }
    for (const row of reviews) {
      profiles.set(`review:${row.id}`, { kind: "review", reviewId: row.id, rating: row.rating, comment: row.comment, reviewerId: row.reviewerId, reviewerUsername: row.reviewer.username, hidden: row.hiddenAt !== null, createdAt: row.createdAt });
    }
    for (const row of messages) {
      profiles.set(`message:${row.id}`, { kind: "message", messageId: row.id, content: row.content, senderId: row.senderId, recipientId: row.recipientId, createdAt: row.createdAt });
    }
    const suspended = new Map(targets.map((user) => [user.id, user.suspendedAt !== null]));
    return reports.map((report) => ({ ...report, content: profiles.get(`${report.targetType}:${report.targetId}`) ?? { kind: "gone" }, targetSuspended: suspended.get(report.targetUserId) ?? false }));
  }
}
