// The bench's floor: the least a server must do to answer the bench's read pages, for comparing the project against.
// Plain node:http and hand-written SQL, no framework: POST /graphql with the same bodies the bench sends the project
// (the operation is told by its name), answered with the same JSON. On PostgreSQL through node-postgres (a pool of 10,
// like the project's); on the embedded database through PGlite in this process, on a copy of the project's data, with
// named statements as the project's.
// Each page's statements run at once (they need only the request's variables), so a page costs one round of queries.
// Started by bench/run.ts: PORT, and FLOOR_DATABASE_URL or FLOOR_PGLITE_DIR.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { preparedStatements } from "../server/src/lib/pglite-prepared.js";
import { DEFAULT_PGLITE_SHARED_BUFFERS } from "../server/src/config.js";

type Rows = Array<Record<string, any>>;
type Query = (sql: string, params: unknown[]) => Promise<Rows>;

async function connect(): Promise<{ query: Query; close(): Promise<void> }> {
  const url = process.env.FLOOR_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { query: async (sql, params) => (await pool.query(sql, params)).rows, close: () => pool.end() };
  }
  const dir = process.env.FLOOR_PGLITE_DIR;
  if (!dir) throw new Error("FLOOR_DATABASE_URL or FLOOR_PGLITE_DIR is required");
  // The project's buffer cache (config.ts, PGLITE_SHARED_BUFFERS), so both run the same engine the same way.
  const lite = await PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS || DEFAULT_PGLITE_SHARED_BUFFERS}`] });
  // Named statements, as the project runs its hot reads on PGlite (server/src/lib/pglite-prepared.ts): lite.query
  // sends each unnamed, so PostgreSQL parses and plans it again every time, and a floor paying that is no floor.
  const run = preparedStatements(lite);
  const names = new Map<string, string>();
  const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, `floor_${names.size}`).get(sql)!;
  return { query: async (sql, params) => (await run(nameOf(sql), sql, params)).rows as Rows, close: () => lite.close() };
}

const cursor = (position: number) => Buffer.from(`offset:${position}`).toString("base64url");
const name = (row: Rows[number]) => `${row.firstName} ${row.lastName}`.trim();
const reviewerRole = (userType: string) => (userType === "house_manager" ? "house_manager" : "employer");

/** A page of `first` from rows fetched with LIMIT first + 1. */
function connection<T>(rows: Rows, first: number, node: (row: Rows[number]) => T) {
  const edges = rows.slice(0, first).map((row, index) => ({ cursor: cursor(index), node: node(row) }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

const REVIEW_COLUMNS = `r.id, r.rating, r.comment, r."createdAt", u.username, u."userType"::text AS "userType", COALESCE(rh.id, re.id) AS "reviewerProfileId"`;
const REVIEWER_JOINS = `JOIN "User" u ON u.id = r."reviewerId"
  LEFT JOIN "HouseManagerProfile" rh ON rh."userId" = u.id AND u."userType" = 'house_manager'
  LEFT JOIN "EmployerProfile" re ON re."userId" = u.id AND u."userType" <> 'house_manager'`;
const review = (row: Rows[number]) => ({
  id: String(row.id),
  reviewerId: String(row.reviewerProfileId),
  reviewerRole: reviewerRole(row.userType),
  reviewerUsername: row.username,
  rating: row.rating,
  comment: row.comment,
  createdAt: new Date(row.createdAt).toISOString(),
});

const CARD_COLUMNS = `hm.id, hm.image, hm."imageThumb", hm.location, hm.rating::float8 AS rating, hm.experience, hm.availability, u."firstName", u."lastName"`;
const HOUSE_MANAGER_ORDER = `ORDER BY hm.rating DESC, hm.experience DESC, hm.id ASC`;

const pages: Record<string, (query: Query, variables: Record<string, any>) => Promise<unknown>> = {
  /** The house manager page: details, 10 reviews, albums, the contract block. */
  async HouseManagerPage(query, variables) {
    const id = Number(variables.id);
    const [[profile], reviews, albums, contracts] = await Promise.all([
      query(
        `SELECT hm.*, hm.rating::float8 AS rating, hm.salary::float8 AS salary, u."firstName", u."lastName"
         FROM "HouseManagerProfile" hm JOIN "User" u ON u.id = hm."userId" WHERE hm.id = $1`,
        [id],
      ),
      query(`SELECT ${REVIEW_COLUMNS} FROM "Review" r ${REVIEWER_JOINS} WHERE r."houseManagerId" = $1 ORDER BY r."createdAt" DESC, r.id DESC LIMIT 11`, [id]),
      query(`SELECT id, title, "coverImage" FROM "Album" WHERE "houseManagerId" = $1 ORDER BY "createdAt", id`, [id]),
      query(
        `SELECT c.id, c.status::text AS status, to_char(c."endDate", 'YYYY-MM-DD') AS "endDate", u."firstName", u."lastName"
         FROM "Contract" c JOIN "EmployerProfile" e ON e.id = c."employerId" JOIN "User" u ON u.id = e."userId"
         WHERE c."houseManagerId" = $1 ORDER BY c."createdAt" DESC, c.id DESC`,
        [id],
      ),
    ]);
    if (!profile) return { houseManager: null };
    const p = profile;
    return {
      houseManager: {
        id: String(p.id), userId: String(p.userId), firstName: p.firstName, lastName: p.lastName, name: name(p), image: p.image, imageThumb: p.imageThumb,
        location: p.location, rating: p.rating, reviewCount: p.reviewCount, bio: p.bio, age: p.age, gender: p.gender, hobbies: p.hobbies,
        description: p.description, availability: p.availability, maritalStatus: p.maritalStatus, tribe: p.tribe, language: p.language,
        // A visitor never reads a street address (docs/decisions/0011-privacy-rights-and-moderation.md).
        salary: p.salary, city: p.city, address: null, education: p.education, experience: p.experience, skills: p.skills, certificate: p.certificate,
        albums: albums.map((album) => ({ id: String(album.id), title: album.title, coverImage: album.coverImage })),
        reviews: { totalCount: p.reviewCount, ...connection(reviews, 10, review) },
        contracts: contracts.map((contract) => ({ id: String(contract.id), status: contract.status, employerName: name(contract), endDate: contract.endDate })),
      },
    };
  },

  /** The home page's featured house managers, each with its 3 latest reviews. */
  async Home(query, variables) {
    const first = Number(variables.first);
    const managers = await query(`SELECT ${CARD_COLUMNS} FROM "HouseManagerProfile" hm JOIN "User" u ON u.id = hm."userId" ${HOUSE_MANAGER_ORDER} LIMIT $1`, [first + 1]);
    const ids = managers.slice(0, first).map((row) => row.id);
    const reviews = ids.length
      ? await query(
          `SELECT hmid AS "houseManagerId", x.* FROM unnest($1::int[]) AS hmid
           CROSS JOIN LATERAL (SELECT ${REVIEW_COLUMNS} FROM "Review" r ${REVIEWER_JOINS} WHERE r."houseManagerId" = hmid ORDER BY r."createdAt" DESC, r.id DESC LIMIT 4) x`,
          [ids],
        )
      : [];
    const page = connection(managers, first, (row) => ({
      id: String(row.id), name: name(row), image: row.image, imageThumb: row.imageThumb, location: row.location, rating: row.rating, experience: row.experience,
      reviews: { edges: reviews.filter((r) => r.houseManagerId === row.id).slice(0, 3).map((r) => ({ node: review(r) })) },
    }));
    return { houseManagers: page };
  },

  /** Find House Girl: house managers by location (or city), minimum rating and experience, with the total. */
  async Find(query, variables) {
    const first = Number(variables.first);
    const filter = variables.filter ?? {};
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.location) {
      params.push(`%${String(filter.location).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      conditions.push(`(hm.location ILIKE $${params.length} OR hm.city ILIKE $${params.length})`);
    }
    if (filter.minRating != null) conditions.push(`hm.rating >= $${params.push(filter.minRating)}`);
    if (filter.minExperience != null) conditions.push(`hm.experience >= $${params.push(Math.ceil(filter.minExperience))}`);
    const rows = await query(
      `SELECT ${CARD_COLUMNS}, (COUNT(*) OVER ())::int AS total FROM "HouseManagerProfile" hm JOIN "User" u ON u.id = hm."userId"
       ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ${HOUSE_MANAGER_ORDER} LIMIT $${params.push(first + 1)}`,
      params,
    );
    const page = connection(rows, first, (row) => ({
      id: String(row.id), name: name(row), image: row.image, imageThumb: row.imageThumb, location: row.location, rating: row.rating,
      experience: row.experience, availability: row.availability,
    }));
    return { houseManagers: { totalCount: rows[0]?.total ?? 0, edges: page.edges.map(({ node }) => ({ node })), pageInfo: page.pageInfo } };
  },
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

const database = await connect();
const server = createServer(async (req, res) => {
  try {
    if (req.method === "GET" && req.url === "/healthz") return send(res, 200, { status: "ok" });
    if (req.method !== "POST" || req.url !== "/graphql") return send(res, 404, { error: "Not found." });
    const { query, variables } = JSON.parse(await readBody(req)) as { query: string; variables?: Record<string, unknown> };
    const operation = /^\s*query\s+(\w+)/.exec(query)?.[1];
    const page = operation ? pages[operation] : undefined;
    if (!page) return send(res, 400, { errors: [{ message: `The floor answers ${Object.keys(pages).join(", ")} only.` }] });
    send(res, 200, { data: await page(database.query, variables ?? {}) });
  } catch (error) {
    send(res, 500, { errors: [{ message: (error as Error).message }] });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1");
const stop = () => server.close(() => void database.close().finally(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
