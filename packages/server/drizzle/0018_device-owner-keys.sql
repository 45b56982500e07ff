-- The rows a tracker device sends hold its employee and organisation to the device's own, with one
-- key (device, employee, organisation) in place of a key per column: one check per row, not three.
-- Input minutes lose their unused id: the idempotency key (device, minute) is the primary key.
ALTER TABLE "input_minutes" DROP CONSTRAINT "input_minutes_device_minute_unique";--> statement-breakpoint
ALTER TABLE "activity_intervals" DROP CONSTRAINT "activity_intervals_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_intervals" DROP CONSTRAINT "activity_intervals_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_intervals" DROP CONSTRAINT "activity_intervals_device_id_tracker_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "input_minutes" DROP CONSTRAINT "input_minutes_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "input_minutes" DROP CONSTRAINT "input_minutes_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "input_minutes" DROP CONSTRAINT "input_minutes_device_id_tracker_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "screenshots" DROP CONSTRAINT "screenshots_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "screenshots" DROP CONSTRAINT "screenshots_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "screenshots" DROP CONSTRAINT "screenshots_device_id_tracker_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "input_minutes" DROP CONSTRAINT "input_minutes_id_minute_start_pk";--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_device_id_minute_start_pk" PRIMARY KEY("device_id","minute_start");--> statement-breakpoint
ALTER TABLE "tracker_devices" ADD CONSTRAINT "tracker_devices_owner_unique" UNIQUE("id","employee_id","organization_id");--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_device_owner_fk" FOREIGN KEY ("device_id","employee_id","organization_id") REFERENCES "public"."tracker_devices"("id","employee_id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_device_owner_fk" FOREIGN KEY ("device_id","employee_id","organization_id") REFERENCES "public"."tracker_devices"("id","employee_id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_device_owner_fk" FOREIGN KEY ("device_id","employee_id","organization_id") REFERENCES "public"."tracker_devices"("id","employee_id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_minutes" DROP COLUMN "id";
