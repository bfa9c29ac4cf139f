CREATE TABLE "support_group_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_type_ck";--> statement-breakpoint
ALTER TABLE "support_group_members" ADD COLUMN "show_in_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_groups" ADD COLUMN "meeting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_groups" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "support_group_messages" ADD CONSTRAINT "support_group_messages_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_group_messages" ADD CONSTRAINT "support_group_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_group_messages_group_idx" ON "support_group_messages" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_group_messages_user_idx" ON "support_group_messages" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_type_ck" CHECK ("content_reports"."target_type" in ('forum_post', 'forum_reply', 'story', 'private_message', 'profile', 'daily_answer', 'event', 'support_group', 'group_message'));