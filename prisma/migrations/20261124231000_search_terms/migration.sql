-- The terms of the search texts (20261124050000_forgiving_search), for near spellings at scale. pg_trgm's strict word
-- similarity (%>>) compares a word with runs of whole words of a text, so the trigram index on the whole text brought
-- up every profile holding half of a word's trigrams anywhere (118 for "Wanjku" at 4,200 house managers), and each was
-- checked against its whole text: most of the search's time in PostgreSQL. The search (server/src/modules/profiles/
-- service.ts, nearSpelling) now finds the terms near a word in this dictionary and checks with %>> only the profiles
-- holding one of them (bench/results.md, "Search at scale, eighth round").
--
-- Which runs: a run similar enough to a word shares at least half of its union with the word's trigrams, so it has at
-- most twice as many distinct trigrams as the word, and a word of n characters has at most n + 1. Every run of whole
-- words with at most 16 distinct trigrams is kept, as the text writes it ("ann marie", "ruring'u", "cooking, baking"),
-- so a LIKE pattern of it finds the profiles holding it: the dictionary answers exactly for words of up to 7
-- characters (service.ts, MAX_DICTIONARY_WORD), and longer words are checked against the whole text as before. Longer
-- runs would serve longer words, but a common word sits in many of them: with up to 20 trigrams, finding the terms
-- near "cleaning" took longer than the check it saves.
--
-- Each term is kept once, added by triggers, so every write path (and a renamed user, through 20261124050000's
-- triggers) adds the terms of the text it writes. Writes only add: a term no profile holds any longer (a renamed or
-- edited profile's) stays, and can only add a LIKE pattern that matches nobody, so the matches stay exact (the search
-- still checks %>> on the profiles it finds). Only closing an account takes terms out (maidmatch_forget_terms below).
-- Counting the profiles holding each term instead made every profile write update shared rows ("nairobi"), so
-- concurrent registrations waited on each other's row locks until commit and could deadlock; ON CONFLICT DO NOTHING
-- takes no lock on a committed term. A term two transactions add at once makes the second wait for the first; each
-- statement adds its terms in order, so two transactions writing one text each (a registration, an edit) cannot wait
-- on each other in a cycle.
CREATE TABLE "SearchTerm" (
  "term" TEXT NOT NULL,
  CONSTRAINT "SearchTerm_pkey" PRIMARY KEY ("term")
);
CREATE INDEX "SearchTerm_term_trgm_idx" ON "SearchTerm" USING gin ("term" gin_trgm_ops) WITH (fastupdate = off);

-- A text's terms, each once. Words are runs of letters and digits, as pg_trgm splits a text into words.
CREATE FUNCTION maidmatch_search_terms(text TEXT) RETURNS TEXT[] LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  max_trigrams CONSTANT INTEGER := 16;
  words TEXT[];
  gaps TEXT[];
  terms TEXT[] := '{}';
  term TEXT;
  last INTEGER;
BEGIN
  SELECT coalesce(array_agg(found.m[1] ORDER BY found.n), '{}'), coalesce(array_agg(found.m[2] ORDER BY found.n), '{}') INTO words, gaps
    FROM regexp_matches(text, '([[:alnum:]]+)([^[:alnum:]]*)', 'g') WITH ORDINALITY AS found(m, n);
  FOR start IN 1 .. cardinality(words) LOOP
    term := words[start];
    last := start;
    -- A run only gains trigrams as it grows.
    WHILE cardinality(show_trgm(term)) <= max_trigrams LOOP
      terms := terms || term;
      last := last + 1;
      EXIT WHEN last > cardinality(words);
      term := term || gaps[last - 1] || words[last];
    END LOOP;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT unnest(terms));
END $$;

CREATE FUNCTION maidmatch_search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchTerm" (term) SELECT term FROM unnest(maidmatch_search_terms(NEW."searchText")) AS term ORDER BY term
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;

