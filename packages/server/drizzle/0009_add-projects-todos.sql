CREATE TABLE "project_budget_alerts" (
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"threshold" smallint NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_budget_alerts_project_id_measure_threshold_pk" PRIMARY KEY("project_id","measure","threshold")
);
--> statement-breakpoint
CREATE TABLE "project_member_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"hourly_rate" numeric(18, 4) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"is_manager" boolean NOT NULL,
	"hourly_rate" numeric(18, 4) NOT NULL,
	CONSTRAINT "project_members_project_id_employee_id_pk" PRIMARY KEY("project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "project_time" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"todo_id" uuid,
	"employee_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"tracked_seconds" integer NOT NULL,
	"idle_seconds" integer NOT NULL,
	"worked_seconds" integer NOT NULL,
	"hourly_rate" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint NOT NULL,
	"estimated_budget" numeric(18, 0) NOT NULL,
	"estimated_hours" numeric(18, 4) NOT NULL,
	"timesheet_interval" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_members" (
	"organization_id" uuid NOT NULL,
	"todo_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "todo_members_todo_id_employee_id_pk" PRIMARY KEY("todo_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD COLUMN "todo_id" uuid;--> statement-breakpoint
ALTER TABLE "project_budget_alerts" ADD CONSTRAINT "project_budget_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_alerts" ADD CONSTRAINT "project_budget_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_rates" ADD CONSTRAINT "project_member_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_rates" ADD CONSTRAINT "project_member_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_rates" ADD CONSTRAINT "project_member_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time" ADD CONSTRAINT "project_time_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time" ADD CONSTRAINT "project_time_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time" ADD CONSTRAINT "project_time_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time" ADD CONSTRAINT "project_time_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_members" ADD CONSTRAINT "todo_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_members" ADD CONSTRAINT "todo_members_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_members" ADD CONSTRAINT "todo_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_member_rates_member_idx" ON "project_member_rates" USING btree ("organization_id","project_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "project_members_employee_idx" ON "project_members" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "project_time_project_idx" ON "project_time" USING btree ("organization_id","project_id","worked_seconds","hourly_rate");--> statement-breakpoint
CREATE INDEX "project_time_project_slot_idx" ON "project_time" USING btree ("organization_id","project_id","slot_start");--> statement-breakpoint
CREATE INDEX "project_time_todo_idx" ON "project_time" USING btree ("organization_id","todo_id");--> statement-breakpoint
CREATE INDEX "project_time_employee_idx" ON "project_time" USING btree ("organization_id","employee_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_unique" ON "projects" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("organization_id","status","name");--> statement-breakpoint
CREATE INDEX "todo_members_employee_idx" ON "todo_members" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "todos_project_idx" ON "todos" USING btree ("organization_id","project_id","status","name");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;