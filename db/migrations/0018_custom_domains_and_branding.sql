CREATE TYPE "public"."brand_background" AS ENUM('plain', 'gradient', 'cover');--> statement-breakpoint
CREATE TYPE "public"."brand_color_scheme" AS ENUM('auto', 'light', 'dark');--> statement-breakpoint
CREATE TYPE "public"."brand_corners" AS ENUM('rounded', 'square');--> statement-breakpoint
CREATE TYPE "public"."custom_domain_state" AS ENUM('pending', 'verified', 'failing');--> statement-breakpoint
CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"verification_token" text NOT NULL,
	"state" "custom_domain_state" DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"failure_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_domains_profile_id_unique" UNIQUE("profile_id"),
	CONSTRAINT "custom_domains_hostname_unique" UNIQUE("hostname"),
	CONSTRAINT "custom_domains_hostname_lower" CHECK ("custom_domains"."hostname" = lower("custom_domains"."hostname"))
);
--> statement-breakpoint
CREATE TABLE "profile_branding" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"accent_color" text,
	"background" "brand_background" DEFAULT 'plain' NOT NULL,
	"font_pair" text DEFAULT 'system' NOT NULL,
	"corners" "brand_corners" DEFAULT 'rounded' NOT NULL,
	"color_scheme" "brand_color_scheme" DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_branding_accent_hex" CHECK ("profile_branding"."accent_color" is null or "profile_branding"."accent_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_branding" ADD CONSTRAINT "profile_branding_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_domains_state_checked_idx" ON "custom_domains" USING btree ("state","last_checked_at");