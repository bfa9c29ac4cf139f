CREATE TABLE "member_trust" (
	"user_id" text PRIMARY KEY NOT NULL,
	"earned" text DEFAULT 'new' NOT NULL,
	"locked_level" text,
	"locked_by" text,
	"activity" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_trust_earned_ck" CHECK ("member_trust"."earned" in ('new', 'member', 'regular')),
	CONSTRAINT "member_trust_locked_ck" CHECK ("member_trust"."locked_level" in ('new', 'member', 'regular') is not false)
);
--> statement-breakpoint
CREATE TABLE "trust_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_crisis_ck";--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "queue_rank" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "member_trust" ADD CONSTRAINT "member_trust_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trust" ADD CONSTRAINT "member_trust_locked_by_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_settings" ADD CONSTRAINT "trust_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_held_idx" ON "forum_posts" USING btree ("created_at") WHERE "forum_posts"."held_for" is not null;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_crisis_ck" CHECK (("content_reports"."reporter_id" is null) = ("content_reports"."crisis_kind" is not null) and "content_reports"."crisis_kind" in ('self_harm', 'medical_emergency') is not false and (case when "content_reports"."crisis_kind" is null then "content_reports"."queue_rank" in (1, 2) else "content_reports"."queue_rank" = 0 end));--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_held_for_ck" CHECK ("forum_posts"."held_for" in ('first_posts', 'links', 'abuse', 'flags') is not false);--> statement-breakpoint
UPDATE "content_reports" SET "queue_rank" = 2 WHERE "crisis_kind" IS NULL;
