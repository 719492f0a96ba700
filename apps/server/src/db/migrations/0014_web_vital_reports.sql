CREATE TABLE "web_vital_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page" text NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision
);
--> statement-breakpoint
CREATE INDEX "web_vital_reports_recorded_at_idx" ON "web_vital_reports" USING btree ("recorded_at");