// How common the words of a search are, from PostgreSQL's own statistics of the profiles' stems ("searchVector": ANALYZE
// keeps its most common stems and the share of rows holding each, pg_stats.most_common_elems), for two choices of the
// search's statement (profiles/service.ts, searchStatement). Only the statement's shape follows from them: the matches
// and their order are the same whatever they say, or if they know nothing yet.
// - Which word it tests first. A prepared search keeps one plan for every query of its shape, and that plan starts from
//   the index of the first word: "Nairobi cook Kikuyu" started from the 2,311 house managers in Nairobi at scale 100
//   where "Kikuyu cook Nairobi" starts from 404 (5 against 1.7 ms inside PostgreSQL).
// - Whether it finds a page of common words by walking the profiles best rated first, stopping once the page is full,
//   instead of gathering every match from the indexes and sorting them (orderedWalkPays): "Nairobi" matches 2,311
//   house managers at scale 100, and the first 100 of them are among the 175 best rated (0.9 against 4.6 ms).
import { sql } from "kysely";
import type { Reads } from "../../lib/reads.js";
import { statementCounter } from "../../lib/db.js";
import { logger } from "../../lib/logger.js";

/** The statistics change only with ANALYZE: read again at most this often. */
const REFRESH_MS = 10 * 60_000;
/** Words already estimated, until the statistics are read again. */
const MAX_KNOWN_WORDS = 1_000;

/** The tables whose search texts the statistics describe. */
export type SearchTable = "HouseManagerProfile" | "EmployerProfile";
const TABLES: readonly SearchTable[] = ["HouseManagerProfile", "EmployerProfile"];

interface StemRow {
  table: SearchTable;
  stems: string[] | null;
  shares: number[] | null;
  rows: number;
}

interface TableStems {
  /** About how many rows the table holds (pg_class.reltuples). */
  rows: number;
  /** The share of its rows holding each of its most common stems. */
  stems: Map<string, number>;
}

class WordRarity {
  private tables = new Map<SearchTable, TableStems>();
  private readonly shares = new Map<string, number>();
  private readAt = -Infinity;
  private reading = false;

  constructor(private readonly reads: Reads) {}

  /**
   * The index of the word likely to be held by the fewest profiles of both tables; the first of equals, and 0 while
   * the statistics are unknown. Reads them again, in the background, once they are old.
   */
  rarest(words: readonly string[]): number {
    this.refreshIfOld();
    if (this.tables.size === 0) return 0;
    let rarest = 0;
    let fewest = Infinity;
    words.forEach((word, index) => {
      let holding = 0;
      for (const table of TABLES) holding += this.share(table, word) * (this.tables.get(table)?.rows ?? 0);
      if (holding < fewest) [rarest, fewest] = [index, holding];
    });
    return rarest;
  }

  /**
   * Whether walking `table`'s profiles best rated first finds `limit` holding every word in fewer rows than the indexes
   * find for the rarest word, by half: the walk reads about limit / (the share holding all words, taken as independent)
   * rows, at most the whole table; the indexes read every profile holding the rarest word, and then sort them. In
   * doubt, the indexes: their cost is bounded by the matches, where a walk for words that seldom meet reads the table.
   */
  orderedWalkPays(table: SearchTable, words: readonly string[], limit: number): boolean {
    this.refreshIfOld();
    const stats = this.tables.get(table);
    if (!stats || stats.rows <= 0 || words.length === 0) return false;
    let all = 1;
    let rarest = 1;
    for (const word of words) {
      const share = this.share(table, word);
      all *= share;
      rarest = Math.min(rarest, share);
    }
    if (all <= 0) return false;
    const walked = Math.min(stats.rows, limit / all);
    return walked * 2 < stats.rows * rarest;
  }

  /**
   * About what share of `table`'s profiles hold a word as the search matches it: that of the most common stem that
   * holds it ("ook" in cook) or that it starts with (its own stem: "cooking", cook); 0 for a word near no common stem
   * (rarer than all of them).
   */
  private share(table: SearchTable, word: string): number {
    const key = `${table} ${word}`;
    let share = this.shares.get(key);
    if (share === undefined) {
      share = 0;
      for (const [stem, held] of this.tables.get(table)?.stems ?? []) if (held > share && (stem.includes(word) || word.startsWith(stem))) share = held;
      if (this.shares.size >= MAX_KNOWN_WORDS) this.shares.clear();
      this.shares.set(key, share);
    }
    return share;
  }

  private refreshIfOld(): void {
    if (this.reading || Date.now() - this.readAt < REFRESH_MS) return;
    this.reading = true;
    // Outside the request that asks: the read is no statement of that request (X-SQL-Statements), nor does it wait.
    statementCounter.exit(() => {
      void this.read()
        .catch((error: unknown) => logger.warn("the search words' statistics could not be read", { error: String(error) }))
        .finally(() => {
          this.reading = false;
          this.readAt = Date.now();
        });
    });
  }

  private async read(): Promise<void> {
    const { rows } = await sql<StemRow>`SELECT s.tablename AS "table", s.most_common_elems::text::text[] AS stems, s.most_common_elem_freqs AS shares, c.reltuples::float8 AS rows
      FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = to_regnamespace(s.schemaname)
      WHERE s.schemaname = current_schema() AND s.tablename IN ('HouseManagerProfile', 'EmployerProfile') AND s.attname = 'searchVector'`.execute(this.reads);
    const tables = new Map<SearchTable, TableStems>();
    for (const { table, stems: names, shares, rows: count } of rows) {
      // The shares carry three more numbers after the stems' (the least and most share, and the share of NULLs).
      const stems = new Map<string, number>();
      names?.forEach((stem, index) => stems.set(stem, shares?.[index] ?? 0));
      tables.set(table, { rows: Math.max(count, 0), stems });
    }
    this.tables = tables;
    this.shares.clear();
  }
}

const rarities = new WeakMap<Reads, WordRarity>();

function rarityOf(reads: Reads): WordRarity {
  let rarity = rarities.get(reads);
  if (!rarity) {
    rarity = new WordRarity(reads);
    rarities.set(reads, rarity);
  }
  return rarity;
}

/** The index of the rarest of a search's words, as the statistics of `reads`' database tell (see the file's opening comment). */
export function rarestWord(reads: Reads, words: readonly string[]): number {
  return rarityOf(reads).rarest(words);
}

/** Whether a page of `limit` profiles of `table` holding all `words` is found sooner by walking them best rated first (WordRarity.orderedWalkPays). */
export function orderedWalkPays(reads: Reads, table: SearchTable, words: readonly string[], limit: number): boolean {
  return rarityOf(reads).orderedWalkPays(table, words, limit);
}
