CREATE TABLE "forum_thread_watches" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"level" text DEFAULT 'watching' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_thread_watches_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "forum_thread_watches_level_ck" CHECK ("forum_thread_watches"."level" in ('watching', 'muted'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channels" jsonb,
	"digest" text DEFAULT 'weekly' NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"show_details" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"last_email_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_digest_ck" CHECK ("notification_settings"."digest" in ('weekly', 'off')),
	CONSTRAINT "notification_settings_quiet_ck" CHECK (("notification_settings"."quiet_start" is null) = ("notification_settings"."quiet_end" is null) and coalesce("notification_settings"."quiet_start", 0) between 0 and 1439 and coalesce("notification_settings"."quiet_end", 0) between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text,
	"session_id" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_thread_watches" ADD CONSTRAINT "forum_thread_watches_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_watches" ADD CONSTRAINT "forum_thread_watches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_thread_watches_user_idx" ON "forum_thread_watches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_group_uq" ON "notifications" USING btree ("user_id","group_key");--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("updated_at") WHERE "notifications"."email_status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_push_pending_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."push_status" = 'pending';--> statement-breakpoint
UPDATE "notifications" SET "kind" = CASE
  WHEN "type" IN ('connection_request', 'connection_accepted') THEN 'connections'
  WHEN "type" = 'new_message' THEN 'messages'
  WHEN "type" = 'event_reminder' THEN 'eventReminders'
  WHEN "template" IN ('suspended', 'suspensionLifted', 'warning', 'reportActioned', 'reportDismissed', 'possibleCrisis') THEN 'moderation'
  ELSE 'system' END;--> statement-breakpoint
INSERT INTO "notification_settings" ("user_id", "channels")
SELECT "user_id", jsonb_strip_nulls(jsonb_build_object(
  'connections', CASE WHEN NOT "notify_connections" THEN '{"inApp": false, "email": false, "push": false}'::jsonb END,
  'messages', CASE WHEN NOT "notify_messages" THEN '{"inApp": false, "email": false, "push": false}'::jsonb END,
  'eventReminders', CASE WHEN NOT "notify_event_reminders" THEN '{"inApp": false, "email": false, "push": false}'::jsonb END))
FROM "member_settings"
WHERE NOT ("notify_connections" AND "notify_messages" AND "notify_event_reminders");
