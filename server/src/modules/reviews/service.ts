// Reviews: a profile's reviews, and submitting one under every rule of docs/decisions/0003-reviews.md, the rating kept in step.
import type { Review } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { DomainError, NotFoundError, UnauthenticatedError, ValidationError } from "../../lib/errors.js";
import { channels } from "../../lib/events.js";
import type { Caller, ServiceDeps } from "../../lib/services-context.js";
import { USER_TYPES } from "../accounts/service.js";
import { publishAll, type NotificationPublished } from "../notifications/live.js";
import { PROFILE_NOT_FOUND, ProfileService, roleOfUserType, type ProfileRole, type ProfileRow } from "../profiles/service.js";
import { loadReviewers, recomputeRating, reviewTargetColumn, type ReviewWithReviewer } from "./queries.js";
import { displayName } from "../../../../shared/names.js";

/** Texts of docs/product.md ("Validation and texts") and docs/decisions/0003-reviews.md, matched exactly by the client. */
export const REVIEW_MESSAGES = {
  empty: "Review cannot be empty",
  rating: "Rating must be between 1 and 5",
  duplicate: "You have already reviewed this profile",
  self: "You cannot review your own profile",
  tooLong: "Review must be at most 2000 characters",
  submitted: "Review submitted successfully",
  wrongType: "The user type in the path does not match your account.",
  wrongSide: "Employers and schools review house managers; house managers review employers.",
} as const;

const MAX_COMMENT = 2000;

export interface ReviewInput {
  rating?: unknown;
  comment?: unknown;
}

export interface SubmittedReview {
  message: string;
  review: ReviewWithReviewer;
  /** The reviewed profile with its new rating and count. */
  profile: ProfileRow;
}

/** A refusal that also fills non_field_errors, the list the review form shows (docs/decisions/0003-reviews.md), so 403 and 404 read clearly too. */
function refusal(code: "FORBIDDEN" | "NOT_FOUND", message: string): DomainError {
  return new DomainError(code, message, { non_field_errors: [message] });
}

function otherSide(role: ProfileRole): ProfileRole {
  return role === "house_manager" ? "employer" : "house_manager";
}

/** Rating: a whole number 1 to 5 (numeric strings from forms too). Comment: required, not blank. Messages go to non_field_errors, which the client shows. */
function validateReview(input: ReviewInput): { rating: number; comment: string } {
  const messages: string[] = [];
  const raw = typeof input.rating === "string" && /^\s*-?\d+\s*$/.test(input.rating) ? Number(input.rating) : input.rating;
  const rating = typeof raw === "number" && Number.isInteger(raw) && raw >= 1 && raw <= 5 ? raw : undefined;
  if (rating === undefined) messages.push(REVIEW_MESSAGES.rating);
  const comment = typeof input.comment === "string" ? input.comment.trim() : "";
  if (!comment) messages.push(REVIEW_MESSAGES.empty);
  else if (comment.length > MAX_COMMENT) messages.push(REVIEW_MESSAGES.tooLong);
  if (messages.length > 0 || rating === undefined) throw ValidationError.fields({ non_field_errors: messages });
  return { rating, comment };
}

export class ReviewService {
  private readonly profiles: ProfileService;

  constructor(private readonly deps: ServiceDeps) {
    this.profiles = new ProfileService(deps);
  }

  /** Adds reviewer links to reviews with one query. */
  async withReviewers(reviews: Review[]): Promise<ReviewWithReviewer[]> {
    const reviewers = await loadReviewers(this.deps.prisma, reviews.map((review) => review.reviewerId));
    return reviews.map((review) => {
      const reviewer = reviewers.get(review.reviewerId);
      if (!reviewer) throw new Error(`Reviewer ${review.reviewerId} has no profile`);
      return { ...review, reviewer };
    });
  }

