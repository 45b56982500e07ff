import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { organizations } from './organizations';

// Forgot password: the link's one-time token (lib/one-time-token.ts), one row per link sent. The id
// is the token's selector, set by the server; only the secret's hash is kept. A new request deletes
// the person's unused rows (the newest link supersedes older ones); setting the password spends the
// row (used_at). Rows past their expiry are purged with ended sessions.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_reset_tokens_employee_idx').on(table.organizationId, table.employeeId),
    index('password_reset_tokens_expires_idx').on(table.expiresAt),
  ],
);
