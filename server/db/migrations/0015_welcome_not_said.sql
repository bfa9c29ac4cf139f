-- Decision 0062: a role and a cancer type are "not said" (null) until the member says them; no silent default.
-- Existing members keep what they had: an account without a stored role was shown as a patient, so it stays one.
UPDATE "user" SET "role" = 'patient' WHERE "role" IS NULL;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "cancer_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "cancer_type" DROP NOT NULL;
