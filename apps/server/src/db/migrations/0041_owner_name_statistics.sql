-- The planner's view of the names (issue 51): with the default 100 sampled values, it took a
-- common name ("Müller", 440,000 of 20 million) for a rare one and fetched all of them
-- through the trigram index to sort them (2.8 s), where walking the newest registrations
-- finds a page of them at once. A thousand values tell the two apart.
ALTER INDEX "registrations_owner_name_idx" ALTER COLUMN 1 SET STATISTICS 1000;
