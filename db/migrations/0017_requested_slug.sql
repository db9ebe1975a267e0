ALTER TABLE "profiles" RENAME COLUMN "custom_domain" TO "requested_slug";--> statement-breakpoint
ALTER TABLE "profiles" RENAME CONSTRAINT "profiles_custom_domain_unique" TO "profiles_requested_slug_unique";--> statement-breakpoint
ALTER TABLE "profiles" RENAME CONSTRAINT "profiles_custom_domain_lower" TO "profiles_requested_slug_lower";
