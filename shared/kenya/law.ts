// Kenyan pay law as data: the domestic workers' minimum wages and the statutory deductions, each with its source and
// the date it took effect, so a month is computed with the rates in force then and an update is a one-line change.
// The figures and their sources are collected in docs/kenya-pay-law.md; the functions reading them live beside this
// file (wage.ts, payslip.ts).

/** A calendar date, YYYY-MM-DD. Rates apply from this day on, until a later entry takes over. */
export type IsoDate = string;

/** Where a piece of law or a rate comes from. */
export interface Source {
  /** The instrument's name as it is cited. */
  name: string;
  /** Where it is published: a page address, or the publication and article as cited in docs/kenya-pay-law.md. */
  cite: string;
}

/** The three areas of the wage order's schedule for general labourers (house servants, children's ayahs). */
export type WageArea = "cities" | "municipalities" | "other";

export interface WageOrder {
  /** The name the order is cited by; the minimum-wage refusal names it. */
  name: string;
  effective: IsoDate;
  /** Monthly minimum in Kenya shillings for each area. */
  monthly: Record<WageArea, number>;
  sources: string[];
  note?: string;
}

/** Regulation of Wages (General) Order amendments, oldest first. */
export const WAGE_ORDERS: readonly WageOrder[] = [
  {
    name: "Regulation of Wages (General) (Amendment) Order 2022",
    effective: "2022-05-01",
    monthly: { cities: 15_201.65, municipalities: 14_025.4, other: 8_109.9 },
    sources: ["https://the-star.co.ke/news/2024-11-18-house-helps-in-cities-to-earn-at-least-sh16k"],
    note: "The 12% rise of May 2022; the 2024 order raised these by 6%.",
  },
  {
    name: "Regulation of Wages (General) (Amendment) Order 2024",
    effective: "2024-11-01",
    monthly: { cities: 16_113.75, municipalities: 14_866, other: 8_596 },
    sources: [
      "https://www.tuko.co.ke/business-economy/569398-nairobi-househelps-security-guards-earn-ksh-16k-minimum-wage-effect-november/",
      "https://the-star.co.ke/news/2024-11-18-house-helps-in-cities-to-earn-at-least-sh16k",
      "The Standard (standardmedia.co.ke), article 2001517888, May 2025: no rise in 2025",
    ],
    // No rise in 2025: the government ordered the 2024 rates enforced on Labour Day 2025. One press report
    // (the-star.co.ke, 2025-05-16) quotes KSh 9,129 for house servants in other areas; no primary source confirms it,
    // so the gazetted 8,596 stays until one does.
    note: "A 6% rise on the 2022 order; Nakuru and Eldoret are paid at city rates since they became cities.",
  },
];

/** Human names of the areas, as the refusal and the contract name them when no town is given. */
export const WAGE_AREA_LABELS: Record<WageArea, string> = {
  cities: "Nairobi, Mombasa, Kisumu, Nakuru and Eldoret cities",
  municipalities: "former municipalities and Mavoko, Ruiru and Limuru town councils",
  other: "all other areas",
};

/** The place-of-work text that means the order's third column. */
export const ALL_OTHER_AREAS = "all other areas";

/**
 * Towns of the order's first column. Nakuru and Eldoret were municipalities and are paid as cities since they were
 * chartered (2021, 2024). Neighbourhoods of the cities map to their city so an address-style answer still matches.
 */
export const CITY_TOWNS: Record<string, string[]> = {
  Nairobi: [
    "Nairobi", "Westlands", "Kilimani", "Kileleshwa", "Lavington", "Karen", "Langata", "Runda", "Muthaiga", "Gigiri",
    "Parklands", "Upper Hill", "South B", "South C", "Eastleigh", "Embakasi", "Kasarani", "Roysambu", "Kahawa",
    "Donholm", "Buruburu", "Umoja", "Kitisuru", "Loresho", "Spring Valley", "Ngong Road", "Dagoretti", "Kibera", "Ruaraka",
  ],
  Mombasa: ["Mombasa", "Nyali", "Bamburi", "Likoni", "Changamwe", "Kisauni", "Shanzu", "Tudor"],
  Kisumu: ["Kisumu", "Milimani Kisumu", "Mamboleo"],
  Nakuru: ["Nakuru"],
  Eldoret: ["Eldoret"],
};

/**
 * The order's second column: "all former municipalities and Mavoko, Ruiru and Limuru town councils". The order does
 * not list the municipalities by name; this is the list of municipal councils under the repealed Local Government
 * Act (Cap. 265), gathered from public sources (no primary list was found, see docs/kenya-pay-law.md). Mavoko takes in
 * Athi River, Mlolongo and Syokimau.
 */
