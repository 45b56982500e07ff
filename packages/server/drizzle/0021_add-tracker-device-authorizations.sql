CREATE TABLE "tracker_device_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_code_hash" text NOT NULL,
	"user_code_hash" text NOT NULL,
	"device_name" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_polled_at" timestamp with time zone,
	"interval_seconds" integer NOT NULL,
	"organization_id" uuid,
	"employee_id" uuid,
	"decided_at" timestamp with time zone,
	"device_id" uuid,
	CONSTRAINT "tracker_device_authorizations_device_code_hash_unique" UNIQUE("device_code_hash"),
	CONSTRAINT "tracker_device_authorizations_user_code_hash_unique" UNIQUE("user_code_hash")
);
--> statement-breakpoint
ALTER TABLE "tracker_device_authorizations" ADD CONSTRAINT "tracker_device_authorizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_device_authorizations" ADD CONSTRAINT "tracker_device_authorizations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_device_authorizations" ADD CONSTRAINT "tracker_device_authorizations_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_device_authorizations_expires_idx" ON "tracker_device_authorizations" USING btree ("expires_at");