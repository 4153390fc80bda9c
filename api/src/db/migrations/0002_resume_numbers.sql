ALTER TABLE "resumes" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "resumes" SET "number" = numbered.n FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS n FROM "resumes") AS numbered WHERE numbered."id" = "resumes"."id";--> statement-breakpoint
ALTER TABLE "resumes" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "resumes_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "resumes_made" = made.n FROM (SELECT "user_id", max("number") AS n FROM "resumes" GROUP BY "user_id") AS made WHERE made."user_id" = "users"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_user_id_number_key" ON "resumes" USING btree ("user_id","number");
