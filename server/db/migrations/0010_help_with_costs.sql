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
CREATE UNIQUE INDEX "cost_schemes_slug_idx" ON "cost_schemes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cost_schemes_published_order_idx" ON "cost_schemes" USING btree ("is_published","sort_order");--> statement-breakpoint
-- hand-written: a scheme's source is an https address (the contract checks it too; this keeps any writer honest).
ALTER TABLE "cost_schemes" ADD CONSTRAINT "cost_schemes_source_https" CHECK ("source_url" LIKE 'https://%');
