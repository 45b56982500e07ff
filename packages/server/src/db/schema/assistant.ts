import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// spec A §3 Chat message (sender user or bot, message text), kept per employee so the history
// survives reloads and devices; the employee may delete theirs. A bot message keeps the links and
// sources it cited, so the history shows them again.
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // The order of the conversation: a question and its reply share one instant.
    sequence: bigint('sequence', { mode: 'number' }).generatedByDefaultAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    sender: text('sender').$type<'user' | 'bot'>().notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<{ label: string; href: string }[]>().notNull().default([]),
    sources: jsonb('sources')
      .$type<{ policyId: string; policyName: string; heading: string; passage: string; href: string }[]>()
      .notNull()
      .default([]),
    // A reply's question as ProBot read it (its intent, assistant-intent.ts), so that a follow-up
    // ("and last week?") is read with it. Null on questions, and on replies stored before it existed.
    intent: jsonb('intent').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('assistant_messages_employee_idx').on(table.organizationId, table.employeeId, table.sequence),
  ],
);
