import type { ReportFileFormat } from '@pulse/shared/contracts/activity';
import type { ReportSchedule } from '@pulse/shared/domain/report-schedule';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';
import { projects } from './projects';

// A report's filters saved under a name by its owner, optionally mailed weekly or monthly with the
// file attached (contracts/saved-reports.ts). The hourly job claims each due period with one
// conditional update of last_sent_period_start, so two instances never both send it.
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => employees.id),
    name: text('name').notNull(),
    // The Reports page's filters: null is every employee, all projects. The dates are the schedule's.
    employeeId: uuid('employee_id').references(() => employees.id),
    projectId: uuid('project_id').references(() => projects.id),
    format: text('format').$type<ReportFileFormat>().notNull(),
    schedule: text('schedule').$type<ReportSchedule>().notNull(),
    // Employees of the organisation, checked active when saved and again when each mail goes out.
    recipientIds: uuid('recipient_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // The first day of the last period mailed; null: none owed yet was sent.
    lastSentPeriodStart: date('last_sent_period_start'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('saved_reports_owner_name_unique').on(
      table.organizationId,
      table.ownerId,
      sql`lower(${table.name})`,
    ),
    // The hourly job's look for mailed reports.
    index('saved_reports_schedule_idx').on(table.organizationId, table.schedule),
  ],
);
