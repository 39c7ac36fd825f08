ALTER TABLE "digest_webhooks" ADD COLUMN "sealed_previous_secret" text;--> statement-breakpoint
ALTER TABLE "digest_webhooks" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;