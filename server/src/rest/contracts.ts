// REST routes of SPEC section 7 for contracts: the public block, creation (multipart), details and document for the two
// parties, accept, decline.
import { Router, type Request } from "express";
import type { Services } from "../services.js";
import { isMultipart, readMultipart } from "../lib/multipart.js";
import { documentPath, employerName, MAX_DOCUMENT_BYTES, type ContractInput, type ContractWithParties } from "../modules/contracts/service.js";
import { displayName } from "../modules/notifications/service.js";
import { bodyOf, callerOf, route } from "./http.js";

function day(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/** The contract fields of SPEC section 3, plus the parties' ids and names. */
export function contractJson(contract: ContractWithParties) {
  return {
    id: contract.id,
    house_manager: contract.houseManagerId,
    employer: contract.employerId,
    terms: contract.terms,
    start_date: day(contract.startDate),
    end_date: day(contract.endDate),
    status: contract.status,
    payment_amount: Number(contract.paymentAmount),
    days_per_month: contract.daysPerMonth,
    payment_status: contract.paymentStatus,
    payment_method: contract.paymentMethod,
    is_renewable: contract.isRenewable,
    payment_day: contract.paymentDay,
    contract_document: documentPath(contract),
    document_mime_type: contract.documentMimeType,
    termination_date: day(contract.terminationDate),
    termination_reason: contract.terminationReason,
    employer_name: employerName(contract),
    house_manager_name: displayName(contract.houseManager.user),
    created_at: contract.createdAt.toISOString(),
  };
}

/** Reads the creation form; the document is capped at its limit while it streams in. */
async function contractForm(req: Request): Promise<ContractInput> {
  if (!isMultipart(req)) return bodyOf(req);
  const { fields, files } = await readMultipart(req, { maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 1, maxFields: 20, maxFieldBytes: 20_000 });
  const file = files.find((candidate) => candidate.field === "contract_document");
  return { ...fields, contract_document: file ? { buffer: file.buffer, truncated: file.truncated } : fields.contract_document };
}

export function contractRoutes(services: Services): Router {
  const router = Router();

  router.get("/contracts/:id/", route(services, async (req) => ({
    body: (await services.contracts.publicSummaries(req.params.id)).map((contract) => ({
      id: contract.id,
      status: contract.status,
      employer_name: contract.employerName,
      end_date: day(contract.endDate),
    })),
  })));

  router.post("/create_contract/", route(services, async (req, caller) => {
    // Visitors and house managers are refused before their upload is read.
    services.contracts.requireCreator(caller.viewer);
    const { message, contract } = await services.contracts.create(caller, await contractForm(req));
    return { status: 201, body: { message, contract: contractJson(contract) } };
  }));

  router.get("/contract_notification/:id/", route(services, async (req, caller) => ({
    body: contractJson(await services.contracts.get(caller.viewer, req.params.id)),
  })));

  router.get("/contract_document/:id/", async (req, res, next) => {
    try {
      const caller = await callerOf(req, services);
      const document = await services.contracts.document(caller.viewer, req.params.id);
      res.setHeader("Content-Type", document.mimeType);
      res.setHeader("Content-Disposition", `inline; filename="${document.filename}"`);
      res.setHeader("X-Content-Type-Options", "nosniff");
      // A private document: no shared cache may keep it.
      res.setHeader("Cache-Control", "private, no-store");
      res.end(document.data);
    } catch (error) {
      next(error);
    }
  });

  router.put("/contract_accept/:id/", route(services, async (req, caller) => ({
    body: contractJson(await services.contracts.accept(caller.viewer, req.params.id, bodyOf(req).status)),
  })));

  router.put("/contract_decline/:id/", route(services, async (req, caller) => ({
    body: contractJson(await services.contracts.decline(caller.viewer, req.params.id, bodyOf(req).status)),
  })));

  return router;
}
