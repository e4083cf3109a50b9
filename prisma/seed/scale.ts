// `npm run seed -- --scale N`: after the demo data, N-1 more copies' worth of people for measuring at scale:
// house managers and employers drawn from the same communities, towns, skills and wages as the demo, open jobs from the
// new employers, reviews between them and approved checks. Written in batches with createMany; ids and text come from a seeded Random,
// so two runs at the same scale load the same data. Nobody added is called Wanjiku, so the demo's Wanjiku Kamau stays
// the one a search for her finds first.
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { AVAILABILITY, CITIES, EDUCATION, SKILLS, TRIBES, type Skill } from "./people.js";
import { EMPLOYERS } from "./employers.js";
import { Random } from "./random.js";

const EMAIL_DOMAIN = "scale.maidmatch.co.ke";
const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;
/** Reviews each added house manager gets, at most; about as many as the demo's. */
const MAX_REVIEWS = 4;
const JOB_TITLES = ["House manager", "Live-in house manager", "Nanny", "Cook and cleaner", "Caregiver for an elderly parent", "Day worker", "Weekend help"];

export interface ScaleResult {
  houseManagers: number;
  employers: number;
  jobs: number;
  reviews: number;
  verifications: number;
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** Adds (scale - 1) times the demo's house managers and employers, with jobs and reviews. */
export async function seedScale(prisma: PrismaClient, options: { scale: number; passwordHash: string; now?: Date; log?: (message: string) => void }): Promise<ScaleResult> {
  const log = options.log ?? (() => {});
  const now = (options.now ?? new Date()).getTime();
  const r = new Random(`scale-${options.scale}`);
  const demoHouseManagers = await prisma.houseManagerProfile.count();
  const copies = Math.max(0, Math.floor(options.scale) - 1);
  const hmCount = demoHouseManagers * copies;
  const employerCount = EMPLOYERS.length * copies;
  const images = await prisma.houseManagerProfile.findMany({ select: { image: true, imageThumb: true }, where: { image: { not: null } } });
  const started = Date.now();

  // Users first (one batch per kind), then their profiles by user id.
  const people = [
    ...Array.from({ length: hmCount }, (_, i) => ({ kind: "house_manager" as const, i })),
    ...Array.from({ length: employerCount }, (_, i) => ({ kind: "employer" as const, i })),
  ].map(({ kind, i }) => {
    const tribe = r.pick(TRIBES);
    const female = kind === "employer" ? r.chance(0.5) : i % 7 !== 3;
    let first = r.pick(female ? tribe.female : tribe.male);
    if (first === "Wanjiku") first = "Wambui";
    const last = r.pick(tribe.surnames.filter((name) => name !== first));
    const handle = `${kind === "house_manager" ? "hm" : "em"}${i + 1}`;
    return { kind, tribe, female, first, last, email: `${handle}@${EMAIL_DOMAIN}`, username: `scale_${handle}`, createdAt: new Date(now - r.int(30, 700) * DAY) };
  });
  await inBatches(people, (batch) =>
    prisma.user.createMany({
      data: batch.map((p) => ({ email: p.email, username: p.username, firstName: p.first, lastName: p.last, userType: p.kind === "employer" ? "employer" : "house_manager", passwordHash: options.passwordHash, createdAt: p.createdAt })),
    }),
  );
  const userIds = new Map((await prisma.user.findMany({ where: { email: { endsWith: `@${EMAIL_DOMAIN}` } }, select: { id: true, email: true } })).map((u) => [u.email, u.id]));

  const cityNames = Object.keys(CITIES);
  const placeOf = (tribeCities: readonly string[]) => {
    const cityName = r.chance(0.55) ? "Nairobi" : r.chance(0.8) && tribeCities.length ? r.pick(tribeCities) : r.pick(cityNames);
    const city = CITIES[cityName] ?? CITIES["Nairobi"]!;
    return { city: city.name, location: r.pick(city.areas)[0] };
  };

  const hmPeople = people.filter((p) => p.kind === "house_manager");
  await inBatches(hmPeople, (batch) =>
    prisma.houseManagerProfile.createMany({
      data: batch.map((p) => {
        const { city, location } = placeOf(p.tribe.cities);
        const age = 20 + Math.floor(36 * Math.pow(r.next(), 1.3));
        const experience = Math.min(20, Math.floor((age - 18) * r.float(0.2, 0.8)));
        const availability = r.weighted(AVAILABILITY);
        const skills = r.sample(SKILLS, r.int(3, 6)) as Skill[];
        const language = [r.chance(0.7) ? "English" : "", "Swahili", p.tribe.language].filter(Boolean).join(", ");
        const salary = Math.min(35000, Math.max(8000, Math.round((9000 + experience * 750 + (city === "Nairobi" ? 2500 : 0) + r.int(-3, 3) * 500) / 500) * 500));
        const image = images.length ? r.pick(images) : { image: null, imageThumb: null };
        return {
          userId: userIds.get(p.email)!,
          image: image.image,
          imageThumb: image.imageThumb,
          city,
          location,
          age,
          gender: p.female ? "Female" : "Male",
          availability,
          tribe: p.tribe.name,
          language,
          salary,
          education: r.weighted(EDUCATION),
          experience,
          skills: skills.join(", "),
          bio: `${p.first} is a house manager in ${location}, ${city}, with ${experience} years of experience.`,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        };
      }),
    }),
  );
  const employerPeople = people.filter((p) => p.kind === "employer");
  await inBatches(employerPeople, (batch) =>
    prisma.employerProfile.createMany({
      data: batch.map((p) => {
        const { city, location } = placeOf(p.tribe.cities);
        return { userId: userIds.get(p.email)!, city, location, tribe: p.tribe.name, numberChildren: r.int(0, 4), createdAt: p.createdAt, updatedAt: p.createdAt };
      }),
    }),
  );

  const scaleUsers = [...userIds.values()];
  const [hms, employers] = await Promise.all([
    prisma.houseManagerProfile.findMany({ where: { userId: { in: scaleUsers } }, select: { id: true, userId: true, city: true, salary: true } }),
    prisma.employerProfile.findMany({ where: { userId: { in: scaleUsers } }, select: { id: true, userId: true, city: true, location: true } }),
  ]);

  // One open job from every added employer, paid at least the Nairobi minimum (the highest) so every post is lawful.
  const jobs = employers.map((employer, i) => ({
    employerId: employer.id,
    title: r.pick(JOB_TITLES),
    description: "Cooking, cleaning and laundry for a family; Sundays off.",
    city: employer.city,
    location: employer.location,
    availability: r.pick(["Live-in", "Live-out", "Full-time", "Part-time"]),
    skills: r.sample(SKILLS, r.int(1, 3)),
    languages: r.chance(0.5) ? ["Swahili"] : [],
    children: r.int(0, 4),
    pay: String(r.int(17, 30) * 1000),
    paymentDay: "Monthly" as const,
    daysPerMonth: 26,
    startDate: new Date(now + r.int(7, 60) * DAY),
    createdAt: new Date(now - i * 60_000),
  }));
  await inBatches(jobs, (batch) => prisma.jobPost.createMany({ data: batch }));

  // Reviews of the added house managers by the added employers, and their means on the profiles.
  const reviews: Array<{ reviewerId: number; houseManagerId: number; rating: number; comment: string; createdAt: Date }> = [];
  for (const hm of hms) {
    const reviewers = r.sample(employers, r.int(0, MAX_REVIEWS));
    for (const reviewer of reviewers) {
      reviews.push({ reviewerId: reviewer.userId, houseManagerId: hm.id, rating: r.weighted([[5, 5], [4, 4], [3, 2], [2, 1], [1, 1]] as const), comment: "Reliable and kind with the children.", createdAt: new Date(now - r.int(5, 400) * DAY) });
    }
  }
  await inBatches(reviews, (batch) => prisma.review.createMany({ data: batch }));
  await prisma.$executeRawUnsafe(`
    UPDATE "HouseManagerProfile" p SET rating = s.mean, "reviewCount" = s.n
    FROM (SELECT "houseManagerId" AS id, round(avg(rating)::numeric, 2) AS mean, count(*)::int AS n FROM "Review" WHERE "houseManagerId" IS NOT NULL GROUP BY 1) s
    WHERE p.id = s.id AND p."userId" IN (SELECT id FROM "User" WHERE email LIKE '%@${EMAIL_DOMAIN}')`);
  // Checks in the demo's shares (demo-data.ts, "Trust"): about a quarter verified (identity and a Certificate of Good
  // Conduct, issued within the year), and some with their identity only, approved by the demo's operator; so every
  // list's badge and "verified" read a Verification table of the size a marketplace this big would have.
  const operator = await prisma.user.findFirst({ where: { userType: "operator" }, select: { id: true } });
  const checks: Array<{ userId: number; houseManagerId: number; kind: "id_document" | "good_conduct"; status: "approved"; issuedOn: Date | null; submittedAt: Date; reviewedAt: Date; reviewedById: number | null }> = [];
  const approved = (hm: (typeof hms)[number], kind: "id_document" | "good_conduct") => {
    const reviewedAt = new Date(now - r.int(1, 300) * DAY);
    const issuedOn = kind === "good_conduct" ? new Date(Date.UTC(reviewedAt.getUTCFullYear(), reviewedAt.getUTCMonth(), reviewedAt.getUTCDate()) - r.int(5, 60) * DAY) : null;
    checks.push({ userId: hm.userId, houseManagerId: hm.id, kind, status: "approved", issuedOn, submittedAt: new Date(reviewedAt.getTime() - r.int(1, 48) * 60 * 60 * 1000), reviewedAt, reviewedById: operator?.id ?? null });
  };
  for (const hm of hms) {
    if (r.chance(0.27)) {
      approved(hm, "id_document");
      approved(hm, "good_conduct");
    } else if (r.chance(0.1)) approved(hm, "id_document");
  }
  await inBatches(checks, (batch) => prisma.verification.createMany({ data: batch }));
  // Fresh statistics for the planner, and no GIN pending list left from the bulk load (see
  // prisma/migrations/20261124083000_search_indexes_without_pending_list).
  await prisma.$executeRawUnsafe(`VACUUM ANALYZE`);

  const result = { houseManagers: hms.length, employers: employers.length, jobs: jobs.length, reviews: reviews.length, verifications: checks.length };
  log(`scale x${options.scale}: added ${result.houseManagers} house managers, ${result.employers} employers, ${result.jobs} open jobs, ${result.reviews} reviews and ${result.verifications} approved checks in ${Date.now() - started} ms`);
  return result;
}
