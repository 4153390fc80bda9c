ALTER TABLE "cover_letters" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD COLUMN "removed_claims" jsonb;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "linkedin_profiles" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "linkedin_profiles" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "linkedin_profiles" ADD COLUMN "engine" text;