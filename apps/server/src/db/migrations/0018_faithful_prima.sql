CREATE TABLE "digest_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"event" text NOT NULL,
	"run_id" uuid,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_runs" ADD COLUMN "webhook_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digest_webhook_deliveries" ADD CONSTRAINT "digest_webhook_deliveries_webhook_id_digest_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."digest_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_webhook_deliveries" ADD CONSTRAINT "digest_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_webhook_deliveries" ADD CONSTRAINT "digest_webhook_deliveries_run_id_digest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."digest_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_webhooks" ADD CONSTRAINT "digest_webhooks_subscription_id_digest_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."digest_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_webhooks" ADD CONSTRAINT "digest_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_webhook_deliveries_webhook_idx" ON "digest_webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "digest_webhooks_subscription_key" ON "digest_webhooks" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "digest_webhooks_user_idx" ON "digest_webhooks" USING btree ("user_id");