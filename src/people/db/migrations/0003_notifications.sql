CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"for_date" date NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"attempt" integer NOT NULL,
	"retry_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_outcome_check" CHECK ("outcome" in ('sent', 'failed', 'retrying', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notification_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"for_date" date NOT NULL,
	"origin" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_jobs_status_check" CHECK ("status" in ('queued', 'running', 'sent', 'failed', 'skipped')),
	CONSTRAINT "notification_jobs_kind_check" CHECK ("kind" in ('brief', 'test'))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"brief_enabled" boolean DEFAULT false NOT NULL,
	"brief_time" text DEFAULT '07:00' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"days" smallint[] NOT NULL,
	"quiet_hours" jsonb,
	"paused" boolean DEFAULT false NOT NULL,
	"origin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_job_id_notification_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."notification_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD CONSTRAINT "notification_jobs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_person_idx" ON "notification_deliveries" USING btree ("person_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notification_jobs_key" ON "notification_jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_jobs_person_idx" ON "notification_jobs" USING btree ("person_id","created_at" DESC NULLS LAST);