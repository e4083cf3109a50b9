-- The towns and areas house managers live in and jobs are posted in, each pair once, kept by triggers on every write
-- path. A job's matches work out the distance points of every place house managers live in, and a house manager's
-- recommended jobs those of every place of an open job (server/src/modules/matching/service.ts, nearPlaces and
-- jobPlaces); finding the distinct pairs on every request, one step down an index for each (some fifty), was about
-- 0.25 ms of PostgreSQL's CPU per request at 4,200 profiles and 1,500 open jobs. A pair stays when no profile or job
-- is left there: it then matches no row, so the rankings are the same, and the few dozen pairs a town's spellings make
-- are read at once.
CREATE TABLE "HouseManagerPlace" (
  "city" TEXT NOT NULL,
  "location" TEXT NOT NULL,
  CONSTRAINT "HouseManagerPlace_pkey" PRIMARY KEY ("city", "location")
);

CREATE TABLE "JobPlace" (
  "city" TEXT NOT NULL,
  "location" TEXT NOT NULL,
  CONSTRAINT "JobPlace_pkey" PRIMARY KEY ("city", "location")
);

CREATE FUNCTION maidmatch_house_manager_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "HouseManagerPlace" (city, location) VALUES (NEW.city, NEW.location) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION maidmatch_job_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JobPlace" (city, location) VALUES (NEW.city, NEW.location) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "HouseManagerProfile_place" AFTER INSERT ON "HouseManagerProfile"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_house_manager_place();
CREATE TRIGGER "HouseManagerProfile_place_update" AFTER UPDATE ON "HouseManagerProfile"
  FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.location IS DISTINCT FROM NEW.location) EXECUTE FUNCTION maidmatch_house_manager_place();
CREATE TRIGGER "JobPost_place" AFTER INSERT ON "JobPost"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_job_place();
CREATE TRIGGER "JobPost_place_update" AFTER UPDATE ON "JobPost"
  FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.location IS DISTINCT FROM NEW.location) EXECUTE FUNCTION maidmatch_job_place();

INSERT INTO "HouseManagerPlace" (city, location) SELECT DISTINCT city, location FROM "HouseManagerProfile";
INSERT INTO "JobPlace" (city, location) SELECT DISTINCT city, location FROM "JobPost";
