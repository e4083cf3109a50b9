-- The version of everything a profile search answers from (server/src/modules/profiles/search-cache.ts): the profiles
-- of both sides, their owners' names and standing, and house managers' checks. The server keeps a search's page with
-- the version it read before running it, and serves it again while the version has not moved, so every replica sees
-- every write at its commit: counted as 20261129070000_near_by_placed_pairs counts a table's rows, at the commit,
-- for every row that comes, goes or changes. An owner's other columns (notification settings, language) move nothing.
INSERT INTO "TableVersion" ("name", "version") VALUES ('ListedProfiles', 0);

-- One function for every version row: the row named by the trigger's argument, else the table's own. At its first
-- count in a transaction it locks every version row in name order, so two commits that count rows in different
-- orders (a name changed, then its terms; or the terms first) wait for each other instead of each holding what the
-- other needs.
CREATE OR REPLACE FUNCTION maidmatch_count_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('maidmatch.versions_locked', true) IS DISTINCT FROM 'on' THEN
    PERFORM 1 FROM "TableVersion" ORDER BY "name" FOR UPDATE;
    PERFORM set_config('maidmatch.versions_locked', 'on', true);
  END IF;
  UPDATE "TableVersion" SET "version" = "version" + 1 WHERE "name" = coalesce(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "HouseManagerProfile_listed_version" AFTER INSERT OR DELETE ON "HouseManagerProfile"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
CREATE CONSTRAINT TRIGGER "HouseManagerProfile_listed_version_update" AFTER UPDATE ON "HouseManagerProfile"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
CREATE CONSTRAINT TRIGGER "EmployerProfile_listed_version" AFTER INSERT OR DELETE ON "EmployerProfile"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
CREATE CONSTRAINT TRIGGER "EmployerProfile_listed_version_update" AFTER UPDATE ON "EmployerProfile"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
-- A check's dates show in her badge even when the facts her row keeps of it do not move (a second identity document).
CREATE CONSTRAINT TRIGGER "Verification_listed_version" AFTER INSERT OR DELETE ON "Verification"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
CREATE CONSTRAINT TRIGGER "Verification_listed_version_update" AFTER UPDATE ON "Verification"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
-- A user with no profile is in no list, and deleting one deletes the profile (counted above).
CREATE CONSTRAINT TRIGGER "User_listed_version" AFTER UPDATE OF "firstName", "lastName", "username", "userType", "suspendedAt", "closedAt" ON "User"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD."firstName", OLD."lastName", OLD."username", OLD."userType", OLD."suspendedAt", OLD."closedAt") IS DISTINCT FROM (NEW."firstName", NEW."lastName", NEW."username", NEW."userType", NEW."suspendedAt", NEW."closedAt"))
  EXECUTE FUNCTION maidmatch_count_version('ListedProfiles');
