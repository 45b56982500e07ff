ALTER TABLE "departments" DROP CONSTRAINT "departments_organization_name_unique";--> statement-breakpoint
ALTER TABLE "banks" DROP CONSTRAINT "banks_organization_name_branch_unique";--> statement-breakpoint
ALTER TABLE "designations" DROP CONSTRAINT "designations_organization_name_unique";--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_organization_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_organization_name_unique" ON "departments" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_organization_name_branch_unique" ON "banks" USING btree ("organization_id",lower("name"),lower("branch"));--> statement-breakpoint
CREATE UNIQUE INDEX "designations_organization_name_unique" ON "designations" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_organization_name_unique" ON "shifts" USING btree ("organization_id",lower("name"));