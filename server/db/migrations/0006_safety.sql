CREATE TABLE "safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "crisis_kind" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "queue_rank" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_crisis_uq" ON "content_reports" USING btree ("target_type","target_id") WHERE "content_reports"."reporter_id" is null;--> statement-breakpoint
CREATE INDEX "content_reports_open_queue_idx" ON "content_reports" USING btree ("queue_rank","created_at","id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_crisis_ck" CHECK (("content_reports"."reporter_id" is null) = ("content_reports"."crisis_kind" is not null) and "content_reports"."crisis_kind" in ('self_harm', 'medical_emergency') is not false and "content_reports"."queue_rank" = (case when "content_reports"."crisis_kind" is null then 1 else 0 end));--> statement-breakpoint
-- KIRAN (1800-599-0019) could not be confirmed on an official source (server/platform/helplines.ts):
-- sites seeded before this stop showing it to Forti and in the resources library.
DELETE FROM "support_resources" WHERE "slug" = 'kiran';
--> statement-breakpoint
DELETE FROM "resource_links" WHERE "phone" = '1800-599-0019';
