ALTER TABLE "sso_connections" ADD COLUMN "is_provisioning_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "provisioning_department_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "provisioning_designation_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "provisioning_shift_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_provisioning_department_id_departments_id_fk" FOREIGN KEY ("provisioning_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_provisioning_designation_id_designations_id_fk" FOREIGN KEY ("provisioning_designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_provisioning_shift_id_shifts_id_fk" FOREIGN KEY ("provisioning_shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;