CREATE TABLE "job_alert_digests" (
	"user_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"item_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_digests_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "job_alert_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"canonical_url" text NOT NULL,
	"requisition_id" text,
	"description_hash" text,
	"repost_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_kind" CHECK ("job_alerts"."kind" in ('search', 'watch')),
	CONSTRAINT "job_alerts_frequency" CHECK ("job_alerts"."frequency" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "job_alert_digests" ADD CONSTRAINT "job_alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_sent_url_idx" ON "job_alert_sent" USING btree ("user_id","canonical_url");--> statement-breakpoint
CREATE INDEX "job_alert_sent_req_idx" ON "job_alert_sent" USING btree ("user_id","requisition_id");--> statement-breakpoint
CREATE INDEX "job_alert_sent_hash_idx" ON "job_alert_sent" USING btree ("user_id","description_hash");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","id");