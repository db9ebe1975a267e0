ALTER TABLE "blog_articles" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_photo_key" text;--> statement-breakpoint
-- Existing rows: their image URLs (/media/<key> or <S3_PUBLIC_URL>/<key>) become keys, and each key
-- an object (decision 030), like the review media of 0011. An account's photo and a portfolio
-- image belong to the profile's account; a reviewer's photo to the reviewed profile; a blog cover
-- to nobody. Sizes are measured after boot. A URL that does not end with one of our keys (an
-- external https://… image) gives no key: that image is dropped.
WITH found AS (
	SELECT substring("avatar" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') AS key, "user_id" AS owner_user_id, NULL::uuid AS owner_profile_id FROM "profiles" WHERE "avatar" IS NOT NULL
	UNION ALL
	SELECT substring(i."image" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$'), p."user_id", NULL::uuid FROM "portfolio_items" i JOIN "profiles" p ON p."id" = i."profile_id" WHERE i."image" IS NOT NULL
	UNION ALL
	SELECT substring("reviewer_avatar" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$'), NULL, "profile_id" FROM "reviews" WHERE "reviewer_avatar" IS NOT NULL
	UNION ALL
	SELECT substring("cover_image" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$'), NULL, NULL::uuid FROM "blog_articles" WHERE "cover_image" IS NOT NULL
)
INSERT INTO "media_objects" ("key", "kind", "content_type", "owner_user_id", "owner_profile_id")
SELECT DISTINCT ON (key) key, 'image',
	CASE substring(key from '\.([a-z0-9]+)$')
		WHEN 'webp' THEN 'image/webp' WHEN 'jpg' THEN 'image/jpeg' WHEN 'jpeg' THEN 'image/jpeg' WHEN 'png' THEN 'image/png'
		WHEN 'avif' THEN 'image/avif' WHEN 'gif' THEN 'image/gif'
		ELSE 'application/octet-stream' END,
	owner_user_id, owner_profile_id
FROM found WHERE key IS NOT NULL ORDER BY key
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "profiles" SET "avatar_key" = substring("avatar" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') WHERE "avatar" IS NOT NULL;--> statement-breakpoint
UPDATE "portfolio_items" SET "image_key" = substring("image" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') WHERE "image" IS NOT NULL;--> statement-breakpoint
UPDATE "reviews" SET "reviewer_photo_key" = substring("reviewer_avatar" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') WHERE "reviewer_avatar" IS NOT NULL;--> statement-breakpoint
UPDATE "blog_articles" SET "cover_key" = substring("cover_image" from '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$') WHERE "cover_image" IS NOT NULL;--> statement-breakpoint
-- An account's image is its sign-in provider's picture (better-auth's field), never our media; the
-- demo seed used to copy the profile's photo there: that copy is dropped (avatar_key keeps the photo).
UPDATE "user" SET "image" = NULL WHERE "image" ~ '(?:avatars|portfolio|blog-images|review-media)/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$';--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_cover_key_media_objects_key_fk" FOREIGN KEY ("cover_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_image_key_media_objects_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_key_media_objects_key_fk" FOREIGN KEY ("avatar_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_photo_key_media_objects_key_fk" FOREIGN KEY ("reviewer_photo_key") REFERENCES "public"."media_objects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" DROP COLUMN "cover_image";--> statement-breakpoint
ALTER TABLE "portfolio_items" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "avatar";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "reviewer_avatar";
