-- Forgiving search (issue 14): each profile keeps one lower-cased search text (full name, area, town and, for house
-- managers, skills and languages), maintained by triggers so every write path keeps it in step; a trigram index
-- (pg_trgm: misspellings, any word order, substrings) and a full-text index (English stems: "cook" finds "Cooking")
-- serve the search in server/src/modules/profiles/service.ts. PGlite loads pg_trgm as an extension (server/src/lib/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "HouseManagerProfile" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';
ALTER TABLE "EmployerProfile" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION maidmatch_house_manager_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(' ',
    (SELECT u."firstName" || ' ' || u."lastName" FROM "User" u WHERE u.id = NEW."userId"),
    NEW.location, NEW.city, NEW.skills, NEW.language));
  RETURN NEW;
END $$;

CREATE FUNCTION maidmatch_employer_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(' ',
    (SELECT u."firstName" || ' ' || u."lastName" FROM "User" u WHERE u.id = NEW."userId"),
    NEW.location, NEW.city));
  RETURN NEW;
END $$;

-- A renamed user: touch the profile so its own trigger recomputes the text.
CREATE FUNCTION maidmatch_user_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "HouseManagerProfile" SET "userId" = "userId" WHERE "userId" = NEW.id;
  UPDATE "EmployerProfile" SET "userId" = "userId" WHERE "userId" = NEW.id;
  RETURN NEW;
END $$;

CREATE TRIGGER "HouseManagerProfile_searchText" BEFORE INSERT OR UPDATE OF "userId", location, city, skills, language, "searchText"
  ON "HouseManagerProfile" FOR EACH ROW EXECUTE FUNCTION maidmatch_house_manager_search_text();
CREATE TRIGGER "EmployerProfile_searchText" BEFORE INSERT OR UPDATE OF "userId", location, city, "searchText"
  ON "EmployerProfile" FOR EACH ROW EXECUTE FUNCTION maidmatch_employer_search_text();
CREATE TRIGGER "User_searchText" AFTER UPDATE OF "firstName", "lastName" ON "User"
  FOR EACH ROW WHEN (OLD."firstName" IS DISTINCT FROM NEW."firstName" OR OLD."lastName" IS DISTINCT FROM NEW."lastName")
  EXECUTE FUNCTION maidmatch_user_search_text();

UPDATE "HouseManagerProfile" SET "userId" = "userId";
UPDATE "EmployerProfile" SET "userId" = "userId";

CREATE INDEX "HouseManagerProfile_searchText_trgm_idx" ON "HouseManagerProfile" USING gin ("searchText" gin_trgm_ops);
CREATE INDEX "HouseManagerProfile_searchText_fts_idx" ON "HouseManagerProfile" USING gin (to_tsvector('english', "searchText"));
CREATE INDEX "EmployerProfile_searchText_trgm_idx" ON "EmployerProfile" USING gin ("searchText" gin_trgm_ops);
CREATE INDEX "EmployerProfile_searchText_fts_idx" ON "EmployerProfile" USING gin (to_tsvector('english', "searchText"));
