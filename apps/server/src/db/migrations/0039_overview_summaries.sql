CREATE TABLE "registration_daily_channels" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "registration_daily_channels_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
CREATE TABLE "registration_daily_countries" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "registration_daily_countries_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
CREATE TABLE "registration_daily_products" (
	"day" date NOT NULL,
	"product_model" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "registration_daily_products_day_product_model_pk" PRIMARY KEY("day","product_model")
);--> statement-breakpoint
-- One summary per overview figure (day and channel, day and product, day and country): a few
-- hundred rows for 90 days, where registration_daily, keyed by all four, had 130,000 at 20
-- million registrations (0.58 s). The same trigger keeps all of them in the writing
-- transaction, one statement per change (its summaries as data-modifying CTEs); the release
-- after this one stops keeping registration_daily, which the release before reads.
-- Writers wait for this migration (seconds at 20 million): one committing in between would
-- still run the old function, and its rows would miss the new summaries.
LOCK TABLE registrations IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registration_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A trigger's function sees only the transition tables of its own event.
  IF TG_OP = 'INSERT' THEN
    WITH changed(day, channel, product_model, country, n) AS (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, 1 FROM new_rows),
    daily AS (
      INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
      SELECT day, channel, product_model, country, sum(n) FROM changed
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    channels AS (
      INSERT INTO registration_daily_channels AS t (day, channel, count)
      SELECT day, channel, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, channel) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    products AS (
      INSERT INTO registration_daily_products AS t (day, product_model, count)
      SELECT day, product_model, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, product_model) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1)
    INSERT INTO registration_daily_countries AS t (day, country, count)
    SELECT day, country, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, country) DO UPDATE SET count = t.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed(day, channel, product_model, country, n) AS (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, -1 FROM old_rows),
    daily AS (
      INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
      SELECT day, channel, product_model, country, sum(n) FROM changed
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    channels AS (
      INSERT INTO registration_daily_channels AS t (day, channel, count)
      SELECT day, channel, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, channel) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    products AS (
      INSERT INTO registration_daily_products AS t (day, product_model, count)
      SELECT day, product_model, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, product_model) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1)
    INSERT INTO registration_daily_countries AS t (day, country, count)
    SELECT day, country, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, country) DO UPDATE SET count = t.count + excluded.count;
  ELSE
    WITH changed(day, channel, product_model, country, n) AS (SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, 1 FROM new_rows UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, channel, product_model, country, -1 FROM old_rows),
    daily AS (
      INSERT INTO registration_daily AS t (day, channel, product_model, country, count)
      SELECT day, channel, product_model, country, sum(n) FROM changed
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, channel, product_model, country) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    channels AS (
      INSERT INTO registration_daily_channels AS t (day, channel, count)
      SELECT day, channel, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, channel) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1),
    products AS (
      INSERT INTO registration_daily_products AS t (day, product_model, count)
      SELECT day, product_model, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, product_model) DO UPDATE SET count = t.count + excluded.count
      RETURNING 1)
    INSERT INTO registration_daily_countries AS t (day, country, count)
    SELECT day, country, sum(n) FROM changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, country) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What the registrations hold already, from the summary of all four.
INSERT INTO registration_daily_channels (day, channel, count)
SELECT day, channel, sum(count) FROM registration_daily GROUP BY 1, 2 HAVING sum(count) <> 0;
--> statement-breakpoint
INSERT INTO registration_daily_products (day, product_model, count)
SELECT day, product_model, sum(count) FROM registration_daily GROUP BY 1, 2 HAVING sum(count) <> 0;
--> statement-breakpoint
INSERT INTO registration_daily_countries (day, country, count)
SELECT day, country, sum(count) FROM registration_daily GROUP BY 1, 2 HAVING sum(count) <> 0;
