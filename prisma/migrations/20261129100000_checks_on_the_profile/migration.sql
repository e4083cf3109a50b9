-- A house manager's approved checks as two facts on her profile, kept by a trigger on "Verification": whether an
-- identity document of hers is approved, and the issue date of her latest approved Certificate of Good Conduct.
-- "Verified now" (server/src/modules/verifications/badges.ts: both, the certificate issued on or after the cutoff the
-- server passes, goodConductCutoff) is then a test of her own row: a ranking built the set of every approved check
-- on each request (server/src/modules/matching/service.ts, before this migration), about a fifth of a job's matches in
-- PostgreSQL with checks in the demo's shares at scale 100. A list reads her checks (APPROVED_CHECKS_JSON) only when
-- she has any, which most house managers do not. The rule stays in the server; these are the facts it reads.
ALTER TABLE "HouseManagerProfile"
  ADD COLUMN "identityApproved" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "goodConductIssuedOn" DATE;

UPDATE "HouseManagerProfile" p SET "identityApproved" = c.identity, "goodConductIssuedOn" = c.certificate
FROM (
  SELECT v."houseManagerId" AS id, bool_or(v.kind = 'id_document') AS identity, max(v."issuedOn") FILTER (WHERE v.kind = 'good_conduct') AS certificate
  FROM "Verification" v WHERE v.status = 'approved' GROUP BY v."houseManagerId"
) AS c
WHERE p.id = c.id;

-- Her row is locked first, and her checks read in a statement of their own after it: they then include those another
-- transaction approved and committed while this one waited, so two checks approved at once both count. A profile
-- being deleted (its checks go with it) is not found, and nothing is written.
CREATE FUNCTION maidmatch_profile_checks(profile_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "HouseManagerProfile" WHERE id = profile_id FOR UPDATE;
  UPDATE "HouseManagerProfile" p SET "identityApproved" = c.identity, "goodConductIssuedOn" = c.certificate
  FROM (
    SELECT coalesce(bool_or(v.kind = 'id_document'), false) AS identity, max(v."issuedOn") FILTER (WHERE v.kind = 'good_conduct') AS certificate
    FROM "Verification" v WHERE v."houseManagerId" = profile_id AND v.status = 'approved'
  ) AS c
  WHERE p.id = profile_id AND (p."identityApproved", p."goodConductIssuedOn") IS DISTINCT FROM (c.identity, c.certificate);
END $$;

CREATE FUNCTION maidmatch_verification_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM maidmatch_profile_checks(OLD."houseManagerId");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."houseManagerId" IS DISTINCT FROM OLD."houseManagerId") THEN
    PERFORM maidmatch_profile_checks(NEW."houseManagerId");
  END IF;
  RETURN NULL;
END $$;

-- Only what the facts are made of: a review's note, a lapse notice or an erased document fires nothing.
CREATE TRIGGER "Verification_checks" AFTER INSERT OR DELETE OR UPDATE OF status, kind, "issuedOn", "houseManagerId" ON "Verification"
  FOR EACH ROW EXECUTE FUNCTION maidmatch_verification_checks();
