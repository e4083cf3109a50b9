// Where house managers live, for Find House Girl's "near" and a job's matches: the towns and areas they wrote, each
// pair once (HouseManagerPlace, kept by the database's triggers: prisma/migrations/20261125090920_matching_places,
// 20261126080000_places_follow_their_rows), placed by the gazetteer (shared/kenya/places.ts, locate), so that "near"
// and a match's distance read "Machakos, Syokimau", a blank town with "Kasarani" or "Nairobi, Thika" alike.
import { sql } from "kysely";
import type { Reads } from "../../lib/reads.js";
import { tableVersion } from "../../lib/table-version.js";
import { distanceKm, locate } from "../../../../shared/kenya/places.js";

export interface Place {
  city: string;
  location: string;
}

/** A point and a radius in km: Find House Girl's "near" as ProfileService.parseFilter read it. */
export interface NearPoint {
  lat: number;
  lon: number;
  km: number;
}

/** The pairs house managers live in, as SQL. */
export const HOUSE_MANAGER_PLACES = sql<Place>`SELECT t.city, t.location FROM "HouseManagerPlace" t`;

/** The pairs' version, as SQL (lib/table-version.ts). */
export const HOUSE_MANAGER_PLACES_VERSION = tableVersion("HouseManagerPlace");

/** The pairs of one version, with the pairs within reach of each point asked, worked out once. */
export interface KnownPlaces {
  version: string;
  places: Place[];
  near: Map<string, Place[]>;
}

/** A few hundred points and radii a version; past it all are worked out again. */
const MAX_POINTS = 256;

/**
 * The last pairs each database's reads were seen to hold. A list asking "near" runs with them and reads the version
 * in the same statement (house-manager-reads.ts, readList), so the usual request makes one round trip, which on this
 * machine cost about a third of Find House Girl's CPU (bench/results.md, "Notes, fifteenth round"): the pairs are read
 * again only when the version moved.
 */
const knownPlaces = new WeakMap<Reads, KnownPlaces>();

export function lastKnownPlaces(reads: Reads): KnownPlaces | undefined {
  return knownPlaces.get(reads);
}

/** What placesSince reads: the version, and the pairs unless they are those of the version already known. */
export interface PlacesSince {
  version: string;
  places: Place[] | null;
}

/**
 * The pairs' version and, only when it is not `known`'s, the pairs themselves, as one SQL expression (a JSON object,
 * PlacesSince): a statement that needs the places reads them with the rest of what it reads, and nearly always gets
 * only the version. In one statement the version and the pairs come from the same snapshot.
 */
export function placesSince(known: KnownPlaces | undefined) {
  return sql<PlacesSince>`(SELECT json_build_object('version', current.version, 'places', CASE WHEN current.version IS DISTINCT FROM ${known?.version ?? null}
    THEN (SELECT coalesce(json_agg(json_build_object('city', t.city, 'location', t.location)), '[]') FROM (${HOUSE_MANAGER_PLACES}) AS t) END)
    FROM (SELECT ${HOUSE_MANAGER_PLACES_VERSION} AS version) AS current)`;
}

/**
 * The places placesSince read, kept as the last known: `known` itself when they are its version's (an empty page of a
 * list asking "near" carries no version, and checking it must not forget the points already worked out).
 */
export function keepPlaces(reads: Reads, known: KnownPlaces | undefined, { version, places }: PlacesSince): KnownPlaces {
  const fresh = places === null && known ? known : { version, places: places ?? [], near: new Map<string, Place[]>() };
  knownPlaces.set(reads, fresh);
  return fresh;
}

/** The pairs as of now, kept as the last known: read whole only when the version is not `known`'s (placesSince). */
export async function refreshPlaces(reads: Reads, known?: KnownPlaces): Promise<KnownPlaces> {
  const { rows } = await sql<{ since: PlacesSince }>`SELECT ${placesSince(known)} AS since`.execute(reads);
  return keepPlaces(reads, known, rows[0]!.since);
}

/** Of the known pairs, those the gazetteer places within `point.km` of the point. */
export function placesNear(known: KnownPlaces, point: NearPoint): Place[] {
  const key = `${point.lat},${point.lon},${point.km}`;
  let near = known.near.get(key);
  if (!near) {
    near = known.places.filter(({ city, location }) => {
      const at = locate(city, location);
      return at !== undefined && distanceKm(point, at) <= point.km;
    });
    if (known.near.size >= MAX_POINTS) known.near.clear();
    known.near.set(key, near);
  }
  return near;
}
