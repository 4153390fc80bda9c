CREATE TABLE "background_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"singleton_key" text,
	"user_id" integer,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "background_jobs_max_attempts_positive" CHECK ("background_jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_name_singleton_key_key" ON "background_jobs" USING btree ("name","singleton_key");--> statement-breakpoint
CREATE INDEX "background_jobs_waiting_run_at_idx" ON "background_jobs" USING btree ("run_at","id") WHERE "background_jobs"."done_at" is null and "background_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "background_jobs_user_id_idx" ON "background_jobs" USING btree ("user_id");