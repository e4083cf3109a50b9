// Per-request GraphQL context: the caller, the services, and fresh DataLoaders (never shared between requests).
import type { Caller } from "../lib/services-context.js";
import type { Services } from "../services.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { PrismaClient } from "../generated/prisma/client.js";

export interface GraphQLContext {
  caller: Caller;
  services: Services;
  loaders: Loaders;
  /** Users who just proved who they are in this request (login, refresh): they may read their own private fields. */
  authenticatedUserIds: Set<number>;
  /** The request asks for answers found now rather than kept ones (`Cache-Control: no-cache`; the search's pages). */
  fresh: boolean;
}

export function createContext(services: Services, prisma: PrismaClient, caller: Caller, fresh = false): GraphQLContext {
  return { caller, services, loaders: createLoaders(prisma, caller.viewer, (viewer, owners) => services.profiles.addressReaders(viewer, owners)), authenticatedUserIds: new Set(), fresh };
}
