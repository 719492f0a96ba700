CREATE TABLE "bulk_mappings" (
	"account_subject" text NOT NULL,
	"headers_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_mappings_account_subject_headers_key_pk" PRIMARY KEY("account_subject","headers_key")
);
--> statement-breakpoint
CREATE INDEX "bulk_mappings_account_updated_idx" ON "bulk_mappings" USING btree ("account_subject","updated_at");