-- After the BEFORE triggers that write the search text; an UPDATE OF "searchText" trigger would miss the text those
-- triggers rewrite, so an update fires whenever the text changed.
CREATE TRIGGER "HouseManagerProfile_searchTerms" AFTER INSERT ON "HouseManagerProfile"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_search_terms_add();
CREATE TRIGGER "HouseManagerProfile_searchTerms_update" AFTER UPDATE ON "HouseManagerProfile"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText") EXECUTE FUNCTION maidmatch_search_terms_add();
CREATE TRIGGER "EmployerProfile_searchTerms" AFTER INSERT ON "EmployerProfile"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_search_terms_add();
CREATE TRIGGER "EmployerProfile_searchTerms_update" AFTER UPDATE ON "EmployerProfile"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText") EXECUTE FUNCTION maidmatch_search_terms_add();

-- The LIKE pattern of the texts holding a term: LIKE's wildcards and its escape character (\) in the term escaped.
CREATE FUNCTION maidmatch_like_pattern(term TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- The LIKE patterns of the terms near a word: those at least as similar to it (similarity, the whole term) as strict
-- word similarity asks of a run of words (0.5, pg_trgm.strict_word_similarity_threshold's default, which the search
-- keeps). The % operator compares with pg_trgm.similarity_threshold, set here to the same 0.5 for this function's
-- statement, so the trigram index finds exactly those. A term holding another near one adds no profile ("karen
-- nairobi" beside "nairobi"), and each pattern is one more lookup in the profiles' index, so those are left out. The
-- dictionary is small enough that the planner would rather read all of it, computing the similarity of every term
-- (8.5 against 0.3 ms for 3,658 terms), so sequential scans are off for this function's statement too.
CREATE FUNCTION maidmatch_near_terms(word TEXT) RETURNS TEXT[] LANGUAGE plpgsql STABLE STRICT
  SET pg_trgm.similarity_threshold = 0.5 SET enable_seqscan = off AS $$
DECLARE
  near TEXT[] := ARRAY(SELECT t.term FROM "SearchTerm" t WHERE t.term % word);
BEGIN
  RETURN ARRAY(
    SELECT maidmatch_like_pattern(term)
    FROM unnest(near) AS term
    WHERE NOT EXISTS (SELECT FROM unnest(near) AS inner_term WHERE inner_term <> term AND strpos(term, inner_term) > 0)
  );
END $$;

-- Erasure: a closed account's names must not stay anywhere (docs/decisions/0011-privacy-rights-and-moderation.md;
-- Kenya's Data Protection Act), and its old search text's terms are its names, area and town. Closing an account
-- (server/src/modules/privacy/service.ts, deleteAccount) calls this with the profile's old search text, in the
-- transaction that blanks the profile and after it, so the profile's own old text no longer counts: the terms that no
-- remaining profile's text holds go, through the profiles' trigram indexes (7-11 ms a closing at scale 100; strpos
-- would read every profile for a term no one else holds: bench/results.md, "Search at scale, eighth round"). A term
-- another profile holds stays: the search needs it, and it is that profile's as much as the closed account's.
-- Two closings at once would each still see the other's old text and keep a name both held, so closings take turns
-- (the lock is held until commit; each statement of this function sees what committed before it). Accepted race: a
-- registration or edit committing a new text that holds one of these terms at the same moment may lose the term from
-- the dictionary (this delete does not see its uncommitted profile, and its insert found the term still there); that
-- profile is still found by its exact words, and by near spellings again after its next edit.
CREATE FUNCTION maidmatch_forget_terms(old_text TEXT) RETURNS void LANGUAGE plpgsql VOLATILE STRICT AS $$
DECLARE
  -- Computed once, not for each term the statement reads.
  terms CONSTANT TEXT[] := maidmatch_search_terms(old_text);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('maidmatch_forget_terms'));
  DELETE FROM "SearchTerm" s
  WHERE s.term = ANY (terms)
    AND NOT EXISTS (SELECT FROM "HouseManagerProfile" h WHERE h."searchText" LIKE maidmatch_like_pattern(s.term))
    AND NOT EXISTS (SELECT FROM "EmployerProfile" e WHERE e."searchText" LIKE maidmatch_like_pattern(s.term));
END $$;

INSERT INTO "SearchTerm" (term)
SELECT unnest(maidmatch_search_terms("searchText")) FROM "HouseManagerProfile"
UNION
SELECT unnest(maidmatch_search_terms("searchText")) FROM "EmployerProfile";

ANALYZE "SearchTerm";
