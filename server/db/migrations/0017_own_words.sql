ALTER TABLE "content_reports" ADD COLUMN "content_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "content_deleted_by" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "deleted_content" jsonb;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "deleted_author_id" text;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_deleted_author_id_user_id_fk" FOREIGN KEY ("deleted_author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_deleted_author_idx" ON "content_reports" USING btree ("deleted_author_id") WHERE "content_reports"."deleted_author_id" is not null;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_deleted_by_ck" CHECK ("content_reports"."content_deleted_by" in ('author', 'moderator') is not false);