CREATE TABLE "sandbox_shared" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_shared_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_shared_expires_idx" ON "sandbox_shared" USING btree ("expires_at");