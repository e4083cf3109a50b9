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

/** What express's router keeps of a route or a mounted router; enough to ask which methods answer a path. */
interface MountedLayer {
  match(path: string): { path: string } | false;
  route?: { methods: Record<string, boolean> };
  handle: { stack?: MountedLayer[] };
}

/** The methods the routes of `stack` answer at `path`, by express's own matching (HEAD wherever GET). */
function methodsAt(stack: readonly MountedLayer[], path: string, into = new Set<string>()): Set<string> {
  for (const layer of stack) {
    const match = layer.match(path);
    if (!match) continue;
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) if (method !== "_all") into.add(method.toUpperCase());
      if (layer.route.methods.get) into.add("HEAD");
    } else if (layer.handle.stack) {
      methodsAt(layer.handle.stack, path.slice(match.path.length) || "/", into);
    }
  }
  return into;
}

export function restRouter(services: Services): Router {
  const router = Router();
  router.use(["/accounts", "/profiles", "/operator"], storableTextOnly);
  const domains = Router();
  domains.use("/accounts", accountRoutes(services));
  domains.use("/profiles", contractRoutes(services));
  domains.use("/profiles", notificationRoutes(services));
  domains.use("/profiles", messageRoutes(services));
  domains.use("/profiles", trustRoutes(services));
  domains.use("/profiles", profileRoutes(services));
  domains.use("/profiles", jobRoutes(services));
  domains.use("/operator", operatorRoutes(services));
  router.use(domains);
  // Unknown API paths answer JSON, never the client's index.html. A path some route answers with other methods is a
  // 405 naming them (Allow), as Django REST Framework's clients of SPEC expect, not a 404 that says it does not exist.
  const stack = (domains as unknown as { stack: MountedLayer[] }).stack;
  // /operator/... other than the API's routes is left to the client's pages (app.ts).
  router.all(["/accounts", "/accounts/*rest", "/profiles", "/profiles/*rest", "/operator/*rest"], (req, res, next) => {
    const allowed = [...methodsAt(stack, req.path)];
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      const message = `Method "${req.method}" not allowed.`;
      res.status(405).set("Allow", allowed.join(", ")).json({ error: message, detail: message });
    } else if (req.path.startsWith("/operator/")) {
      next();
    } else {
      res.status(404).json({ error: "Not found.", detail: "Not found." });
    }
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