  /** The newest reviews of a profile (404 when the profile is missing), with reviewer links. */
  async latest(role: ProfileRole, profileId: unknown, limit: number): Promise<ReviewWithReviewer[]> {
    // A house manager's reviews with the profile and the reviewers in one statement (house-manager-reads.ts).
    if (role === "house_manager") {
      const read = await this.profiles.requireHouseManagerRead(profileId, { reviews: { first: limit, offset: 0 } });
      return (read.reviews?.rows ?? []).slice(0, limit).map((review) => {
        const reviewer = read.reviews?.reviewers.get(review.reviewerId);
        if (!reviewer) throw new Error(`Reviewer ${review.reviewerId} has no profile`);
        return { ...review, reviewer };
      });
    }
    const profile = await this.profiles.requireProfile(role, profileId);
    const reviews = await this.deps.prisma.review.findMany({
      where: { [reviewTargetColumn(role)]: profile.id, hiddenAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
    return this.withReviewers(reviews);
  }

  /**
   * REST: POST /profiles/reviews_submit/{type}/{id}/. `{type}` is the reviewer's own user type (docs/decisions/0003-reviews.md); a school may send
   * `school` or `employer` (the original clients send only house_manager and employer, and schools act as employers). `{id}` is a
   * profile of the other side, so a house manager's `{id}` is an employer profile id and everyone else's a house manager's.
   */
  async submitAs(caller: Caller, type: unknown, profileId: unknown, input: ReviewInput): Promise<SubmittedReview> {
    const viewer = caller.viewer;
    if (!viewer) throw new UnauthenticatedError();
    const matches = typeof type === "string" && (USER_TYPES as readonly string[]).includes(type) && (type === viewer.userType || (type === "employer" && viewer.userType === "school"));
    if (!matches) throw refusal("FORBIDDEN", REVIEW_MESSAGES.wrongType);
    return this.submit(caller, otherSide(roleOfUserType(viewer.userType)), profileId, input);
  }

  /** GraphQL: submitReview(role, profileId, ...), where role is the reviewed profile's side. */
  async submit(caller: Caller, targetRole: ProfileRole, profileId: unknown, input: ReviewInput): Promise<SubmittedReview> {
    const viewer = caller.viewer;
    if (!viewer) throw new UnauthenticatedError();
    const reviewer = await this.deps.prisma.user.findUnique({ where: { id: viewer.userId } });
    if (!reviewer) throw new UnauthenticatedError();
    if (reviewer.userType === "operator") throw refusal("FORBIDDEN", REVIEW_MESSAGES.wrongSide);
    const target = await this.profiles.requireProfile(targetRole, profileId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? refusal("NOT_FOUND", PROFILE_NOT_FOUND) : error;
    });
    if (target.userId === reviewer.id) throw ValidationError.nonField(REVIEW_MESSAGES.self);
    if (roleOfUserType(reviewer.userType) === targetRole) throw refusal("FORBIDDEN", REVIEW_MESSAGES.wrongSide);
    const { rating, comment } = validateReview(input);
    await this.deps.rateLimits.consume("review", String(reviewer.id));

    const column = reviewTargetColumn(targetRole);
    if (await this.deps.prisma.review.findFirst({ where: { reviewerId: reviewer.id, [column]: target.id }, select: { id: true } })) {
      throw ValidationError.nonField(REVIEW_MESSAGES.duplicate);
    }
    let written: { review: Review; profile: ProfileRow; notificationId: number };
    try {
      written = await this.deps.prisma.$transaction(async (tx) => {
        // Lock the profile row first: concurrent reviews of one profile queue here, and each then averages every committed review.
        if (targetRole === "house_manager") await tx.$queryRaw`SELECT id FROM "HouseManagerProfile" WHERE id = ${target.id} FOR UPDATE`;
        else await tx.$queryRaw`SELECT id FROM "EmployerProfile" WHERE id = ${target.id} FOR UPDATE`;
        const review = await tx.review.create({ data: { reviewerId: reviewer.id, [column]: target.id, rating, comment } });
        const profile = await recomputeRating(tx, targetRole, target.id);
        const notification = await tx.notification.create({
          data: {
            recipientId: target.userId,
            senderId: reviewer.id,
            type: "review",
            message: `${displayName(reviewer)} reviewed your profile`,
          },
          select: { id: true },
        });
        return { review, profile, notificationId: notification.id };
      });
    } catch (error) {
      // Two identical submissions racing past the check above: the unique index decides.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw ValidationError.nonField(REVIEW_MESSAGES.duplicate);
      // The profile vanished between the check and the write.
      if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2003" || error.code === "P2025")) throw refusal("NOT_FOUND", PROFILE_NOT_FOUND);
      throw error;
    }
    // After the commit: the notification subscription loads the row by id; a lost event never fails the request.
    const event: NotificationPublished = { notificationId: written.notificationId };
    await publishAll(this.deps.events, [{ channel: channels.notifications(target.userId), payload: event }]);
    const [review] = await this.withReviewers([written.review]);
    return { message: REVIEW_MESSAGES.submitted, review: review as ReviewWithReviewer, profile: written.profile };
  }
}
