CREATE TABLE "cost_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"covers_en" text NOT NULL,
	"covers_hi" text NOT NULL,
	"who_en" text NOT NULL,
	"who_hi" text NOT NULL,
	"documents_en" text NOT NULL,
	"documents_hi" text NOT NULL,
	"how_en" text NOT NULL,
	"how_hi" text NOT NULL,
	"helplines" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_age" integer,
	"needs_card" boolean DEFAULT false NOT NULL,
	"employment" text[] DEFAULT '{}'::text[] NOT NULL,
	"excludes_govt_employees" boolean DEFAULT false NOT NULL,
	"hospital_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_offers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cancer_type" text NOT NULL,
	"subtype" text,
	"treatment_mask" integer DEFAULT 0 NOT NULL,
	"language_mask" integer DEFAULT 0 NOT NULL,
	"city" text,
	"state" text,
	"capacity" integer NOT NULL,
	"active_mentees" integer DEFAULT 0 NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"trained" boolean DEFAULT false NOT NULL,
	"trained_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_offers_status_ck" CHECK ("mentor_offers"."status" in ('active', 'paused', 'withdrawn')),
	CONSTRAINT "mentor_offers_capacity_ck" CHECK ("mentor_offers"."capacity" between 1 and 10),
	CONSTRAINT "mentor_offers_active_ck" CHECK ("mentor_offers"."active_mentees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mentor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ended_by" text,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "mentor_requests_status_ck" CHECK ("mentor_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'ended')),
	CONSTRAINT "mentor_requests_not_self_ck" CHECK ("mentor_requests"."mentor_id" <> "mentor_requests"."mentee_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_offers" ADD CONSTRAINT "mentor_offers_trained_by_user_id_fk" FOREIGN KEY ("trained_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_requests" ADD CONSTRAINT "mentor_requests_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_requests" ADD CONSTRAINT "mentor_requests_mentee_id_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_requests" ADD CONSTRAINT "mentor_requests_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_schemes_slug_idx" ON "cost_schemes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cost_schemes_published_order_idx" ON "cost_schemes" USING btree ("is_published","sort_order");--> statement-breakpoint
CREATE INDEX "mentor_offers_open_idx" ON "mentor_offers" USING btree ("cancer_type","user_id") WHERE "mentor_offers"."status" = 'active' and "mentor_offers"."active_mentees" < "mentor_offers"."capacity";--> statement-breakpoint
CREATE INDEX "mentor_offers_updated_idx" ON "mentor_offers" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_requests_open_pair_uq" ON "mentor_requests" USING btree ("mentor_id","mentee_id") WHERE "mentor_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "mentor_requests_mentor_idx" ON "mentor_requests" USING btree ("mentor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "mentor_requests_mentee_idx" ON "mentor_requests" USING btree ("mentee_id","status","created_at");
--> statement-breakpoint
-- hand-written: a scheme's source is an https address (the contract checks it too; this keeps any writer honest).
ALTER TABLE "cost_schemes" ADD CONSTRAINT "cost_schemes_source_https" CHECK ("source_url" LIKE 'https://%');
