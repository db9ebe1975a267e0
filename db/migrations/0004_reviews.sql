CREATE TYPE "public"."review_decision" AS ENUM('approved', 'rejected', 'replied');--> statement-breakpoint
CREATE TABLE "review_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"actor_user_id" text,
	"decision" "review_decision" NOT NULL,
	"reason" "review_rejection_reason",
	"previous_status" "review_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_moderation_log" ADD CONSTRAINT "review_moderation_log_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation_log" ADD CONSTRAINT "review_moderation_log_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation_log" ADD CONSTRAINT "review_moderation_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_moderation_log_review_idx" ON "review_moderation_log" USING btree ("review_id","created_at");