CREATE TABLE "timesheet_locks" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"locked_through" date,
	"locked_by_id" uuid,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"note" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"approved_figures" jsonb,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"pending_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "timesheet_weeks_organization_id_employee_id_week_start_pk" PRIMARY KEY("organization_id","employee_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "timesheet_locks" ADD CONSTRAINT "timesheet_locks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_locks" ADD CONSTRAINT "timesheet_locks_locked_by_id_employees_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_approved_by_id_employees_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("organization_id","status","week_start");