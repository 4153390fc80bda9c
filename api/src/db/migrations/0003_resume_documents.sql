ALTER TABLE "resumes" ADD COLUMN "original_document" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "tailored_document" jsonb;