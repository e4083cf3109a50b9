-- A job's matches and recommended jobs at scale (server/src/modules/matching/service.ts, candidatesStatement and
-- recommendationsStatement): SQL bounds the fit of every house manager within reach of a job (about 1,500 at 4,200
-- profiles), or of every open job for a house manager (about 1,500). Testing lists item by item (array containment,
-- array_positions) and turning numeric salary and rating into float8 was most of either statement: 3.5 -> 1.4 and
-- 5.1 -> 1.3 ms of PostgreSQL's CPU with the columns below. They are generated: every write path keeps them and none
-- can write them.

-- The skills a job board suggests and the languages most profiles list, lower-cased, each one bit of a mask by its
-- place here. server/src/modules/matching/score.ts (MASKED_SKILLS, MASKED_LANGUAGES) names the same lists in the same
-- order, and tests/server/matching-masks.test.ts checks that they agree; any other skill or language is tested in the
-- lists themselves.
CREATE FUNCTION maidmatch_masked_skills() RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['cooking', 'laundry', 'ironing', 'childcare', 'elderly care', 'cleaning', 'gardening', 'baking', 'first aid',
    'pet care', 'grocery shopping', 'homework help', 'meal planning']
$$;
CREATE FUNCTION maidmatch_masked_languages() RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['english', 'swahili', 'kiswahili', 'kikuyu', 'luhya', 'dholuo', 'luo', 'kalenjin', 'kikamba', 'ekegusii',
    'kimeru', 'somali', 'giriama', 'maa', 'turkana', 'taita', 'french', 'arabic']
$$;

-- Bit n - 1 set when the n-th of `terms` is one of `items` (lower-cased and trimmed as the lists are).
CREATE FUNCTION maidmatch_term_mask(items TEXT[], terms TEXT[]) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(bit_or(1::bigint << (place - 1)::int), 0) FROM unnest(terms) WITH ORDINALITY AS t(term, place) WHERE term = ANY(items)
$$;

-- The masks come from the text, split as the trigger splits it for skillSet and languageSet (a generated column cannot
-- read another); beside them, the asking salary as the score reads it (none stated: null or 0) and the rating it counts
-- (none without reviews). One ALTER TABLE, so the table is rewritten once.
ALTER TABLE "HouseManagerProfile"
  ADD COLUMN "skillMask" BIGINT NOT NULL GENERATED ALWAYS AS (maidmatch_term_mask(maidmatch_list_items(skills), maidmatch_masked_skills())) STORED,
  ADD COLUMN "languageMask" BIGINT NOT NULL GENERATED ALWAYS AS (maidmatch_term_mask(maidmatch_list_items(language), maidmatch_masked_languages())) STORED,
  ADD COLUMN "salaryAsked" DOUBLE PRECISION GENERATED ALWAYS AS (CASE WHEN salary > 0 THEN salary::float8 END) STORED,
  ADD COLUMN "ratingCounted" DOUBLE PRECISION NOT NULL GENERATED ALWAYS AS (CASE WHEN "reviewCount" > 0 THEN rating::float8 ELSE 0 END) STORED;

-- What the bound reads, for each town and area, read from the index alone; the lists stay for skills and languages
-- outside the masks.
DROP INDEX "HouseManagerProfile_matching_idx";
CREATE INDEX "HouseManagerProfile_matching_idx" ON "HouseManagerProfile" (city, location)
  INCLUDE (id, "userId", "skillMask", "languageMask", "salaryAsked", "availabilityLower", experience, "ratingCounted", "skillSet", "languageSet");

-- A job's lists as masks of the same terms. A mask counts a skill once, the score as often as the job lists it
-- (score.ts, jobFitSql): listsRepeat says when a list repeats an item, and then the lists are counted instead.
CREATE FUNCTION maidmatch_repeats(list TEXT[]) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
  SELECT count(DISTINCT item) < count(*) FROM unnest(list) AS item
$$;

ALTER TABLE "JobPost"
  ADD COLUMN "skillMask" BIGINT NOT NULL GENERATED ALWAYS AS (maidmatch_term_mask(maidmatch_lower_items(skills), maidmatch_masked_skills())) STORED,
  ADD COLUMN "languageMask" BIGINT NOT NULL GENERATED ALWAYS AS (maidmatch_term_mask(maidmatch_lower_items(languages), maidmatch_masked_languages())) STORED,
  ADD COLUMN "listsRepeat" BOOLEAN NOT NULL GENERATED ALWAYS AS (maidmatch_repeats(maidmatch_lower_items(skills)) OR maidmatch_repeats(maidmatch_lower_items(languages))) STORED;

ANALYZE "HouseManagerProfile";
ANALYZE "JobPost";
