CREATE TABLE "statement_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"all_clients" boolean NOT NULL,
	"client_ids" text[] NOT NULL,
	"day" smallint NOT NULL,
	"recipients" text[] NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_schedules_day_check" CHECK ("statement_schedules"."day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "statement_schedules" ADD CONSTRAINT "statement_schedules_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_schedules_person_idx" ON "statement_schedules" USING btree ("person_id");