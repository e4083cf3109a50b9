// A gazetteer of Kenyan towns and of the areas of Nairobi, Mombasa, Kisumu and the other towns the demo data uses, with
// coordinates, so matching can weigh how far a house manager lives from a job (server/src/modules/matching/score.ts).
// Source: approximate centres of the places as OpenStreetMap names them (openstreetmap.org), in decimal degrees rounded
// to about a kilometre. They place a profile's town and area, not an address; correct or add a place in places.json.
import gazetteer from "./places.json";

export interface Place {
  name: string;
  lat: number;
  lon: number;
}

type Coordinates = readonly [lat: number, lon: number];

/** Towns, with the county seats and the commuter towns around Nairobi and Mombasa. */
export const TOWNS = gazetteer.towns as unknown as Readonly<Record<string, Coordinates>>;

/** Areas (estates, suburbs) of towns, by town. */
export const AREAS = gazetteer.areas as unknown as Readonly<Record<string, Readonly<Record<string, Coordinates>>>>;

/** Keys already worked out: the same few hundred place names come back for every profile a ranking scores. */
const KEYS = new Map<string, string>();
const MAX_KEYS = 10_000;

function key(name: string): string {
  const known = KEYS.get(name);
  if (known !== undefined) return known;
  // Apostrophes go before the rest: "Muranga" is how many type Murang'a.
  const made = name.toLowerCase().normalize("NFKD").replace(/['\u2018\u2019`]/g, "").replace(/[^a-z0-9]+/g, " ").replace(/\b(city|town|county|estate)\b/g, "").trim();
  if (KEYS.size >= MAX_KEYS) KEYS.clear();
  KEYS.set(name, made);
  return made;
}

const TOWN_INDEX = new Map<string, Place>(Object.entries(TOWNS).map(([name, [lat, lon]]) => [key(name), { name, lat, lon }]));
const AREA_INDEX = new Map<string, Map<string, Place>>(
  Object.entries(AREAS).map(([town, areas]) => [key(town), new Map(Object.entries(areas).map(([name, [lat, lon]]) => [key(name), { name, lat, lon }]))]),
);
/** Areas whose name is one place only (Kasarani, Nyali), found without their town. */
const UNIQUE_AREAS = new Map<string, Place | null>();
for (const areas of AREA_INDEX.values()) {
  for (const [name, place] of areas) UNIQUE_AREAS.set(name, UNIQUE_AREAS.has(name) ? null : place);
}

/** A town by name ("nairobi", "Nairobi City"); undefined when the gazetteer does not hold it. */
export function findTown(town: string | null | undefined): Place | undefined {
  return town ? TOWN_INDEX.get(key(town)) : undefined;
}

/**
 * How far from the town it is written with an area the gazetteer places elsewhere may lie and still be taken as where
 * the person is, km: a county and a town in it ("Machakos", "Syokimau"; "Kajiado", "Kitengela", 46 km apart), as people
 * often write them. Farther, the two disagree ("Mombasa", "Kilimani": the Kilimani the gazetteer knows is in Nairobi),
 * and the town stands.
 */
export const AREA_OF_TOWN_KM = 80;

/**
 * Where a profile or a job is: its area within its town when the gazetteer knows it; else the area as a place of its
 * own (an area named only once in the whole gazetteer, or a town: "Thika" typed as the area) when no town is given or
 * it lies within AREA_OF_TOWN_KM of the town; else the town (an area typed into the town field, "Kasarani" as the city,
 * is that area); undefined when neither is known.
 */
export function locate(town: string | null | undefined, area: string | null | undefined): Place | undefined {
  const areaKey = area ? key(area) : "";
  const townKey = town ? key(town) : "";
  const inTown = areaKey && townKey ? AREA_INDEX.get(townKey)?.get(areaKey) : undefined;
  if (inTown) return inTown;
  const areaPlace = areaKey ? (UNIQUE_AREAS.get(areaKey) ?? TOWN_INDEX.get(areaKey)) : undefined;
  const townPlace = townKey ? (TOWN_INDEX.get(townKey) ?? UNIQUE_AREAS.get(townKey)) : undefined;
  if (areaPlace && townPlace) return distanceKm(areaPlace, townPlace) <= AREA_OF_TOWN_KM ? areaPlace : townPlace;
  return areaPlace ?? townPlace ?? undefined;
}

/** Whether two town names are the same place name as the gazetteer reads names ("Kapsabet Town" is Kapsabet); blank never is. */
export function samePlaceName(a: string, b: string): boolean {
  const name = key(a);
  return name !== "" && name === key(b);
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: Pick<Place, "lat" | "lon">, b: Pick<Place, "lat" | "lon">): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "Near" without a radius means within this many km (Find House Girl: the client's form and the server's filter). */
export const DEFAULT_NEAR_RADIUS_KM = 10;
/** The widest "near" radius a filter may ask, km. */
export const MAX_NEAR_RADIUS_KM = 500;

/** The names a "near" filter knows (placeNamed): every town, and every area whose name is one place only, A to Z. */
export function nearPlaceNames(): string[] {
  const names = new Set(Object.keys(TOWNS));
  for (const list of Object.values(AREAS)) for (const area of Object.keys(list)) if (placeNamed(area)) names.add(area);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Every place a "near" filter may name: towns and areas. */
export function placeNamed(name: string): Place | undefined {
  const k = key(name);
  return UNIQUE_AREAS.get(k) ?? TOWN_INDEX.get(k) ?? undefined;
}

