CREATE TABLE "appraisals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"current_designation" text NOT NULL,
	"new_designation" text NOT NULL,
	"current_salary" numeric(12, 2) NOT NULL,
	"new_salary" numeric(12, 2) NOT NULL,
	"appraisal_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_sheets_organization_month_unique" UNIQUE("organization_id","year","month")
);
--> statement-breakpoint
CREATE TABLE "salary_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"salary_sheet_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" smallint NOT NULL,
	"employee_name" text NOT NULL,
	"department_name" text,
	"designation_name" text,
	"account_number_encrypted" text,
	"ifsc_code" text,
	"number_of_leaves" numeric(5, 1) DEFAULT 0 NOT NULL,
	"basic_salary" numeric(12, 2) DEFAULT 0 NOT NULL,
	"hra" numeric(12, 2) DEFAULT 0 NOT NULL,
	"ga" numeric(12, 2) DEFAULT 0 NOT NULL,
	"other_allowance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"night_shift_allowance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"actual_salary" numeric(12, 2) DEFAULT 0 NOT NULL,
	"esi_employee_part" numeric(12, 2) DEFAULT 0 NOT NULL,
	"esi_employer_part" numeric(12, 2) DEFAULT 0 NOT NULL,
	"epf_employee_part" numeric(12, 2) DEFAULT 0 NOT NULL,
	"epf_employer_part" numeric(12, 2) DEFAULT 0 NOT NULL,
	"professional_tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tds" numeric(12, 2) DEFAULT 0 NOT NULL,
	"leave_deduction_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"gross_salary" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "salary_slips_sheet_employee_unique" UNIQUE("salary_sheet_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_number" integer NOT NULL,
	"name" text NOT NULL,
	"branch" text NOT NULL,
	"ifsc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_organization_number_unique" UNIQUE("organization_id","bank_number"),
	CONSTRAINT "banks_organization_name_branch_unique" UNIQUE("organization_id","name","branch")
);
--> statement-breakpoint
CREATE TABLE "default_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"column_key" text NOT NULL,
	"column_name" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_editable" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "default_columns_organization_entity_key_unique" UNIQUE("organization_id","entity","column_key")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"designation_number" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designations_organization_number_unique" UNIQUE("organization_id","designation_number"),
	CONSTRAINT "designations_organization_name_unique" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"leave_setting_number" integer NOT NULL,
	"year" integer NOT NULL,
	"number_of_leaves" integer NOT NULL,
	"type_of_leave" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_settings_organization_number_unique" UNIQUE("organization_id","leave_setting_number"),
	CONSTRAINT "leave_settings_organization_year_unique" UNIQUE("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"shift_number" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_organization_number_unique" UNIQUE("organization_id","shift_number"),
	CONSTRAINT "shifts_organization_name_unique" UNIQUE("organization_id","name")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "designation_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "is_relieved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "joining_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "relieving_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "father_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contact_number_1" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contact_number_2" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "personal_email" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "skype_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "correspondence_address" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent_address" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ifsc_code" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_account_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pan_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "aadhaar_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "official_email_password_encrypted" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheets" ADD CONSTRAINT "salary_sheets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheets" ADD CONSTRAINT "salary_sheets_uploaded_by_employees_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_salary_sheet_id_salary_sheets_id_fk" FOREIGN KEY ("salary_sheet_id") REFERENCES "public"."salary_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_slips" ADD CONSTRAINT "salary_slips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_columns" ADD CONSTRAINT "default_columns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisals_employee_idx" ON "appraisals" USING btree ("organization_id","employee_id","appraisal_date");--> statement-breakpoint
CREATE INDEX "salary_slips_employee_idx" ON "salary_slips" USING btree ("organization_id","employee_id","year","month");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_organization_name_idx" ON "employees" USING btree ("organization_id","name");