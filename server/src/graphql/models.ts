// The server-side shapes behind GraphQL object types (codegen "mappers"): mostly Prisma rows.
import type {
  User,
  HouseManagerProfile,
  EmployerProfile,
  Review,
  Album,
  AlbumImage,
  Contract,
  ContractPayment,
  ContractStatusChange,
  Message,
  Verification,
  Report,
  ContactMessage,
} from "../generated/prisma/client.js";
import type { VerificationWithOwner } from "../modules/verifications/service.js";
import type { ReportWithContent, ReportedContent } from "../modules/moderation/reports.js";
import type { BlockedUser } from "../modules/moderation/blocks.js";
import type { AuditEntryWithOperator } from "../modules/operators/service.js";
import type { BadgeCheck } from "../modules/verifications/badges.js";
import type { Session } from "../modules/accounts/service.js";
import type { SearchAsk } from "../modules/profiles/search-cache.js";
import type { ConversationSummary } from "../modules/messages/service.js";

export type UserModel = User;
export type HouseManagerModel = HouseManagerProfile;
export type EmployerModel = EmployerProfile;
export type ProfileModel = HouseManagerProfile | EmployerProfile;
export type ReviewModel = Review;
export type AlbumModel = Album;
export type AlbumImageModel = AlbumImage;
export type ContractModel = Contract;
/** A row of the public contract block, or a contract row (the paged connection) read the same way. */
export type ContractSummaryModel = import("../modules/contracts/service.js").PublicContract | Contract;
export type ContractPaymentModel = ContractPayment;
export type ContractStatusChangeModel = ContractStatusChange;
export type PayslipModel = import("../modules/contracts/pay.js").Payslip;
export type RemittanceModel = import("../../../shared/kenya/payslip.js").Remittance;
export type MinimumWageModel = import("../../../shared/kenya/wage.js").MinimumWage;
export type PayrollLineModel = { contract: Contract; payslip: PayslipModel };
/** A notification, with what its list row shows when the list read it (notifications/service.ts). */
export type NotificationModel = import("../modules/notifications/service.js").ListedNotification;
export type MessageModel = Message;
export type ConversationModel = ConversationSummary;
export type AuthPayloadModel = Session;
export type JobModel = import("../generated/prisma/client.js").JobPost;
/** A match, with what came of it when the list was asked for it (JobService.matchOffers). */
export type JobMatchModel = import("../modules/matching/service.js").WholeHouseManagerMatch & { offer?: Contract | null };
export type RecommendedJobModel = import("../modules/matching/service.js").JobRecommendation;
/** An application row, with its fit when the service scored it. */
export type JobApplicationModel = import("../generated/prisma/client.js").JobApplication & { fit?: import("../modules/matching/score.js").Fit; offer?: Contract | null };
export type VerificationModel = Verification;
export type OperatorVerificationModel = VerificationWithOwner;
export type ReportModel = Report;
export type OperatorReportModel = ReportWithContent;
export type ReportedContentModel = ReportedContent;
export type BlockedUserModel = BlockedUser;
export type ContactMessageModel = ContactMessage;
export type AuditEntryModel = AuditEntryWithOperator;
export type VerificationBadgeModel = BadgeCheck;

/** A search's text and its default page size; each side of the result pages on its own (SearchResult's fields). */
export interface SearchResultModel {
  query: string;
  first: number;
  /** How the request asks for the sides' pages: kept at one version read for both, or found anew (ProfileService.searchAsk). */
  ask: SearchAsk;
}
