DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_kind_idx" ON "notifications" USING btree ("user_id","kind","updated_at","id");--> statement-breakpoint
ALTER TABLE "member_settings" DROP COLUMN "notify_connections";--> statement-breakpoint
ALTER TABLE "member_settings" DROP COLUMN "notify_messages";--> statement-breakpoint
ALTER TABLE "member_settings" DROP COLUMN "notify_event_reminders";--> statement-breakpoint
-- Rows from before 0008 took the migration's time as updated_at; a row that never grew was last changed when made.
UPDATE "notifications" SET "updated_at" = "created_at" WHERE "group_count" = 1 AND "updated_at" <> "created_at";
