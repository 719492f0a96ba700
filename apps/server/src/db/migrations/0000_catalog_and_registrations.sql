CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text,
	"caller_name" text NOT NULL,
	"confirmation_email" text NOT NULL,
	"country_code" text NOT NULL,
	"row_count" integer NOT NULL,
	"account_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"product_model" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"key" text PRIMARY KEY NOT NULL,
	"recipient_type" smallint NOT NULL,
	"product_model" text,
	"country" text,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "incentives_recipient_type_check" CHECK ("incentives"."recipient_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"model" text PRIMARY KEY NOT NULL,
	"device_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"color" jsonb,
	"image_url" text,
	"product_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"registrant_type" smallint NOT NULL,
	"product_model" text NOT NULL,
	"installation_date" timestamp with time zone NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"locality" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"additional_address_line1" text,
	"state_or_province" text,
	"address_source" text NOT NULL,
	"end_user_email" text,
	"end_user_first_name" text,
	"end_user_last_name" text,
	"installer_company_name" text,
	"installer_company_email" text,
	"account_subject" text,
	"locale" text NOT NULL,
	"channel" text NOT NULL,
	"batch_id" uuid,
	"confirmation_status" text NOT NULL,
	"confirmation_token" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_registrant_type_check" CHECK ("registrations"."registrant_type" in (1, 2)),
	CONSTRAINT "registrations_channel_check" CHECK ("registrations"."channel" in ('web', 'bulk')),
	CONSTRAINT "registrations_confirmation_status_check" CHECK ("registrations"."confirmation_status" in ('pending', 'confirmed', 'not_required'))
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_model_products_model_fk" FOREIGN KEY ("product_model") REFERENCES "public"."products"("model") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_product_model_products_model_fk" FOREIGN KEY ("product_model") REFERENCES "public"."products"("model") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_serial_number_devices_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."devices"("serial_number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_idempotency_key_idx" ON "batches" USING btree ("account_subject","idempotency_key");--> statement-breakpoint
CREATE INDEX "devices_product_model_idx" ON "devices" USING btree ("product_model");--> statement-breakpoint
CREATE INDEX "incentives_product_model_idx" ON "incentives" USING btree ("product_model");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_serial_registrant_idx" ON "registrations" USING btree ("serial_number","registrant_type");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_confirmation_token_idx" ON "registrations" USING btree ("confirmation_token");--> statement-breakpoint
CREATE INDEX "registrations_batch_idx" ON "registrations" USING btree ("batch_id");