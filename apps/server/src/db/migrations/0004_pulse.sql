CREATE TABLE "highlight_feedback" (
	"user_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"is_helpful" boolean NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlight_feedback_pkey" PRIMARY KEY("user_id","content_item_id")
);
--> statement-breakpoint
CREATE TABLE "ingest_cursors" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"source_id" text NOT NULL,
	"source_name" text NOT NULL,
	"watermark" timestamp with time zone,
	"last_fetched_at" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "ingest_cursors_pkey" PRIMARY KEY("user_id","platform","source_id")
);
--> statement-breakpoint
CREATE TABLE "ingest_runs" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"rate_limited_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "ingest_runs_pkey" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "pulses" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"data" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "pulses_pkey" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "saved_highlights" (
	"user_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"note" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_highlights_pkey" PRIMARY KEY("user_id","content_item_id")
);
--> statement-breakpoint
ALTER TABLE "highlight_feedback" ADD CONSTRAINT "highlight_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_feedback" ADD CONSTRAINT "highlight_feedback_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_cursors" ADD CONSTRAINT "ingest_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_runs" ADD CONSTRAINT "ingest_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulses" ADD CONSTRAINT "pulses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_highlights" ADD CONSTRAINT "saved_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_highlights" ADD CONSTRAINT "saved_highlights_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlight_feedback_item_idx" ON "highlight_feedback" USING btree ("content_item_id");--> statement-breakpoint
CREATE INDEX "saved_highlights_item_idx" ON "saved_highlights" USING btree ("content_item_id");