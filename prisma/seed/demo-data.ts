// The demo data set: Kenyan house managers, households and schools, reviews, albums, a little activity,
// and locally drawn images. Deterministic: a fixed seed gives the same people, text and pictures every time.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fork } from "node:child_process";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Prisma, PrismaClient } from "../../server/src/generated/prisma/client.js";
import { THUMB_SIZE } from "../../server/src/lib/images.js";
import { ROOT_DIR } from "../../server/src/config.js";
import { avatarSvg, crestSvg, sceneSvg, type SceneKind } from "./art.js";
import { EMPLOYERS, type EmployerSpec } from "./employers.js";
import {
  AVAILABILITY,
  CHRISTIAN_FEMALE,
  CHRISTIAN_MALE,
  CITIES,
  EDUCATION,
  FEMALE_ONLY_HOBBIES,
  HOBBIES,
  MARITAL,
  RATING_WEIGHTS,
  SKILLS,
  TRIBES,
  address,
  employerReviewComment,
  houseManagerBio,
  houseManagerDescription,
  houseManagerReviewComment,
  type HmText,
  type Skill,
  type Tribe,
} from "./people.js";
import { Random } from "./random.js";

export const DEMO_PASSWORD = "Karibu-MaidMatch-2026";

const EMAIL_DOMAIN = "demo.maidmatch.co.ke";

export const DEMO_ACCOUNTS: Array<{ role: string; email: string; password: string; name: string }> = [
  { role: "house_manager", email: `wanjiku.kamau@${EMAIL_DOMAIN}`, password: DEMO_PASSWORD, name: "Wanjiku Kamau" },
  { role: "employer", email: `brian.otieno@${EMAIL_DOMAIN}`, password: DEMO_PASSWORD, name: "Brian Otieno" },
  { role: "school", email: `greenhill.academy@${EMAIL_DOMAIN}`, password: DEMO_PASSWORD, name: "Greenhill Academy" },
  { role: "operator", email: `operator@${EMAIL_DOMAIN}`, password: DEMO_PASSWORD, name: "MaidMatch Operator" },
];

/** Where the demo images live, below the media folder, and the URL prefix stored in the database. */
export const DEMO_MEDIA_SUBDIR = "demo";
const MEDIA_URL = `/media/${DEMO_MEDIA_SUBDIR}`;

const SEED = 20260101;
const HOUSE_MANAGER_COUNT = 42;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const RENDER_CONCURRENCY = 4;

export interface SeedOptions {
  /** Media folder; images go to `${mediaDir}/demo/`. */
  mediaDir: string;
  /** One argon2 hash of DEMO_PASSWORD, used for every demo user. */
  passwordHash: string;
  log?: (msg: string) => void;
  /** The moment dates are counted back from (default: now). */
  now?: Date;
}

export interface SeedResult {
  users: number;
  houseManagers: number;
  employers: number;
  reviews: number;
}

/** Empties every application table in one statement and restarts the id sequences. */
export async function clearDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe(
    `TRUNCATE TABLE "User", "HouseManagerProfile", "EmployerProfile", "Review", "Album", "AlbumImage", "Contract", "Notification", "Message", "ContactMessage", "RefreshToken", "Verification", "Report", "Block", "AuditEntry", "Consent", "SearchTerm", "HouseManagerPlace", "JobPlace" RESTART IDENTITY CASCADE`,
  );
}

/**
 * Gathers the planner's statistics on every table of the schema once data is loaded. A freshly seeded database has
 * none until autovacuum analyzes it, which never happens where autovacuum is off or on PGlite; without them PostgreSQL
 * plans the house manager list as a sort of every profile and its owner instead of a walk along the list's index.
 */
export async function analyzeTables(prisma: PrismaClient): Promise<void> {
  const tables = await prisma.$queryRawUnsafe<Array<{ name: string }>>(`SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema()`);
  if (tables.length) await prisma.$executeRawUnsafe(`ANALYZE ${tables.map(({ name }) => `"${name.replace(/"/g, '""')}"`).join(", ")}`);
}

// ---------------------------------------------------------------------------------------------
// Images

interface ImageJob {
  svg: string;
  file: string; // display file name
  thumbFile: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

interface ImagePaths {
  display: string;
  thumb: string;
}

class ImagePlan {
  readonly jobs = new Map<string, ImageJob>();

