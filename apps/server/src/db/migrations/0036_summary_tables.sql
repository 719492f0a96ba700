CREATE TABLE "registration_daily" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"product_model" text NOT NULL,
	"country" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "registration_daily_day_channel_product_model_country_pk" PRIMARY KEY("day","channel","product_model","country")
);
--> statement-breakpoint
CREATE TABLE "funnel_daily_totals" (
	"day" date NOT NULL,
	"stage" text NOT NULL,
	"channel" text NOT NULL,
	"step" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "funnel_daily_totals_day_stage_channel_step_pk" PRIMARY KEY("day","stage","channel","step")
);
--> statement-breakpoint
DROP INDEX "registrations_product_model_idx";--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("confirmation_status","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_product_installed_idx" ON "registrations" USING btree ("product_model","installation_date");--> statement-breakpoint
-- The summaries are kept in the writing transaction by statement triggers: one grouped upsert
-- per statement (a batch of 10,000 rows is a few hundred keys), keys in order so that two
-- writers never wait for each other in a circle. Inserts add, deletes take away, and updates
-- add the new rows and take away the old ones (nothing when the keys did not change).
CREATE FUNCTION registration_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A trigger's function sees only the transition tables of its own event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
    SELECT day, channel, product_model, country, sum(n) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, 1 FROM new_rows) changed(day, channel, product_model, country, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
    SELECT day, channel, product_model, country, sum(n) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, -1 FROM old_rows) changed(day, channel, product_model, country, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count;
  ELSE
    INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
    SELECT day, channel, product_model, country, sum(n) FROM (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, 1 FROM new_rows UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, -1 FROM old_rows) changed(day, channel, product_model, country, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION funnel_daily_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A trigger's function sees only the transition tables of its own event.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO funnel_daily_totals AS t (day, stage, channel, step, count)
    SELECT day, stage, channel, step, sum(n) FROM (SELECT day, stage, channel, step, count FROM new_rows) changed(day, stage, channel, step, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage, channel, step) DO UPDATE SET count = t.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO funnel_daily_totals AS t (day, stage, channel, step, count)
    SELECT day, stage, channel, step, sum(n) FROM (SELECT day, stage, channel, step, -count FROM old_rows) changed(day, stage, channel, step, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage, channel, step) DO UPDATE SET count = t.count + excluded.count;
  ELSE
    INSERT INTO funnel_daily_totals AS t (day, stage, channel, step, count)
    SELECT day, stage, channel, step, sum(n) FROM (SELECT day, stage, channel, step, count FROM new_rows UNION ALL SELECT day, stage, channel, step, -count FROM old_rows) changed(day, stage, channel, step, n)
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, stage, channel, step) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER registrations_summary_insert AFTER INSERT ON registrations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_daily_keep();
--> statement-breakpoint
CREATE TRIGGER registrations_summary_update AFTER UPDATE ON registrations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_daily_keep();
--> statement-breakpoint
CREATE TRIGGER registrations_summary_delete AFTER DELETE ON registrations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_daily_keep();
--> statement-breakpoint
CREATE TRIGGER funnel_daily_summary_insert AFTER INSERT ON funnel_daily REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_daily_totals_keep();
--> statement-breakpoint
CREATE TRIGGER funnel_daily_summary_update AFTER UPDATE ON funnel_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_daily_totals_keep();
--> statement-breakpoint
CREATE TRIGGER funnel_daily_summary_delete AFTER DELETE ON funnel_daily REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION funnel_daily_totals_keep();
--> statement-breakpoint
-- The rows stored so far, once (the triggers above hold writers until this commits).
INSERT INTO registration_daily (day, channel, product_model, country, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, count(*)
FROM registrations GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO funnel_daily_totals (day, stage, channel, step, count)
SELECT day, stage, channel, step, sum(count) FROM funnel_daily GROUP BY 1, 2, 3, 4;
