CREATE TABLE "application_packet_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_packet_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"packet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"format" text NOT NULL,
	"template_id" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"source_hash" text
);
--> statement-breakpoint
CREATE TABLE "application_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" integer,
	"cover_letter_id" integer,
	"resume_version" integer NOT NULL,
	"template_id" text NOT NULL,
	"format" text NOT NULL,
	"document" jsonb,
	"original_document" jsonb,
	"content" text NOT NULL,
	"job" jsonb NOT NULL,
	"match_report" jsonb,
	"truth_report" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packet_blobs" (
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packet_blobs_user_id_sha256_pk" PRIMARY KEY("user_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "application_packet_files" ADD CONSTRAINT "application_packet_files_packet_id_application_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."application_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packet_files" ADD CONSTRAINT "application_packet_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packets" ADD CONSTRAINT "application_packets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packets" ADD CONSTRAINT "application_packets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packets" ADD CONSTRAINT "application_packets_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packets" ADD CONSTRAINT "application_packets_cover_letter_id_cover_letters_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packet_blobs" ADD CONSTRAINT "packet_blobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_packet_files_packet_idx" ON "application_packet_files" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "application_packet_files_blob_idx" ON "application_packet_files" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE INDEX "application_packet_files_source_idx" ON "application_packet_files" USING btree ("user_id","source_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "application_packets_application_key" ON "application_packets" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_packets_user_idx" ON "application_packets" USING btree ("user_id");