// REST routes for browsing and judging: profiles, search, reviews, custom_user_id and albums (docs/product.md, "REST calls" and "Fields").
import { Router } from "express";
import type { EmployerProfile, HouseManagerProfile } from "../generated/prisma/client.js";
import type { Services } from "../services.js";
import type { EmployerItem, Owner, ProfileRole, WithOwner } from "../modules/profiles/service.js";
import type { HouseManagerCard, HouseManagerItem, HouseManagerRead } from "../modules/profiles/house-manager-reads.js";
import type { ReviewWithReviewer } from "../modules/reviews/queries.js";
import type { AlbumWithImages } from "../modules/albums/service.js";
import { ValidationError } from "../lib/errors.js";
import { bodyOf, JsonText, readRoute, restFields, route, type PublicRead, type ReadRequest } from "./http.js";
import { profileEditFromRest } from "../../../shared/profiles/rules.js";
import type { Viewer } from "../lib/services-context.js";
import { badgeJson, NO_BADGE, type Badge } from "../modules/verifications/badges.js";
import { displayName } from "../../../shared/names.js";
import { numberedPage } from "../modules/profiles/connection.js";

/**
 * REST answers plain arrays (docs/decisions/0006-search.md) where GraphQL pages: at most this many items, best first, so one request stays bounded.
 * The client's own screens page through GraphQL connections.
 */
export const MAX_REST_LIST = 500;
/**
 * The REST search answers a page of this many of each side, best first; `page=2` is the next. Fifty keeps a search for
 * a town most profiles name to about 30 KB on a phone's data (a hundred a side made it 60 KB) and holds every match of
 * the demo's searches.
 */
export const REST_SEARCH_PAGE_SIZE = 50;
/**
 * The REST search's answers without addresses, by the page the search found (ProfileService.search, whose kept pages
 * are the same object each time they are served: profiles/search-cache.ts). Building and writing the 100 items of a
 * town's page was most of the server's CPU for a kept page ('Nairobi' at scale 100: bench/results.md, "Notes,
 * seventeenth round"). Held weakly: an answer goes with its page.
 */
const searchAnswers = new WeakMap<object, JsonText>();
/** The home page's featured card shows the newest few reviews. */
export const REVIEWS_ASIDE_COUNT = 3;

type Owned<T> = WithOwner<T>;
/** What a REST profile shape needs beside the row: the badge (house managers) and whether the caller may read the address. */
interface Extras {
  badge?: Badge;
  address: boolean;
}

/**
 * The fields every profile shape of docs/product.md ("Fields") opens with. The owner comes beside the profile rather
 * than spread into a copy of it: such copies, one a row, made a list's items several times slower to build and read
 * (100 a REST search).
 */
function profileBasics(profile: Pick<HouseManagerProfile | EmployerProfile, "id" | "image" | "location"> & { rating: HouseManagerProfile["rating"] | number }, owner: Pick<Owner, "firstName" | "lastName">) {
  return {
    id: profile.id,
    first_name: owner.firstName,
    last_name: owner.lastName,
    image: profile.image,
    location: profile.location,
    rating: Number(profile.rating),
  };
}

// The shapes below join their parts with Object.assign onto the first part, not with spreads into a new literal:
// V8 copies only a literal's first spread quickly, and the further ones made the 78 list items of the REST search for
// "Kikuyu cook Nairobi" at scale 100 take about 550 µs to build, against 30 µs so. Same keys, same order.

/** docs/product.md, "Fields": house manager (list), with the verification badge; a list item shows no address, so none is asked about. */
function houseManagerListItem(profile: HouseManagerItem, owner: Pick<Owner, "firstName" | "lastName" | "username">, badge: Badge | undefined) {
  return Object.assign(
    profileBasics(profile, owner),
    restFields(profile, ["userId", "experience", "availability"]),
    { name: displayName(owner) },
    badgeJson(badge ?? NO_BADGE),
  );
}

/** docs/product.md, "Fields": house manager (detail), with the badge; the street address only for those allowed to read it. */
function houseManagerDetail(profile: HouseManagerProfile, owner: Owner, extras: Extras) {
  return Object.assign(
    profileBasics(profile, owner),
    restFields(profile, ["bio", "age", "gender", "hobbies", "description", "availability", "maritalStatus", "tribe", "language"]),
    { salary: profile.salary === null ? null : Number(profile.salary), city: profile.city, address: extras.address ? profile.address : null },
    restFields(profile, ["education", "experience", "skills", "certificate"]),
    badgeJson(extras.badge ?? NO_BADGE),
  );
}

