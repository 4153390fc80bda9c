CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_status" text DEFAULT 'trialing' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scheduled_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scheduled_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storage_addons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_purchases" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "storage_purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "storage_purchases" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
UPDATE "users" SET "subscription_status" = 'active' WHERE "subscription_tier" <> 'free_trial';--> statement-breakpoint
UPDATE "users" SET "storage_addons" = 1 WHERE "has_expanded_storage";
