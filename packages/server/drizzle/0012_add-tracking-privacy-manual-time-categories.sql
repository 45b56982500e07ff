CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"ip_address" text,
	"action" text NOT NULL,
	"subject_id" uuid,
	"subject_name" text,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_time_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"project_id" uuid,
	"todo_id" uuid,
	"is_productive" boolean NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"productivity" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pattern" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "screenshot_mode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "screenshot_mode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "screenshots" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "screenshots" ALTER COLUMN "thumbnail_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "screenshot_mode" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "screenshot_retention_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "title_redaction_patterns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "can_employees_delete_screenshots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "manual_time_auto_approve_minutes" smallint;--> statement-breakpoint
ALTER TABLE "project_time" ADD COLUMN "manual_time_request_id" uuid;--> statement-breakpoint
ALTER TABLE "screenshots" ADD COLUMN "image_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screenshots" ADD COLUMN "image_deleted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_id_employees_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_time_requests" ADD CONSTRAINT "manual_time_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_time_requests" ADD CONSTRAINT "manual_time_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_time_requests" ADD CONSTRAINT "manual_time_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_time_requests" ADD CONSTRAINT "manual_time_requests_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_time_requests" ADD CONSTRAINT "manual_time_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_categories" ADD CONSTRAINT "activity_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_category_rules" ADD CONSTRAINT "activity_category_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_category_rules" ADD CONSTRAINT "activity_category_rules_category_id_activity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."activity_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_organization_idx" ON "audit_events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("organization_id","action","occurred_at");--> statement-breakpoint
CREATE INDEX "manual_time_requests_employee_idx" ON "manual_time_requests" USING btree ("organization_id","employee_id","started_at");--> statement-breakpoint
CREATE INDEX "manual_time_requests_status_idx" ON "manual_time_requests" USING btree ("organization_id","status","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_categories_name_unique" ON "activity_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "activity_category_rules_category_idx" ON "activity_category_rules" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_category_rules_pattern_unique" ON "activity_category_rules" USING btree ("organization_id","kind",lower("pattern"));--> statement-breakpoint
ALTER TABLE "project_time" ADD CONSTRAINT "project_time_manual_time_request_id_manual_time_requests_id_fk" FOREIGN KEY ("manual_time_request_id") REFERENCES "public"."manual_time_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_image_deleted_by_id_employees_id_fk" FOREIGN KEY ("image_deleted_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 'regular' was the old default: those employees now follow the organisation's default (also regular).
UPDATE "employees" SET "screenshot_mode" = NULL WHERE "screenshot_mode" = 'regular';--> statement-breakpoint
-- The audit trail is append-only: nothing, not even Pulse itself, may change or remove a record.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
