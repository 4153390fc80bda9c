-- Large values (documents, match reports, texts, files) are compressed with lz4 instead of pglz when
-- PostgreSQL was built with it: a tailored resume's row carries ~80 kB of JSON and text, and pglz spent
-- about 1 ms of the server's CPU per insert on it; lz4 does the same in a fraction (bench/RESULTS.md).
-- Only new values are affected (nothing is rewritten). A server or PGlite without lz4 keeps pglz.
DO $$
BEGIN
  ALTER TABLE "resumes"
    ALTER COLUMN "job_details" SET COMPRESSION lz4,
    ALTER COLUMN "match" SET COMPRESSION lz4,
    ALTER COLUMN "original_document" SET COMPRESSION lz4,
    ALTER COLUMN "tailored_document" SET COMPRESSION lz4,
    ALTER COLUMN "keyword_report" SET COMPRESSION lz4,
    ALTER COLUMN "original_text" SET COMPRESSION lz4,
    ALTER COLUMN "optimized_content" SET COMPRESSION lz4,
    ALTER COLUMN "original_file" SET COMPRESSION lz4;
  ALTER TABLE "job_postings" ALTER COLUMN "description_html" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 compression is not available; large columns keep pglz';
END $$;
