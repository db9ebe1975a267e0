ALTER TYPE "public"."activity_type" ADD VALUE 'admin_login';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'admin_logout';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'admin_profile_updated';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'admin_profile_deleted';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'admin_message_updated';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'admin_message_deleted';--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "user_activity_logs" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "profiles_name_prefix_idx" ON "profiles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_prefix_idx" ON "profiles" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_slug_prefix_idx" ON "profiles" USING btree ("slug" text_pattern_ops);