CREATE TABLE "item_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"reply_id" uuid,
	"story_id" uuid,
	"target" text NOT NULL,
	"source" text NOT NULL,
	"source_hash" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_translations_one_item_ck" CHECK (num_nonnulls("item_translations"."post_id", "item_translations"."reply_id", "item_translations"."story_id") = 1),
	CONSTRAINT "item_translations_target_ck" CHECK ("item_translations"."target" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_translations_post_uq" ON "item_translations" USING btree ("post_id","target");--> statement-breakpoint
CREATE UNIQUE INDEX "item_translations_reply_uq" ON "item_translations" USING btree ("reply_id","target");--> statement-breakpoint
CREATE UNIQUE INDEX "item_translations_story_uq" ON "item_translations" USING btree ("story_id","target");--> statement-breakpoint
-- Written by hand (decision 0077): the language of the posts, replies and stories already written, by
-- the rule of contracts/written-language.ts (Devanagari is 'hi'; Latin letters with Hindi's
-- everyday words as at least 3 in 10 of the words, and at least 2 of them, are 'hi-Latn').
CREATE FUNCTION fn_written_language(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length(regexp_replace(t, '[^ऀ-ॿ]', '', 'g')) > 0
      AND length(regexp_replace(t, '[^ऀ-ॿ]', '', 'g')) >= 0.5 * length(regexp_replace(t, '[^A-Za-z]', '', 'g')) THEN 'hi'
    WHEN (SELECT count(*) FROM regexp_matches(lower(t), '\m(?:hai|hain|hei|nahi|nahin|nhi|na|kya|kyu|kyun|kyon|kyunki|mujhe|mujhko|mera|meri|mere|maine|humne|hamara|hamari|hamare|aap|aapka|aapki|aapke|apka|apki|apke|apna|apni|apne|tum|tumhara|kaise|kaisa|kaisi|kaun|kab|kahan|kidhar|yahan|wahan|bahut|bohot|bahot|bhut|ke|ki|ka|ko|se|mein|mai|bhi|kuch|kuchh|koi|tha|thi|raha|rahi|rahe|rha|rhi|hota|hoti|hote|karna|karne|karte|karti|karo|gaya|gayi|gaye|hua|hui|hue|aur|lekin|magar|yeh|ye|woh|wo|unka|unki|unke|uska|uski|uske|sab|sabko|chahiye|sakte|sakta|sakti|ji|accha|achha|acha|theek|thik|jab|tab|isliye|lagta|lagti|laga|lagi|abhi|pata|hoga|hogi|ghar|pati|patni|beta|beti|maa|didi|bhai|behen|zindagi|himmat|umeed|dua|shukriya|dhanyavaad|dhanyawad|namaste|haan|dawai|dawa|ilaj|bimari|takleef|pareshan|pareshani|log|logon|sath|saath|liye|bata|batao|bataye)\M', 'g')) >= 2
      AND (SELECT count(*) FROM regexp_matches(lower(t), '\m(?:hai|hain|hei|nahi|nahin|nhi|na|kya|kyu|kyun|kyon|kyunki|mujhe|mujhko|mera|meri|mere|maine|humne|hamara|hamari|hamare|aap|aapka|aapki|aapke|apka|apki|apke|apna|apni|apne|tum|tumhara|kaise|kaisa|kaisi|kaun|kab|kahan|kidhar|yahan|wahan|bahut|bohot|bahot|bhut|ke|ki|ka|ko|se|mein|mai|bhi|kuch|kuchh|koi|tha|thi|raha|rahi|rahe|rha|rhi|hota|hoti|hote|karna|karne|karte|karti|karo|gaya|gayi|gaye|hua|hui|hue|aur|lekin|magar|yeh|ye|woh|wo|unka|unki|unke|uska|uski|uske|sab|sabko|chahiye|sakte|sakta|sakti|ji|accha|achha|acha|theek|thik|jab|tab|isliye|lagta|lagti|laga|lagi|abhi|pata|hoga|hogi|ghar|pati|patni|beta|beti|maa|didi|bhai|behen|zindagi|himmat|umeed|dua|shukriya|dhanyavaad|dhanyawad|namaste|haan|dawai|dawa|ilaj|bimari|takleef|pareshan|pareshani|log|logon|sath|saath|liye|bata|batao|bataye)\M', 'g'))
        >= 0.3 * (SELECT count(*) FROM regexp_matches(lower(t), '[a-z]+', 'g')) THEN 'hi-Latn'
    ELSE 'en'
  END
$$;--> statement-breakpoint
UPDATE "forum_posts" SET "language" = fn_written_language("title" || E'\n' || "content");--> statement-breakpoint
UPDATE "forum_replies" SET "language" = fn_written_language("content") WHERE "deleted_at" IS NULL;--> statement-breakpoint
UPDATE "stories" SET "language" = fn_written_language("title" || E'\n' || "content");--> statement-breakpoint
DROP FUNCTION fn_written_language(text);--> statement-breakpoint
-- A translation goes when its item's text, author or language changes: an edit, a reply taken away
-- (its text emptied), an erasure that keeps the item as Anonymous. Deleting the item deletes it too
-- (the foreign keys' ON DELETE CASCADE). One rule in the database, whichever module changes the item.
CREATE FUNCTION fn_item_translations_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'forum_posts' THEN
    DELETE FROM item_translations WHERE post_id = OLD.id;
  ELSIF TG_TABLE_NAME = 'forum_replies' THEN
    DELETE FROM item_translations WHERE reply_id = OLD.id;
  ELSE
    DELETE FROM item_translations WHERE story_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_translations_drop" AFTER UPDATE ON "forum_posts" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION fn_item_translations_drop();--> statement-breakpoint
CREATE TRIGGER "forum_replies_translations_drop" AFTER UPDATE ON "forum_replies" FOR EACH ROW
  WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION fn_item_translations_drop();--> statement-breakpoint
CREATE TRIGGER "stories_translations_drop" AFTER UPDATE ON "stories" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION fn_item_translations_drop();
