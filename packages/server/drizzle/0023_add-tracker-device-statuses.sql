CREATE TABLE "tracker_device_statuses" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"state" text NOT NULL,
	"state_since" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"agent_version" text NOT NULL,
	"capabilities" jsonb
);
--> statement-breakpoint
ALTER TABLE "tracker_device_statuses" ADD CONSTRAINT "tracker_device_statuses_device_owner_fk" FOREIGN KEY ("device_id","employee_id","organization_id") REFERENCES "public"."tracker_devices"("id","employee_id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_device_statuses_employee_idx" ON "tracker_device_statuses" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "tracker_device_statuses_silent_idx" ON "tracker_device_statuses" USING btree ("heartbeat_at") WHERE "tracker_device_statuses"."state" <> 'offline';