  /**
   * Names carry a hash of the drawing and of how it is encoded, so a changed drawing or size gets a new file and an old
   * one is never reused. Like uploads (server/src/lib/images.ts): a WebP display copy and a square WebP thumbnail of
   * THUMB_SIZE, which cards, album covers and the profile photo show.
   */
  add(prefix: string, svg: string, size: "portrait" | "scene"): ImagePaths {
    const portrait = size === "portrait";
    const encoding = `webp-${THUMB_SIZE}`;
    const hash = createHash("sha1").update(svg).update(encoding).digest("hex").slice(0, 10);
    const base = `${prefix}-${hash}`;
    const job: ImageJob = {
      svg,
      file: `${base}.webp`,
      thumbFile: `${base}-thumb.webp`,
      width: portrait ? 480 : 800,
      height: portrait ? 480 : 600,
      thumbWidth: THUMB_SIZE,
      thumbHeight: THUMB_SIZE,
    };
    this.jobs.set(job.file, job);
    return { display: `${MEDIA_URL}/${job.file}`, thumb: `${MEDIA_URL}/${job.thumbFile}` };
  }
}

const DEMO_FILE = /-[0-9a-f]{10}(-thumb)?\.(jpg|webp)$/;

/** Removes demo images no longer in the plan (left by an older version of this file), so the folder does not grow. */
async function pruneStale(dir: string, jobs: ImageJob[]): Promise<number> {
  const keep = new Set(jobs.flatMap((job) => [job.file, job.thumbFile]));
  const stale = (await readdir(dir)).filter((name) => DEMO_FILE.test(name) && !keep.has(name));
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  return stale.length;
}

/**
 * Renders what is missing, a few at a time, in a process of its own (render-images.mjs: why). Failures are logged,
 * not thrown: the data is still usable.
 */
async function renderImages(dir: string, jobs: ImageJob[], log: (msg: string) => void): Promise<{ rendered: number; failed: number }> {
  await mkdir(dir, { recursive: true });
  const pruned = await pruneStale(dir, jobs);
  if (pruned > 0) log(`demo seed: removed ${pruned} outdated images`);
  const todo = jobs.filter((job) => !existsSync(path.join(dir, job.file)) || !existsSync(path.join(dir, job.thumbFile)));
  if (todo.length === 0) return { rendered: 0, failed: 0 };
  log(`demo seed: rendering ${todo.length} of ${jobs.length} images into ${dir}`);
  const result = await inChildProcess(RENDERER, { dir, jobs: todo, concurrency: RENDER_CONCURRENCY });
  for (const failure of result.failures) log(`demo seed: could not render ${failure.file}: ${failure.message}`);
  return { rendered: result.rendered, failed: result.failures.length };
}

/** The renderer's file, from the project's root: the same path from the sources and from the bundle in dist/server. */
const RENDERER = path.join(ROOT_DIR, "prisma", "seed", "render-images.mjs");

interface RenderResult {
  rendered: number;
  failures: Array<{ file: string; message: string }>;
}

/** Runs the renderer in a child process with plain node (none of this process's loaders or flags) and waits for its answer. */
function inChildProcess(script: string, request: { dir: string; jobs: ImageJob[]; concurrency: number }): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    // The first of these settles the promise: an answer, a failure to start, or an end without an answer.
    child.once("message", (message) => resolve(message as RenderResult));
    child.once("error", reject);
    child.once("exit", (code, signal) => reject(new Error(`the image renderer stopped (${signal ?? `exit code ${code}`}) before answering`)));
    child.send(request);
  });
}

// ---------------------------------------------------------------------------------------------
// The plan: every row, decided before anything is written

interface PersonPlan {
  key: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: "house_manager" | "employer" | "school";
  createdAt: Date;
  image: ImagePaths;
}

interface HouseManagerPlan extends PersonPlan {
  profile: Omit<Prisma.HouseManagerProfileCreateManyInput, "userId" | "rating" | "reviewCount">;
  gender: "Female" | "Male";
  skills: Skill[];
}

interface EmployerPlan extends PersonPlan {
  spec: EmployerSpec;
  profile: Omit<Prisma.EmployerProfileCreateManyInput, "userId" | "rating" | "reviewCount">;
}

interface ReviewPlan {
  reviewer: PersonPlan;
  houseManager?: HouseManagerPlan;
  employer?: EmployerPlan;
  rating: number;
  comment: string;
  createdAt: Date;
}

interface AlbumPlan {
  houseManager: HouseManagerPlan;
  title: string;
  createdAt: Date;
  images: ImagePaths[];
}

const ALBUM_SCENES: Record<string, readonly SceneKind[]> = {
  "My cooking": ["kitchen", "plate"],
  "Kenyan dishes": ["plate", "kitchen"],
  "Clean homes": ["living", "laundry"],
  "Laundry & ironing": ["laundry", "clothesline"],
  Childcare: ["playroom", "living"],
  "Garden work": ["garden", "clothesline"],
  Baking: ["cake", "cupcakes"],
};

const SKILL_ALBUMS: Partial<Record<Skill, string>> = {
  Cooking: "My cooking",
  "Meal planning": "Kenyan dishes",
  Cleaning: "Clean homes",
  Laundry: "Laundry & ironing",
  Ironing: "Laundry & ironing",
  Childcare: "Childcare",
  "Homework help": "Childcare",
  Gardening: "Garden work",
  Baking: "Baking",
};

const TRIBE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ["Kikuyu", 9],
  ["Luo", 7],
  ["Luhya", 7],
  ["Kamba", 6],
  ["Kalenjin", 5],
  ["Kisii", 4],
  ["Meru", 3],
  ["Mijikenda", 3],
  ["Somali", 2],
  ["Swahili", 1],
  ["Maasai", 1],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Mean rounded half-up to two decimals, in exact integer arithmetic, as a Decimal(3,2) string. */
function meanRating(ratings: number[]): string {
  if (ratings.length === 0) return "0.00";
  const sum = ratings.reduce((a, b) => a + b, 0);
  const hundredths = Math.floor((200 * sum + ratings.length) / (2 * ratings.length));
  return (hundredths / 100).toFixed(2);
}

