import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Leaves (spec B §3 Leave), the managers each leave was applied to, and holidays.

// spec B §3 Leave. Status codes are spec B §4 (1 Pending … 6 Marked Present); leave type 1 is a
// date range of full days, 2 a single half day (spec B §3 Leave type). Dates are the organisation's
// calendar days.
export const leaves = pgTable(
  'leaves',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    // Whose leave it is, and who filed it (an administrator may apply for someone else).
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    appliedById: uuid('applied_by_id').references(() => employees.id),
    leaveType: smallint('leave_type').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    description: text('description').notNull(),
    status: smallint('status').notNull(),
    // The approver or rejecter (spec B §4 "Action Taken By"); the canceller is the applicant.
    decidedById: uuid('decided_by_id').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('leaves_organization_from_idx').on(table.organizationId, table.fromDate),
    index('leaves_employee_from_idx').on(table.organizationId, table.employeeId, table.fromDate),
    // The absent job records one Marked Absent day per employee and date, however often it runs.
    uniqueIndex('leaves_marked_absent_unique')
      .on(table.employeeId, table.fromDate)
      .where(sql`${table.status} in (5, 6)`),
  ],
);

// The managers the applicant chose (spec B §3 EmpCodeAppliedTo): they may decide the leave.
export const leaveManagers = pgTable(
  'leave_managers',
  {
    leaveId: uuid('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => employees.id),
  },
  (table) => [
    primaryKey({ columns: [table.leaveId, table.managerId] }),
    index('leave_managers_manager_idx').on(table.organizationId, table.managerId),
  ],
);

// spec B §3 Holiday.
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    holidayDate: date('holiday_date').notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('holidays_organization_date_unique').on(table.organizationId, table.holidayDate)],
);
