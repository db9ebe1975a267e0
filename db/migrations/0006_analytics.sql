CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_daily_day_page_pk" PRIMARY KEY("day","page")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");