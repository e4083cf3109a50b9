-- The matching places (20261125090920_matching_places) now follow their rows both ways: a pair leaves its table once
-- the last profile or job holding it moves away or goes. An area is text the house manager typed ("behind Mama
-- Njeri's shop"), so it is not kept after she changes it or closes her account (privacy/service.ts blanks it, and this
-- trigger does the rest); and the tables, which every ranking reads whole, stay as small as the places in use.
--
-- Concurrency, in READ COMMITTED (Prisma's default): the write that adds a pair takes its row lock (ON CONFLICT DO
-- UPDATE, where DO NOTHING took none), and the write that moves away locks the old pair first and only then, in a
-- statement of its own and so with a fresh snapshot, looks whether a row still holds it. A profile written at the
-- same place by another transaction is therefore either committed before that look (seen: the pair stays) or adds
-- the pair after the delete commits (its insert waits on the deleted row, then inserts). A move from A to B and one
-- from B to A take their two locks in the same order (the smaller pair first), so they cannot deadlock each other.

CREATE FUNCTION maidmatch_keep_place(place_table regclass, row_table regclass, old_city text, old_location text, new_city text, new_location text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  held boolean;
  old_first boolean := old_city IS NOT NULL AND (new_city IS NULL OR (old_city, old_location) < (new_city, new_location));
BEGIN
  IF old_first THEN
    EXECUTE format('SELECT FROM %s WHERE city = $1 AND location = $2 FOR UPDATE', place_table) USING old_city, old_location;
  END IF;
  IF new_city IS NOT NULL THEN
    EXECUTE format('INSERT INTO %s (city, location) VALUES ($1, $2) ON CONFLICT (city, location) DO UPDATE SET city = EXCLUDED.city', place_table)
      USING new_city, new_location;
  END IF;
  IF old_city IS NULL THEN RETURN; END IF;
  IF NOT old_first THEN
    EXECUTE format('SELECT FROM %s WHERE city = $1 AND location = $2 FOR UPDATE', place_table) USING old_city, old_location;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT FROM %s r WHERE r.city = $1 AND r.location = $2)', row_table) INTO held USING old_city, old_location;
  IF NOT held THEN
    EXECUTE format('DELETE FROM %s WHERE city = $1 AND location = $2', place_table) USING old_city, old_location;
  END IF;
END $$;

-- One trigger function for both tables: the place table comes as the trigger's argument, the row table is the
-- trigger's own. It replaces the two of 20261125090920_matching_places, which only added pairs.
CREATE FUNCTION maidmatch_place_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM maidmatch_keep_place(TG_ARGV[0]::regclass, TG_RELID::regclass,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.city END, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.location END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.city END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.location END);
  RETURN NULL;
END $$;

DROP TRIGGER "HouseManagerProfile_place" ON "HouseManagerProfile";
DROP TRIGGER "HouseManagerProfile_place_update" ON "HouseManagerProfile";
DROP TRIGGER "JobPost_place" ON "JobPost";
DROP TRIGGER "JobPost_place_update" ON "JobPost";
DROP FUNCTION maidmatch_house_manager_place();
DROP FUNCTION maidmatch_job_place();

CREATE TRIGGER "HouseManagerProfile_place" AFTER INSERT OR DELETE ON "HouseManagerProfile"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_place_of_row('"HouseManagerPlace"');
CREATE TRIGGER "HouseManagerProfile_place_update" AFTER UPDATE ON "HouseManagerProfile"
  FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.location IS DISTINCT FROM NEW.location) EXECUTE FUNCTION maidmatch_place_of_row('"HouseManagerPlace"');
CREATE TRIGGER "JobPost_place" AFTER INSERT OR DELETE ON "JobPost"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_place_of_row('"JobPlace"');
CREATE TRIGGER "JobPost_place_update" AFTER UPDATE ON "JobPost"
  FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.location IS DISTINCT FROM NEW.location) EXECUTE FUNCTION maidmatch_place_of_row('"JobPlace"');

-- The pairs left behind so far.
DELETE FROM "HouseManagerPlace" pl WHERE NOT EXISTS (SELECT FROM "HouseManagerProfile" h WHERE h.city = pl.city AND h.location = pl.location);
DELETE FROM "JobPlace" pl WHERE NOT EXISTS (SELECT FROM "JobPost" j WHERE j.city = pl.city AND j.location = pl.location);
