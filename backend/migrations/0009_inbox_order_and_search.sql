-- Trigram indexes for the staff's searches by a fragment (pg_trgm: trusted since PostgreSQL 13, so the
-- database's owner may create it; PGlite loads it in backend/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_list_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (("name" || ' ' || "email" || ' ' || "phone" || ' ' || "instagram" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("name" || ' ' || "email" || ' ' || "phone" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talents_name_trgm_idx" ON "talents" USING gin ("name_key" gin_trgm_ops);
