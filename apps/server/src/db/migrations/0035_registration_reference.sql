-- A registration's short reference (issue 47): 8 characters a person reads out on the phone,
-- from an alphabet without look-alikes (packages/contracts' REFERENCE_ALPHABET). Drawn at
-- random, drawn again while another registration holds it; the unique index is the last word.
CREATE FUNCTION registration_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  candidate text;
BEGIN
  LOOP
    candidate := '';
    FOR i IN 1..8 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM registrations WHERE reference = candidate);
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "registrations" SET "reference" = registration_reference();--> statement-breakpoint
-- One statement does not see its own draws: give the rare twins of that update new ones.
DO $$
BEGIN
  LOOP
    UPDATE "registrations" SET "reference" = registration_reference()
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "reference" ORDER BY "created_at", "id") AS n
        FROM "registrations"
      ) AS numbered
      WHERE n > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "reference" SET DEFAULT registration_reference();--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_reference_idx" ON "registrations" USING btree ("reference");
