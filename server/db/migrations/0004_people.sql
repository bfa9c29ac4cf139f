CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_status_ck" CHECK ("connections"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "connections_not_self_ck" CHECK ("connections"."requester_id" <> "connections"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"user_id" text NOT NULL,
	"other_id" text NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_members_user_id_other_id_pk" PRIMARY KEY("user_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"discoverable" text DEFAULT 'everyone' NOT NULL,
	"requests_from" text DEFAULT 'everyone' NOT NULL,
	"show_online" boolean DEFAULT true NOT NULL,
	"notify_connections" boolean DEFAULT true NOT NULL,
	"notify_messages" boolean DEFAULT true NOT NULL,
	"notify_event_reminders" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"suspended_until" timestamp with time zone,
	"suspension_reason" text,
	CONSTRAINT "member_settings_discoverable_ck" CHECK ("member_settings"."discoverable" in ('everyone', 'shared', 'nobody')),
	CONSTRAINT "member_settings_requests_from_ck" CHECK ("member_settings"."requests_from" in ('everyone', 'shared', 'nobody'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"action_url" text,
	"template" text,
	"params" jsonb,
	"is_read" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"pair_key" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_type_ck";--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_other_id_user_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_active_pair_uq" ON "connections" USING btree (least("requester_id", "receiver_id"),greatest("requester_id", "receiver_id")) WHERE "connections"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "connections_receiver_status_idx" ON "connections" USING btree ("receiver_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "connections_requester_status_idx" ON "connections" USING btree ("requester_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("user_id","last_message_at","other_id");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_uq" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "private_messages_pair_created_idx" ON "private_messages" USING btree ("pair_key","created_at","id");--> statement-breakpoint
CREATE INDEX "private_messages_unread_idx" ON "private_messages" USING btree ("receiver_id","sender_id") WHERE not "private_messages"."read";--> statement-breakpoint
CREATE INDEX "private_messages_receiver_created_idx" ON "private_messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_type_ck" CHECK ("content_reports"."target_type" in ('forum_post', 'forum_reply', 'story', 'private_message', 'profile'));