import { date, index, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';
import { projects } from './projects';

// Hardening (reads at scale): each employee's attributed day on each project, rolled up from
// project_time as activity_days rolls up activity_slots, so a report over a month of everyone's project
// time reads one row per employee, project and day (30,000 for 1,000 people on one project each) instead
// of a million slots: a month's aggregate over the slots took 1.6–2 s on PostgreSQL (bench/timesheets.ts).
// The day is the organisation's calendar day (architecture invariant 6). tracked and away are the
// tracker's rows only, by day-totals.ts's clamps (tracked 0…600 per slot, away 0…tracked), as the
// timesheet splits a day by project (manual time is read from its requests); cost is every row's,
// manual time's included: Σ worked seconds × the rate recorded with them / 3600, the projects' consumed
// budget (spec B §3), unrounded. A day without rows has no row.
//
// Kept by the database (migration 0027), as activity_days is: statement triggers on project_time
// recompute the employee-project-days a statement touched, in its transaction, and a change of the
// organisation's time zone rebuilds that organisation's rows.
export const projectDays = pgTable(
  'project_days',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    workDate: date('work_date').notNull(),
    trackedSeconds: integer('tracked_seconds').notNull(),
    awaySeconds: integer('away_seconds').notNull(),
    cost: numeric('cost', { mode: 'number' }).notNull(),
  },
  (table) => [
    // One employee's range (their report, the roll-up's own upkeep).
    primaryKey({ columns: [table.organizationId, table.employeeId, table.workDate, table.projectId] }),
    // Everyone's range (the approved-time report; one project's is a filter on it).
    index('project_days_date_idx').on(table.organizationId, table.workDate),
  ],
);
