import type { TimesheetChange, TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import type { TimesheetStatus } from '@pulse/shared/domain/timesheet-status';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Weekly timesheets (shared/domain/timesheet-status.ts). A week without a row is Open with nothing
// approved; a row appears with the first submission. week_end is stored beside week_start so a late
// change finds the weeks it falls in with one range condition.
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    weekStart: date('week_start').notNull(),
    weekEnd: date('week_end').notNull(),
    status: text('status').$type<TimesheetStatus>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    note: text('note'),
    decidedById: uuid('decided_by_id').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    // What was approved, frozen (the figures the week showed when approved), and by whom; kept while a
    // late change waits for approval, replaced by the next approval.
    approvedFigures: jsonb('approved_figures').$type<TimesheetFigures>(),
    approvedById: uuid('approved_by_id').references(() => employees.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // What arrived after the approval, cleared by the next one.
    pendingChanges: jsonb('pending_changes').$type<TimesheetChange[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.employeeId, table.weekStart] }),
    // The approvals list (one week of everyone, or everything waiting).
    index('timesheet_weeks_status_idx').on(table.organizationId, table.status, table.weekStart),
  ],
);

// Payroll closed: every day up to locked_through refuses manual-time requests and re-opening. One row
// per organisation; unlocking sets it to null (the audit trail keeps the history).
export const timesheetLocks = pgTable('timesheet_locks', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  lockedThrough: date('locked_through'),
  lockedById: uuid('locked_by_id').references(() => employees.id),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
});
