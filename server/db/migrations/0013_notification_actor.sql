ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
-- Notifications from before this release learn whom they name where the row itself says it (a
-- link, a dedupe key, the reply or post it leads to), so that erasing that member erases them too.
UPDATE "notifications" n SET "actor_id" = u."id" FROM "user" u
  WHERE n."actor_id" IS NULL AND n."template" = 'connectionRequest'
    AND u."id" = split_part(n."dedupe_key", ':', 2);--> statement-breakpoint
UPDATE "notifications" n SET "actor_id" = u."id" FROM "user" u
  WHERE n."actor_id" IS NULL AND n."template" IN ('newMessage', 'connectionAccepted', 'mentorAccepted')
    AND u."id" = substring(n."action_url" from '^/messages/([^/?#]+)$');--> statement-breakpoint
UPDATE "notifications" n SET "actor_id" = r."mentee_id" FROM "mentor_requests" r
  WHERE n."actor_id" IS NULL AND n."template" = 'mentorRequest'
    AND r."id"::text = substring(n."dedupe_key" from '^mentor-request:(.+)$');--> statement-breakpoint
UPDATE "notifications" n SET "actor_id" = u."id" FROM "mentor_requests" r, "user" u
  WHERE n."actor_id" IS NULL AND n."template" IN ('mentorDeclined', 'mentorshipEnded')
    AND u."name" = n."params" ->> 'name'
    AND ((r."mentee_id" = n."user_id" AND u."id" = r."mentor_id")
      OR (n."template" = 'mentorshipEnded' AND r."mentor_id" = n."user_id" AND u."id" = r."mentee_id"));--> statement-breakpoint
UPDATE "notifications" n SET "actor_id" = r."user_id" FROM "forum_replies" r
  WHERE n."actor_id" IS NULL AND n."template" IN ('reply', 'mention') AND n."params" ->> 'anonymous' IS NULL
    AND r."id"::text = substring(n."action_url" from '#reply-([0-9a-f-]{36})$');--> statement-breakpoint
UPDATE "notifications" n SET "actor_id" = p."user_id" FROM "forum_posts" p
  WHERE n."actor_id" IS NULL AND n."template" = 'mention' AND n."params" ->> 'anonymous' IS NULL
    AND p."id"::text = substring(n."action_url" from '^/forum/([0-9a-f-]{36})$');--> statement-breakpoint
-- What still names someone no longer here goes before the e-mail batch can send it: a reply or
-- mention whose words an erasure kept as Anonymous, and a notice naming nobody who is a member now.
DELETE FROM "notifications"
  WHERE "params" ->> 'anonymous' IS NULL
    AND "template" IN ('connectionRequest', 'connectionAccepted', 'newMessage', 'reply', 'mention',
      'mentorRequest', 'mentorAccepted', 'mentorDeclined', 'mentorshipEnded')
    AND ("actor_id" = 'erased-member'
      OR ("actor_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u."name" = "notifications"."params" ->> 'name')));
