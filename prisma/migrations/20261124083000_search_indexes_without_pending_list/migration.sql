-- Search at scale (issue 14): the search's GIN indexes write every change straight into the index instead of a pending
-- list. With the default (fastupdate on) rows written since the last vacuum sit in an unsorted pending list that every
-- search reads through, and the planner, costing that, fell back to a sequential scan computing the trigram similarity
-- of every profile: 155 ms for one search of 4,200 profiles after a bulk load, against 7.5 ms through the indexes
-- (bench/results.md, "Matching at scale"). Profiles change rarely and are searched often, so writes pay instead.
-- ALTER INDEX ... SET works the same on PGlite. The seed vacuums after a bulk load (prisma/seed/run.ts), which also
-- empties a pending list left from before this migration.
ALTER INDEX "HouseManagerProfile_searchText_trgm_idx" SET (fastupdate = off);
ALTER INDEX "HouseManagerProfile_searchText_fts_idx" SET (fastupdate = off);
ALTER INDEX "EmployerProfile_searchText_trgm_idx" SET (fastupdate = off);
ALTER INDEX "EmployerProfile_searchText_fts_idx" SET (fastupdate = off);
