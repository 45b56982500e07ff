import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// spec B §3 Attendance record. `workDate` is the organisation's calendar day the shift started on
// (a night shift's out time falls on the next day); shift 1 is a day shift, 2 a night shift.
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date').notNull(),
    shift: smallint('shift').notNull(),
    inTime: timestamp('in_time', { withTimezone: true }).notNull(),
    outTime: timestamp('out_time', { withTimezone: true }),
    // Who recorded the last change: the employee, or an administrator for them.
    markedById: uuid('marked_by_id')
      .notNull()
      .references(() => employees.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('attendance_records_employee_date_unique').on(table.employeeId, table.workDate),
    index('attendance_records_organization_date_idx').on(table.organizationId, table.workDate),
  ],
);
