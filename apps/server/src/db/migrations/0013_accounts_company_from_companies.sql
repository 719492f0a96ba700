ALTER TABLE "accounts" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "company_email";