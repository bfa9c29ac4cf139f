-- Content in both languages (issue 42, decision 0076): nullable Hindi columns beside the English ones,
-- and each search vector rebuilt to hold both (dropping a generated column drops its index: made again).
ALTER TABLE "daily_questions" ADD COLUMN "question_hi" text;--> statement-breakpoint
ALTER TABLE "daily_questions" ADD COLUMN "options_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "awareness_stats" ADD COLUMN "stat_value_hi" text;--> statement-breakpoint
ALTER TABLE "awareness_stats" ADD COLUMN "stat_description_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "alt_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "support_resources" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "support_resources" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "support_resources" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_type_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_hi" text;--> statement-breakpoint
ALTER TABLE "support_groups" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "support_groups" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "excerpt_hi" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "healthcare_professionals" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "healthcare_professionals" ADD COLUMN "specialty_hi" text;--> statement-breakpoint
ALTER TABLE "healthcare_professionals" ADD COLUMN "organisation_hi" text;--> statement-breakpoint
ALTER TABLE "healthcare_professionals" ADD COLUMN "city_hi" text;--> statement-breakpoint
ALTER TABLE "ngos" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "ngos" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "ngos" ADD COLUMN "focus_area_hi" text;--> statement-breakpoint
ALTER TABLE "ngos" ADD COLUMN "services_offered_hi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_links" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "resource_links" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "support_resources" drop column "search";--> statement-breakpoint
ALTER TABLE "support_resources" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary_hi, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(body_hi, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_resources_search_idx" ON "support_resources" USING gin ("search");--> statement-breakpoint
ALTER TABLE "events" drop column "search";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(event_type, '') || ' ' || coalesce(event_type_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
ALTER TABLE "support_groups" drop column "search";--> statement-breakpoint
ALTER TABLE "support_groups" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name || ' ' || coalesce(name_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_groups_search_idx" ON "support_groups" USING gin ("search");--> statement-breakpoint
ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(excerpt, '') || ' ' || coalesce(excerpt_hi, '')), 'B') || setweight(to_tsvector('simple'::regconfig, content || ' ' || coalesce(content_hi, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
ALTER TABLE "ngos" drop column "search";--> statement-breakpoint
ALTER TABLE "ngos" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name || ' ' || coalesce(name_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(region, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ngos_search_idx" ON "ngos" USING gin ("search");--> statement-breakpoint
ALTER TABLE "resource_links" drop column "search";--> statement-breakpoint
ALTER TABLE "resource_links" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_links_search_idx" ON "resource_links" USING gin ("search");