CREATE TABLE "points_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"registration_id" uuid,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind_check" CHECK ("points_entries"."kind" in ('credit', 'reversal', 'adjustment')),
	CONSTRAINT "points_entries_state_check" CHECK ("points_entries"."state" in ('held', 'available')),
	CONSTRAINT "points_entries_sign_check" CHECK (case "points_entries"."kind" when 'credit' then "points_entries"."points" > 0 when 'reversal' then "points_entries"."points" < 0 else "points_entries"."points" <> 0 end),
	CONSTRAINT "points_entries_source_check" CHECK (("points_entries"."kind" = 'adjustment') = ("points_entries"."registration_id" is null) and ("points_entries"."kind" <> 'adjustment' or ("points_entries"."reason" is not null and "points_entries"."state" = 'available')))
);
--> statement-breakpoint
ALTER TABLE "incentives" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once_idx" ON "points_entries" USING btree ("registration_id","kind","state") WHERE registration_id is not null;--> statement-breakpoint
CREATE INDEX "points_entries_company_idx" ON "points_entries" USING btree ("company_id","created_at","id");--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_points_check" CHECK ("incentives"."points" is null or ("incentives"."points" >= 0 and "incentives"."recipient_type" = 2));