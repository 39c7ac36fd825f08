-- Issue 11: a summary-stream ticket is used once across every API replica, not once per process.
CREATE TABLE "used_stream_tickets" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_stream_tickets_expires_idx" ON "used_stream_tickets" USING btree ("expires_at");