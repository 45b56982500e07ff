import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Hardening (reads at scale): each employee's tracked day, rolled up from activity_slots, so the
// time sheet and the reports read one row per employee and day instead of up to 144 slots. The day
// is the organisation's calendar day (architecture invariant 6), the sums are day-totals.ts's: per
// slot tracked clamped to 0…600 and away to 0…tracked, only slots with tracked time, and the first
// and last of those slots for the day's span. Only days with tracked time have a row.
//
// Kept by the database, not by the writers (migration 0015): statement triggers on activity_slots
// recompute the employee-days a statement touched, in its transaction, and a change of the
// organisation's time zone rebuilds that organisation's rows in the transaction that saves it.
//
// Not partitioned like the activity tables: at most one row per employee and day (1,000 employees make
// 30,000 a month where their slots make 1.4 million), found by the indexes below whatever the range;
// partitions would pay off only for dropping old months, which nothing does with tracked time.
export const activityDays = pgTable(
  'activity_days',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date').notNull(),
    trackedSeconds: integer('tracked_seconds').notNull(),
    awaySeconds: integer('away_seconds').notNull(),
    firstSlotStart: timestamp('first_slot_start', { withTimezone: true }).notNull(),
    lastSlotStart: timestamp('last_slot_start', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One employee's range (their report, the roll-up's own upkeep).
    primaryKey({ columns: [table.organizationId, table.employeeId, table.workDate] }),
    // Everyone's day or range (the time sheet, the organisation's report).
    index('activity_days_date_idx').on(table.organizationId, table.workDate),
  ],
);
