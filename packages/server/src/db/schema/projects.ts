import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { manualTimeRequests } from './manual-time';
import { organizations } from './organizations';

// Projects, their teams and to-dos (spec B §3 Project, Project team member, Task), the time the
// tracker attributes to them, and the budget alerts already sent.

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id);
const employeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id);
// Hours, rates and costs keep 4 decimals (spec B §9).
const fourDecimals = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // spec B §4: 1 To be Started, 2 In Progress, 3 On Hold, 4 Completed.
    status: smallint('status').notNull(),
    estimatedBudget: numeric('estimated_budget', { precision: 18, scale: 0, mode: 'number' }).notNull(),
    estimatedHours: fourDecimals('estimated_hours').notNull(),
    timesheetInterval: smallint('timesheet_interval').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('projects_name_unique').on(table.organizationId, sql`lower(${table.name})`),
    index('projects_status_idx').on(table.organizationId, table.status, table.name),
  ],
);

const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id);

// The current team. A member's rate history is in project_member_rates, so removing someone keeps
// the cost of the time they already worked.
export const projectMembers = pgTable(
  'project_members',
  {
    organizationId: organizationId(),
    projectId: projectId(),
    employeeId: employeeId(),
    isManager: boolean('is_manager').notNull(),
    hourlyRate: fourDecimals('hourly_rate').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.employeeId] }),
    index('project_members_employee_idx').on(table.organizationId, table.employeeId),
  ],
);

// Every rate a member has had on a project, from when it applies: time is costed at the rate in
// force when it was worked, so a rate change never rewrites last month's cost.
export const projectMemberRates = pgTable(
  'project_member_rates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    projectId: projectId(),
    employeeId: employeeId(),
    hourlyRate: fourDecimals('hourly_rate').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('project_member_rates_member_idx').on(
      table.organizationId,
      table.projectId,
      table.employeeId,
      table.effectiveFrom,
    ),
  ],
);

// spec B §3 Task. Status: spec B §4 (0 Not Yet Started, 1 Completed, 2 In Progress).
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    projectId: projectId(),
    name: text('name').notNull(),
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('todos_project_idx').on(table.organizationId, table.projectId, table.status, table.name)],
);

export const todoMembers = pgTable(
  'todo_members',
  {
    organizationId: organizationId(),
    todoId: uuid('todo_id')
      .notNull()
      .references(() => todos.id),
    employeeId: employeeId(),
  },
  (table) => [
    primaryKey({ columns: [table.todoId, table.employeeId] }),
    index('todo_members_employee_idx').on(table.organizationId, table.employeeId),
  ],
);

// The work of one employee's 10-minute slot attributed to a project (and maybe a to-do): recomputed
// with the slot whenever its tracker rows change. worked = tracked − away within the attributed
// focus time; hourly_rate = the member's rate in force at the slot's start, so the cost (worked hours ×
// rate, summed before rounding) never changes when the rate does later.
export const projectTime = pgTable(
  'project_time',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    projectId: projectId(),
    todoId: uuid('todo_id').references(() => todos.id),
    employeeId: employeeId(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    trackedSeconds: integer('tracked_seconds').notNull(),
    idleSeconds: integer('idle_seconds').notNull(),
    workedSeconds: integer('worked_seconds').notNull(),
    hourlyRate: fourDecimals('hourly_rate').notNull(),
    // Set on the row an approved manual-time request adds (spec A §1 offline time); the tracker's
    // slot recompute replaces only the rows where it is null.
    manualTimeRequestId: uuid('manual_time_request_id').references(() => manualTimeRequests.id),
  },
  (table) => [
    // The list's aggregate reads only these columns: an index-only scan per project.
    index('project_time_project_idx').on(
      table.organizationId,
      table.projectId,
      table.workedSeconds,
      table.hourlyRate,
    ),
    // Reports restricted to one project read a date range of it.
    index('project_time_project_slot_idx').on(table.organizationId, table.projectId, table.slotStart),
    index('project_time_todo_idx').on(table.organizationId, table.todoId),
    index('project_time_employee_idx').on(table.organizationId, table.employeeId, table.slotStart),
  ],
);

// spec-silent: each (project, measure, threshold) alerts once, the first time it is reached.
export const projectBudgetAlerts = pgTable(
  'project_budget_alerts',
  {
    organizationId: organizationId(),
    projectId: projectId(),
    measure: text('measure').$type<'hours' | 'budget'>().notNull(),
    threshold: smallint('threshold').notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.measure, table.threshold] })],
);
