// Pages of profile searches kept in the server with the version of everything they answer from: the profiles of both
// sides, their owners' names and standing, and house managers' checks ("ListedProfiles", counted at the commit of every
// row that comes, goes or changes: prisma/migrations/20261129120000_listed_profiles_version). Every search reads the
// version first, one small prepared statement, and a page kept at that version is the page the search would find, so
// a write through any replica shows in the next search on every replica. A search for a town most profiles name was
// over its p95 target at 50 connections on two cores because every request built the same page of 100 items again
// (bench/results.md, "Notes, seventeenth round").
import { LRUCache } from "lru-cache";
import { sql } from "kysely";
import { prepareStatement, type Reads } from "../../lib/reads.js";
import { tableVersion } from "../../lib/table-version.js";
import { badgeDay } from "../verifications/badges.js";

/**
 * Pages kept at most, the least recently used going first: a REST page of 50 a side is about 30 KB as JSON, a few
 * times that as objects, so this stays within tens of megabytes.
 */
export const SEARCH_CACHE_PAGES = 200;

/** How one request asks for search pages (SearchCache.ask). */
export interface SearchAsk {
  fresh: boolean;
  version(): Promise<bigint>;
}

interface KeptPage {
  /** The version read before the page was found: the page holds every write up to it, perhaps a few more. */
  version: bigint;
  /** The day it was found on (badgeDay): a certificate's badge lapses with the day. */
  day: number;
  page: Promise<unknown>;
}

export class SearchCache {
  private readonly pages = new LRUCache<string, KeptPage>({ max: SEARCH_CACHE_PAGES });

  constructor(private readonly reads: Reads) {}

  /**
   * The page under `key` (the search's words and page, as found by `find`) kept at the version read now, or found now
   * and kept; `ask` is how the request asks (this.ask: a fresh request finds it again whatever is kept). Searches that
   * ask for a page while it is being found wait for the same answer; a failed one is not kept.
   */
  async page<T>(key: string, find: () => Promise<T>, ask: SearchAsk = this.ask(false)): Promise<T> {
    // Read before the version: a page found across midnight is kept as the older day's, and found again after.
    const day = badgeDay();
    const version = await ask.version();
    const kept = ask.fresh ? undefined : this.pages.get(key);
    if (kept && kept.version === version && kept.day === day) return kept.page as Promise<T>;
    const page = find();
    // A search that read an older version and finished later does not replace a newer page.
    const current = this.pages.peek(key);
    if (!current || current.version < version || current.day < day) this.pages.set(key, { version, day, page });
    page.catch(() => {
      if (this.pages.peek(key)?.page === page) this.pages.delete(key);
    });
    return page;
  }

  /**
   * How one request asks for search pages: `fresh` (its `Cache-Control: no-cache`, lib/response-cache.ts asksForFresh)
   * finds them again whatever is kept; the version is read at the first page asked and that read serves its others
   * (both sides of a GraphQL search). Never shared between requests: a search sees the writes committed before it.
   */
  ask(fresh: boolean): SearchAsk {
    let read: Promise<bigint> | undefined;
    return { fresh, version: () => (read ??= this.version()) };
  }

  /** The version as committed now: read before a page's own statements, which (READ COMMITTED) see at least its writes. */
  private async version(): Promise<bigint> {
    const statement = sql<{ version: string }>`SELECT ${tableVersion("ListedProfiles")} AS version`.compile(this.reads);
    prepareStatement(statement.sql);
    const { rows } = await this.reads.executeQuery(statement);
    return BigInt(rows[0]!.version);
  }
}
