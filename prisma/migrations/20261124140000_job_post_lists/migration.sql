-- Recommended jobs at scale (server/src/modules/matching/service.ts, recommendationsStatement): a house manager's fit
-- for every open job is bounded in SQL. Counting the job's skills and languages she has by unnesting each job's lists
-- and lower-casing every item took most of that statement (about 3 of 5 ms over 1,500 open jobs). The lists are kept
-- lower-cased and trimmed beside the typed ones, item for item (blanks and repeats kept, as the score counts them:
-- server/src/modules/matching/score.ts), so the count is array_positions per skill of hers.

-- The characters trimmed are those JavaScript's String.prototype.trim removes (score.ts, TRIMMED).
CREATE FUNCTION maidmatch_lower_items(list TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(lower(btrim(item, E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) ORDER BY place), '{}')
  FROM unnest(list) WITH ORDINALITY AS items(item, place)
$$;

-- Generated columns: every write path keeps them, and none can write them.
ALTER TABLE "JobPost" ADD COLUMN "skillSet" TEXT[] NOT NULL GENERATED ALWAYS AS (maidmatch_lower_items(skills)) STORED;
ALTER TABLE "JobPost" ADD COLUMN "languageSet" TEXT[] NOT NULL GENERATED ALWAYS AS (maidmatch_lower_items(languages)) STORED;
