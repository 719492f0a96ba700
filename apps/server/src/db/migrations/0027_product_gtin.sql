ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_unique" UNIQUE("gtin");