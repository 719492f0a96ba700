ALTER TABLE "registrations" DROP CONSTRAINT "registrations_confirmation_status_check";--> statement-breakpoint
DROP INDEX "registrations_serial_registrant_idx";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_serial_holder_idx" ON "registrations" USING btree ("serial_number","registrant_type") WHERE confirmation_status in ('confirmed', 'not_required');--> statement-breakpoint
CREATE INDEX "registrations_serial_idx" ON "registrations" USING btree ("serial_number","registrant_type");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_confirmation_status_check" CHECK ("registrations"."confirmation_status" in ('pending', 'confirmed', 'not_required', 'superseded'));--> statement-breakpoint
-- Links mailed before pending registrations lapsed get the default lifetime from their mailing.
UPDATE "registrations" SET "expires_at" = "created_at" + interval '72 hours' WHERE "confirmation_status" = 'pending';
