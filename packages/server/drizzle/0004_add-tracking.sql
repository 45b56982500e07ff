CREATE TABLE "activity_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"app" text,
	"title" text,
	"url" text,
	CONSTRAINT "activity_intervals_device_kind_start_unique" UNIQUE("device_id","kind","started_at")
);
--> statement-breakpoint
CREATE TABLE "activity_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"tracked_seconds" integer NOT NULL,
	"idle_seconds" integer NOT NULL,
	"key_presses" integer NOT NULL,
	"mouse_clicks" integer NOT NULL,
	"top_application" text,
	"window_titles" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_slots_employee_slot_unique" UNIQUE("employee_id","slot_start")
);
--> statement-breakpoint
CREATE TABLE "input_minutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"minute_start" timestamp with time zone NOT NULL,
	"key_presses" integer NOT NULL,
	"mouse_clicks" integer NOT NULL,
	CONSTRAINT "input_minutes_device_minute_unique" UNIQUE("device_id","minute_start")
);
--> statement-breakpoint
CREATE TABLE "screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_blurred" boolean NOT NULL,
	"window_titles" text[] NOT NULL,
	"key_presses" integer NOT NULL,
	"mouse_clicks" integer NOT NULL,
	"is_idle" boolean NOT NULL,
	CONSTRAINT "screenshots_device_captured_unique" UNIQUE("device_id","captured_at")
);
--> statement-breakpoint
CREATE TABLE "tracker_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"interval_count" integer NOT NULL,
	"input_minute_count" integer NOT NULL,
	CONSTRAINT "tracker_batches_device_batch_unique" UNIQUE("device_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "tracker_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tracker_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "screenshot_mode" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_batches" ADD CONSTRAINT "tracker_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_batches" ADD CONSTRAINT "tracker_batches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_batches" ADD CONSTRAINT "tracker_batches_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_devices" ADD CONSTRAINT "tracker_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_devices" ADD CONSTRAINT "tracker_devices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_intervals_employee_idx" ON "activity_intervals" USING btree ("organization_id","employee_id","started_at");--> statement-breakpoint
CREATE INDEX "activity_slots_employee_idx" ON "activity_slots" USING btree ("organization_id","employee_id","slot_start");--> statement-breakpoint
CREATE INDEX "input_minutes_employee_idx" ON "input_minutes" USING btree ("organization_id","employee_id","minute_start");--> statement-breakpoint
CREATE INDEX "screenshots_employee_idx" ON "screenshots" USING btree ("organization_id","employee_id","slot_start");--> statement-breakpoint
CREATE INDEX "screenshots_content_hash_idx" ON "screenshots" USING btree ("organization_id","content_hash");--> statement-breakpoint
CREATE INDEX "tracker_batches_employee_idx" ON "tracker_batches" USING btree ("organization_id","employee_id","received_at");--> statement-breakpoint
CREATE INDEX "tracker_devices_employee_idx" ON "tracker_devices" USING btree ("organization_id","employee_id","created_at");