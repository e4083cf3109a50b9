// The data protection rights of docs/decisions/0011-privacy-rights-and-moderation.md: a copy of everything held about a user, and closing an account.
import { randomBytes } from "node:crypto";
import { Prisma } from "../../generated/prisma/client.js";
import { ValidationError } from "../../lib/errors.js";
import { logger } from "../../lib/logger.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { requireViewer, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { deleteImages } from "../../lib/images.js";

export const WRONG_PASSWORD = "The password is not correct.";

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

function day(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

export class PrivacyService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Everything MaidMatch holds about the caller, as plain JSON (verification records without their files). */
  async myData(viewer: Viewer | undefined): Promise<Record<string, unknown>> {
    const { userId } = requireViewer(viewer);
    const { prisma } = this.deps;
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { houseManager: true, employer: true } });
    const profileIds = { houseManagerId: user.houseManager?.id ?? -1, employerId: user.employer?.id ?? -1 };
    const [reviewsGiven, reviewsReceived, messages, notifications, contracts, verifications, consents, reports, blocks, albums, jobs, applications, shortlist] = await Promise.all([
      prisma.review.findMany({ where: { reviewerId: userId }, orderBy: { createdAt: "desc" } }),
      prisma.review.findMany({ where: { OR: [{ houseManagerId: profileIds.houseManagerId }, { employerId: profileIds.employerId }] }, orderBy: { createdAt: "desc" } }),
      prisma.message.findMany({ where: { OR: [{ senderId: userId }, { recipientId: userId }] }, orderBy: { id: "asc" } }),
      prisma.notification.findMany({ where: { recipientId: userId }, orderBy: { id: "asc" } }),
      prisma.contract.findMany({ where: { OR: [{ houseManagerId: profileIds.houseManagerId }, { employerId: profileIds.employerId }] }, orderBy: { id: "asc" } }),
      prisma.verification.findMany({ where: { userId }, orderBy: { id: "asc" } }),
      prisma.consent.findMany({ where: { userId }, orderBy: { id: "asc" } }),
      prisma.report.findMany({ where: { reporterId: userId }, orderBy: { id: "asc" } }),
      prisma.block.findMany({ where: { blockerId: userId }, orderBy: { createdAt: "asc" } }),
      user.houseManager ? prisma.album.findMany({ where: { houseManagerId: user.houseManager.id }, include: { images: true } }) : [],
      prisma.jobPost.findMany({ where: { employerId: profileIds.employerId }, orderBy: { id: "asc" } }),
      prisma.jobApplication.findMany({ where: { houseManagerId: profileIds.houseManagerId }, orderBy: { id: "asc" } }),
      prisma.shortlistEntry.findMany({ where: { employerId: profileIds.employerId }, orderBy: { createdAt: "asc" } }),
    ]);
    const profile = user.houseManager ?? user.employer;
    const { passwordHash: _hash, houseManager: _hm, employer: _e, ...account } = user;
    const review = (row: (typeof reviewsGiven)[number]) => ({
      id: row.id, reviewer_id: row.reviewerId, house_manager_profile_id: row.houseManagerId, employer_profile_id: row.employerId,
      rating: row.rating, comment: row.comment, created_at: iso(row.createdAt), hidden: row.hiddenAt !== null,
    });
    return {
      exported_at: new Date().toISOString(),
      account: {
        id: account.id, email: account.email, username: account.username, first_name: account.firstName, last_name: account.lastName,
        user_type: account.userType, created_at: iso(account.createdAt), suspended_at: iso(account.suspendedAt),
        language: account.language, email_notifications: account.emailNotifications, sms_notifications: account.smsNotifications,
      },
      profile: profile
        ? Object.fromEntries(Object.entries(profile).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value instanceof Date ? value.toISOString() : typeof value === "object" && value !== null ? Number(value) : value]))
        : null,
      albums: albums.map((album) => ({ id: album.id, title: album.title, cover_image: album.coverImage, images: album.images.map((image) => image.imageUrl), created_at: iso(album.createdAt) })),
      reviews_given: reviewsGiven.map(review),
      reviews_received: reviewsReceived.map(review),
      messages: messages.map((m) => ({ id: m.id, sender_id: m.senderId, recipient_id: m.recipientId, content: m.content, created_at: iso(m.createdAt) })),
      notifications: notifications.map((n) => ({ id: n.id, type: n.type, message: n.message, sender_id: n.senderId, contract_id: n.contractId, is_read: n.isRead, created_at: iso(n.createdAt) })),
      contracts: contracts.map((c) => ({
        id: c.id, house_manager: c.houseManagerId, employer: c.employerId, terms: c.terms, start_date: day(c.startDate), end_date: day(c.endDate),
        status: c.status, payment_amount: Number(c.paymentAmount), days_per_month: c.daysPerMonth, payment_status: c.paymentStatus,
        payment_method: c.paymentMethod, is_renewable: c.isRenewable, payment_day: c.paymentDay, has_document: c.contractDocument !== null,
        termination_date: day(c.terminationDate), termination_reason: c.terminationReason, created_at: iso(c.createdAt),
      })),
      verifications: verifications.map((v) => ({
        id: v.id, kind: v.kind, status: v.status, issued_on: day(v.issuedOn), submitted_at: iso(v.submittedAt), reviewed_at: iso(v.reviewedAt),
        reason: v.reason, file_kept: v.documentKey !== null,
      })),
      consents: consents.map((c) => ({ policy_version: c.policyVersion, accepted_at: iso(c.acceptedAt) })),
      reports_made: reports.map((r) => ({ id: r.id, target_type: r.targetType, target_id: r.targetId, reason: r.reason, details: r.details, status: r.status, created_at: iso(r.createdAt) })),
      blocks: blocks.map((b) => ({ user_id: b.blockedId, created_at: iso(b.createdAt) })),
      jobs_posted: jobs.map((j) => ({
        id: j.id, title: j.title, description: j.description, city: j.city, location: j.location, availability: j.availability,
        skills: j.skills, languages: j.languages, children: j.children, pay: Number(j.pay), payment_day: j.paymentDay,
        days_per_month: j.daysPerMonth, start_date: day(j.startDate), status: j.status, created_at: iso(j.createdAt), closed_at: iso(j.closedAt),
      })),
      job_applications: applications.map((a) => ({ id: a.id, job_id: a.jobId, note: a.note, created_at: iso(a.createdAt) })),
      shortlist: shortlist.map((s) => ({ house_manager_id: s.houseManagerId, created_at: iso(s.createdAt) })),
    };
  }

  /**
   * Closes the caller's account after checking the password: login refused from now on, the public profile gone,
   * personal fields, photos and verification files erased. What others need stays: reviews and messages the user
   * wrote (shown from "Former member"), and contracts, which the other party must keep (Employment Act s.74).
   */
  async deleteAccount(viewer: Viewer | undefined, rawPassword: unknown): Promise<void> {
    const { userId } = requireViewer(viewer);
    const { prisma } = this.deps;
    const password = typeof rawPassword === "string" ? rawPassword : "";
    if (!password) throw ValidationError.fields({ password: ["This field is required."] });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { houseManager: true, employer: true } });
    if (!(await verifyPassword(user.passwordHash, password))) throw ValidationError.fields({ password: [WRONG_PASSWORD] });
    // A hash of a random secret: no password can ever match it again.
    const passwordHash = await hashPassword(randomBytes(32).toString("hex"), this.deps.config.argon2);
    const files: { media: Array<string | null>; documents: string[] } = { media: [], documents: [] };
    await prisma.$transaction(async (tx) => {
      // The profiles' search texts as they stand, for the search's dictionary to forget their terms at the end. The
      // user's row is locked before the profile's, as a rename does (profiles/service.ts), so no edit lands in
      // between; the profiles are blanked before the rename, so no text ever holds "former member" beside the area.
      const oldTexts: string[] = [];
      for (const [profile, table] of [[user.houseManager, "HouseManagerProfile"], [user.employer, "EmployerProfile"]] as const) {
        if (!profile) continue;
        const rows = await tx.$queryRaw<Array<{ searchText: string }>>`
          SELECT p."searchText" FROM "User" u JOIN ${Prisma.raw(`"${table}"`)} p ON p."userId" = u.id WHERE u.id = ${userId} FOR UPDATE`;
        oldTexts.push(...rows.map((row) => row.searchText));
      }
      // Blanking the town and area also takes her place out of the places a job's matches read once no other profile
      // holds it (a trigger: prisma/migrations/20261126080000_places_follow_their_rows).
      const erased = { image: null, imageThumb: null, location: "", city: "", address: "", bio: "", hobbies: "", tribe: "", description: "" };
      if (user.houseManager) {
        const albums = await tx.album.findMany({ where: { houseManagerId: user.houseManager.id }, include: { images: true } });
        for (const album of albums) files.media.push(album.coverImage, ...album.images.flatMap((image) => [image.imageUrl, image.thumbUrl]));
        await tx.album.deleteMany({ where: { houseManagerId: user.houseManager.id } });
        files.media.push(user.houseManager.image, user.houseManager.imageThumb);
        await tx.houseManagerProfile.update({
          where: { id: user.houseManager.id },
          data: { ...erased, age: null, gender: "", availability: "", maritalStatus: "", language: "", salary: null, education: "", experience: 0, skills: "", certificate: "" },
        });
      }
      if (user.employer) {
        files.media.push(user.employer.image, user.employer.imageThumb);
        await tx.employerProfile.update({
          where: { id: user.employer.id },
          data: { ...erased, houseType: "", numberRooms: null, numberPeople: null, numberChildren: null, contractDuration: "" },
        });
      }
      await tx.user.update({
        where: { id: userId },
        data: { email: `closed-${userId}@closed.invalid`, username: `former-member-${userId}`, firstName: "Former", lastName: "member", passwordHash, closedAt: new Date() },
      });
      await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
      const verifications = await tx.verification.findMany({ where: { userId, documentKey: { not: null } }, select: { documentKey: true } });
      files.documents.push(...verifications.flatMap((row) => (row.documentKey ? [row.documentKey] : [])));
      await tx.verification.updateMany({ where: { userId }, data: { documentKey: null } });
      await tx.block.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } });
      // Jobs leave the board (LISTED_OPEN_JOB already hides them; closing says so to the house managers who applied),
      // and a saved list is personal data with no one else to keep it for.
      if (user.employer) {
        await tx.jobPost.updateMany({ where: { employerId: user.employer.id, status: "Open" }, data: { status: "Closed", closedAt: new Date() } });
        await tx.shortlistEntry.deleteMany({ where: { employerId: user.employer.id } });
      }
      if (user.houseManager) {
        await tx.shortlistEntry.deleteMany({ where: { houseManagerId: user.houseManager.id } });
        // Her applications are withdrawn: each asks to be hired, which no one can take up now, and its note is hers
        // (docs/decisions/0011-privacy-rights-and-moderation.md). Offers already made are contracts, and stay.
        await tx.jobApplication.deleteMany({ where: { houseManagerId: user.houseManager.id } });
      }
      // After the profiles are blanked, so their own old texts no longer hold the terms (prisma/migrations/
      // 20261124231000_search_terms, maidmatch_forget_terms: why, and the race it accepts).
      for (const text of oldTexts) await tx.$executeRaw`SELECT maidmatch_forget_terms(${text})`;
    });
    // Files go after the commit: a failed transaction must not leave rows pointing at erased files.
    await deleteImages(this.deps.media, files.media.filter((key): key is string => Boolean(key)));
    for (const key of files.documents) await this.deps.documents.delete(key).catch((error: Error) => logger.warn("verification file not erased", { key, error: error.message }));
  }
}
