CREATE TABLE "transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"requester_email" text NOT NULL,
	"requester_first_name" text NOT NULL,
	"requester_last_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "transfer_requests_status_check" CHECK ("transfer_requests"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "incentives" ADD COLUMN "registration_window_days" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" text;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_token_idx" ON "transfer_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "transfer_requests_registration_idx" ON "transfer_requests" USING btree ("registration_id",lower("requester_email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attachment_check" CHECK ("mail_outbox"."attachment" in ('certificate'));