/** docs/product.md, "Fields": employer; the street address only for those allowed to read it. */
function employerDetail(profile: EmployerItem, owner: Pick<Owner, "firstName" | "lastName">, extras: Extras) {
  return Object.assign(
    profileBasics(profile, owner),
    restFields(profile, ["userId", "bio", "hobbies", "tribe", "description", "houseType", "numberRooms", "numberPeople", "numberChildren", "contractDuration", "city"]),
    { address: extras.address ? profile.address : null },
  );
}

/** docs/product.md, "Fields": review. */
function reviewItem(review: ReviewWithReviewer) {
  return {
    id: review.id,
    reviewer_id: review.reviewer.profileId,
    reviewer_username: review.reviewer.username,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
  };
}

function albumItem(album: AlbumWithImages) {
  return { id: album.id, title: album.title, cover_image: album.coverImage, images: album.images.map((image) => ({ image_url: image.imageUrl })) };
}

/** A query-string value: the first when repeated, undefined when absent. */
function query(req: ReadRequest, name: string): string | undefined {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/** `?role=employer` picks the employer table for ids that exist in both; house managers are the default (docs/decisions/0002-ids-and-links.md). */
function roleQuery(req: ReadRequest): ProfileRole {
  const role = query(req, "role");
  if (role === undefined || role === "" || role === "house_manager") return "house_manager";
  if (role === "employer") return "employer";
  throw ValidationError.fields({ role: [`"${role}" is not a valid choice.`] });
}

const USER_TYPE_NAMES = { house_manager: "HouseManager", school: "School", employer: "Employer", operator: "Operator" } as const;

/** House manager shapes from set-based reads that carry their owners and badges: only the address access is left to ask. */
function readShapesOf({ profiles }: Services) {
  return async <P extends HouseManagerCard>(viewer: Viewer | undefined, reads: Array<HouseManagerRead<P, Owner>>) => {
    const readers = await profiles.addressReaders(viewer, reads.map((read) => read.profile.userId));
    return reads.map(({ profile, owner, badge }) => ({ profile, owner, extras: { badge, address: readers.has(profile.userId) } }));
  };
}

/**
 * The public reads (GET, under /profiles): the express routes of profileRoutes and the lean path of rest/lean.ts.
 * Their shapes are docs/product.md's ("Fields").
 */
export function profileReads(services: Services): Record<string, PublicRead> {
  const { profiles, reviews, albums } = services;

  const readShapes = readShapesOf(services);
  return {
    "/housemanagers/": async () => {
      const page = await profiles.listHouseManagerCards({}, { first: MAX_REST_LIST, offset: 0 }, { badge: true }, false);
      return { body: page.rows.slice(0, MAX_REST_LIST).map(({ profile, owner, badge }) => houseManagerListItem(profile, owner, badge)) };
    },
    "/find_house_manager/": async (req) => {
      const filter = {
        location: query(req, "location"),
        rating: query(req, "rating"),
        experience: query(req, "experience"),
        skills: query(req, "skills"),
        languages: query(req, "languages"),
        availability: query(req, "availability"),
        maxSalary: query(req, "max_salary"),
        near: query(req, "near"),
        radiusKm: query(req, "radius_km"),
        verified: query(req, "verified"),
      };
      const page = await profiles.listHouseManagerCards(filter, { first: MAX_REST_LIST, offset: 0 }, { badge: true }, false);
      return { body: page.rows.slice(0, MAX_REST_LIST).map(({ profile, owner, badge }) => houseManagerListItem(profile, owner, badge)) };
    },
    "/search": async (req, caller) => {
      const found = await profiles.search(query(req, "query") ?? "", numberedPage(query(req, "page"), REST_SEARCH_PAGE_SIZE), req.fresh);
      const readers = await profiles.addressReaders(caller.viewer, found.employers.map(({ profile }) => profile.userId));
      const body = (): object => ({
        house_manager: found.houseManagers.map(({ profile, owner, badge }) => houseManagerListItem(profile, owner, badge)),
        employer: found.employers.map(({ profile, owner }) => employerDetail(profile, owner, { address: readers.has(profile.userId) })),
      });
      if (readers.size > 0) return { body: body() };
      // A caller who may read none of its addresses (a visitor, most signed-in users) gets the answer every such
      // caller gets for this page: written once for each page the search keeps, which is the same object while kept.
      let text = searchAnswers.get(found);
      if (!text) searchAnswers.set(found, (text = new JsonText(JSON.stringify(body()))));
      return { body: text };
    },
    "/house-manager/:id/": async (req, caller) => {
      const [shape] = await readShapes(caller.viewer, [await profiles.requireHouseManagerRead(req.params.id, { badge: true })]);
      return { body: houseManagerDetail(shape!.profile, shape!.owner, shape!.extras) };
    },
    "/employer/:id/": async (req, caller) => {
      const [profile] = await profiles.withOwners([await profiles.requireProfile("employer", req.params.id)]);
      const readers = await profiles.addressReaders(caller.viewer, [profile!.userId]);
      return { body: employerDetail(profile as Owned<EmployerProfile>, profile!.owner, { address: readers.has(profile!.userId) }) };
    },
    "/reviews/:id/": async (req) => ({ body: (await reviews.latest(roleQuery(req), req.params.id, MAX_REST_LIST)).map(reviewItem) }),
    "/reviews-aside/:id/": async (req) => ({ body: (await reviews.latest(roleQuery(req), req.params.id, REVIEWS_ASIDE_COUNT)).map(reviewItem) }),
    "/custom_user_id/:id/": async (req) => ({ body: { custom_user_id: await profiles.customUserId(roleQuery(req), req.params.id) } }),
    "/album_list/:id/": async (req) => ({ body: { success: true, albums: (await albums.listForHouseManager(req.params.id)).map(albumItem) } }),
  };
}

export function profileRoutes(services: Services): Router {
  const router = Router();
  const { profiles, reviews, albums, shortlist } = services;

  /** House manager rows as list items, with their owners and badges, in a fixed number of queries. */
  const houseManagerListItems = async (rows: HouseManagerProfile[]) => {
    const [owned, badges] = await Promise.all([profiles.withOwners(rows), services.verifications.badges(rows.map((row) => row.id))]);
    return owned.map((profile) => houseManagerListItem(profile, profile.owner, badges.get(profile.id)));
  };

  const ownProfile = async (viewer: Viewer | undefined) => {
    const user = await services.accounts.requireUser(viewer);
    // Operators run MaidMatch and have no marketplace profile.
    if (user.userType === "operator") {
      return { id: user.id, user_id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName, email: user.email, user_type: USER_TYPE_NAMES.operator, reviews: [] };
    }
    const own = await profiles.ownProfile(viewer);
    const [withOwner] = await profiles.withOwners([own.profile]);
    const ownReviews = await reviews.latest(own.role, own.profile.id, MAX_REST_LIST);
    const badges = own.role === "house_manager" ? await services.verifications.badges([own.profile.id]) : undefined;
    const details =
      own.role === "house_manager"
        ? { ...houseManagerDetail(withOwner as Owned<HouseManagerProfile>, withOwner!.owner, { address: true, badge: badges?.get(own.profile.id) }), user_id: own.user.id }
        : employerDetail(withOwner as Owned<EmployerProfile>, withOwner!.owner, { address: true });
    return {
      ...details,
      user_type: USER_TYPE_NAMES[own.user.userType],
      reviews: ownReviews.map((review) => ({ reviewer__username: review.reviewer.username, created_at: review.createdAt.toISOString(), rating: review.rating, comment: review.comment })),
    };
  };

  router.get("/profile/", route(services, async (_req, caller) => ({ body: await ownProfile(caller.viewer) })));
  // Beyond the original clients' calls: edit one's own profile (the same rules as GraphQL's updateProfile); answers the own profile.
  router.patch("/profile/", route(services, async (req, caller) => {
    await profiles.updateProfile(caller.viewer, profileEditFromRest(bodyOf(req)));
    return { body: await ownProfile(caller.viewer) };
  }));


  // The shortlist: employers and schools only; the saved house managers as list rows, the latest saved first.
  router.get("/shortlist/", route(services, async (_req, caller) => ({
    body: await houseManagerListItems(await shortlist.list(caller.viewer)),
  })));
  router.post("/shortlist/:houseManagerId/", route(services, async (req, caller) => {
    const [item] = await houseManagerListItems([await shortlist.save(caller.viewer, req.params.houseManagerId)]);
    return { status: 201, body: item };
  }));
  router.delete("/shortlist/:houseManagerId/", route(services, async (req, caller) => {
    await shortlist.remove(caller.viewer, req.params.houseManagerId);
    return { status: 204 };
  }));

  for (const [path, read] of Object.entries(profileReads(services))) router.get(path, readRoute(services, read));





  // The original clients send a token with the album calls (album_list above, album_images); the portfolio is part of
  // the public page, so the token is accepted but not required.
  router.get("/album_images/:albumId/", route(services, async (req) => {
    const album = await albums.withImages(req.params.albumId);
    return {
      body: {
        success: true,
        album: { id: album.id, title: album.title, cover_image: album.coverImage },
        images: album.images.map((image) => ({ id: image.id, image_url: image.imageUrl })),
      },
    };
  }));

  router.post("/reviews_submit/:type/:id/", route(services, async (req, caller) => {
    const { review } = await reviews.submitAs(caller, req.params.type, req.params.id, bodyOf(req));
    return { status: 201, body: reviewItem(review) };
  }));

  return router;
}
