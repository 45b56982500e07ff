import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Per-person iCalendar feeds: the URL's token is the only credential a calendar client
// sends, so only its SHA-256 is kept (a leaked table cannot be replayed as feed URLs). Revoked rows
// stay, so the audit trail's "revoked" has the feed it names.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'mine' | 'team'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('calendar_feeds_employee_idx').on(table.organizationId, table.employeeId, table.kind)],
);
