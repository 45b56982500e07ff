import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';
import { projects, todos } from './projects';

// spec A §1 offline time: time away from the computer an employee adds, as productive or
// unproductive, that the project's managers (or an admin) approve or deny. Approved requests count
// as Manual Time. Status: 'pending' | 'approved' | 'denied'.
export const manualTimeRequests = pgTable(
  'manual_time_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    // The organisation's calendar day of startedAt; the time sheet and reports group by it.
    workDate: date('work_date').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    projectId: uuid('project_id').references(() => projects.id),
    todoId: uuid('todo_id').references(() => todos.id),
    isProductive: boolean('is_productive').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'denied'>().notNull(),
    // Who decided (null when approved automatically under the organisation's threshold).
    decidedById: uuid('decided_by_id').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('manual_time_requests_employee_idx').on(table.organizationId, table.employeeId, table.startedAt),
    index('manual_time_requests_status_idx').on(table.organizationId, table.status, table.startedAt),
  ],
);
