ALTER TABLE "posts" ADD COLUMN "translation_key" varchar(100);--> statement-breakpoint
CREATE INDEX "posts_translation_idx" ON "posts" USING btree ("type","translation_key");