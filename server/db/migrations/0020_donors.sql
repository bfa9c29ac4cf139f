CREATE TABLE "donor_asks" (
	"request_id" uuid NOT NULL,
	"donor_id" text NOT NULL,
	"wave" integer NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	"contact" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "donor_asks_request_id_donor_id_pk" PRIMARY KEY("request_id","donor_id"),
	CONSTRAINT "donor_asks_answer_ck" CHECK ("donor_asks"."answer" in ('pending', 'yes', 'no', 'not_needed'))
);
--> statement-breakpoint
CREATE TABLE "donor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"blood_group" text NOT NULL,
	"gives_whole_blood" boolean DEFAULT false NOT NULL,
	"gives_platelets" boolean DEFAULT false NOT NULL,
	"gives_plasma" boolean DEFAULT false NOT NULL,
	"sex" text NOT NULL,
	"birth_year" smallint NOT NULL,
	"weight_kg" smallint NOT NULL,
	"has_donated_before" boolean DEFAULT false NOT NULL,
	"last_whole_blood_on" date,
	"last_apheresis_on" date,
	"apheresis_last_year" smallint DEFAULT 0 NOT NULL,
	"place_code" text NOT NULL,
	"pin" text NOT NULL,
	"reach_km" smallint NOT NULL,
	"wake_for_urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"whole_blood_from" date,
	"apheresis_from" date,
	"last_asked_at" timestamp with time zone,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_profiles_status_ck" CHECK ("donor_profiles"."status" in ('active', 'paused')),
	CONSTRAINT "donor_profiles_group_ck" CHECK ("donor_profiles"."blood_group" in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'))
);
--> statement-breakpoint
CREATE TABLE "donor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asker_id" text NOT NULL,
	"component" text NOT NULL,
	"patient_group" text NOT NULL,
	"units" smallint NOT NULL,
	"hospital" text NOT NULL,
	"place_code" text NOT NULL,
	"needed_by" timestamp with time zone NOT NULL,
	"note" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"is_drive" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"last_wave_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_requests_status_ck" CHECK ("donor_requests"."status" in ('open', 'fulfilled', 'cancelled', 'expired', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "wakes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_asks" ADD CONSTRAINT "donor_asks_request_id_donor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_asks" ADD CONSTRAINT "donor_asks_donor_id_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_profiles" ADD CONSTRAINT "donor_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_requests" ADD CONSTRAINT "donor_requests_asker_id_user_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_requests" ADD CONSTRAINT "donor_requests_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_asks_donor_idx" ON "donor_asks" USING btree ("donor_id","asked_at");--> statement-breakpoint
CREATE INDEX "donor_profiles_match_idx" ON "donor_profiles" USING btree ("place_code","blood_group","last_active_at" DESC NULLS LAST,"reach_km","whole_blood_from","apheresis_from","last_asked_at","gives_whole_blood","gives_platelets","gives_plasma","wake_for_urgent","user_id") WHERE "donor_profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "donor_requests_asker_idx" ON "donor_requests" USING btree ("asker_id","created_at");--> statement-breakpoint
CREATE INDEX "donor_requests_open_idx" ON "donor_requests" USING btree ("last_wave_at") WHERE "donor_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_type_ck" CHECK ("content_reports"."target_type" in ('forum_post', 'forum_reply', 'story', 'private_message', 'profile', 'daily_answer', 'event', 'support_group', 'group_message', 'donor_request'));