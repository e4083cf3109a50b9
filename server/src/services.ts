// Builds every domain service once per process; GraphQL resolvers and REST routes both call these.
import type { ServiceDeps } from "./lib/services-context.js";
import { AccountService } from "./modules/accounts/service.js";
import { ContractService } from "./modules/contracts/service.js";
import { PayService } from "./modules/contracts/pay.js";
import { ContractPdfService } from "./modules/contracts/pdf.js";
import { NotificationService } from "./modules/notifications/service.js";
import { MessageService } from "./modules/messages/service.js";
import { ContactService } from "./modules/contact/service.js";
import { ProfileService } from "./modules/profiles/service.js";
import { ReviewService } from "./modules/reviews/service.js";
import { AlbumService } from "./modules/albums/service.js";
import { JobService } from "./modules/jobs/service.js";
import { MatchingService } from "./modules/matching/service.js";
import { VerificationService } from "./modules/verifications/service.js";
import { ReportService } from "./modules/moderation/reports.js";
import { BlockService } from "./modules/moderation/blocks.js";
import { OperatorService } from "./modules/operators/service.js";
import { PrivacyService } from "./modules/privacy/service.js";
import { ShortlistService } from "./modules/shortlist/service.js";

export function createServices(deps: ServiceDeps) {
  const contracts = new ContractService(deps);
  const pay = new PayService(deps, contracts);
  const matching = new MatchingService(deps);
  return {
    accounts: new AccountService(deps),
    contracts,
    pay,
    contractPdfs: new ContractPdfService(deps, contracts, pay),
    notifications: new NotificationService(deps),
    messages: new MessageService(deps),
    contact: new ContactService(deps),
    profiles: new ProfileService(deps),
    reviews: new ReviewService(deps),
    albums: new AlbumService(deps),
    matching,
    jobs: new JobService(deps, matching),
    verifications: new VerificationService(deps),
    reports: new ReportService(deps),
    blocks: new BlockService(deps),
    operators: new OperatorService(deps),
    privacy: new PrivacyService(deps),
    shortlist: new ShortlistService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
