-- Issue 11: what a list item shows, kept beside the row, so the list no longer reads the whole
-- `source` jsonb and `content` of every listed summary. Rewrites the table once.
ALTER TABLE "summaries" ADD COLUMN "content_preview" text GENERATED ALWAYS AS (left(content, 400)) STORED;--> statement-breakpoint
ALTER TABLE "summaries" ADD COLUMN "source_ref" text GENERATED ALWAYS AS (source->>'id') STORED;--> statement-breakpoint
ALTER TABLE "summaries" ADD COLUMN "source_title" text GENERATED ALWAYS AS (source->>'title') STORED;