CREATE TABLE "daily_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"question_type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_questions_type_check" CHECK ("daily_questions"."question_type" in ('open', 'poll'))
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"response_text" text,
	"selected_option" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awareness_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stat_key" text NOT NULL,
	"stat_value" text NOT NULL,
	"stat_description" text,
	"source" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_key" text NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "gallery_items_category_check" CHECK ("gallery_items"."category" in ('awareness', 'support', 'celebration', 'connection'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"user_id" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checkout_confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"dedupe_key" text,
	"event_type" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"provider_order_id" text,
	"raw_payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text DEFAULT 'New Chat' NOT NULL,
	"title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"is_greeting" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (case when is_greeting then null else to_tsvector('simple'::regconfig, message) end) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_safety_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"conversation_id" uuid,
	"message_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"source" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"extracted_text" text,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_daily_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."daily_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_safety_events" ADD CONSTRAINT "chat_safety_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_safety_events" ADD CONSTRAINT "chat_safety_events_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_safety_events" ADD CONSTRAINT "chat_safety_events_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_files" ADD CONSTRAINT "companion_files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_questions_active_day_key" ON "daily_questions" USING btree ("featured_date") WHERE "daily_questions"."is_active";--> statement-breakpoint
CREATE INDEX "daily_questions_featured_idx" ON "daily_questions" USING btree ("featured_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_responses_one_per_member_key" ON "question_responses" USING btree ("question_id","user_id");--> statement-breakpoint
CREATE INDEX "question_responses_option_idx" ON "question_responses" USING btree ("question_id","selected_option");--> statement-breakpoint
CREATE INDEX "question_responses_anonymous_idx" ON "question_responses" USING btree ("question_id","created_at","id") WHERE "question_responses"."is_anonymous";--> statement-breakpoint
CREATE INDEX "question_responses_user_idx" ON "question_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "awareness_stats_order_idx" ON "awareness_stats" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "awareness_stats_active_order_idx" ON "awareness_stats" USING btree ("display_order","id") WHERE "awareness_stats"."is_active";--> statement-breakpoint
CREATE INDEX "gallery_items_order_idx" ON "gallery_items" USING btree ("display_order","created_at");--> statement-breakpoint
CREATE INDEX "gallery_items_category_order_idx" ON "gallery_items" USING btree ("category","display_order","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_id_key" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_id_key" ON "payment_orders" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_completed_idx" ON "payment_orders" USING btree ("status") WHERE "payment_orders"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_dedupe_key" ON "payment_webhook_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_created_idx" ON "payment_webhook_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_ip_created_at_idx" ON "contact_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_updated_idx" ON "chat_conversations" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_title_search_idx" ON "chat_conversations" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_created_idx" ON "chat_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_sent_idx" ON "chat_messages" USING btree ("user_id","created_at") WHERE sender = 'user';--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chat_safety_events_user_created_idx" ON "chat_safety_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_resources_slug_key" ON "support_resources" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "support_resources_search_idx" ON "support_resources" USING gin ("search");--> statement-breakpoint
CREATE INDEX "companion_files_user_created_idx" ON "companion_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "companion_files_message_idx" ON "companion_files" USING btree ("message_id");