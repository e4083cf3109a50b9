-- Matching at scale (bench/results.md, "Matching at scale"): indexes for Find House Girl's filters, a cheaper plan for
-- the search, and the lists a job's matches are bounded with in SQL (server/src/modules/matching/service.ts).

-- Search: pg_trgm estimates how many rows a near spelling matches by running the similarity over every value of the
-- column's histogram (at most 100 + 100 values per word of the query), which took most of a multi-word search's planning
-- (3.8 of 7.5 ms for "Kikuyu cook Nairobi" at 4,200 profiles). Below a 100-value histogram it uses its fixed estimate
-- instead, which picks the same index plans. Works alike on PGlite.
ALTER TABLE "HouseManagerProfile" ALTER COLUMN "searchText" SET STATISTICS 10;
ALTER TABLE "EmployerProfile" ALTER COLUMN "searchText" SET STATISTICS 10;

-- Find House Girl (server/src/modules/profiles/house-manager-reads.ts): skills and languages are matched as substrings
-- without regard to case (ILIKE), which trigram indexes serve; "near" compares lower-cased town and area pairs;
-- availability is compared lower-cased; the maximum salary is a range.
CREATE INDEX "HouseManagerProfile_skills_trgm_idx" ON "HouseManagerProfile" USING gin (skills gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "HouseManagerProfile_language_trgm_idx" ON "HouseManagerProfile" USING gin (language gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "HouseManagerProfile_place_lower_idx" ON "HouseManagerProfile" (lower(city), lower(location));
CREATE INDEX "HouseManagerProfile_availability_lower_idx" ON "HouseManagerProfile" (lower(availability));
CREATE INDEX "HouseManagerProfile_salary_idx" ON "HouseManagerProfile" (salary);

-- Matches: a house manager's skills and languages as lower-cased lists, split as the score splits them (on commas,
-- semicolons and slashes, trimmed, blanks dropped: server/src/modules/matching/score.ts), kept by a trigger on every
-- write path, so SQL can bound each profile's fit without parsing text per row.
ALTER TABLE "HouseManagerProfile" ADD COLUMN "skillSet" TEXT[] NOT NULL DEFAULT '{}';
ALTER TABLE "HouseManagerProfile" ADD COLUMN "languageSet" TEXT[] NOT NULL DEFAULT '{}';

-- The characters trimmed are those JavaScript's String.prototype.trim removes (score.ts, TRIMMED).
CREATE FUNCTION maidmatch_list_items(list TEXT) RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(lower(item)), '{}') FROM (
    SELECT btrim(part, E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') AS item
    FROM regexp_split_to_table(list, '[,;/]') AS part
  ) AS parts WHERE item <> ''
$$;

CREATE FUNCTION maidmatch_house_manager_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."skillSet" := maidmatch_list_items(NEW.skills);
  NEW."languageSet" := maidmatch_list_items(NEW.language);
  RETURN NEW;
END $$;

CREATE TRIGGER "HouseManagerProfile_lists" BEFORE INSERT OR UPDATE OF skills, language, "skillSet", "languageSet"
  ON "HouseManagerProfile" FOR EACH ROW EXECUTE FUNCTION maidmatch_house_manager_lists();

UPDATE "HouseManagerProfile" SET skills = skills;

-- The distinct town and area pairs a job's distances are worked out for, read from the index alone.
CREATE INDEX "HouseManagerProfile_city_location_idx" ON "HouseManagerProfile" (city, location);
-- The accounts no public list shows (suspended, closed, operators: LISTED_OWNER, profiles/service.ts), few, found
-- without reading every user: the search and the matches leave their profiles out with this list.
CREATE INDEX "User_unlisted_idx" ON "User" (id) WHERE "suspendedAt" IS NOT NULL OR "closedAt" IS NOT NULL OR "userType" = 'operator';

ANALYZE "HouseManagerProfile";
ANALYZE "EmployerProfile";
ANALYZE "User";
