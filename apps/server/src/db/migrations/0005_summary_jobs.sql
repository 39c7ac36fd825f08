CREATE TABLE "worker_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summaries" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "summaries" ADD COLUMN "worker_id" text;