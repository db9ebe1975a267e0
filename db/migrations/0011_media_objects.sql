CREATE TYPE "public"."media_kind" AS ENUM('image', 'audio', 'video');--> statement-breakpoint
CREATE TYPE "public"."media_state" AS ENUM('original', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."transcript_source" AS ENUM('reviewer', 'automatic');--> statement-breakpoint
CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" "media_kind" NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"state" "media_state" DEFAULT 'ready' NOT NULL,
	"failure" text,
	"owner_profile_id" uuid,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "transcript_source" "transcript_source";--> statement-breakpoint
-- Existing rows: their URLs (/media/<key> or <S3_PUBLIC_URL>/<key>) become keys, and each key an object (decision 030). Sizes are measured after boot.
WITH found AS (
	SELECT substring("media_url" from 'review-media/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') AS key, CASE "media_type" WHEN 'photo' THEN 'image' ELSE "media_type"::text END AS kind, "profile_id" FROM "reviews" WHERE "media_url" IS NOT NULL AND "media_type" IS NOT NULL
	UNION ALL
	SELECT substring("media_thumbnail" from 'review-media/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$'), 'image', "profile_id" FROM "reviews" WHERE "media_thumbnail" IS NOT NULL
)
INSERT INTO "media_objects" ("key", "kind", "content_type", "owner_profile_id")
SELECT DISTINCT ON (key) key, kind::"media_kind",
	CASE substring(key from '\.([a-z0-9]+)$')
		WHEN 'webp' THEN 'image/webp' WHEN 'jpg' THEN 'image/jpeg' WHEN 'png' THEN 'image/png'
		WHEN 'mp4' THEN kind || '/mp4' WHEN 'm4a' THEN 'audio/mp4' WHEN 'mov' THEN 'video/quicktime'
		WHEN 'webm' THEN kind || '/webm' WHEN 'mp3' THEN 'audio/mpeg' WHEN 'wav' THEN 'audio/wav' WHEN 'ogg' THEN 'audio/ogg'
		ELSE 'application/octet-stream' END,
	"profile_id"
FROM found WHERE key IS NOT NULL ORDER BY key;--> statement-breakpoint
UPDATE "reviews" SET "media_key" = substring("media_url" from 'review-media/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$'), "poster_key" = substring("media_thumbnail" from 'review-media/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') WHERE "media_url" IS NOT NULL OR "media_thumbnail" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_owner_profile_idx" ON "media_objects" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "media_objects_owner_user_idx" ON "media_objects" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "media_objects_unmeasured_idx" ON "media_objects" USING btree ("key") WHERE "media_objects"."bytes" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_media_key_media_objects_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_poster_key_media_objects_key_fk" FOREIGN KEY ("poster_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_transcript_source" CHECK (("reviews"."transcript" is null) = ("reviews"."transcript_source" is null));--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "media_url";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "media_thumbnail";