CREATE TABLE "watched_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern" text NOT NULL,
	"action" text NOT NULL,
	"new_members_only" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_action_ck" CHECK ("watched_words"."action" in ('block', 'hold', 'flag'))
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_crisis_ck";--> statement-breakpoint
ALTER TABLE "forum_posts" DROP CONSTRAINT "forum_posts_held_for_ck";--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "watched_words" ADD CONSTRAINT "watched_words_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watched_words_pattern_idx" ON "watched_words" USING btree ("pattern");--> statement-breakpoint
CREATE INDEX "forum_replies_held_idx" ON "forum_replies" USING btree ("created_at") WHERE "forum_replies"."held_for" is not null;--> statement-breakpoint
CREATE INDEX "stories_held_idx" ON "stories" USING btree ("created_at") WHERE "stories"."held_for" is not null;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_crisis_ck" CHECK (("content_reports"."reporter_id" is null) = ("content_reports"."crisis_kind" is not null) and "content_reports"."crisis_kind" in ('self_harm', 'medical_emergency', 'watched_word', 'abuse_checks') is not false and (case when "content_reports"."crisis_kind" is null or "content_reports"."crisis_kind" in ('watched_word', 'abuse_checks') then "content_reports"."queue_rank" in (1, 2) else "content_reports"."queue_rank" = 0 end));--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_held_for_ck" CHECK ("forum_posts"."held_for" in ('first_posts', 'links', 'abuse', 'watched_word', 'flags') is not false);--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_held_for_ck" CHECK ("forum_replies"."held_for" in ('first_posts', 'links', 'abuse', 'watched_word') is not false);--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_held_for_ck" CHECK ("stories"."held_for" in ('first_posts', 'links', 'abuse', 'watched_word') is not false);--> statement-breakpoint
INSERT INTO "watched_words" ("pattern", "action", "new_members_only", "note") VALUES
('100% cure', 'flag', false, 'Cure claim'),
('100 percent cure', 'flag', false, 'Cure claim'),
('guaranteed cure', 'flag', false, 'Cure claim'),
('cure guaranteed', 'flag', false, 'Cure claim'),
('no need for chemo', 'flag', false, 'Cure claim'),
('no need of chemo', 'flag', false, 'Cure claim'),
('no need for chemotherapy', 'flag', false, 'Cure claim'),
('no need for surgery', 'flag', false, 'Cure claim'),
('cancer cured in * days', 'flag', false, 'Cure claim'),
('cures cancer in * days', 'flag', false, 'Cure claim'),
('cures all cancers', 'flag', false, 'Cure claim'),
('100% इलाज', 'flag', false, 'Cure claim'),
('पक्का इलाज', 'flag', false, 'Cure claim'),
('कीमो की ज़रूरत नहीं', 'flag', false, 'Cure claim'),
('ऑपरेशन की ज़रूरत नहीं', 'flag', false, 'Cure claim'),
('* दिन में कैंसर ठीक', 'flag', false, 'Cure claim'),
('कैंसर * दिन में ठीक', 'flag', false, 'Cure claim'),
('100% ilaj', 'flag', false, 'Cure claim'),
('pakka ilaj', 'flag', false, 'Cure claim'),
('chemo ki jar*t nahi', 'flag', false, 'Cure claim'),
('operation ki jar*t nahi', 'flag', false, 'Cure claim'),
('* din me cancer th*k', 'flag', false, 'Cure claim'),
('cancer * din me th*k', 'flag', false, 'Cure claim'),
('send me money', 'flag', false, 'Money request'),
('send money to my', 'flag', false, 'Money request'),
('पैसे भेज*', 'flag', false, 'Money request'),
('paise bhej*', 'flag', false, 'Money request'),
('paisa bhej*', 'flag', false, 'Money request'),
('{upi}', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('{account}', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('ketto.org', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('milaap.org', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('impactguru.com', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('gofundme.com', 'hold', true, 'Payment handle or crowdfunding link from a New member'),
('{phone}', 'flag', true, 'Phone number from a New member'),
('send your number', 'flag', false, 'Asks for contact details'),
('share your number', 'flag', false, 'Asks for contact details'),
('whatsapp me', 'flag', false, 'Asks for contact details'),
('अपना नंबर भेज*', 'flag', false, 'Asks for contact details'),
('apna number bhej*', 'flag', false, 'Asks for contact details');
