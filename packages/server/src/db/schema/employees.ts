import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { organizations } from './organizations';
import { banks, designations, shifts } from './settings';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // spec A §3: EmployeeId, shown padded to 8 digits; part of the employee code.
    employeeNumber: integer('employee_number').notNull(),
    employeeCode: text('employee_code').notNull(),
    departmentId: uuid('department_id').references(() => departments.id),
    designationId: uuid('designation_id').references(() => designations.id),
    shiftId: uuid('shift_id').references(() => shifts.id),
    name: text('name').notNull(),
    // Stored lower-case; unique across the whole system (spec A §5), since it is the sign-in name, among
    // employees not deleted: a deleted one keeps it in their history, and it can be given again.
    officialEmail: text('official_email').notNull(),
    // Null while an invited employee has not chosen a password yet: no password signs in.
    passwordHash: text('password_hash'),
    roleId: smallint('role_id').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    isRelieved: boolean('is_relieved').notNull().default(false),
    joiningDate: date('joining_date'),
    relievingDate: date('relieving_date'),
    dateOfBirth: date('date_of_birth'),
    fatherName: text('father_name'),
    bloodGroup: text('blood_group'),
    contactNumber1: text('contact_number_1'),
    contactNumber2: text('contact_number_2'),
    personalEmail: text('personal_email'),
    skypeId: text('skype_id'),
    correspondenceAddress: text('correspondence_address'),
    permanentAddress: text('permanent_address'),
    bankId: uuid('bank_id').references(() => banks.id),
    ifscCode: text('ifsc_code'),
    // Encrypted at rest (AES-256-GCM, lib/field-encryption.ts); lists show them masked.
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    panNumberEncrypted: text('pan_number_encrypted'),
    aadhaarNumberEncrypted: text('aadhaar_number_encrypted'),
    // Encrypted and never sent back to the browser.
    officialEmailPasswordEncrypted: text('official_email_password_encrypted'),
    // The profile photo in file storage (a generated key); null shows the default image.
    photoStorageKey: text('photo_storage_key'),
    // spec A §1 screenshots regular or blurred per employee: 'blurred' means only a blurred screenshot
    // is ever stored (the server blurs again), 'off' that none is taken; null follows the
    // organisation's default (organizations.screenshot_mode).
    screenshotMode: text('screenshot_mode').$type<'regular' | 'blurred' | 'off'>(),
    // Soft delete: time, leaves and payroll of a deleted employee stay.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('employees_organization_number_unique').on(table.organizationId, table.employeeNumber),
    unique('employees_organization_code_unique').on(table.organizationId, table.employeeCode),
    index('employees_organization_name_idx').on(table.organizationId, table.name),
    uniqueIndex('employees_official_email_live_unique')
      .on(table.officialEmail)
      .where(sql`${table.deletedAt} is null`),
  ],
);

// spec A §3 appraisal: a change of designation and salary on a date.
export const appraisals = pgTable(
  'appraisals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    currentDesignation: text('current_designation').notNull(),
    newDesignation: text('new_designation').notNull(),
    currentSalary: numeric('current_salary', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newSalary: numeric('new_salary', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    appraisalDate: date('appraisal_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appraisals_employee_idx').on(table.organizationId, table.employeeId, table.appraisalDate),
  ],
);
