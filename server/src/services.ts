// Builds every domain service once per process; GraphQL resolvers and REST routes both call these.
import type { ServiceDeps } from "./lib/services-context.js";
import { AccountService } from "./modules/accounts/service.js";

export function createServices(deps: ServiceDeps) {
  return {
    accounts: new AccountService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
