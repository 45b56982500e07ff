import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { organizations } from './organizations';

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
    name: text('name').notNull(),
    // Stored lower-case; unique across the whole system (spec A §5), since it is the sign-in name.
    officialEmail: text('official_email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: smallint('role_id').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('employees_organization_number_unique').on(table.organizationId, table.employeeNumber),
    unique('employees_organization_code_unique').on(table.organizationId, table.employeeCode),
  ],
);
