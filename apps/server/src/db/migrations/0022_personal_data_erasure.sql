ALTER TABLE "registrations" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "personal_data_erasure_reason" text;