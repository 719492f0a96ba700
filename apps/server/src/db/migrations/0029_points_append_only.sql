-- The points ledger is append-only for every client of the database: a balance is the sum of
-- its entries only while no entry changes or goes.
CREATE FUNCTION "points_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_entries is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "points_entries_no_change" BEFORE UPDATE OR DELETE ON "points_entries"
  FOR EACH ROW EXECUTE FUNCTION "points_entries_append_only"();--> statement-breakpoint
-- Row triggers do not see TRUNCATE.
CREATE TRIGGER "points_entries_no_truncate" BEFORE TRUNCATE ON "points_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "points_entries_append_only"();
