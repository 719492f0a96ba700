DROP INDEX "registrations_company_idx";--> statement-breakpoint
CREATE INDEX "registrations_company_email_idx" ON "registrations" USING btree (lower("installer_company_email"));--> statement-breakpoint
CREATE INDEX "registrations_company_idx" ON "registrations" USING btree (lower("installer_company_name") text_pattern_ops);