CREATE TABLE "job_holds" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"worker_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_runs" ADD COLUMN "email_job_id" uuid;