CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"as_person_id" uuid,
	"action" text NOT NULL,
	"client_id" text,
	"listing_id" text,
	"delivery_uuid" text,
	"review_id" text,
	"target_person_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"outcome_detail" text,
	"request_id" text,
	CONSTRAINT "audit_log_outcome_check" CHECK ("outcome" in ('pending', 'ok', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "links_kind_check" CHECK ("kind" in ('invitation', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "partner_connection" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"credential" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_connection_single_row" CHECK ("partner_connection"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"scope" jsonb NOT NULL,
	"status" text NOT NULL,
	"until" date,
	"last_active_at" timestamp with time zone,
	"password_hash" text,
	"oidc_issuer" text,
	"oidc_subject" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_lower_case" CHECK ("people"."email" = lower("people"."email")),
	CONSTRAINT "people_role_check" CHECK ("role" in ('owner', 'manager', 'viewer')),
	CONSTRAINT "people_status_check" CHECK ("status" in ('invited', 'active', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"device" text NOT NULL,
	"place" text NOT NULL,
	"view_as_person_id" uuid
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_as_person_id_people_id_fk" FOREIGN KEY ("as_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_person_id_people_id_fk" FOREIGN KEY ("target_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_view_as_person_id_people_id_fk" FOREIGN KEY ("view_as_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_client_idx" ON "audit_log" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_person_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "links_person_idx" ON "links" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_key" ON "people" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "people_oidc_key" ON "people" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "sessions_person_idx" ON "sessions" USING btree ("person_id");