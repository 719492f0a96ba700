CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_subject" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_confirmation_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_registration_idx" ON "mail_outbox" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_end_user_email_idx" ON "registrations" USING btree (lower("end_user_email"));--> statement-breakpoint
CREATE INDEX "registrations_company_idx" ON "registrations" USING btree (lower("installer_company_name"));--> statement-breakpoint
CREATE INDEX "registrations_postal_code_idx" ON "registrations" USING btree ("postal_code");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_confirmation_status_check" CHECK ("registrations"."confirmation_status" in ('pending', 'confirmed', 'not_required', 'superseded', 'cancelled'));--> statement-breakpoint
-- The audit log is append-only for every client of the database, not only for our routes.
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_change" BEFORE UPDATE OR DELETE ON "staff_actions"
  FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();
