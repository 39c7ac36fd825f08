-- Issue 11: a summary-stream ticket is used once across every API replica, not once per process.
-- (The snapshot written with this migration also catches up with content_items.nsfw and
-- sources.followed, added by hand in 0006 and 0007.)
CREATE TABLE "used_stream_tickets" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_stream_tickets_expires_idx" ON "used_stream_tickets" USING btree ("expires_at");