function skillWeights(gender: "Female" | "Male"): Array<readonly [Skill, number]> {
  const female: Partial<Record<Skill, number>> = { Cooking: 9, Cleaning: 9, Laundry: 8, Childcare: 7, Ironing: 4, Baking: 3, "Elderly care": 3, "First aid": 2, Gardening: 1, "Homework help": 2, "Pet care": 1, "Grocery shopping": 2, "Meal planning": 2 };
  const male: Partial<Record<Skill, number>> = { Gardening: 9, Cleaning: 8, Cooking: 6, Laundry: 4, "Pet care": 4, "Grocery shopping": 3, "Elderly care": 2, Ironing: 2, "First aid": 2 };
  const table = gender === "Female" ? female : male;
  return SKILLS.filter((s) => table[s]).map((s) => [s, table[s]!] as const);
}

function pickSkills(r: Random, gender: "Female" | "Male", education: string, count: number): Skill[] {
  const chosen: Skill[] = [];
  if (education.includes("Early Childhood")) chosen.push("Childcare", "Homework help");
  if (education.includes("Caregiving")) chosen.push("Elderly care", "First aid");
  if (education.includes("Food Production")) chosen.push("Cooking", "Baking");
  let pool = skillWeights(gender).filter(([s]) => !chosen.includes(s));
  while (chosen.length < count && pool.length > 0) {
    const s = r.weighted(pool);
    chosen.push(s);
    pool = pool.filter(([p]) => p !== s);
  }
  return chosen;
}

class Planner {
  readonly r = new Random(SEED);
  readonly images = new ImagePlan();
  readonly houseManagers: HouseManagerPlan[] = [];
  readonly employers: EmployerPlan[] = [];
  readonly reviews: ReviewPlan[] = [];
  readonly albums: AlbumPlan[] = [];
  private readonly emails = new Set<string>();
  private readonly usernames = new Set<string>();
  private readonly names = new Set<string>();

  constructor(private readonly now: number) {}

  private daysAgo(minDays: number, maxDays: number): Date {
    return new Date(this.now - this.r.int(minDays, maxDays) * DAY - this.r.int(0, 23) * HOUR - this.r.int(0, 59) * 60_000);
  }

  private identity(first: string, last: string): { email: string; username: string } {
    const local = `${slug(first)}.${slug(last)}`.replace(/-/g, ".");
    let email = `${local}@${EMAIL_DOMAIN}`;
    let username = local.replace(/\./g, "_");
    for (let n = 2; this.emails.has(email) || this.usernames.has(username); n++) {
      email = `${local}${n}@${EMAIL_DOMAIN}`;
      username = `${local.replace(/\./g, "_")}${n}`;
    }
    this.emails.add(email);
    this.usernames.add(username);
    return { email, username };
  }

