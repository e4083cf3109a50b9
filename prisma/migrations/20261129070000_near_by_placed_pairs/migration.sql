-- Find House Girl's "near" keeps the town and area pairs the gazetteer places within its radius, as a job's matches
-- place them (server/src/modules/profiles/near.ts), and reads each pair as written through
-- "HouseManagerProfile_city_location_idx". The lower-cased pairs of 20261124110000_matching_at_scale served only the
-- old comparison, and every write of a profile kept them up to date.
DROP INDEX IF EXISTS "HouseManagerProfile_place_lower_idx";

-- The pairs' version: counted up by every pair that comes or goes, in the transaction that adds or removes it, so a
-- statement that reads it sees the pairs of that version. A list asking "near" works the pairs within reach out from
-- the pairs it last read, reads the version in its own statement, and reads the pairs again only when it moved. A pair
-- already held (INSERT ... ON CONFLICT DO UPDATE, 20261126080000_places_follow_their_rows) fires no INSERT trigger.
CREATE TABLE "HouseManagerPlaceVersion" (
  "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
  "version" BIGINT NOT NULL
);
INSERT INTO "HouseManagerPlaceVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION maidmatch_house_manager_places_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "HouseManagerPlaceVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;

-- Deferred to the commit: the version row is then the last lock the transaction takes, after the pairs' own
-- (20261126080000_places_follow_their_rows), so two profiles moving between places at once cannot each hold what the
-- other waits for; and the new version commits with the pairs it counts.
CREATE CONSTRAINT TRIGGER "HouseManagerPlace_version" AFTER INSERT OR DELETE ON "HouseManagerPlace"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_house_manager_places_moved();
