CREATE TYPE "public"."invitation_status" AS ENUM('queued', 'sent', 'opened', 'completed', 'failed', 'unsubscribed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."report_source" AS ENUM('owner', 'visitor');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'upheld', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."review_actor" AS ENUM('owner', 'admin', 'reviewer', 'system');--> statement-breakpoint
CREATE TYPE "public"."review_decider" AS ENUM('owner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."review_relationship" AS ENUM('client', 'colleague', 'friend_family', 'other');--> statement-breakpoint
CREATE TYPE "public"."suppression_reason" AS ENUM('unsubscribed', 'bounced');--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" "suppression_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"language" "ui_language" DEFAULT 'fr' NOT NULL,
	"token_hash" text NOT NULL,
	"status" "invitation_status" DEFAULT 'queued' NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"unsubscribed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_invitations_email_lower" CHECK ("review_invitations"."email" = lower("review_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"source" "report_source" NOT NULL,
	"reporter_user_id" text,
	"reason" "review_rejection_reason" NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"message_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_rejection_has_reason";--> statement-breakpoint
ALTER TABLE "review_moderation_log" ALTER COLUMN "decision" SET DATA TYPE text;--> statement-breakpoint
-- A rejection is now a withdrawal (decision 018).
UPDATE "review_moderation_log" SET "decision" = 'withdrawn' WHERE "decision" = 'rejected';--> statement-breakpoint
DROP TYPE "public"."review_decision";--> statement-breakpoint
CREATE TYPE "public"."review_decision" AS ENUM('approved', 'withdrawn', 'replied', 'auto_approved', 'reviewer_edited', 'report_dismissed');--> statement-breakpoint
ALTER TABLE "review_moderation_log" ALTER COLUMN "decision" SET DATA TYPE "public"."review_decision" USING "decision"::"public"."review_decision";--> statement-breakpoint
ALTER TABLE "review_moderation_log" ALTER COLUMN "previous_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending'::text;--> statement-breakpoint
UPDATE "review_moderation_log" SET "previous_status" = 'withdrawn' WHERE "previous_status" = 'rejected';--> statement-breakpoint
UPDATE "reviews" SET "status" = 'withdrawn' WHERE "status" = 'rejected';--> statement-breakpoint
DROP TYPE "public"."review_status";--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('processing', 'pending', 'approved', 'withdrawn');--> statement-breakpoint
ALTER TABLE "review_moderation_log" ALTER COLUMN "previous_status" SET DATA TYPE "public"."review_status" USING "previous_status"::"public"."review_status";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."review_status";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DATA TYPE "public"."review_status" USING "status"::"public"."review_status";--> statement-breakpoint
ALTER TABLE "review_moderation_log" ADD COLUMN "actor" "review_actor" DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_email" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "label" text GENERATED ALWAYS AS (case when invited_at is not null then 'invited' when email_verified_at is not null then 'verified' else 'unsolicited' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "relationship" "review_relationship" DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "service_month" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" "ui_language" DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "withdrawn_by" "review_decider";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edit_token_hash" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Reviews withdrawn before decision 018 were rejected by their owner; pending ones count from their creation.
UPDATE "reviews" SET "withdrawn_by" = 'owner' WHERE "status" = 'withdrawn';--> statement-breakpoint
UPDATE "reviews" SET "pending_since" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_profile_created_idx" ON "review_invitations" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_invitations_profile_email_idx" ON "review_invitations" USING btree ("profile_id","email","created_at");--> statement-breakpoint
CREATE INDEX "review_invitations_reminder_idx" ON "review_invitations" USING btree ("next_reminder_at") WHERE "review_invitations"."status" in ('sent', 'opened') and "review_invitations"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "review_invitations_expiry_idx" ON "review_invitations" USING btree ("expires_at") WHERE "review_invitations"."status" in ('queued', 'sent', 'opened');--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_owner_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."source" = 'owner' and "review_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sent_mails_created_idx" ON "sent_mails" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_invitation_id_review_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."review_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_pending_since_idx" ON "reviews" USING btree ("pending_since") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_invitation_idx" ON "reviews" USING btree ("invitation_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_edit_token_hash_unique" UNIQUE("edit_token_hash");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_email_lower" CHECK ("reviews"."reviewer_email" is null or "reviews"."reviewer_email" = lower("reviews"."reviewer_email"));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rejection_has_reason" CHECK (("reviews"."status" = 'withdrawn') = ("reviews"."rejection_reason" is not null and "reviews"."withdrawn_by" is not null));