// A gazetteer of Kenyan towns and of the areas of Nairobi, Mombasa, Kisumu and the other towns the demo data uses, with
// coordinates, so matching can weigh how far a house manager lives from a job (server/src/modules/matching/score.ts).
// Source: approximate centres of the places as OpenStreetMap names them (openstreetmap.org), in decimal degrees rounded
// to about a kilometre. They place a profile's town and area, not an address; correct or add a place here.

export interface Place {
  name: string;
  lat: number;
  lon: number;
}

/** Towns, with the county seats and the commuter towns around Nairobi and Mombasa. */
export const TOWNS: Readonly<Record<string, readonly [lat: number, lon: number]>> = {
  Nairobi: [-1.286, 36.817],
  Mombasa: [-4.043, 39.668],
  Kisumu: [-0.092, 34.768],
  Nakuru: [-0.303, 36.08],
  Eldoret: [0.514, 35.27],
  Thika: [-1.033, 37.069],
  Machakos: [-1.517, 37.263],
  Nyeri: [-0.42, 36.947],
  Kakamega: [0.282, 34.752],
  Kitale: [1.016, 35.006],
  Malindi: [-3.219, 40.117],
  Kiambu: [-1.171, 36.835],
  Ruiru: [-1.146, 36.961],
  Juja: [-1.102, 37.014],
  Kikuyu: [-1.246, 36.663],
  Limuru: [-1.107, 36.642],
  Ngong: [-1.362, 36.656],
  Kitengela: [-1.474, 36.96],
  "Athi River": [-1.456, 36.978],
  Mlolongo: [-1.392, 36.941],
  Naivasha: [-0.717, 36.431],
  Nanyuki: [0.006, 37.073],
  Nyahururu: [0.038, 36.363],
  Meru: [0.047, 37.649],
  Embu: [-0.531, 37.45],
  "Murang'a": [-0.717, 37.152],
  Kerugoya: [-0.499, 37.28],
  Kericho: [-0.368, 35.283],
  Bomet: [-0.782, 35.342],
  Kisii: [-0.682, 34.767],
  Nyamira: [-0.563, 34.934],
  Narok: [-1.081, 35.871],
  Kajiado: [-1.852, 36.777],
  Garissa: [-0.453, 39.646],
  Kitui: [-1.367, 38.011],
  Mwingi: [-0.934, 38.06],
  Wote: [-1.781, 37.628],
  Voi: [-3.396, 38.556],
  Kilifi: [-3.631, 39.849],
  Mtwapa: [-3.95, 39.745],
  Ukunda: [-4.283, 39.567],
  Diani: [-4.317, 39.577],
  Kwale: [-4.174, 39.452],
  Lamu: [-2.271, 40.902],
  Bungoma: [0.563, 34.561],
  Webuye: [0.607, 34.769],
  Busia: [0.46, 34.111],
  Mbale: [0.083, 34.723],
  Siaya: [0.061, 34.288],
  "Homa Bay": [-0.527, 34.457],
  Migori: [-1.063, 34.473],
  Iten: [0.671, 35.508],
  Kabarnet: [0.492, 35.743],
  Kapenguria: [1.239, 35.112],
  Maralal: [1.097, 36.698],
  "Ol Kalou": [-0.271, 36.378],
  Isiolo: [0.354, 37.582],
  Marsabit: [2.334, 37.99],
  Lodwar: [3.119, 35.597],
  Wajir: [1.747, 40.057],
  Mandera: [3.937, 41.856],
};

