CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"source_id" text NOT NULL,
	"source_name" text NOT NULL,
	"source_type" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"text" text DEFAULT '' NOT NULL,
	"author" text,
	"published_at" timestamp with time zone NOT NULL,
	"engagement" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_source_type_check" CHECK ("content_items"."source_type" in ('post', 'message', 'video'))
);
--> statement-breakpoint
CREATE TABLE "keyword_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"keyword" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"match_context" jsonb NOT NULL,
	"content_snippet" text NOT NULL,
	"source" jsonb NOT NULL,
	"engagement" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"platforms" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_content" (
	"user_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "user_content_pkey" PRIMARY KEY("user_id","content_item_id")
);
--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_keyword_id_tracked_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."tracked_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content" ADD CONSTRAINT "user_content_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content" ADD CONSTRAINT "user_content_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_platform_external_id_key" ON "content_items" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_alerts_keyword_item_key" ON "keyword_alerts" USING btree ("keyword_id","content_item_id");--> statement-breakpoint
CREATE INDEX "keyword_alerts_user_detected_idx" ON "keyword_alerts" USING btree ("user_id","detected_at","id");--> statement-breakpoint
CREATE INDEX "keyword_alerts_item_idx" ON "keyword_alerts" USING btree ("content_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_keywords_user_key_key" ON "tracked_keywords" USING btree ("user_id","keyword_key");--> statement-breakpoint
CREATE INDEX "user_content_item_idx" ON "user_content" USING btree ("content_item_id");--> statement-breakpoint
CREATE INDEX "user_content_pending_idx" ON "user_content" USING btree ("linked_at") WHERE "user_content"."scanned_at" is null;