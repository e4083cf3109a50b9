-- The near terms of a word (20261124231000_search_terms) leave out the terms holding the word itself: a text holding
-- such a term holds the word, so the search (server/src/modules/profiles/service.ts, exactMatch) already finds it by
-- its substring, and the term's LIKE pattern only added a lookup in the profiles' trigram index that could find
-- nobody new. Most words of a search are whole words of the texts ("kikuyu", "nairobi"), and their only near terms
-- were such runs: without them their patterns are empty, which the index answers at once, and a profile matching a
-- word exactly no longer pays for testing its near spellings (0.45 of 2.4 ms inside PostgreSQL for "Kikuyu cook
-- Nairobi" at scale 100). The matches are the same: a word's condition is its exact match OR a near term's pattern
-- with the strict word similarity, and every pattern left out implies the exact match.
CREATE OR REPLACE FUNCTION maidmatch_near_terms(word TEXT) RETURNS TEXT[] LANGUAGE plpgsql STABLE STRICT
  SET pg_trgm.similarity_threshold = 0.5 SET enable_seqscan = off AS $$
DECLARE
  -- As before, less the terms holding the word (strpos).
  near TEXT[] := ARRAY(SELECT t.term FROM "SearchTerm" t WHERE t.term % word AND strpos(t.term, word) = 0);
BEGIN
  -- A term holding another near term adds no profile: only the shortest are kept, as before.
  RETURN ARRAY(SELECT maidmatch_like_pattern(candidate) FROM unnest(near) AS candidate
    WHERE NOT EXISTS (SELECT FROM unnest(near) AS shorter WHERE shorter <> candidate AND strpos(candidate, shorter) > 0));
END $$;
