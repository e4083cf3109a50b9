-- One slip of the thumb: a word typed with one letter changed, one too many or too few, or two neighbours swapped
-- ("Brien" for Brian, "Wnajiku" for Wanjiku, "Kamua" for Kamau). The near spellings of 20261124231000_search_terms
-- share at least half of their trigrams with the word, which such a slip in a short word breaks: "brien" and "brian"
-- share 3 of 9 (0.33), "wnajiku" and "wanjiku" 4 of 12. The search (server/src/modules/profiles/service.ts,
-- nearSpelling) now also finds the dictionary's single words one slip from a word that no term holds, and the
-- profiles holding them.
--
-- How they are found: two words one slip apart always have a one-letter deletion in common, or one is a deletion of
-- the other (a changed letter: both less that letter; a swap: both less either of the two; a letter more: the longer
-- less it is the shorter). Each single word of the dictionary keeps its deletions (a generated column, so every term
-- the triggers add has them, and a forgotten term takes them along), under a GIN index: the word's own deletions find
-- the candidates with one index scan and one primary-key look-up each, and maidmatch_one_slip keeps those truly one
-- slip away (sharing a deletion allows two edits: "xab" and "abx").

-- A word's one-letter deletions, each once.
CREATE FUNCTION maidmatch_deletions(word TEXT) RETURNS TEXT[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT overlay(word PLACING '' FROM i FOR 1)), '{}') FROM generate_series(1, char_length(word)) AS i
$$;

-- Single words only (runs of letters and digits, as the dictionary's terms split: maidmatch_search_terms), of 3 to 16
-- characters: the search looks for slips of words of 4 or more (MIN_FUZZY_WORD), one letter longer or shorter.
ALTER TABLE "SearchTerm" ADD COLUMN "deletions" TEXT[] GENERATED ALWAYS AS (
  CASE WHEN char_length(term) BETWEEN 3 AND 16 AND term !~ '[^[:alnum:]]' THEN maidmatch_deletions(term) END
) STORED;
CREATE INDEX "SearchTerm_deletions_idx" ON "SearchTerm" USING gin ("deletions") WITH (fastupdate = off);

-- Whether two different words are one slip apart: one letter changed, two neighbours swapped, or one letter more.
CREATE FUNCTION maidmatch_one_slip(a TEXT, b TEXT) RETURNS BOOLEAN LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  longer TEXT := CASE WHEN char_length(a) >= char_length(b) THEN a ELSE b END;
  shorter TEXT := CASE WHEN char_length(a) >= char_length(b) THEN b ELSE a END;
  i INTEGER := 1;
BEGIN
  IF a = b OR char_length(longer) - char_length(shorter) > 1 THEN
    RETURN false;
  END IF;
  -- The first place they differ (the shorter may end there).
  WHILE i <= char_length(shorter) AND substr(longer, i, 1) = substr(shorter, i, 1) LOOP
    i := i + 1;
  END LOOP;
  IF char_length(longer) > char_length(shorter) THEN
    RETURN substr(longer, i + 1) = substr(shorter, i);
  END IF;
  RETURN substr(a, i + 1) = substr(b, i + 1)
    OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1) AND substr(a, i + 2) = substr(b, i + 2));
END $$;

-- The LIKE patterns of the dictionary's single words one slip from `word`, for a word of 4 or more characters that no
-- term holds: a word some profile holds as typed is no slip ("cook" is not "book", "maid" not "said"), and its exact
-- matches and near spellings are found as before. Whether the word is a term is asked first (its primary key), then
-- whether a term holds it (the trigram index, through a bitmap), which most words of a search are and which ends it.
-- Sequential and plain index scans are off for this function's statements, as in maidmatch_near_terms: the
-- dictionary is small enough that the planner would rather read it all. At scale 100, one call costs PostgreSQL about
-- 15-20 µs for a held word and 80-100 µs for a misspelt one (bench/results.md, "Notes, twelfth round").
CREATE FUNCTION maidmatch_slip_terms(word TEXT) RETURNS TEXT[] LANGUAGE plpgsql STABLE STRICT
  SET enable_seqscan = off SET enable_indexscan = off AS $$
DECLARE
  variants TEXT[];
BEGIN
  IF char_length(word) < 4
    OR EXISTS (SELECT FROM "SearchTerm" t WHERE t.term = word)
    OR EXISTS (SELECT FROM "SearchTerm" t WHERE t.term LIKE maidmatch_like_pattern(word)) THEN
    RETURN '{}';
  END IF;
  variants := maidmatch_deletions(word);
  RETURN ARRAY(
    SELECT maidmatch_like_pattern(t.term) FROM "SearchTerm" t
    WHERE (t.deletions && (variants || word) OR t.term = ANY (variants)) AND maidmatch_one_slip(word, t.term)
    ORDER BY t.term
  );
END $$;

ANALYZE "SearchTerm";
