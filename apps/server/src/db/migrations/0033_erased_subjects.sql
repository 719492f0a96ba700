CREATE TABLE "erased_subjects" (
	"subject" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
