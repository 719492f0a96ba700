CREATE TABLE "account_consents" (
	"account_subject" text NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"language" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_consents_account_subject_kind_text_version_pk" PRIMARY KEY("account_subject","kind","text_version"),
	CONSTRAINT "account_consents_kind_check" CHECK ("account_consents"."kind" in ('privacy_policy', 'terms_of_use'))
);
