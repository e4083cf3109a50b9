-- A job's matches at scale (server/src/modules/matching/service.ts, candidatesStatement): SQL bounds the fit of every
-- house manager living within reach of the job. Read from the table, that was every profile's whole row (about 630
-- pages at 4,200 profiles, most of them the bio and search text the bound never reads) for the 1,500 within reach.
-- This index holds, for each town and area, exactly the columns the bound reads, so the look reads the places within
-- reach from the index alone (about 130 pages; PostgreSQL statement 6.6 -> 3.6 ms at 4,200 profiles).
CREATE INDEX "HouseManagerProfile_matching_idx" ON "HouseManagerProfile" (city, location)
  INCLUDE (id, "userId", "skillSet", "languageSet", salary, availability, experience, rating, "reviewCount");

ANALYZE "HouseManagerProfile";
