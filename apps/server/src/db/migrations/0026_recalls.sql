CREATE TABLE "recall_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"selection" jsonb NOT NULL,
	"notices" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_contacts" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recall_campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "safety_contacts" ADD CONSTRAINT "safety_contacts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_recall_campaign_idx" ON "mail_outbox" USING btree ("recall_campaign_id");--> statement-breakpoint
CREATE INDEX "registrations_product_model_idx" ON "registrations" USING btree ("product_model");