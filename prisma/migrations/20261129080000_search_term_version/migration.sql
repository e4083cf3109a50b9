-- The dictionary's version (SearchTerm, 20261124231000_search_terms), counted as 20261129070000_near_by_placed_pairs
-- counts the places': the REST search keeps each word's near terms and slips (maidmatch_near_terms,
-- maidmatch_slip_terms) with the version they were worked out at, gives them to its statement, and reads the version
-- there: it works them out again only when the dictionary moved (server/src/modules/profiles/near-terms.ts).
INSERT INTO "TableVersion" ("name", "version") VALUES ('SearchTerm', 0);
CREATE CONSTRAINT TRIGGER "SearchTerm_version" AFTER INSERT OR DELETE ON "SearchTerm"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_count_version();
