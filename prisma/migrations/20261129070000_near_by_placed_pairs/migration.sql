-- Find House Girl's "near" keeps the town and area pairs the gazetteer places within its radius, as a job's matches
-- place them (server/src/modules/profiles/near.ts), and reads each pair as written through
-- "HouseManagerProfile_city_location_idx". The lower-cased pairs of 20261124110000_matching_at_scale served only the
-- old comparison, and every write of a profile kept them up to date.
DROP INDEX IF EXISTS "HouseManagerProfile_place_lower_idx";

-- Versions of the tables the server keeps what it worked out from (near.ts: the pairs placed), one row a table: a
-- trigger counts every row that comes or goes, so a statement that reads the version sees the rows of that version,
-- and the server works things out again only when it moved. Deferred to the commit: the version row is then the last
-- lock the transaction takes, after the rows' own (20261126080000_places_follow_their_rows), so two profiles moving
-- between places at once cannot each hold what the other waits for; and the new version commits with the rows it
-- counts. A row already held (INSERT ... ON CONFLICT DO UPDATE) fires no INSERT trigger.
CREATE TABLE "TableVersion" (
  "name" TEXT NOT NULL PRIMARY KEY,
  "version" BIGINT NOT NULL
);

CREATE FUNCTION maidmatch_count_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "TableVersion" SET "version" = "version" + 1 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

INSERT INTO "TableVersion" ("name", "version") VALUES ('HouseManagerPlace', 0);
CREATE CONSTRAINT TRIGGER "HouseManagerPlace_version" AFTER INSERT OR DELETE ON "HouseManagerPlace"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_count_version();
