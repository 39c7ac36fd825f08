CREATE TABLE "signup_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_settings_one_row" CHECK ("signup_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "signup_settings" ADD CONSTRAINT "signup_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;