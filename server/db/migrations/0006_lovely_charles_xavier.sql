CREATE TABLE "safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- KIRAN (1800-599-0019) could not be confirmed on an official source (server/platform/helplines.ts):
-- sites seeded before this stop showing it to Forti and in the resources library.
DELETE FROM "support_resources" WHERE "slug" = 'kiran';
--> statement-breakpoint
DELETE FROM "resource_links" WHERE "phone" = '1800-599-0019';
