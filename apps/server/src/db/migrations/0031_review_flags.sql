CREATE TABLE "registration_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_flags_state_check" CHECK ("registration_flags"."state" in ('open', 'accepted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "registration_networks" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"network_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "manufactured_on" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "shipped_on" date;--> statement-breakpoint
ALTER TABLE "registration_flags" ADD CONSTRAINT "registration_flags_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_networks" ADD CONSTRAINT "registration_networks_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_flags_once_idx" ON "registration_flags" USING btree ("registration_id","rule");--> statement-breakpoint
CREATE INDEX "registration_flags_open_idx" ON "registration_flags" USING btree ("created_at","id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "registration_networks_hash_idx" ON "registration_networks" USING btree ("network_hash","created_at");--> statement-breakpoint
CREATE INDEX "registration_networks_created_idx" ON "registration_networks" USING btree ("created_at");