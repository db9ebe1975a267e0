CREATE TYPE "public"."service_state" AS ENUM('operational', 'degraded', 'outage');--> statement-breakpoint
CREATE TABLE "request_stats" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"total_ms" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service" text NOT NULL,
	"severity" "service_state" NOT NULL,
	"seed_key" text,
	"detail" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_incidents_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "status_incidents_service" CHECK (service in ('api', 'website', 'database', 'auth')),
	CONSTRAINT "status_incidents_severity" CHECK ("status_incidents"."severity" <> 'operational')
);
--> statement-breakpoint
CREATE TABLE "status_probes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"state" "service_state" NOT NULL,
	"latency_ms" integer,
	"error" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_probes_service" CHECK (service in ('api', 'website', 'database', 'auth'))
);
--> statement-breakpoint
CREATE TABLE "status_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" "ui_language" DEFAULT 'fr' NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "status_subscribers_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "company" text;--> statement-breakpoint
CREATE UNIQUE INDEX "status_incidents_open_service_idx" ON "status_incidents" USING btree ("service") WHERE "status_incidents"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "status_incidents_started_idx" ON "status_incidents" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_probes_service_checked_idx" ON "status_probes" USING btree ("service","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_probes_checked_idx" ON "status_probes" USING btree ("checked_at");