  planHouseManagers(): void {
    const r = this.r;
    for (let i = 0; i < HOUSE_MANAGER_COUNT; i++) {
      const demo = i === 0;
      const tribeName = demo ? "Kikuyu" : r.weighted(TRIBE_WEIGHTS);
      const tribe: Tribe = TRIBES.find((t) => t.name === tribeName)!;
      // Mostly women, as in the trade; every seventh profile is a man (gardeners, cooks, caregivers).
      const gender: "Female" | "Male" = i % 7 === 3 ? "Male" : "Female";
      let first: string;
      let last: string;
      do {
        if (demo) {
          first = "Wanjiku";
          last = "Kamau";
        } else if (gender === "Female") {
          first = !tribe.muslim && r.chance(0.2) ? r.pick(CHRISTIAN_FEMALE) : r.pick(tribe.female);
          last = r.pick(tribe.surnames);
        } else {
          first = !tribe.muslim && r.chance(0.5) ? r.pick(CHRISTIAN_MALE) : r.pick(tribe.male);
          last = r.pick(tribe.surnames.filter((n) => n !== "Wanjiru")); // a woman's name, as surnames go
        }
        // Keep the demo house manager's first name hers alone, so nobody mixes her up with another Wanjiku.
      } while (first === last || this.names.has(`${first} ${last}`) || (!demo && first === "Wanjiku"));
      this.names.add(`${first} ${last}`);

      const cityName = demo ? "Nairobi" : r.chance(0.55) ? "Nairobi" : r.chance(0.8) ? r.pick(tribe.cities) : r.pick(Object.keys(CITIES));
      const city = CITIES[cityName]!;
      const [area, roads] = demo ? city.areas.find(([a]) => a === "Kasarani")! : r.pick(city.areas);
      const age = demo ? 31 : 20 + Math.floor(36 * Math.pow(r.next(), 1.3));
      // Older people have usually worked longer; the young may be just starting.
      const experience = demo ? 7 : Math.min(20, Math.floor((age - 18) * (age >= 28 ? 0.3 + 0.55 * r.next() : 0.85 * r.next())));
      const education = demo ? "KCSE, Certificate in Housekeeping" : r.weighted(EDUCATION);
      const availability = demo ? "Live-in" : r.weighted(AVAILABILITY);
      const maritalStatus = demo ? "Single" : age < 24 && r.chance(0.8) ? "Single" : r.weighted(MARITAL);
      const skills = demo
        ? (["Cooking", "Childcare", "Laundry", "Cleaning", "Baking", "First aid"] as Skill[])
        : pickSkills(r, gender, education, r.int(3, 6));

      const certs = new Set<string>();
      if (education.includes("Housekeeping")) certs.add("Housekeeping Certificate (NITA)");
      if (education.includes("Caregiving")) certs.add("Caregiving Certificate");
      if (r.chance(0.45)) certs.add("Certificate of Good Conduct (DCI)");
      if (skills.includes("First aid")) certs.add("First Aid Certificate (Kenya Red Cross)");
      if (skills.includes("Baking") && r.chance(0.3)) certs.add("Baking and Pastry Certificate");
      if (education.includes("Food") && r.chance(0.6)) certs.add("Food Handler's Medical Certificate");
      const certificate = demo ? "Certificate of Good Conduct (DCI), First Aid Certificate (Kenya Red Cross)" : [...certs].slice(0, 2).join(", ");

      const english = !education.startsWith("KCPE") || r.chance(0.5);
      const language = demo
        ? "English, Swahili, Kikuyu"
        : tribe.name === "Swahili"
          ? english ? "Swahili, English, Arabic" : "Swahili, Arabic"
          : [english ? "English" : "", "Swahili", tribe.language].filter(Boolean).join(", ");

      let salary = 9000 + experience * 750 + (cityName === "Nairobi" ? 2500 : 0);
      if (education.includes("Diploma")) salary += 4000;
      else if (education.includes("Certificate")) salary += 1500;
      if (availability === "Live-in" || availability === "Full-time") salary += 2000;
      if (availability === "Part-time") salary *= 0.6;
      if (availability === "Weekends") salary *= 0.45;
      salary += r.int(-3, 3) * 500;
      salary = demo ? 18000 : Math.min(35000, Math.max(8000, Math.round(salary / 500) * 500));

      const hobbyPool = gender === "Male" ? HOBBIES.filter((h) => !FEMALE_ONLY_HOBBIES.includes(h)) : HOBBIES;
      const hobbies = demo ? "Baking, Singing in the church choir, Reading" : r.sample(hobbyPool, r.int(2, 3)).join(", ");
      const origin = r.pick(tribe.homeAreas);
      const text: HmText = { first, last, gender, age, location: area, city: cityName, origin: demo ? "Murang'a" : origin, experience, skills, availability, certificate, language };
      const key = `hm-${String(i + 1).padStart(2, "0")}-${slug(`${first} ${last}`)}`;
      const createdAt = this.daysAgo(545, 760);
      const image = this.images.add(key, avatarSvg({ seed: key, gender, age, muslim: tribe.muslim ?? false }), "portrait");
      this.houseManagers.push({
        key,
        ...this.identity(first, last),
        firstName: first,
        lastName: last,
        userType: "house_manager",
        createdAt,
        image,
        gender,
        skills,
        profile: {
          image: image.display,
          imageThumb: image.thumb,
          location: area,
          city: cityName,
          address: demo ? "House 14, Mwiki Road, Kasarani" : address(r, city, area, roads),
          bio: houseManagerBio(r, text),
          age,
          gender,
          hobbies,
          description: houseManagerDescription(r, text),
          availability,
          maritalStatus,
          tribe: tribe.name,
          language,
          salary,
          education,
          experience,
          skills: skills.join(", "),
          certificate,
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
  }

  planEmployers(): void {
    for (const spec of EMPLOYERS) {
      const key = `${spec.isSchool ? "school" : "employer"}-${spec.key}`;
      const svg = spec.isSchool
        ? crestSvg(key, spec.colours?.[0] ?? "#1D3557", spec.colours?.[1] ?? "#457B9D")
        : avatarSvg({ seed: key, gender: spec.gender, age: spec.age, muslim: spec.tribe === "Somali" || spec.tribe === "Swahili" });
      const image = this.images.add(key, svg, "portrait");
      const createdAt = this.daysAgo(545, 760);
      const identity = spec.isSchool
        ? this.identity(spec.firstName, spec.lastName.split(" ")[0]!)
        : this.identity(spec.firstName, spec.lastName);
      this.employers.push({
        key,
        ...identity,
        firstName: spec.firstName,
        lastName: spec.lastName,
        userType: spec.isSchool ? "school" : "employer",
        createdAt,
        image,
        spec,
        profile: {
          isSchool: spec.isSchool,
          image: image.display,
          imageThumb: image.thumb,
          location: spec.location,
          city: spec.city,
          address: spec.address,
          bio: spec.bio,
          hobbies: spec.hobbies,
          tribe: spec.tribe,
          description: spec.description,
          houseType: spec.houseType,
          numberRooms: spec.numberRooms,
          numberPeople: spec.numberPeople,
          numberChildren: spec.numberChildren,
          contractDuration: spec.contractDuration,
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
  }

  planReviews(): void {
    const r = this.r;
    const demoHm = this.houseManagers[0]!;
    const demoEmployer = this.employers[0]!;
    const demoSchool = this.employers.find((e) => e.spec.isSchool)!;
    const ratingOf = (): number => r.weighted(RATING_WEIGHTS);

    // Employers and schools review house managers. The demo employer and school leave the demo
    // house manager alone, so a demo visitor can try the review form on her page.
    this.houseManagers.forEach((hm, i) => {
      const demo = i === 0;
      const experience = hm.profile.experience ?? 0;
      const count = demo
        ? 5
        : experience === 0
          ? r.weighted([[0, 2], [1, 3], [2, 1]] as const)
          : experience <= 2
            ? r.weighted([[0, 1], [1, 3], [2, 3], [3, 2]] as const)
            : r.weighted([[0, 1], [1, 2], [2, 3], [3, 4], [4, 3], [5, 2], [6, 2]] as const);
      const pool = demo ? this.employers.filter((e) => e !== demoEmployer && e !== demoSchool) : this.employers;
      const ratings = demo ? [5, 5, 4, 5, 4] : [];
      const used = new Set<string>();
      r.sample(pool, count).forEach((reviewer, k) => {
        const rating = ratings[k] ?? ratingOf();
        const who = {
          isSchool: reviewer.spec.isSchool,
          children: reviewer.spec.numberChildren > 0,
          elderly: reviewer.spec.elderly ?? false,
          pets: reviewer.spec.pets ?? false,
        };
        const comment = houseManagerReviewComment(r, rating, { first: hm.firstName, gender: hm.gender, skills: hm.skills }, who, used);
        const earliest = Math.max(hm.createdAt.getTime(), reviewer.createdAt.getTime());
        const maxDays = Math.max(3, Math.floor((this.now - earliest) / DAY) - 1);
        this.reviews.push({ reviewer, houseManager: hm, rating, comment, createdAt: this.daysAgo(2, Math.min(540, maxDays)) });
      });
    });

    // House managers review employers.
    const usedEmployerComments = new Set<string>();
    this.employers.forEach((employer, i) => {
      const demo = i === 0;
      const count = demo ? 3 : r.weighted([[0, 2], [1, 3], [2, 3], [3, 2], [4, 1]] as const);
      const pool = this.houseManagers.filter((hm) => hm !== demoHm);
      const ratings = demo ? [5, 4, 5] : [];
      r.sample(pool, count).forEach((reviewer, k) => {
        const rating = ratings[k] ?? ratingOf();
        const comment = employerReviewComment(r, rating, { isSchool: employer.spec.isSchool, children: employer.spec.numberChildren > 0 }, usedEmployerComments);
        this.reviews.push({ reviewer, employer, rating, comment, createdAt: this.daysAgo(2, 540) });
      });
    });
  }

  planAlbums(): void {
    const r = this.r;
    this.houseManagers.forEach((hm, i) => {
      const demo = i === 0;
      if (!demo && !r.chance(0.5)) return;
      const titles: string[] = [];
      for (const skill of hm.skills) {
        const title = SKILL_ALBUMS[skill];
        if (title && !titles.includes(title)) titles.push(title);
      }
      for (const fallback of ["Clean homes", "My cooking", "Laundry & ironing"]) if (!titles.includes(fallback)) titles.push(fallback);
      const count = demo ? 3 : r.int(1, 3);
      titles.slice(0, count).forEach((title, albumIndex) => {
        const scenes = ALBUM_SCENES[title]!;
        const imageCount = demo ? [4, 3, 3][albumIndex]! : r.int(2, 5);
        const images: ImagePaths[] = [];
        for (let j = 0; j < imageCount; j++) {
          const kind = scenes[j % scenes.length]!;
          const prefix = `album-${hm.key.slice(0, 5)}-${albumIndex + 1}-${j + 1}-${kind}`;
          images.push(this.images.add(prefix, sceneSvg(kind, `${hm.key}/${albumIndex}/${j}`), "scene"));
        }
        this.albums.push({ houseManager: hm, title, images, createdAt: this.daysAgo(30, 500) });
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

function ratingsFor<T>(reviews: ReviewPlan[], key: (review: ReviewPlan) => T | undefined): Map<T, number[]> {
  const out = new Map<T, number[]>();
  for (const review of reviews) {
    const target = key(review);
    if (target === undefined) continue;
    const list = out.get(target) ?? [];
    list.push(review.rating);
    out.set(target, list);
  }
  return out;
}

function dateOnly(ms: number): Date {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

async function writePlan(prisma: PrismaClient, plan: Planner, passwordHash: string, now: number): Promise<void> {
  const hmRatings = ratingsFor(plan.reviews, (rv) => rv.houseManager);
  const employerRatings = ratingsFor(plan.reviews, (rv) => rv.employer);
  const people: PersonPlan[] = [...plan.houseManagers, ...plan.employers];

  await prisma.$transaction(
    async (tx) => {
      const users = await tx.user.createManyAndReturn({
        data: people.map((p) => ({
          email: p.email,
          username: p.username,
          firstName: p.firstName,
          lastName: p.lastName,
          userType: p.userType,
          passwordHash,
          createdAt: p.createdAt,
        })),
        select: { id: true, email: true },
      });
      const userIds = new Map(users.map((u) => [u.email, u.id]));
      const userId = (p: PersonPlan): number => userIds.get(p.email)!;

      const hmRows = await tx.houseManagerProfile.createManyAndReturn({
        data: plan.houseManagers.map((hm) => {
          const ratings = hmRatings.get(hm) ?? [];
          return { ...hm.profile, userId: userId(hm), rating: meanRating(ratings), reviewCount: ratings.length };
        }),
        select: { id: true, userId: true },
      });
      const employerRows = await tx.employerProfile.createManyAndReturn({
        data: plan.employers.map((e) => {
          const ratings = employerRatings.get(e) ?? [];
          return { ...e.profile, userId: userId(e), rating: meanRating(ratings), reviewCount: ratings.length };
        }),
        select: { id: true, userId: true },
      });
      const hmByUser = new Map(hmRows.map((row) => [row.userId, row.id]));
      const employerByUser = new Map(employerRows.map((row) => [row.userId, row.id]));
      const hmId = (hm: HouseManagerPlan): number => hmByUser.get(userId(hm))!;
      const employerId = (e: EmployerPlan): number => employerByUser.get(userId(e))!;

      await tx.review.createMany({
        data: plan.reviews
          .slice()
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .map((rv) => ({
            reviewerId: userId(rv.reviewer),
            houseManagerId: rv.houseManager ? hmId(rv.houseManager) : null,
            employerId: rv.employer ? employerId(rv.employer) : null,
            rating: rv.rating,
            comment: rv.comment,
            createdAt: rv.createdAt,
          })),
      });

      const albumRows = await tx.album.createManyAndReturn({
        data: plan.albums.map((a) => ({
          houseManagerId: hmId(a.houseManager),
          title: a.title,
          // The square thumbnail, as for uploads (server/src/modules/albums/service.ts).
          coverImage: a.images[0]!.thumb,
          createdAt: a.createdAt,
        })),
        select: { id: true, houseManagerId: true, title: true },
      });
      const albumIds = new Map(albumRows.map((row) => [`${row.houseManagerId}/${row.title}`, row.id]));
      await tx.albumImage.createMany({
        data: plan.albums.flatMap((a) =>
          a.images.map((img, j) => ({
            albumId: albumIds.get(`${hmId(a.houseManager)}/${a.title}`)!,
            imageUrl: img.display,
            thumbUrl: img.thumb,
            createdAt: new Date(a.createdAt.getTime() + j * 60_000),
          })),
        ),
      });

      await writeActivity(tx, plan, { userId, hmId, employerId }, now, passwordHash);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

type Tx = Prisma.TransactionClient;

/** A little life for the demo log-ins: contracts in each state, a chat and some notifications. */
async function writeActivity(
  tx: Tx,
  plan: Planner,
  ids: { userId: (p: PersonPlan) => number; hmId: (hm: HouseManagerPlan) => number; employerId: (e: EmployerPlan) => number },
  now: number,
  passwordHash: string,
): Promise<void> {
  const { userId, hmId, employerId } = ids;
  const wanjiku = plan.houseManagers[0]!;
  const brian = plan.employers[0]!;
  const school = plan.employers.find((e) => e.spec.isSchool)!;
  const grace = plan.employers[1]!;
  // Pick the other parties by what suits them: a childcare-minded house manager for a family, a live-in one for the school.
  const others = plan.houseManagers.slice(1);
  const nanny = others.find((hm) => hm.skills.includes("Childcare") && hm.profile.city === "Nairobi") ?? others[0]!;
  const matron =
    others.find((hm) => hm !== nanny && hm.profile.availability === "Live-in" && (hm.profile.experience ?? 0) >= 3 && hm.skills.includes("Childcare")) ??
    others.find((hm) => hm !== nanny) ??
    others[1]!;
  const fullName = (p: PersonPlan): string => `${p.firstName} ${p.lastName}`;
  const at = (hoursAgo: number): Date => new Date(now - hoursAgo * HOUR);

  // Every demo contract is paid monthly, nothing paid on it yet and no document uploaded.
  const monthlyUnpaid = { paymentDay: "Monthly", paymentStatus: "Unpaid", paymentMethod: null, contractDocument: null } as const;
  // A contract starting `startInDays` from now (before now when negative) and running for `days`.
  const term = (startInDays: number, days: number) => ({ startDate: dateOnly(now + startInDays * DAY), endDate: dateOnly(now + startInDays * DAY + days * DAY) });

  const contracts = await tx.contract.createManyAndReturn({
    data: [
      {
        ...monthlyUnpaid,
        houseManagerId: hmId(wanjiku),
        employerId: employerId(brian),
        terms:
          "Live-in house manager for a family of four in Kilimani. Duties: cooking, laundry and ironing, keeping the house tidy, and picking Tevin from school at 3:30 pm on weekdays. Own room with bathroom, meals provided. Sundays and public holidays off, 21 days paid leave a year. NSSF and SHA contributions paid by the employer. One month's notice by either party.",
        ...term(14, 365),
        status: "Pending",
        paymentAmount: 18000,
        daysPerMonth: 26,
        isRenewable: true,
        jobTitle: "House manager",
        duties: "Cooking, laundry and ironing, keeping the house tidy, school runs.",
        placeOfWork: brian.profile.city || "Nairobi",
        liveIn: true,
        createdAt: at(2),
        updatedAt: at(2),
      },
      {
        ...monthlyUnpaid,
        houseManagerId: hmId(nanny),
        employerId: employerId(grace),
        terms:
          "Full-time house manager, Monday to Saturday, 7:00 am to 6:00 pm. Cooking for six, laundry and general housekeeping. Salary paid on the last working day of the month; one off day a week and 21 days of leave a year.",
        ...term(-120, 730),
        status: "Accepted",
        // Never below the statutory minimum for a Nairobi household (shared/kenya/law.ts).
        paymentAmount: Math.max(Number(nanny.profile.salary ?? 20000) + 2000, 18_000),
        daysPerMonth: 24,
        isRenewable: true,
        placeOfWork: grace.profile.city || "Nairobi",
        createdAt: at(24 * 125),
        updatedAt: at(24 * 124),
      },
      {
        ...monthlyUnpaid,
        houseManagerId: hmId(matron),
        employerId: employerId(school),
        terms:
          "Boarding matron for the lower primary dormitories for one school year. Supervise bathing, bedtime and laundry for pupils aged 6 to 9, and help in the sick bay. Accommodation and meals on the compound; school holidays off.",
        ...term(40, 300),
        status: "Declined",
        paymentAmount: 22000,
        daysPerMonth: 22,
        isRenewable: false,
        jobTitle: "Boarding matron",
        placeOfWork: school.profile.city || "all other areas",
        liveIn: true,
        createdAt: at(30),
        updatedAt: at(20),
      },
    ],
    select: { id: true, status: true },
  });
  const contractId = (status: string): number => contracts.find((c) => c.status === status)!.id;
  // Each contract's history: the offer, then the house manager's answer.
  await tx.contractStatusChange.createMany({
    data: [
      { contractId: contractId("Pending"), status: "Pending", actorId: userId(brian), actorName: fullName(brian), createdAt: at(2) },
      { contractId: contractId("Accepted"), status: "Pending", actorId: userId(grace), actorName: fullName(grace), createdAt: at(24 * 125) },
      { contractId: contractId("Accepted"), status: "Accepted", actorId: userId(nanny), actorName: fullName(nanny), createdAt: at(24 * 124) },
      { contractId: contractId("Declined"), status: "Pending", actorId: userId(school), actorName: fullName(school), createdAt: at(30) },
      { contractId: contractId("Declined"), status: "Declined", actorId: userId(matron), actorName: fullName(matron), createdAt: at(20) },
    ],
  });

  const chat: Array<[from: PersonPlan, to: PersonPlan, hoursAgo: number, content: string]> = [
    [brian, wanjiku, 27, "Hello Wanjiku, I came across your profile on MaidMatch. We are a family of four in Kilimani looking for a live-in house manager. Are you available from next month?"],
    [wanjiku, brian, 26, "Habari Brian, thank you for reaching out. Yes, I am available from the 1st. Could you tell me more about the children and the work?"],
    [brian, wanjiku, 25.5, "Sure. We have two children, Tevin (6) and Amani (3). Mostly cooking, laundry and picking Tevin from school at 3:30 pm. Sundays are off."],
    [wanjiku, brian, 5, "That sounds good. I have looked after small children for seven years, so I would be happy to come for an interview this week."],
    [brian, wanjiku, 2.1, "Great! I have sent you a contract offer on MaidMatch with all the details. Have a look and let me know if you have any questions."],
  ];
  await tx.message.createMany({
    data: chat.map(([from, to, hoursAgo, content]) => ({ senderId: userId(from), recipientId: userId(to), content, createdAt: at(hoursAgo) })),
  });

  const latestReviewOfWanjiku = plan.reviews
    .filter((rv) => rv.houseManager === wanjiku)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  await tx.notification.createMany({
    data: [
      // The demo house manager: an offer to accept or decline, a new message, an older review.
      { recipientId: userId(wanjiku), senderId: userId(brian), type: "contract", message: `${fullName(brian)} has offered you a contract`, contractId: contractId("Pending"), isRead: false, createdAt: at(2) },
      { recipientId: userId(wanjiku), senderId: userId(brian), type: "message", message: `${fullName(brian)} sent you a message`, isRead: false, createdAt: at(2.1) },
      {
        recipientId: userId(wanjiku),
        senderId: userId(latestReviewOfWanjiku.reviewer),
        type: "review",
        message: `${fullName(latestReviewOfWanjiku.reviewer)} reviewed your profile`,
        isRead: true,
        createdAt: latestReviewOfWanjiku.createdAt,
      },
      // The demo employer: a reply to read.
      { recipientId: userId(brian), senderId: userId(wanjiku), type: "message", message: `${fullName(wanjiku)} sent you a message`, isRead: false, createdAt: at(5) },
      // The accepted contract, both sides.
      { recipientId: userId(nanny), senderId: userId(grace), type: "contract", message: `${fullName(grace)} has offered you a contract`, contractId: contractId("Accepted"), isRead: true, createdAt: at(24 * 125) },
      { recipientId: userId(grace), senderId: userId(nanny), type: "contract_accepted", message: `${fullName(nanny)} has accepted your contract`, contractId: contractId("Accepted"), isRead: true, createdAt: at(24 * 124) },
      // The declined offer from the demo school.
      { recipientId: userId(matron), senderId: userId(school), type: "contract", message: `${fullName(school)} has offered you a contract`, contractId: contractId("Declined"), isRead: true, createdAt: at(30) },
      { recipientId: userId(school), senderId: userId(matron), type: "contract_declined", message: `${fullName(matron)} has declined your contract`, contractId: contractId("Declined"), isRead: false, createdAt: at(20) },
    ],
  });

  // Jobs: open posts from the demo family, the school and Grace (paid above the minimum wage of their towns), and
  // Wanjiku's application to Brian's, so the board, the matches, the recommendations and "My applications" show
  // something on a fresh start.
  const job = (by: EmployerPlan, daysAgo: number, fields: { title: string; description: string; availability: string; skills: string[]; languages: string[]; children: number; pay: number }) => ({
    employerId: employerId(by),
    city: by.profile.city ?? "Nairobi",
    location: by.profile.location ?? "",
    paymentDay: "Monthly" as const,
    daysPerMonth: 26,
    startDate: dateOnly(now + (14 + daysAgo) * DAY),
    createdAt: at(daysAgo * 24),
    ...fields,
    pay: String(fields.pay),
  });
  const jobs = await tx.jobPost.createManyAndReturn({
    data: [
      job(brian, 3, {
        title: "Live-in house manager for a family of four",
        description: "Cooking, laundry and looking after two school-going children; Sundays off, own room with a bathroom.",
        availability: "Live-in",
        skills: ["Cooking", "Childcare", "Laundry"],
        languages: ["Swahili"],
        children: 2,
        pay: 22000,
      }),
      job(school, 6, {
        title: "Boarding matron",
        description: "Caring for the junior girls' dormitory: mornings, evenings and weekends on a rota with a second matron.",
        availability: "Live-in",
        skills: ["Childcare", "First aid", "Cleaning"],
        languages: ["English", "Swahili"],
        children: 0,
        pay: 25000,
      }),
      job(grace, 9, {
        title: "Day house manager, Monday to Saturday",
        description: "Cleaning, ironing and cooking supper for a couple; 8 am to 5 pm.",
        availability: "Live-out",
        skills: ["Cleaning", "Ironing", "Cooking"],
        languages: [],
        children: 0,
        pay: 20000,
      }),
    ],
  });
  await tx.jobApplication.create({
    data: { jobId: jobs[0]!.id, houseManagerId: hmId(wanjiku), note: "I have cooked for and looked after a family of four for six years, and I live in Kasarani.", createdAt: at(30) },
  });

  // Trust: an operator, verified and unverified house managers, and something in each console queue.
  const operator = await tx.user.create({
    data: { email: `operator@${EMAIL_DOMAIN}`, username: "maidmatch.operator", firstName: "MaidMatch", lastName: "Operator", userType: "operator", passwordHash, createdAt: at(24 * 90) },
  });
  // Wanjiku and every fourth other house manager are verified; a few more have only their identity checked.
  const verified = [wanjiku, ...others.filter((_hm, index) => index % 4 === 0)];
  const idOnly = others.filter((_hm, index) => index % 4 === 2).slice(0, 4);
  const approved = (hm: HouseManagerPlan, kind: "id_document" | "good_conduct", daysAgo: number) => ({
    userId: userId(hm),
    houseManagerId: hmId(hm),
    kind,
    status: "approved" as const,
    issuedOn: kind === "good_conduct" ? dateOnly(now - (daysAgo + 20) * DAY) : null,
    submittedAt: at(daysAgo * 24 + 30),
    reviewedAt: at(daysAgo * 24),
    reviewedById: operator.id,
  });
  await tx.verification.createMany({
    data: [
      ...verified.flatMap((hm, index) => [approved(hm, "id_document", 40 + index), approved(hm, "good_conduct", 30 + index)]),
      ...idOnly.map((hm, index) => approved(hm, "id_document", 10 + index)),
    ],
  });
  await tx.contactMessage.create({
    data: { name: "Mercy Achieng", email: "mercy.achieng@example.co.ke", message: "Hello, how do I get my Certificate of Good Conduct checked? I applied on eCitizen last week.", createdAt: at(5) },
  });
}

// ---------------------------------------------------------------------------------------------

/** Fills an empty database with the demo data set and renders its images (skipping files already there). */
export async function seedDemoData(prisma: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = (options.now ?? new Date()).getTime();

  if ((await prisma.user.count()) > 0) throw new Error("seedDemoData needs an empty database (call clearDatabase first)");

  const plan = new Planner(now);
  plan.planHouseManagers();
  plan.planEmployers();
  plan.planReviews();
  plan.planAlbums();

  // Images render in their own process while the database work runs; the rows only store their paths.
  const dir = path.join(options.mediaDir, DEMO_MEDIA_SUBDIR);
  const rendering = renderImages(dir, [...plan.images.jobs.values()], log);
  const [images, written] = await Promise.allSettled([rendering, writePlan(prisma, plan, options.passwordHash, now)]);
  if (written.status === "rejected") throw written.reason;
  await analyzeTables(prisma);
  if (images.status === "rejected") log(`demo seed: images failed: ${(images.reason as Error).message}`);
  else if (images.value.failed > 0) log(`demo seed: ${images.value.failed} images could not be rendered`);

  const result: SeedResult = {
    users: plan.houseManagers.length + plan.employers.length,
    houseManagers: plan.houseManagers.length,
    employers: plan.employers.length,
    reviews: plan.reviews.length,
  };
  const rendered = images.status === "fulfilled" ? images.value.rendered : 0;
  log(
    `demo seed: ${result.users} users (${result.houseManagers} house managers, ${result.employers} employers and schools), ${result.reviews} reviews, ${plan.albums.length} albums, ${plan.images.jobs.size} images (${rendered} rendered) in ${Date.now() - started} ms`,
  );
  return result;
}
