// The REST API of the original clients (docs/product.md, "REST calls"): thin routers per domain, mounted under /accounts and /profiles.
import { Router } from "express";
import type { Services } from "../services.js";
import { accountRoutes } from "./accounts.js";
import { contractRoutes } from "./contracts.js";
import { notificationRoutes } from "./notifications.js";
import { messageRoutes } from "./messages.js";
import { profileReads, profileRoutes } from "./profiles.js";
import { jobReads, jobRoutes, jobSignedReads } from "./jobs.js";
import { storableTextOnly, type PublicRead, type SignedRead } from "./http.js";
import { trustRoutes } from "./trust.js";
import { operatorRoutes } from "./operator.js";

export function restRouter(services: Services): Router {
  const router = Router();
  router.use(["/accounts", "/profiles", "/operator"], storableTextOnly);
  router.use("/accounts", accountRoutes(services));
  router.use("/profiles", contractRoutes(services));
  router.use("/profiles", notificationRoutes(services));
  router.use("/profiles", messageRoutes(services));
  router.use("/profiles", trustRoutes(services));
  router.use("/profiles", profileRoutes(services));
  router.use("/profiles", jobRoutes(services));
  router.use("/operator", operatorRoutes(services));
  // Unknown API paths answer JSON, never the client's index.html.
  router.all(["/accounts", "/accounts/*rest", "/profiles", "/profiles/*rest"], (_req, res) => {
    res.status(404).json({ error: "Not found.", detail: "Not found." });
  });
  return router;
}

/**
 * The public reads by their paths as a request names them (the lean path of rest/lean.ts), each the same function as
 * its express route. Only paths no router mounted before theirs in restRouter answers a GET for.
 */
export function publicReads(services: Services): Map<string, PublicRead> {
  return new Map(Object.entries({ ...profileReads(services), ...jobReads(services) }).map(([path, read]) => [`/profiles${path}`, read]));
}

/** The signed reads by their paths (rest/lean.ts), each the same function as its express route, on the same terms as publicReads. */
export function signedReads(services: Services): Map<string, SignedRead> {
  return new Map(Object.entries(jobSignedReads(services)).map(([path, read]) => [`/profiles${path}`, read]));
}
