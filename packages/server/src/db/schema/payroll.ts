import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// One uploaded salary sheet per organisation, year and month (spec B §2 Payroll management).
export const salarySheets = pgTable(
  'salary_sheets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    month: smallint('month').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => employees.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('salary_sheets_organization_month_unique').on(table.organizationId, table.year, table.month),
  ],
);

const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

// One row of a salary sheet: the employee's salary slip for the month (spec A §3 Salary slip).
export const salarySlips = pgTable(
  'salary_slips',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    salarySheetId: uuid('salary_sheet_id')
      .notNull()
      .references(() => salarySheets.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    year: integer('year').notNull(),
    month: smallint('month').notNull(),
    employeeName: text('employee_name').notNull(),
    departmentName: text('department_name'),
    designationName: text('designation_name'),
    accountNumberEncrypted: text('account_number_encrypted'),
    ifscCode: text('ifsc_code'),
    numberOfLeaves: numeric('number_of_leaves', { precision: 5, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    basicSalary: money('basic_salary'),
    hra: money('hra'),
    ga: money('ga'),
    otherAllowance: money('other_allowance'),
    nightShiftAllowance: money('night_shift_allowance'),
    // The sheet's "Actual Salary", labelled Gross Salary on the slip.
    actualSalary: money('actual_salary'),
    esiEmployeePart: money('esi_employee_part'),
    esiEmployerPart: money('esi_employer_part'),
    epfEmployeePart: money('epf_employee_part'),
    epfEmployerPart: money('epf_employer_part'),
    professionalTax: money('professional_tax'),
    tds: money('tds'),
    leaveDeductionAmount: money('leave_deduction_amount'),
    // The sheet's "Gross Salary", labelled Net Salary on the slip.
    grossSalary: money('gross_salary'),
  },
  (table) => [
    unique('salary_slips_sheet_employee_unique').on(table.salarySheetId, table.employeeId),
    index('salary_slips_employee_idx').on(table.organizationId, table.employeeId, table.year, table.month),
  ],
);
