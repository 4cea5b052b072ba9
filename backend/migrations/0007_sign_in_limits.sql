CREATE TABLE "staff_sign_in_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "staff_sign_in_failures" CASCADE;