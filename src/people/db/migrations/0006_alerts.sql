CREATE TABLE "alert_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"hint" text NOT NULL,
	"secret" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_channels_kind_check" CHECK ("kind" in ('slack', 'webhook'))
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"condition" jsonb NOT NULL,
	"client_ids" text[] NOT NULL,
	"listing_ids" text[] NOT NULL,
	"channel_ids" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"origin" text,
	"baselined_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channels_person_idx" ON "alert_channels" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "alert_rules_person_idx" ON "alert_rules" USING btree ("person_id");