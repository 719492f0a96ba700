CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"formatted_address" text NOT NULL,
	"address_components" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"search_text" text NOT NULL,
	"postal_code" text,
	"country" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "places_formatted_address_idx" ON "places" USING btree ("formatted_address");--> statement-breakpoint
CREATE INDEX "places_postal_code_idx" ON "places" USING btree ("country","postal_code");