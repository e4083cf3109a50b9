// A ranking scores exactly only the rows that can take a place (matching/service.ts, bestByBound): rows come best bound
// first, and scoring stops at the first whose bound rounds below the last place's score. On hand-made rows, the top
// twenty must be the ones scoring every row gives, in the same order, ties at the cut included; and the same rows with
// one bound understated must come out differently, which shows the set would catch a bound that is not a bound.
import { describe, expect, it } from "vitest";
import { bestByBound, MAX_MATCHES } from "../../server/src/modules/matching/service.js";
import type { Fit } from "../../server/src/modules/matching/score.js";

interface Row {
  id: number;
  bound: number;
  /** The score scoreFit would give; the bound must not round below it. */
  points: number;
  rating: number;
}

interface Scored {
  row: Row;
  fit: Fit;
}

/** Score first, then rating, then the lower id, as byFit breaks ties. */
const order = (a: Scored, b: Scored) => b.fit.score - a.fit.score || b.row.rating - a.row.rating || a.row.id - b.row.id;

function everyRow(rows: Row[], limit: number, minScore = -Infinity): number[] {
  return rows
    .map((row) => ({ row, fit: { score: Math.round(row.points), reasons: [] } }))
    .filter((scored) => scored.fit.score >= minScore)
    .sort(order)
    .slice(0, limit)
    .map(({ row }) => row.id);
}

async function byBound(rows: Row[], limit: number, minScore = -Infinity): Promise<{ ids: number[]; scored: number; looks: number }> {
  let scored = 0;
  let looks = 0;
  const sorted = [...rows].sort((a, b) => b.bound - a.bound || a.id - b.id);
  const best = await bestByBound<Row, Scored>({
    limit,
    minScore,
    look: async (count) => {
      looks++;
      return sorted.slice(0, count + 1);
    },
    score: (row) => {
      scored++;
      return { row, fit: { score: Math.round(row.points), reasons: [] } };
    },
    order,
  });
  return { ids: best.map(({ row }) => row.id), scored, looks };
}

/**
 * A hundred rows whose bound is their unrounded score: twenty-five clear ones, then a crowd just at the cut (77.5 to
 * 78.4 all score 78) in which the best-rated ones come last by bound, then the rest well below.
 */
function handMade(): Row[] {
  const rows: Row[] = [];
  for (let id = 1; id <= 14; id++) rows.push({ id, bound: 95 - id, points: 95 - id, rating: 3 });
  // Twelve at the cut: bounds 78.4 down to 77.5 by id, ratings rising, so the last by bound win the tie-breaks.
  for (let n = 0; n < 12; n++) {
    const bound = 78.4 - n * 0.08;
    rows.push({ id: 100 + n, bound, points: bound, rating: 1 + n * 0.3 });
  }
  for (let id = 200; id < 274; id++) rows.push({ id, bound: 60 - (id - 200) * 0.5, points: 60 - (id - 200) * 0.5, rating: 5 });
  return rows;
}

describe("ranking by a bound and scoring only the rows that can take a place", () => {
  it("picks the same twenty, in the same order, as scoring every row, ties at the cut included", async () => {
    const rows = handMade();
    const expected = everyRow(rows, MAX_MATCHES);
    // The tie at 78 is won by the best rated, which come last by bound.
    expect(expected.slice(14)).toEqual([111, 110, 109, 108, 107, 106]);
    const { ids, scored, looks } = await byBound(rows, MAX_MATCHES);
    expect(ids).toEqual(expected);
    // Everything at the cut is scored, nothing below it.
    expect(scored).toBe(26);
    expect(looks).toBe(1);
  });

  it("would pick otherwise if a bound rounded below its row's score", async () => {
    const rows = handMade();
    const expected = everyRow(rows, MAX_MATCHES);
    // The best-rated row at the cut, with a bound a little under its score (77.4 for a score of 78): never scored.
    const understated = rows.map((row) => (row.id === 111 ? { ...row, bound: 77.4 } : row));
    expect(everyRow(understated, MAX_MATCHES)).toEqual(expected);
    expect((await byBound(understated, MAX_MATCHES)).ids).not.toEqual(expected);
  });

  it("keeps to a least score, and looks further when the first look cannot decide", async () => {
    const rows = handMade();
    expect((await byBound(rows, MAX_MATCHES, 78)).ids).toEqual(everyRow(rows, MAX_MATCHES, 78));
    // Ninety rows all within a point: the first look (eighty) cannot rule out the rest.
    const crowd: Row[] = Array.from({ length: 90 }, (_, n) => ({ id: n + 1, bound: 70.4 - n * 0.01, points: 70.4 - n * 0.01, rating: (n % 7) / 2 }));
    const { ids, looks } = await byBound(crowd, MAX_MATCHES);
    expect(ids).toEqual(everyRow(crowd, MAX_MATCHES));
    expect(looks).toBe(2);
  });
});
