// The shortlist: employers and schools save house managers to come back to. GraphQL (resolvers.ts) and REST
// (rest/profiles.ts, /profiles/shortlist/) both call this service; only employers and schools keep one.
import type { HouseManagerProfile } from "../../generated/prisma/client.js";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../lib/errors.js";
import { parseId } from "../../lib/validate.js";
import { hires, type ServiceDeps, type Viewer } from "../../lib/services-context.js";
import { LISTED_OWNER } from "../profiles/service.js";

export const SHORTLIST_MESSAGES = {
  login: "Log in as an employer or school to keep a shortlist.",
  onlyEmployers: "Only employers and schools keep a shortlist.",
  notFound: "Profile not found.",
  notSaved: "This house manager is not on your shortlist.",
} as const;

export class ShortlistService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The caller's employer profile id: employers and schools only (401 for visitors, 403 for the others). */
  private async employerId(viewer: Viewer | undefined): Promise<number> {
    if (!viewer) throw new UnauthenticatedError(SHORTLIST_MESSAGES.login);
    if (!hires(viewer)) throw new ForbiddenError(SHORTLIST_MESSAGES.onlyEmployers);
    const employer = await this.deps.prisma.employerProfile.findUnique({ where: { userId: viewer.userId }, select: { id: true } });
    if (!employer) throw new ForbiddenError(SHORTLIST_MESSAGES.onlyEmployers);
    return employer.id;
  }

  /** Saves a listed house manager; saving her again keeps the first save (and its place in the list). */
  async save(viewer: Viewer | undefined, rawHouseManagerId: unknown): Promise<HouseManagerProfile> {
    const employerId = await this.employerId(viewer);
    const houseManagerId = parseId(rawHouseManagerId);
    const houseManager = houseManagerId === undefined ? null : await this.deps.prisma.houseManagerProfile.findFirst({ where: { id: houseManagerId, user: LISTED_OWNER } });
    if (!houseManager) throw new NotFoundError(SHORTLIST_MESSAGES.notFound);
    await this.deps.prisma.shortlistEntry.upsert({
      where: { employerId_houseManagerId: { employerId, houseManagerId: houseManager.id } },
      create: { employerId, houseManagerId: houseManager.id },
      update: {},
    });
    return houseManager;
  }

  /** Removes a house manager from the caller's shortlist; one who is not on it is a 404. */
  async remove(viewer: Viewer | undefined, rawHouseManagerId: unknown): Promise<void> {
    const employerId = await this.employerId(viewer);
    const houseManagerId = parseId(rawHouseManagerId);
    const removed = houseManagerId === undefined ? { count: 0 } : await this.deps.prisma.shortlistEntry.deleteMany({ where: { employerId, houseManagerId } });
    if (removed.count === 0) throw new NotFoundError(SHORTLIST_MESSAGES.notSaved);
  }

  /** The saved house managers, the latest saved first; suspended and closed accounts drop out as they do from every list. */
  async list(viewer: Viewer | undefined): Promise<HouseManagerProfile[]> {
    const employerId = await this.employerId(viewer);
    const entries = await this.deps.prisma.shortlistEntry.findMany({
      where: { employerId, houseManager: { user: LISTED_OWNER } },
      orderBy: [{ createdAt: "desc" }, { houseManagerId: "desc" }],
      include: { houseManager: true },
    });
    return entries.map((entry) => entry.houseManager);
  }
}
