// A search word's near terms and slips (maidmatch_near_terms, maidmatch_slip_terms: the dictionary's terms it may be a
// misspelling of), kept by the server with the dictionary's version they were worked out at, so the REST search passes
// them to its statement instead of working them out again in it: about 0.7 of 3 ms of PostgreSQL's CPU for a three-word
// search at scale 100 (bench/results.md, "Notes, fifteenth round"). The statement reads the version; when the
// dictionary moved, the search runs again with the terms worked out afresh (ProfileService.search).
import type { Reads } from "../../lib/reads.js";
import { tableVersion } from "../../lib/table-version.js";

/** A word's near terms as LIKE patterns (null for a word too long for the dictionary), and its slips as LIKE patterns. */
export interface WordTerms {
  patterns: string[] | null;
  slips: string[];
}

/** The dictionary's version, as SQL (lib/table-version.ts, prisma/migrations/20261129080000_search_term_version). */
export const SEARCH_TERMS_VERSION = tableVersion("SearchTerm");

interface KnownTerms {
  version: string;
  words: Map<string, WordTerms>;
}

/** The words kept for a version at most; past it all are forgotten at once. */
const MAX_WORDS = 10_000;

/** By database: a server's tests start several on one process. */
const knownTerms = new WeakMap<Reads, KnownTerms>();

/** The terms of every word, and the version they were worked out at, when all are known; else undefined. */
export function knownWordTerms(reads: Reads, words: readonly string[]): { version: string; terms: WordTerms[] } | undefined {
  const known = knownTerms.get(reads);
  if (!known) return undefined;
  const terms: WordTerms[] = [];
  for (const word of words) {
    const found = known.words.get(word);
    if (!found) return undefined;
    terms.push(found);
  }
  return { version: known.version, terms };
}

/** Keeps words' terms worked out at `version`; words kept at another version are forgotten. */
export function keepWordTerms(reads: Reads, version: string, entries: ReadonlyArray<readonly [string, WordTerms]>): void {
  let known = knownTerms.get(reads);
  if (!known || known.version !== version || known.words.size + entries.length > MAX_WORDS) {
    known = { version, words: new Map() };
    knownTerms.set(reads, known);
  }
  for (const [word, terms] of entries) known.words.set(word, terms);
}
