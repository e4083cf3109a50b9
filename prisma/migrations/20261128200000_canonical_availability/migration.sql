-- A house manager's availability is stored in the job board's spelling when it names one of its ways of working
-- ("full time", "LIVE_IN" and " Live-in " are Full-time and Live-in): the profile edit does so from now on
-- (shared/profiles/rules.ts, canonical, with shared/jobs/rules.ts's jobAvailabilityOf), and this brings the rows
-- written before it to the same spelling, so that the fit's stand-ins and Find House Girl's filter compare one.
-- Other texts stay as written.
UPDATE "HouseManagerProfile" p
SET availability = canonical.name
FROM (VALUES ('live-in', 'Live-in'), ('live-out', 'Live-out'), ('full-time', 'Full-time'), ('part-time', 'Part-time'), ('weekends', 'Weekends')) AS canonical(key, name)
WHERE lower(regexp_replace(regexp_replace(p.availability, '^\s+|\s+$', '', 'g'), '[\s_]+', '-', 'g')) = canonical.key
  AND p.availability <> canonical.name;
