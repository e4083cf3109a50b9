// How common the words of a search are, from PostgreSQL's own statistics of the profiles' stems ("searchVector": ANALYZE
// keeps its most common stems and the share of rows holding each, pg_stats.most_common_elems), so that the search can
// start from its rarest word (profiles/service.ts, searchStatement). A prepared search keeps one plan for every query
// of its shape, and that plan starts from the index of the first word: "Nairobi cook Kikuyu" started from the 2,311
// house managers in Nairobi at scale 100 where "Kikuyu cook Nairobi" starts from 404 (5 against 1.7 ms inside
// PostgreSQL). Only the order of the conditions changes: the matches are the same whatever this says, or if it knows
// nothing yet.
import { sql } from "kysely";
import type { Reads } from "../../lib/reads.js";
import { statementCounter } from "../../lib/db.js";
import { logger } from "../../lib/logger.js";

/** The statistics change only with ANALYZE: read again at most this often. */
const REFRESH_MS = 10 * 60_000;
/** Words already estimated, until the statistics are read again. */
const MAX_KNOWN_WORDS = 1_000;

interface StemRow {
  stems: string[] | null;
  shares: number[] | null;
  rows: number;
}

class WordRarity {
  /** How many profiles (both sides) hold each of the most common stems. */
  private stems = new Map<string, number>();
  private readonly words = new Map<string, number>();
  private readAt = -Infinity;
  private reading = false;

  constructor(private readonly reads: Reads) {}

  /**
   * The index of the word likely to be held by the fewest profiles; the first of equals, and 0 while the statistics
   * are unknown. Reads them again, in the background, once they are old.
   */
  rarest(words: readonly string[]): number {
    this.refreshIfOld();
    if (this.stems.size === 0) return 0;
    let rarest = 0;
    let fewest = Infinity;
    words.forEach((word, index) => {
      const holding = this.holding(word);
      if (holding < fewest) [rarest, fewest] = [index, holding];
    });
    return rarest;
  }

  /**
   * About how many profiles hold a word as the search matches it: the most common stem that holds it ("ook" in cook)
   * or that it starts with (its own stem: "cooking", cook); 0 for a word near no common stem (rarer than all of them).
   */
  private holding(word: string): number {
    let holding = this.words.get(word);
    if (holding === undefined) {
      holding = 0;
      for (const [stem, count] of this.stems) if (count > holding && (stem.includes(word) || word.startsWith(stem))) holding = count;
      if (this.words.size >= MAX_KNOWN_WORDS) this.words.clear();
      this.words.set(word, holding);
    }
    return holding;
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
    const { rows } = await sql<StemRow>`SELECT s.most_common_elems::text::text[] AS stems, s.most_common_elem_freqs AS shares, c.reltuples::float8 AS rows
      FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = to_regnamespace(s.schemaname)
      WHERE s.schemaname = current_schema() AND s.tablename IN ('HouseManagerProfile', 'EmployerProfile') AND s.attname = 'searchVector'`.execute(this.reads);
    const stems = new Map<string, number>();
    for (const { stems: names, shares, rows: count } of rows) {
      // The shares carry three more numbers after the stems' (the least and most share, and the share of NULLs).
      names?.forEach((stem, index) => stems.set(stem, (stems.get(stem) ?? 0) + (shares?.[index] ?? 0) * Math.max(count, 0)));
    }
    this.stems = stems;
    this.words.clear();
  }
}

const rarities = new WeakMap<Reads, WordRarity>();

/** The index of the rarest of a search's words, as the statistics of `reads`' database tell (see the file's opening comment). */
export function rarestWord(reads: Reads, words: readonly string[]): number {
  let rarity = rarities.get(reads);
  if (!rarity) {
    rarity = new WordRarity(reads);
    rarities.set(reads, rarity);
  }
  return rarity.rarest(words);
}