export const MUNICIPALITY_TOWNS: readonly string[] = [
  "Mavoko", "Athi River", "Mlolongo", "Syokimau", "Ruiru", "Limuru",
  "Thika", "Nyeri", "Machakos", "Kakamega", "Kitale", "Malindi", "Kericho", "Embu", "Meru", "Kisii", "Bungoma",
  "Busia", "Nanyuki", "Naivasha", "Nyahururu", "Kitui", "Garissa", "Isiolo", "Lamu", "Voi", "Kiambu", "Kiambaa",
  "Webuye", "Vihiga", "Mumias", "Homa Bay", "Migori", "Kapsabet", "Kerugoya", "Kutus", "Murang'a", "Muranga", "Narok",
  "Kajiado", "Wajir", "Mandera", "Moyale", "Marsabit", "Lodwar", "Maralal", "Kabarnet", "Kilifi", "Kwale", "Ukunda",
  "Chuka", "Keroka", "Nyamira", "Siaya", "Bomet", "Iten", "Karatina", "Ol Kalou", "Kapenguria", "Awendo", "Kikuyu",
  "Kangundo", "Kitengela", "Ngong",
];

/** NSSF contributions: 6% each side of pensionable pay, Tier I up to the lower limit, Tier II up to the upper one. */
export interface NssfRates {
  effective: IsoDate;
  rate: number;
  lowerLimit: number;
  upperLimit: number;
  source: Source;
}

/** The NSSF Act 2013's yearly phase-in of the earnings limits (each February). */
export const NSSF_RATES: readonly NssfRates[] = [
  {
    effective: "2024-02-01",
    rate: 0.06,
    lowerLimit: 7_000,
    upperLimit: 36_000,
    source: { name: "NSSF Act 2013, third year of the phase-in", cite: "support.payspace.com (Kenya NSSF, February 2025)" },
  },
  {
    effective: "2025-02-01",
    rate: 0.06,
    lowerLimit: 8_000,
    upperLimit: 72_000,
    source: { name: "NSSF Act 2013, fourth year of the phase-in (February 2025)", cite: "support.payspace.com (Kenya NSSF, February 2025)" },
  },
];

/** Social Health Insurance Fund: a share of gross pay with a floor and no cap; the employee pays it all. */
export interface ShifRates {
  effective: IsoDate;
  rate: number;
  minimum: number;
  source: Source;
  /** Where it is paid. */
  payTo: string;
}

export const SHIF_RATES: readonly ShifRates[] = [
  {
    effective: "2024-10-01",
    rate: 0.0275,
    minimum: 300,
    source: { name: "Social Health Insurance Act 2023 and its 2024 regulations", cite: "support.payspace.com (Kenya SHIF)" },
    payTo: "SHA (SHIF, paybill 200222)",
  },
];

/** Affordable Housing Levy: the same share from each side. */
export interface HousingLevyRates {
  effective: IsoDate;
  rate: number;
  source: Source;
  payTo: string;
}

export const HOUSING_LEVY_RATES: readonly HousingLevyRates[] = [
  {
    effective: "2024-03-01",
    rate: 0.015,
    source: { name: "Affordable Housing Act 2024 (KRA public notice 2099)", cite: "kra.go.ke, public notice 2099" },
    payTo: "KRA (housing levy, with the PAYE return; paybill 222222)",
  },
];

/** PAYE: monthly bands on taxable pay, minus the personal relief. */
export interface PayeRates {
  effective: IsoDate;
  /** Bands in order: `upTo` is the top of the band's taxable pay (null for the last, open band). */
  bands: Array<{ upTo: number | null; rate: number }>;
  personalRelief: number;
  /** Whether SHIF and the housing levy come off gross pay before tax (from 27 December 2024). */
  deductShifAndLevy: boolean;
  source: Source;
}

const PAYE_BANDS_2023: PayeRates["bands"] = [
  { upTo: 24_000, rate: 0.1 },
  { upTo: 32_333, rate: 0.25 },
  { upTo: 500_000, rate: 0.3 },
  { upTo: 800_000, rate: 0.325 },
  { upTo: null, rate: 0.35 },
];

export const PAYE_RATES: readonly PayeRates[] = [
  {
    effective: "2023-07-01",
    bands: PAYE_BANDS_2023,
    personalRelief: 2_400,
    deductShifAndLevy: false,
    source: { name: "Finance Act 2023 (income tax bands)", cite: "kra.go.ke (PAYE)" },
  },
  {
    effective: "2024-12-27",
    bands: PAYE_BANDS_2023,
    personalRelief: 2_400,
    deductShifAndLevy: true,
    source: { name: "Tax Laws (Amendment) Act 2024", cite: "kra.go.ke (PAYE)" },
  },
];

/** Day of the following month by which the month's deductions are remitted. */
export const REMITTANCE_DAY = 9;

export const NSSF_PAY_TO = "NSSF";
export const PAYE_PAY_TO = "KRA (PAYE on iTax)";

/** The entry of a dated list in force on `day` (YYYY-MM-DD): the latest one that had taken effect. */
export function inForce<T extends { effective: IsoDate }>(list: readonly T[], day: IsoDate): T | null {
  let found: T | null = null;
  for (const entry of list) if (entry.effective <= day) found = entry;
  return found;
}

/** The Employment Act 2007 (Cap. 226) sections the contract rules follow. */
export const EMPLOYMENT_ACT = {
  name: "Employment Act 2007 (Cap. 226)",
  cite: "sheriaplex.com (Employment Act, sections 9-10, 27-31, 35, 42); mywage.org/kenya/labour-laws",
} as const;
