CREATE TABLE "shared_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"source_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shared_fetches_key" ON "shared_fetches" USING btree ("platform","source_id","window_start","window_end","variant");--> statement-breakpoint
CREATE INDEX "shared_fetches_created_idx" ON "shared_fetches" USING btree ("created_at");