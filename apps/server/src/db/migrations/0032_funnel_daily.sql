CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"stage" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"product_model" text NOT NULL,
	"step" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "funnel_daily_day_stage_channel_locale_product_model_step_pk" PRIMARY KEY("day","stage","channel","locale","product_model","step"),
	CONSTRAINT "funnel_daily_count_check" CHECK ("funnel_daily"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "registrations_pending_expiry_idx" ON "registrations" USING btree ("expires_at") WHERE "registrations"."confirmation_status" = 'pending';