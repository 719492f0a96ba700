-- The name filter's trigram index (pg_trgm: a trusted extension, which the database's owner may
-- create; PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "points_balances" (
	"company_id" uuid NOT NULL,
	"state" text NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "points_balances_company_id_state_pk" PRIMARY KEY("company_id","state")
);
--> statement-breakpoint
CREATE TABLE "points_open_holds" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_open_holds" ADD CONSTRAINT "points_open_holds_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_open_holds" ADD CONSTRAINT "points_open_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_open_holds_company_idx" ON "points_open_holds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "registrations_owner_name_idx" ON "registrations" USING gin ((coalesce("end_user_first_name", '') || ' ' || coalesce("end_user_last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_actions_action_at_idx" ON "staff_actions" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "staff_actions_actor_email_at_idx" ON "staff_actions" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "staff_actions_actor_subject_at_idx" ON "staff_actions" USING btree ("actor_subject","at");--> statement-breakpoint
-- The points' summaries are kept in the writing transaction by a statement trigger, as the
-- registrations' (0036): one grouped upsert per statement, keys in order so that two writers
-- never wait for each other in a circle. The ledger only ever inserts (0028), so inserts are
-- all there is to follow.
CREATE FUNCTION points_summaries_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_balances AS t (company_id, state, points)
  SELECT company_id, state, sum(points) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (company_id, state) DO UPDATE SET points = t.points + excluded.points;
  INSERT INTO points_open_holds AS t (registration_id, company_id, points)
  SELECT registration_id, company_id, sum(points) FROM new_rows
  WHERE state = 'held' AND registration_id IS NOT NULL
  GROUP BY 1, 2 HAVING sum(points) <> 0 ORDER BY 1
  ON CONFLICT (registration_id) DO UPDATE SET points = t.points + excluded.points;
  -- Released or reversed: nothing held any more.
  DELETE FROM points_open_holds h
  WHERE h.points = 0 AND h.registration_id IN (SELECT registration_id FROM new_rows WHERE state = 'held');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER points_entries_summaries AFTER INSERT ON points_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_summaries_keep();
--> statement-breakpoint
-- What the ledger holds already; the trigger's lock on the ledger keeps writers out until this
-- migration commits.
INSERT INTO points_balances (company_id, state, points)
SELECT company_id, state, sum(points) FROM points_entries GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO points_open_holds (registration_id, company_id, points)
SELECT registration_id, company_id, sum(points) FROM points_entries
WHERE state = 'held' AND registration_id IS NOT NULL
GROUP BY 1, 2 HAVING sum(points) <> 0;
