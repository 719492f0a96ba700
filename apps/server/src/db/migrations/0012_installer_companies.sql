CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"registration_number" text,
	"phone" text,
	"address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"applicant_account_id" uuid,
	"directory_key" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "company_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_directory_key_idx" ON "companies" USING btree ("directory_key");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "companies_applicant_idx" ON "companies" USING btree ("applicant_account_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_company_id_idx" ON "registrations" USING btree ("company_id");--> statement-breakpoint
-- A company someone typed at sign-up proves nothing: each becomes an application for staff.
INSERT INTO "companies" ("name", "email", "status", "applicant_account_id", "applied_at")
SELECT "company_name", "company_email", 'pending', "id", "updated_at" FROM "accounts"
WHERE "company_name" IS NOT NULL;--> statement-breakpoint
UPDATE "accounts" SET "company_id" = "companies"."id" FROM "companies"
WHERE "companies"."applicant_account_id" = "accounts"."id";--> statement-breakpoint
UPDATE "registrations" SET "company_id" = "accounts"."company_id" FROM "accounts"
WHERE "registrations"."registrant_type" = 2 AND "registrations"."account_subject" = "accounts"."id"::text;--> statement-breakpoint
-- Installer registrations of an external directory's users: that directory vouched for them.
INSERT INTO "companies" ("name", "email", "status", "directory_key")
SELECT DISTINCT ON (lower(trim("installer_company_name")) || '|' || lower(trim(coalesce("installer_company_email", ''))))
  "installer_company_name", "installer_company_email", 'approved',
  lower(trim("installer_company_name")) || '|' || lower(trim(coalesce("installer_company_email", '')))
FROM "registrations"
WHERE "registrant_type" = 2 AND "company_id" IS NULL AND "installer_company_name" IS NOT NULL
ORDER BY 4, "created_at";--> statement-breakpoint
UPDATE "registrations" SET "company_id" = "companies"."id" FROM "companies"
WHERE "registrations"."registrant_type" = 2 AND "registrations"."company_id" IS NULL
  AND "companies"."directory_key" = lower(trim("registrations"."installer_company_name")) || '|' || lower(trim(coalesce("registrations"."installer_company_email", '')));
