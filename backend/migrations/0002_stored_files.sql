CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
