CREATE TABLE "newsletter_digest_sends" (
	"subscriber_id" uuid NOT NULL,
	"period" text NOT NULL,
	"message_id" text NOT NULL,
	"articles" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"failure" text,
	CONSTRAINT "newsletter_digest_sends_subscriber_id_period_pk" PRIMARY KEY("subscriber_id","period")
);
--> statement-breakpoint
CREATE TABLE "newsletter_digests" (
	"period" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_digest_sends" ADD CONSTRAINT "newsletter_digest_sends_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_digest_sends" ADD CONSTRAINT "newsletter_digest_sends_period_newsletter_digests_period_fk" FOREIGN KEY ("period") REFERENCES "public"."newsletter_digests"("period") ON DELETE cascade ON UPDATE no action;