CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"resume_id" integer,
	"application_id" integer,
	"topic" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"slots" jsonb NOT NULL,
	"confirmed_slot" timestamp with time zone,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_status" CHECK ("consultations"."status" in ('requested', 'confirmed', 'cancelled')),
	CONSTRAINT "consultations_three_slots" CHECK (jsonb_typeof("consultations"."slots") = 'array' and jsonb_array_length("consultations"."slots") = 3)
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_user_id_created_at_idx" ON "consultations" USING btree ("user_id","created_at");