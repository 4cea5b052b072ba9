CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" varchar(10) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"field" varchar(20) NOT NULL,
	"path" text NOT NULL,
	"mime" varchar(40) NOT NULL,
	"bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"gender" varchar(10) NOT NULL,
	"birthdate" date NOT NULL,
	"height" text NOT NULL,
	"nationality_id" integer NOT NULL,
	"nationality" text NOT NULL,
	"country_id" integer NOT NULL,
	"country" text NOT NULL,
	"city_id" integer NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"instagram" text NOT NULL,
	"skills" jsonb NOT NULL,
	"video" text,
	"accept" boolean NOT NULL,
	"idempotency_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"idempotency_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"es" text NOT NULL,
	"en" text NOT NULL,
	"pt" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"gallery" varchar(10) NOT NULL,
	"path" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"cover_path" text,
	"thumbnail_path" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"es" text NOT NULL,
	"en" text NOT NULL,
	"pt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"mobile_path" text,
	"desktop_path" text,
	"video_path" text,
	"poster_path" text,
	"video_id" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"network" varchar(20) PRIMARY KEY NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_skills" (
	"talent_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "talent_skills_talent_id_skill_id_pk" PRIMARY KEY("talent_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "talent_tags" (
	"talent_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "talent_tags_talent_id_tag_id_pk" PRIMARY KEY("talent_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"letter" varchar(1) NOT NULL,
	"category_id" integer NOT NULL,
	"cover_path" text,
	"cover2_path" text,
	"birthdate" date,
	"height" text,
	"jeans" text,
	"shirt" text,
	"shoes" text,
	"bust" text,
	"waist" text,
	"hips" text,
	"eyes" text,
	"hair" text,
	"about" text,
	"instagram" text,
	"tiktok" text
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"file" text NOT NULL,
	"preview_path" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_slides" ADD CONSTRAINT "post_slides_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_expiry_idx" ON "api_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "application_files_app_idx" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "media_items_talent_idx" ON "media_items" USING btree ("talent_id","gallery","position");--> statement-breakpoint
CREATE INDEX "post_slides_post_idx" ON "post_slides" USING btree ("post_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("type","language","slug");--> statement-breakpoint
CREATE INDEX "posts_list_idx" ON "posts" USING btree ("type","language","created_at");--> statement-breakpoint
CREATE INDEX "slides_type_idx" ON "slides" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "talents_category_name_idx" ON "talents" USING btree ("category_id","name_key","id");--> statement-breakpoint
CREATE INDEX "talents_category_letter_idx" ON "talents" USING btree ("category_id","letter","name_key","id");--> statement-breakpoint
CREATE INDEX "videos_talent_idx" ON "videos" USING btree ("talent_id","position");