import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// The audit trail of every security-relevant action: sign-ins and lockouts, role and status changes,
// deletions, payroll, exports of personal data, settings, two-factor sign-in, and monitoring (admins
// viewing another employee's screenshots, tracking settings, manual-time decisions). Append-only: a
// trigger (migration 0012) refuses UPDATE and DELETE, so not even a bug in Pulse can rewrite what was
// recorded.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    // Who acted; the name is copied so the record reads the same after the person is renamed.
    actorId: uuid('actor_id').references(() => employees.id),
    actorName: text('actor_name').notNull(),
    // The client's address as the server saw it (behind a trusted proxy, the forwarded one).
    ipAddress: text('ip_address'),
    action: text('action').notNull(),
    // The employee the action concerned, when there is one.
    subjectId: uuid('subject_id').references(() => employees.id),
    subjectName: text('subject_name'),
    // What changed or was seen, in words a reader of the Audit page understands.
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_events_organization_idx').on(table.organizationId, table.occurredAt),
    index('audit_events_action_idx').on(table.organizationId, table.action, table.occurredAt),
    // The Audit page's "Who" and "Employee" filters: their lists (each person's latest name) and the
    // trail filtered by one of them, without reading every sign-in the trail holds.
    index('audit_events_actor_idx').on(table.organizationId, table.actorId, table.occurredAt),
    index('audit_events_subject_idx').on(table.organizationId, table.subjectId, table.occurredAt),
  ],
);
