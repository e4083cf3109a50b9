-- The dictionary's version (SearchTerm, 20261124231000_search_terms): counted up by every term that comes or goes, at
-- the commit of the transaction that adds or removes it, so a statement that reads it sees the terms of that version.
-- The REST search keeps each word's near terms and slips (maidmatch_near_terms, maidmatch_slip_terms) with the version
-- they were worked out at, passes them to its statement, and reads the version there: it works them out again only
-- when the dictionary moved (server/src/modules/profiles/near-terms.ts). Deferred to the commit, as
-- 20261129070000_near_by_placed_pairs is: the version row is the last lock the transaction takes.
CREATE TABLE "SearchTermVersion" (
  "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
  "version" BIGINT NOT NULL
);
INSERT INTO "SearchTermVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION maidmatch_search_terms_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "SearchTermVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "SearchTerm_version" AFTER INSERT OR DELETE ON "SearchTerm"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_search_terms_moved();