/** Areas (estates, suburbs) of towns, by town. */
export const AREAS: Readonly<Record<string, Readonly<Record<string, readonly [lat: number, lon: number]>>>> = {
  Nairobi: {
    Westlands: [-1.265, 36.806],
    Parklands: [-1.259, 36.817],
    Kilimani: [-1.292, 36.785],
    Kileleshwa: [-1.281, 36.778],
    Lavington: [-1.279, 36.768],
    Hurlingham: [-1.295, 36.793],
    "Upper Hill": [-1.296, 36.814],
    "Ngong Road": [-1.3, 36.78],
    Karen: [-1.319, 36.708],
    Langata: [-1.336, 36.77],
    Kibera: [-1.313, 36.787],
    Dagoretti: [-1.293, 36.724],
    Kawangware: [-1.285, 36.745],
    Kangemi: [-1.266, 36.747],
    Loresho: [-1.254, 36.76],
    "Mountain View": [-1.259, 36.74],
    "Spring Valley": [-1.245, 36.789],
    Runda: [-1.216, 36.807],
    Gigiri: [-1.233, 36.805],
    Muthaiga: [-1.252, 36.834],
    Ruaka: [-1.208, 36.78],
    Ridgeways: [-1.222, 36.848],
    "Garden Estate": [-1.225, 36.861],
    Thome: [-1.214, 36.88],
    Roysambu: [-1.218, 36.884],
    Zimmerman: [-1.212, 36.893],
    Kasarani: [-1.221, 36.898],
    Githurai: [-1.2, 36.913],
    "Kahawa West": [-1.188, 36.9],
    "Kahawa Sukari": [-1.195, 36.939],
    Kariobangi: [-1.249, 36.883],
    Eastleigh: [-1.273, 36.849],
    Ngara: [-1.274, 36.826],
    Umoja: [-1.282, 36.894],
    Buruburu: [-1.287, 36.876],
    Donholm: [-1.295, 36.889],
    Kayole: [-1.275, 36.915],
    Pipeline: [-1.315, 36.896],
    Embakasi: [-1.32, 36.9],
    Utawala: [-1.293, 36.959],
    "South B": [-1.31, 36.834],
    "South C": [-1.318, 36.825],
    "Nairobi West": [-1.307, 36.82],
    Madaraka: [-1.309, 36.816],
    Rongai: [-1.396, 36.761],
    Syokimau: [-1.371, 36.925],
  },
  Mombasa: {
    Nyali: [-4.028, 39.709],
    Mkomani: [-4.035, 39.713],
    Bamburi: [-3.995, 39.722],
    Shanzu: [-3.966, 39.745],
    Kisauni: [-4.01, 39.7],
    Tudor: [-4.047, 39.676],
    Kizingo: [-4.072, 39.671],
    "Old Town": [-4.062, 39.678],
    Likoni: [-4.085, 39.658],
    Changamwe: [-4.023, 39.627],
  },
  Kisumu: {
    Milimani: [-0.101, 34.755],
    Kondele: [-0.088, 34.771],
    Nyalenda: [-0.113, 34.772],
    Manyatta: [-0.094, 34.78],
    Mamboleo: [-0.065, 34.797],
    "Riat Hills": [-0.072, 34.72],
    Lolwe: [-0.083, 34.748],
  },
  Nakuru: {
    "Section 58": [-0.288, 36.088],
    Milimani: [-0.297, 36.063],
    Lanet: [-0.282, 36.151],
    Kiamunyi: [-0.258, 36.048],
    Shabab: [-0.296, 36.095],
  },
  Eldoret: {
    Langas: [0.491, 35.275],
    "Elgon View": [0.52, 35.289],
    Kapsoya: [0.526, 35.3],
    Pioneer: [0.505, 35.265],
  },
  Thika: {
    Makongeni: [-1.03, 37.083],
    Ngoingwa: [-1.017, 37.061],
    "Section 9": [-1.04, 37.078],
  },
  Machakos: {
    Mjini: [-1.522, 37.264],
    "Kenya Israel": [-1.535, 37.262],
    Katoloni: [-1.51, 37.282],
  },
  Nyeri: {
    "Ruring'u": [-0.433, 36.959],
    Kamakwa: [-0.404, 36.947],
    Skuta: [-0.414, 36.935],
  },
  Kakamega: {
    Milimani: [0.281, 34.758],
    Amalemba: [0.27, 34.765],
    Shirere: [0.291, 34.74],
  },
  Kitale: {
    Milimani: [1.02, 35.003],
    "Section 6": [1.013, 35.01],
  },
};

/** Keys already worked out: the same few hundred place names come back for every profile a ranking scores. */
const KEYS = new Map<string, string>();
const MAX_KEYS = 10_000;

function key(name: string): string {
  const known = KEYS.get(name);
  if (known !== undefined) return known;
  const made = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, " ").replace(/\b(city|town|county|estate)\b/g, "").trim();
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
 * Where a profile or a job is: its area within its town when the gazetteer knows it, else the town, else an area named
 * only once in the whole gazetteer (an area typed without its town); undefined when neither is known.
 */
export function locate(town: string | null | undefined, area: string | null | undefined): Place | undefined {
  const areaKey = area ? key(area) : "";
  const townKey = town ? key(town) : "";
  const inTown = areaKey && townKey ? AREA_INDEX.get(townKey)?.get(areaKey) : undefined;
  if (inTown) return inTown;
  // An area typed into the town field ("Kasarani" as the city) is still that area.
  const townAsArea = townKey ? UNIQUE_AREAS.get(townKey) : undefined;
  return findTown(town) ?? (areaKey ? UNIQUE_AREAS.get(areaKey) ?? undefined : undefined) ?? townAsArea ?? undefined;
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: Pick<Place, "lat" | "lon">, b: Pick<Place, "lat" | "lon">): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every place a "near" filter may name: towns and areas. */
export function placeNamed(name: string): Place | undefined {
  const k = key(name);
  return UNIQUE_AREAS.get(k) ?? TOWN_INDEX.get(k) ?? undefined;
}

/** The gazetteer's places within `km` of a point: areas with their town, and towns by their centre. */
export function placesWithin(center: Pick<Place, "lat" | "lon">, km: number): { areas: Array<{ town: string; area: string }>; towns: Array<{ town: string; knownAreas: string[] }> } {
  const areas: Array<{ town: string; area: string }> = [];
  for (const [town, list] of Object.entries(AREAS)) {
    for (const [area, [lat, lon]] of Object.entries(list)) if (distanceKm(center, { lat, lon }) <= km) areas.push({ town, area });
  }
  const towns = Object.entries(TOWNS)
    .filter(([, [lat, lon]]) => distanceKm(center, { lat, lon }) <= km)
    .map(([town]) => ({ town, knownAreas: Object.keys(AREAS[town] ?? {}) }));
  return { areas, towns };
}
